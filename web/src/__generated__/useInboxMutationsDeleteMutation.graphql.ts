/**
 * @generated SignedSource<<ce7164fa97bbda1663ccc6927f45dee9>>
 * @relayHash 2613e607ea53d7c25f0fa8116bb27ba8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d18931323ab07a9b23af55b016445cbd0cca3b3801c97cdedbcd29adcb0055e7

import { ConcreteRequest } from 'relay-runtime';
export type DeleteContactMessageInput = {
  id: string;
};
export type useInboxMutationsDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteContactMessageInput;
};
export type useInboxMutationsDeleteMutation$data = {
  readonly deleteContactMessage: {
    readonly deletedContactMessageId: string;
  };
};
export type useInboxMutationsDeleteMutation = {
  response: useInboxMutationsDeleteMutation$data;
  variables: useInboxMutationsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedContactMessageId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useInboxMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteContactMessagePayload",
        "kind": "LinkedField",
        "name": "deleteContactMessage",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useInboxMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteContactMessagePayload",
        "kind": "LinkedField",
        "name": "deleteContactMessage",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedContactMessageId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d18931323ab07a9b23af55b016445cbd0cca3b3801c97cdedbcd29adcb0055e7",
    "metadata": {},
    "name": "useInboxMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b82545c6719c8329f86265df0540587b";

export default node;
