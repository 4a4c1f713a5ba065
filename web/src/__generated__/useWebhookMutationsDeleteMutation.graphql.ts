/**
 * @generated SignedSource<<05faea9c04a3808ed59fd39bbea38884>>
 * @relayHash 2a69794d7d92039aee183b9ac415d212
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b18c0cb3ad8ba1dbf751f50150fa9964518176e520d85ff28d61e9d06e007ff

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEndpointIdInput = {
  id: string;
};
export type useWebhookMutationsDeleteMutation$variables = {
  input: WebhookEndpointIdInput;
};
export type useWebhookMutationsDeleteMutation$data = {
  readonly deleteWebhookEndpoint: {
    readonly deletedWebhookEndpointId: string;
  };
};
export type useWebhookMutationsDeleteMutation = {
  response: useWebhookMutationsDeleteMutation$data;
  variables: useWebhookMutationsDeleteMutation$variables;
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
    "concreteType": "DeleteWebhookEndpointPayload",
    "kind": "LinkedField",
    "name": "deleteWebhookEndpoint",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedWebhookEndpointId",
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
    "name": "useWebhookMutationsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWebhookMutationsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8b18c0cb3ad8ba1dbf751f50150fa9964518176e520d85ff28d61e9d06e007ff",
    "metadata": {},
    "name": "useWebhookMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "104628436b2c3dec919c4d4037da3f88";

export default node;
