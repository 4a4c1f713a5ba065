/**
 * @generated SignedSource<<ceca89dc3e42ffd545f916cf41986ca5>>
 * @relayHash d8a68684871163c0f1eee4ca97aa620c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4080630dc9509d91e671f882960a89df87fb4bf4002d8e867e8cd67024bd61ac

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEndpointIdInput = {
  id: string;
};
export type useWebhookMutationsRotateMutation$variables = {
  input: WebhookEndpointIdInput;
};
export type useWebhookMutationsRotateMutation$data = {
  readonly rotateWebhookSecret: {
    readonly endpoint: {
      readonly id: string;
    };
    readonly secret: string;
  };
};
export type useWebhookMutationsRotateMutation = {
  response: useWebhookMutationsRotateMutation$data;
  variables: useWebhookMutationsRotateMutation$variables;
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
    "concreteType": "WebhookEndpointSecretPayload",
    "kind": "LinkedField",
    "name": "rotateWebhookSecret",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secret",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookEndpoint",
        "kind": "LinkedField",
        "name": "endpoint",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
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
    "name": "useWebhookMutationsRotateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWebhookMutationsRotateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4080630dc9509d91e671f882960a89df87fb4bf4002d8e867e8cd67024bd61ac",
    "metadata": {},
    "name": "useWebhookMutationsRotateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cf2352322d533496547a0a03107aa4d1";

export default node;
