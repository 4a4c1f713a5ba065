/**
 * @generated SignedSource<<24083a5c4c9542c6b3ed4ebb146c4fbe>>
 * @relayHash 2e453da5e66e29dd14d81ef3626e5982
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c42ac8895d04b6fe0b05cdb412552d1fef03a20f078c6a5c1d0fed0035f0e27f

import { ConcreteRequest } from 'relay-runtime';
export type EndSessionInput = {
  id: string;
};
export type SessionsPanelEndMutation$variables = {
  input: EndSessionInput;
};
export type SessionsPanelEndMutation$data = {
  readonly endSession: {
    readonly endedSessionId: string;
  };
};
export type SessionsPanelEndMutation = {
  response: SessionsPanelEndMutation$data;
  variables: SessionsPanelEndMutation$variables;
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
    "concreteType": "EndSessionPayload",
    "kind": "LinkedField",
    "name": "endSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endedSessionId",
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
    "name": "SessionsPanelEndMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SessionsPanelEndMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c42ac8895d04b6fe0b05cdb412552d1fef03a20f078c6a5c1d0fed0035f0e27f",
    "metadata": {},
    "name": "SessionsPanelEndMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b848b6febdcab1a3060a28e9ad624d5c";

export default node;
