/**
 * @generated SignedSource<<42e79ad37b39db4032a9a1425e279e66>>
 * @relayHash 1ddd3c91b414ac76433d074006060133
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18e00caac42b9a5ad27d3aa06c380454d3c590a8d34031d3dbec19790523a8a9

import { ConcreteRequest } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
export type MenuName = "FOOTER" | "HEADER" | "%future added value";
export type sitePageQuery$variables = {
  locale: Locale;
  path: string;
  withPage: boolean;
};
export type sitePageQuery$data = {
  readonly menus: ReadonlyArray<{
    readonly links: any;
    readonly name: MenuName;
  }>;
  readonly pageByPath?: {
    readonly languages: ReadonlyArray<Locale>;
    readonly path: string;
    readonly view: {
      readonly blocks: any;
      readonly description: string;
      readonly images: ReadonlyArray<{
        readonly address: string;
        readonly image: {
          readonly alt: string;
          readonly height: number;
          readonly placeholder: string;
          readonly sources: ReadonlyArray<{
            readonly srcset: string;
            readonly type: string;
          }>;
          readonly src: string;
          readonly srcset: string;
          readonly width: number;
        };
      }>;
      readonly locale: Locale;
      readonly socialImage: string | null | undefined;
      readonly socialImageView: {
        readonly alt: string;
        readonly height: number;
        readonly social: {
          readonly height: number;
          readonly url: string;
          readonly width: number;
        } | null | undefined;
        readonly src: string;
        readonly width: number;
      } | null | undefined;
      readonly title: string;
    };
  } | null | undefined;
};
export type sitePageQuery = {
  response: sitePageQuery$data;
  variables: sitePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "locale"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "path"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withPage"
},
v3 = [
  {
    "kind": "Variable",
    "name": "path",
    "variableName": "path"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "languages",
  "storageKey": null
},
v6 = [
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "src",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "width",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "height",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": (v6/*:: as any*/),
  "kind": "ScalarField",
  "name": "alt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "srcset",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": (v6/*:: as any*/),
  "concreteType": "PageView",
  "kind": "LinkedField",
  "name": "view",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locale",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "socialImage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "socialImageView",
      "plural": false,
      "selections": [
        (v7/*:: as any*/),
        (v8/*:: as any*/),
        (v9/*:: as any*/),
        (v10/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "SocialImage",
          "kind": "LinkedField",
          "name": "social",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            },
            (v8/*:: as any*/),
            (v9/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "blocks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageImage",
      "kind": "LinkedField",
      "name": "images",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Image",
          "kind": "LinkedField",
          "name": "image",
          "plural": false,
          "selections": [
            (v7/*:: as any*/),
            (v11/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "ImageSource",
              "kind": "LinkedField",
              "name": "sources",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "type",
                  "storageKey": null
                },
                (v11/*:: as any*/)
              ],
              "storageKey": null
            },
            (v8/*:: as any*/),
            (v9/*:: as any*/),
            (v10/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "placeholder",
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
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "Menu",
  "kind": "LinkedField",
  "name": "menus",
  "plural": true,
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
      "args": (v6/*:: as any*/),
      "kind": "ScalarField",
      "name": "links",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "sitePageQuery",
    "selections": [
      {
        "condition": "withPage",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "Page",
            "kind": "LinkedField",
            "name": "pageByPath",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v12/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      (v13/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "sitePageQuery",
    "selections": [
      {
        "condition": "withPage",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "Page",
            "kind": "LinkedField",
            "name": "pageByPath",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      (v13/*:: as any*/)
    ]
  },
  "params": {
    "id": "18e00caac42b9a5ad27d3aa06c380454d3c590a8d34031d3dbec19790523a8a9",
    "metadata": {},
    "name": "sitePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a5c7dd133ac9a022243d100f2fd8ffe1";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
