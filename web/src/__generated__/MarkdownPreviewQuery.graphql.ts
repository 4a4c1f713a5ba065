/**
 * @generated SignedSource<<9aa5587f88e9f31c4c93affefcf0a6cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkdownPreviewQuery$variables = {
  markdown: string;
};
export type MarkdownPreviewQuery$data = {
  readonly markdownPreview: string;
};
export type MarkdownPreviewQuery = {
  response: MarkdownPreviewQuery$data;
  variables: MarkdownPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "markdown"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "markdown",
        "variableName": "markdown"
      }
    ],
    "kind": "ScalarField",
    "name": "markdownPreview",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MarkdownPreviewQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarkdownPreviewQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "575bf8832374dd365df96810ff0d01d3",
    "id": null,
    "metadata": {},
    "name": "MarkdownPreviewQuery",
    "operationKind": "query",
    "text": "query MarkdownPreviewQuery(\n  $markdown: String!\n) {\n  markdownPreview(markdown: $markdown)\n}\n"
  }
};
})();

(node as any).hash = "0e3dcea974787b3280efaa1748ea604d";

export default node;
