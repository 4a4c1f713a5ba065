/**
 * @generated SignedSource<<c4fbd898b12de34fa8e74ba829bdcd22>>
 * @relayHash dfaf3b7e940a4c8e58e7566eef9abaa1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5089ecb1c52e734e1138ed8932ccfb8306d1600d18a8d11c0fb9796d328397a

import { ConcreteRequest } from 'relay-runtime';
export type MediaIdInput = {
  id: string;
};
export type useMediaMutationsDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: MediaIdInput;
};
export type useMediaMutationsDeleteMutation$data = {
  readonly deleteMedia: {
    readonly deletedMediaId: string;
  };
};
export type useMediaMutationsDeleteMutation = {
  response: useMediaMutationsDeleteMutation$data;
  variables: useMediaMutationsDeleteMutation$variables;
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
  "name": "deletedMediaId",
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
    "name": "useMediaMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteMediaPayload",
        "kind": "LinkedField",
        "name": "deleteMedia",
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
    "name": "useMediaMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteMediaPayload",
        "kind": "LinkedField",
        "name": "deleteMedia",
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
            "name": "deletedMediaId",
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
    "id": "d5089ecb1c52e734e1138ed8932ccfb8306d1600d18a8d11c0fb9796d328397a",
    "metadata": {},
    "name": "useMediaMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "956c5fac1c65d51f212f2184d934c096";

export default node;
