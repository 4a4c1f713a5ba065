/**
 * @generated SignedSource<<a95fc049cbf3605f8b57e63c483b8a7c>>
 * @relayHash 8c0833317a59e3e0d4fa982c779e1049
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0312f2a97e9767b9ed2e3bca5f7b082f05cf47abb67f0f6ea8e002c27f917712

import { ConcreteRequest } from 'relay-runtime';
export type PersonalDataInput = {
  email: string;
};
export type usePersonalDataEraseMutation$variables = {
  input: PersonalDataInput;
};
export type usePersonalDataEraseMutation$data = {
  readonly erasePersonalData: {
    readonly anonymisedAuditEntries: number;
    readonly erasedEnquiries: number;
    readonly erasedMessages: number;
  };
};
export type usePersonalDataEraseMutation = {
  response: usePersonalDataEraseMutation$data;
  variables: usePersonalDataEraseMutation$variables;
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
    "concreteType": "ErasePersonalDataPayload",
    "kind": "LinkedField",
    "name": "erasePersonalData",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "erasedEnquiries",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "erasedMessages",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "anonymisedAuditEntries",
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
    "name": "usePersonalDataEraseMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePersonalDataEraseMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0312f2a97e9767b9ed2e3bca5f7b082f05cf47abb67f0f6ea8e002c27f917712",
    "metadata": {},
    "name": "usePersonalDataEraseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "20bc6d4a739606c181afc06de2fc270b";

export default node;
