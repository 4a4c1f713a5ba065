/**
 * @generated SignedSource<<0706448334307b3c6eaedd1bd1cc7bba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "45fa3ef9884a109467a69f1e0723bd31",
    "id": null,
    "metadata": {},
    "name": "unreadCountQuery",
    "operationKind": "query",
    "text": "query unreadCountQuery {\n  contactMessages(first: 0) {\n    unreadCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "2114f316c4d810645a24b05e0b546827";

export default node;
