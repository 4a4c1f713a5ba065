/**
 * @generated SignedSource<<e0232ed6663670796ee0050a9877e555>>
 * @relayHash 2497a69bf62c71dfbb2437340d300060
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3cfb7a5b3678a9e67808b7b23c8935a5a3dd89d278a5322c6a7e0467f0f9ef6c

import { ConcreteRequest } from 'relay-runtime';
export type MenuLinkProblem = "PAGE_DELETED" | "PAGE_NOT_PUBLISHED" | "%future added value";
export type MenuName = "FOOTER" | "HEADER" | "%future added value";
export type UpdateMenuInput = {
  items: any;
  name: MenuName;
  version: number;
};
export type MenusPageUpdateMutation$variables = {
  input: UpdateMenuInput;
};
export type MenusPageUpdateMutation$data = {
  readonly updateMenu: {
    readonly menu: {
      readonly brokenLinks: ReadonlyArray<{
        readonly path: string;
        readonly problem: MenuLinkProblem;
      }>;
      readonly items: any;
      readonly name: MenuName;
      readonly version: number;
    };
  };
};
export type MenusPageUpdateMutation = {
  response: MenusPageUpdateMutation$data;
  variables: MenusPageUpdateMutation$variables;
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
    "concreteType": "MenuPayload",
    "kind": "LinkedField",
    "name": "updateMenu",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Menu",
        "kind": "LinkedField",
        "name": "menu",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "version",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "items",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MenuBrokenLink",
            "kind": "LinkedField",
            "name": "brokenLinks",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "problem",
                "storageKey": null
              }
            ],
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
    "name": "MenusPageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MenusPageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3cfb7a5b3678a9e67808b7b23c8935a5a3dd89d278a5322c6a7e0467f0f9ef6c",
    "metadata": {},
    "name": "MenusPageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fc3497336659fd44822e37d49f95cf4d";

export default node;
