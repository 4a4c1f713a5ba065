/**
 * @generated SignedSource<<cd1788470e8d16d4ea8cd3c4c2d0b989>>
 * @relayHash d954aaafecf4edb33dea8f5ef96b979c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 149dd2b485d750c54be420806c8c50fc361397b7abfcdcf655f12c2a453f1e86

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEndpointIdInput = {
  id: string;
};
export type useWebhookMutationsTestMutation$variables = {
  input: WebhookEndpointIdInput;
};
export type useWebhookMutationsTestMutation$data = {
  readonly sendWebhookTestEvent: {
    readonly delivery: {
      readonly databaseId: number;
    };
  };
};
export type useWebhookMutationsTestMutation = {
  response: useWebhookMutationsTestMutation$data;
  variables: useWebhookMutationsTestMutation$variables;
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
    "concreteType": "SendWebhookTestEventPayload",
    "kind": "LinkedField",
    "name": "sendWebhookTestEvent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "WebhookDelivery",
        "kind": "LinkedField",
        "name": "delivery",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "databaseId",
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
    "name": "useWebhookMutationsTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWebhookMutationsTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "149dd2b485d750c54be420806c8c50fc361397b7abfcdcf655f12c2a453f1e86",
    "metadata": {},
    "name": "useWebhookMutationsTestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2cf704c86b7e7ec1f9193d088a6f0134";

export default node;
