/**
 * @generated SignedSource<<16ff2b9c9bc529b7e0dfc71cf8761aa2>>
 * @relayHash 45fa3ef9884a109467a69f1e0723bd31
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1af841ccb4cc74a0ac43fa2d1584da1b6f367bd53c715c6b343c4cee322f6cc4

import { ConcreteRequest } from 'relay-runtime';
export type unreadCountQuery$variables = Record<PropertyKey, never>;
export type unreadCountQuery$data = {
  readonly contactMessages: {
    readonly unreadCount: number;
  };
};
export type unreadCountQuery = {
  response: unreadCountQuery$data;
  variables: unreadCountQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 0
      }
    ],
    "concreteType": "ContactMessageConnection",
    "kind": "LinkedField",
    "name": "contactMessages",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadCount",
        "storageKey": null
      }
    ],
    "storageKey": "contactMessages(first:0)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "unreadCountQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "unreadCountQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "1af841ccb4cc74a0ac43fa2d1584da1b6f367bd53c715c6b343c4cee322f6cc4",
    "metadata": {},
    "name": "unreadCountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2114f316c4d810645a24b05e0b546827";

export default node;
