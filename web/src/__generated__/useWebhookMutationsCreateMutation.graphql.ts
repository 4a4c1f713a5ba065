/**
 * @generated SignedSource<<e2a8c6db8c1cdf2696771215f49adbb3>>
 * @relayHash 08df4981f3876c0c3ca141ff7ed04edf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e311ae47ede94dfc1b75f11050eec29d00decf125853b3a4627cc0630feaacb2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateWebhookEndpointInput = {
  events: ReadonlyArray<string>;
  url: string;
};
export type useWebhookMutationsCreateMutation$variables = {
  input: CreateWebhookEndpointInput;
};
export type useWebhookMutationsCreateMutation$data = {
  readonly createWebhookEndpoint: {
    readonly endpoint: {
      readonly id: string;
      readonly url: string;
      readonly " $fragmentSpreads": FragmentRefs<"WebhookRow_endpoint">;
    };
    readonly secret: string;
  };
};
export type useWebhookMutationsCreateMutation = {
  response: useWebhookMutationsCreateMutation$data;
  variables: useWebhookMutationsCreateMutation$variables;
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
  "name": "secret",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useWebhookMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WebhookEndpointSecretPayload",
        "kind": "LinkedField",
        "name": "createWebhookEndpoint",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookEndpoint",
            "kind": "LinkedField",
            "name": "endpoint",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
    "name": "useWebhookMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "WebhookEndpointSecretPayload",
        "kind": "LinkedField",
        "name": "createWebhookEndpoint",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "WebhookEndpoint",
            "kind": "LinkedField",
            "name": "endpoint",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
    "id": "e311ae47ede94dfc1b75f11050eec29d00decf125853b3a4627cc0630feaacb2",
    "metadata": {},
    "name": "useWebhookMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7d4c177ce830444f16118d8b5792c108";

export default node;
