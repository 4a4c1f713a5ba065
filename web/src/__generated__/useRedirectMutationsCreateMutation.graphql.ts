/**
 * @generated SignedSource<<01bdae80bc1cbdfe8bd42e7117d54413>>
 * @relayHash 81d31755751b83793e630f0680366fc9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 47768674bf30e0d3d2a0623033b0786997202402df10ce3ba68c5924a5b045dd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateRedirectInput = {
  from: string;
  to: string;
};
export type useRedirectMutationsCreateMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateRedirectInput;
};
export type useRedirectMutationsCreateMutation$data = {
  readonly createRedirect: {
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
export type useRedirectMutationsCreateMutation = {
  response: useRedirectMutationsCreateMutation$data;
  variables: useRedirectMutationsCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "RedirectRow_redirect"
  }
],
v5 = [
  (v3/*:: as any*/),
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRedirectMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RedirectPayload",
        "kind": "LinkedField",
        "name": "createRedirect",
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
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRedirectMutationsCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RedirectPayload",
        "kind": "LinkedField",
        "name": "createRedirect",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Redirect",
            "kind": "LinkedField",
            "name": "redirect",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "redirect",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "RedirectEdge"
              }
            ]
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Redirect",
            "kind": "LinkedField",
            "name": "repointed",
            "plural": true,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "47768674bf30e0d3d2a0623033b0786997202402df10ce3ba68c5924a5b045dd",
    "metadata": {},
    "name": "useRedirectMutationsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "65e4f86b585d118f27890df8db4686cd";

export default node;
