/**
 * @generated SignedSource<<0e9dd6cdd87a7635d0078699a32c55ac>>
 * @relayHash 3ed10a9f1680e0c2277faaa4e9486ce3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4e07ef8a87ab6867dfa8867fe4a0d9fec4468a17f76eb94cdbaa6ec76aa57496

import { ConcreteRequest } from 'relay-runtime';
export type UserSessionsDialogQuery$variables = {
  id: string;
};
export type UserSessionsDialogQuery$data = {
  readonly user: {
    readonly sessions: ReadonlyArray<{
      readonly browser: string | null | undefined;
      readonly createdAt: any;
      readonly current: boolean;
      readonly id: string;
      readonly ip: string;
      readonly lastSeenAt: any;
      readonly operatingSystem: string | null | undefined;
    }>;
  };
};
export type UserSessionsDialogQuery = {
  response: UserSessionsDialogQuery$data;
  variables: UserSessionsDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Session",
  "kind": "LinkedField",
  "name": "sessions",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "browser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "operatingSystem",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ip",
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
      "name": "lastSeenAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "current",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UserSessionsDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserSessionsDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4e07ef8a87ab6867dfa8867fe4a0d9fec4468a17f76eb94cdbaa6ec76aa57496",
    "metadata": {},
    "name": "UserSessionsDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "74f86d98b1b66e2744d29668bf90e4b3";

export default node;
