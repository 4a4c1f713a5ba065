/**
 * @generated SignedSource<<29b2b39ac644d406aeae7ab63ab320f3>>
 * @relayHash 29c2b0e8ffcc6935d0556e92eaa087cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f2256dc667de8d912cf6f2aa51fc56bb36c656f9e70a1260490d5eb39566b2a

import { ConcreteRequest } from 'relay-runtime';
export type ContactMessageStatus = "ARCHIVED" | "NEW" | "READ" | "%future added value";
export type Locale = "ar" | "en" | "%future added value";
export type PersonalDataInput = {
  email: string;
};
export type usePersonalDataQuery$variables = {
  input: PersonalDataInput;
};
export type usePersonalDataQuery$data = {
  readonly personalData: {
    readonly auditEntries: ReadonlyArray<{
      readonly action: string;
      readonly createdAt: any;
      readonly databaseId: number;
      readonly detail: string;
      readonly target: string;
    }>;
    readonly email: string;
    readonly enquiries: ReadonlyArray<{
      readonly company: string;
      readonly createdAt: any;
      readonly databaseId: number;
      readonly email: string;
      readonly fullName: string;
      readonly language: Locale;
      readonly message: string;
      readonly readAt: any | null | undefined;
      readonly status: ContactMessageStatus;
      readonly subject: string;
    }>;
    readonly messages: ReadonlyArray<{
      readonly createdAt: any;
      readonly databaseId: number;
      readonly kind: string;
      readonly sentAt: any | null | undefined;
      readonly status: string;
    }>;
    readonly staffAccount: {
      readonly databaseId: number;
      readonly role: string;
      readonly username: string;
    } | null | undefined;
  };
};
export type usePersonalDataQuery = {
  response: usePersonalDataQuery$data;
  variables: usePersonalDataQuery$variables;
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
  "name": "email",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "company",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "language",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "readAt",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "PersonalDataMessage",
  "kind": "LinkedField",
  "name": "messages",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    (v9/*:: as any*/),
    (v10/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "PersonalDataAuditEntry",
  "kind": "LinkedField",
  "name": "auditEntries",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "target",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "detail",
      "storageKey": null
    },
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "PersonalDataStaffAccount",
  "kind": "LinkedField",
  "name": "staffAccount",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
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
    "name": "usePersonalDataQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PersonalDataReport",
        "kind": "LinkedField",
        "name": "personalData",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ContactMessage",
            "kind": "LinkedField",
            "name": "enquiries",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v2/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/)
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
    "name": "usePersonalDataQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PersonalDataReport",
        "kind": "LinkedField",
        "name": "personalData",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ContactMessage",
            "kind": "LinkedField",
            "name": "enquiries",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v2/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          (v14/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1f2256dc667de8d912cf6f2aa51fc56bb36c656f9e70a1260490d5eb39566b2a",
    "metadata": {},
    "name": "usePersonalDataQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "039dd62bb9bc68be74a5528a4f2bec94";

export default node;
