/**
 * @generated SignedSource<<66118684df6a4ce2f8401edb710633db>>
 * @relayHash a5edf94df258a17836e9fa9b172091da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90d81889832fb9c85dd0560f0160a030d47b1ba39aa45089047930b5416bb367

import { ConcreteRequest } from 'relay-runtime';
export type EndUserSessionsInput = {
  userId: string;
};
export type useUserMutationsEndAllSessionsMutation$variables = {
  input: EndUserSessionsInput;
};
export type useUserMutationsEndAllSessionsMutation$data = {
  readonly endUserSessions: {
    readonly ended: number;
  };
};
export type useUserMutationsEndAllSessionsMutation = {
  response: useUserMutationsEndAllSessionsMutation$data;
  variables: useUserMutationsEndAllSessionsMutation$variables;
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
    "concreteType": "EndSessionsPayload",
    "kind": "LinkedField",
    "name": "endUserSessions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ended",
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
    "name": "useUserMutationsEndAllSessionsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserMutationsEndAllSessionsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "90d81889832fb9c85dd0560f0160a030d47b1ba39aa45089047930b5416bb367",
    "metadata": {},
    "name": "useUserMutationsEndAllSessionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2e138f922de912071c5ac8e5e3132e85";

export default node;
