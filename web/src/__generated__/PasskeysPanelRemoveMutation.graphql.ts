/**
 * @generated SignedSource<<f1e8367e3b05dc1edc10c2c652c4106b>>
 * @relayHash ac544d5c4e96f6af2a5ce18ddd2f55ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0ebf32ff3a7cf28595108c4e55fbed1b9bdc057372b13e72ad4b00b92aa6534

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RemovePasskeyInput = {
  id: string;
};
export type PasskeysPanelRemoveMutation$variables = {
  input: RemovePasskeyInput;
};
export type PasskeysPanelRemoveMutation$data = {
  readonly removePasskey: {
    readonly removedPasskeyId: string;
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"PasskeysPanel_user">;
    };
  };
};
export type PasskeysPanelRemoveMutation = {
  response: PasskeysPanelRemoveMutation$data;
  variables: PasskeysPanelRemoveMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removedPasskeyId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PasskeysPanelRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RemovePasskeyPayload",
        "kind": "LinkedField",
        "name": "removePasskey",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PasskeysPanel_user"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PasskeysPanelRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RemovePasskeyPayload",
        "kind": "LinkedField",
        "name": "removePasskey",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasPasskey",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Passkey",
                "kind": "LinkedField",
                "name": "passkeys",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastUsedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e0ebf32ff3a7cf28595108c4e55fbed1b9bdc057372b13e72ad4b00b92aa6534",
    "metadata": {},
    "name": "PasskeysPanelRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b8f33e16f4326da53d39412ebaed7fad";

export default node;
