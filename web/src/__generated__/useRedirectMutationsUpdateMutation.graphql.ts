/**
 * @generated SignedSource<<60b1ef3a2e775ed47dfa7e4f709bbb50>>
 * @relayHash c91fc0719f9b11727a76dbb10a806a12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1e31d7256e1ed6f4d1428fcc786ad2190b78e48d6f0e68a181d3c1741a713df

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateRedirectInput = {
  from: string;
  id: string;
  to: string;
};
export type useRedirectMutationsUpdateMutation$variables = {
  input: UpdateRedirectInput;
};
export type useRedirectMutationsUpdateMutation$data = {
  readonly updateRedirect: {
    readonly redirect: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"RedirectRow_redirect">;
    };
    readonly repointed: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"RedirectRow_redirect">;
    }>;
  };
};
export type useRedirectMutationsUpdateMutation = {
  response: useRedirectMutationsUpdateMutation$data;
  variables: useRedirectMutationsUpdateMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "RedirectRow_redirect"
  }
],
v4 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "from",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "to",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "updatedAt",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRedirectMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RedirectPayload",
        "kind": "LinkedField",
        "name": "updateRedirect",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Redirect",
            "kind": "LinkedField",
            "name": "redirect",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Redirect",
            "kind": "LinkedField",
            "name": "repointed",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRedirectMutationsUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RedirectPayload",
        "kind": "LinkedField",
        "name": "updateRedirect",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Redirect",
            "kind": "LinkedField",
            "name": "redirect",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Redirect",
            "kind": "LinkedField",
            "name": "repointed",
            "plural": true,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d1e31d7256e1ed6f4d1428fcc786ad2190b78e48d6f0e68a181d3c1741a713df",
    "metadata": {},
    "name": "useRedirectMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "84df97ef15672cbde7c72d03e1077dbc";

export default node;
