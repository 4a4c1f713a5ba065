/**
 * @generated SignedSource<<3996479b804b6b9109607d478a4b6029>>
 * @relayHash 16aac3b28b8be76761724461d8149340
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e0d9fce4a9c967c7c18e1ef750470e9b9c26a8c09037750ee6bb0103efda191

import { ConcreteRequest } from 'relay-runtime';
export type RedirectIdInput = {
  id: string;
};
export type useRedirectMutationsDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RedirectIdInput;
};
export type useRedirectMutationsDeleteMutation$data = {
  readonly deleteRedirect: {
    readonly deletedRedirectId: string;
  };
};
export type useRedirectMutationsDeleteMutation = {
  response: useRedirectMutationsDeleteMutation$data;
  variables: useRedirectMutationsDeleteMutation$variables;
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
  "name": "deletedRedirectId",
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
    "name": "useRedirectMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteRedirectPayload",
        "kind": "LinkedField",
        "name": "deleteRedirect",
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
    "name": "useRedirectMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteRedirectPayload",
        "kind": "LinkedField",
        "name": "deleteRedirect",
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
            "name": "deletedRedirectId",
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
    "id": "0e0d9fce4a9c967c7c18e1ef750470e9b9c26a8c09037750ee6bb0103efda191",
    "metadata": {},
    "name": "useRedirectMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "592b3e863ecd92bbe61ac19f45738b85";

export default node;
