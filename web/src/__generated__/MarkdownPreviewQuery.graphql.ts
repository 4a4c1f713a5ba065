/**
 * @generated SignedSource<<e8197c31eb1502f1b6eda5418805cc95>>
 * @relayHash e91d599a30b9c044087347102d6603f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d88b9849981cf5ebd5680a5cd1a28e0db8f11ec36cb0b0d972fb47f3ec57aad

import { ConcreteRequest } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
export type MarkdownPreviewQuery$variables = {
  locale: Locale;
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
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "markdown"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "locale",
        "variableName": "locale"
      },
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MarkdownPreviewQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MarkdownPreviewQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "2d88b9849981cf5ebd5680a5cd1a28e0db8f11ec36cb0b0d972fb47f3ec57aad",
    "metadata": {},
    "name": "MarkdownPreviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "da493205053e1cad68461ff79fdf7ba3";

export default node;
