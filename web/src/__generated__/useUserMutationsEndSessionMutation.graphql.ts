/**
 * @generated SignedSource<<6232ec972652d8cb11b5705c9cb533a8>>
 * @relayHash d37efde0ade19014997b86b34b05c348
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c4cad43aa9c2ccb58c2fb1b11f3c7a80ebfa53d6adb15a77bc5df6d2c37b926

import { ConcreteRequest } from 'relay-runtime';
export type EndSessionInput = {
  id: string;
};
export type useUserMutationsEndSessionMutation$variables = {
  input: EndSessionInput;
};
export type useUserMutationsEndSessionMutation$data = {
  readonly endSession: {
    readonly endedSessionId: string;
  };
};
export type useUserMutationsEndSessionMutation = {
  response: useUserMutationsEndSessionMutation$data;
  variables: useUserMutationsEndSessionMutation$variables;
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
    "name": "useUserMutationsEndSessionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUserMutationsEndSessionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9c4cad43aa9c2ccb58c2fb1b11f3c7a80ebfa53d6adb15a77bc5df6d2c37b926",
    "metadata": {},
    "name": "useUserMutationsEndSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b373297d4ecba88c21a2a0b873284f21";

export default node;
