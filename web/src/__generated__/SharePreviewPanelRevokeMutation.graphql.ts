/**
 * @generated SignedSource<<b47765b7d1c5698c22b6a63162c75763>>
 * @relayHash 5ef3b9df706dcb4be335eb4984ec11f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f61b8058330e3b1273e96e4249260fa0e110bde0c686a68e54aee0d3453ef99

import { ConcreteRequest } from 'relay-runtime';
export type RevokePreviewLinkInput = {
  id: string;
};
export type SharePreviewPanelRevokeMutation$variables = {
  input: RevokePreviewLinkInput;
};
export type SharePreviewPanelRevokeMutation$data = {
  readonly revokePreviewLink: {
    readonly revokedPreviewLinkId: string;
  };
};
export type SharePreviewPanelRevokeMutation = {
  response: SharePreviewPanelRevokeMutation$data;
  variables: SharePreviewPanelRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RevokePreviewLinkPayload",
    "kind": "LinkedField",
    "name": "revokePreviewLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedPreviewLinkId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SharePreviewPanelRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SharePreviewPanelRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6f61b8058330e3b1273e96e4249260fa0e110bde0c686a68e54aee0d3453ef99",
    "metadata": {},
    "name": "SharePreviewPanelRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9aa02240100a6ef0ffcb7f42e2bca9cd";

export default node;
