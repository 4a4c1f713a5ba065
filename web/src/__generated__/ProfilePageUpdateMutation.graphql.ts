/**
 * @generated SignedSource<<95b13d721e39b180996e189f0ac54e3b>>
 * @relayHash cd5ea50bb943b6ebbdb183ead4a05dd7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fcda869c136ab7ab12248033dc66d88243ea275fb51f7a22dda50deef3e04b17

import { ConcreteRequest } from 'relay-runtime';
export type UpdateOwnProfileInput = {
  bio?: string | null | undefined;
  bioAr?: string | null | undefined;
  displayName?: string | null | undefined;
  displayNameAr?: string | null | undefined;
  email?: string | null | undefined;
  signInNotices?: boolean | null | undefined;
};
export type ProfilePageUpdateMutation$variables = {
  input: UpdateOwnProfileInput;
};
export type ProfilePageUpdateMutation$data = {
  readonly updateOwnProfile: {
    readonly user: {
      readonly bio: string;
      readonly bioAr: string;
      readonly displayName: string;
      readonly displayNameAr: string;
      readonly email: string;
      readonly id: string;
    };
  };
};
export type ProfilePageUpdateMutation = {
  response: ProfilePageUpdateMutation$data;
  variables: ProfilePageUpdateMutation$variables;
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
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bio",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayNameAr",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bioAr",
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
    "name": "ProfilePageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfilePageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fcda869c136ab7ab12248033dc66d88243ea275fb51f7a22dda50deef3e04b17",
    "metadata": {},
    "name": "ProfilePageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eae1ba42218c926526bd18b3ee6eb9c6";

export default node;
