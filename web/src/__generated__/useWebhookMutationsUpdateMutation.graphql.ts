/**
 * @generated SignedSource<<4db551a32884cd1a168f560a4c57a22e>>
 * @relayHash 3e132f30c5b77e862b80247eaa39f45e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2127099d24771484df685fca1001f9ae97137fcb3600cbe53184f9dae00a511c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateWebhookEndpointInput = {
  enabled?: boolean | null | undefined;
  events?: ReadonlyArray<string> | null | undefined;
  id: string;
  url?: string | null | undefined;
};
export type useWebhookMutationsUpdateMutation$variables = {
  input: UpdateWebhookEndpointInput;
};
export type useWebhookMutationsUpdateMutation$data = {
  readonly updateWebhookEndpoint: {
    readonly endpoint: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"WebhookRow_endpoint">;
    };
  };
};
export type useWebhookMutationsUpdateMutation = {
  response: useWebhookMutationsUpdateMutation$data;
  variables: useWebhookMutationsUpdateMutation$variables;
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
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useWebhookMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WebhookEndpointPayload",
        "kind": "LinkedField",
        "name": "updateWebhookEndpoint",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookEndpoint",
            "kind": "LinkedField",
            "name": "endpoint",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "WebhookRow_endpoint"
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
    "name": "useWebhookMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WebhookEndpointPayload",
        "kind": "LinkedField",
        "name": "updateWebhookEndpoint",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookEndpoint",
            "kind": "LinkedField",
            "name": "endpoint",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "events",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "autoDisabledAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "failingSince",
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
    "id": "2127099d24771484df685fca1001f9ae97137fcb3600cbe53184f9dae00a511c",
    "metadata": {},
    "name": "useWebhookMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f33d5168d13d3d221110b58eb1b164a2";

export default node;
