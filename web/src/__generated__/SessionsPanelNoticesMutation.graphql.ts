/**
 * @generated SignedSource<<6db5da5c9cd25b3bc7369da4cfc81d7c>>
 * @relayHash bd06cc0fa0df9324d93701cfe312328f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 285ce9fc524b8a759a38047ff8cefbb83b4b81823a2a41f608ba8867e9f582e3

import { ConcreteRequest } from 'relay-runtime';
export type UpdateOwnProfileInput = {
  bio?: string | null | undefined;
  bioAr?: string | null | undefined;
  displayName?: string | null | undefined;
  displayNameAr?: string | null | undefined;
  email?: string | null | undefined;
  signInNotices?: boolean | null | undefined;
};
export type SessionsPanelNoticesMutation$variables = {
  input: UpdateOwnProfileInput;
};
export type SessionsPanelNoticesMutation$data = {
  readonly updateOwnProfile: {
    readonly user: {
      readonly id: string;
      readonly signInNotices: boolean;
    };
  };
};
export type SessionsPanelNoticesMutation = {
  response: SessionsPanelNoticesMutation$data;
  variables: SessionsPanelNoticesMutation$variables;
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
    "concreteType": "UserPayload",
    "kind": "LinkedField",
    "name": "updateOwnProfile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signInNotices",
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
    "name": "SessionsPanelNoticesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SessionsPanelNoticesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "285ce9fc524b8a759a38047ff8cefbb83b4b81823a2a41f608ba8867e9f582e3",
    "metadata": {},
    "name": "SessionsPanelNoticesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5687f05d9999554116e47f0e239bb886";

export default node;
