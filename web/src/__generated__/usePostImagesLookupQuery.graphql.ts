/**
 * @generated SignedSource<<2d54b8fe8d3d39f562736fd361d2ddd4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type usePostImagesLookupQuery$variables = {
  addresses: ReadonlyArray<string>;
};
export type usePostImagesLookupQuery$data = {
  readonly mediaByAddress: ReadonlyArray<{
    readonly altAr: string;
    readonly altEn: string;
    readonly databaseId: number;
    readonly height: number;
    readonly id: string;
    readonly image: {
      readonly placeholder: string;
      readonly src: string;
      readonly srcset: string;
    };
    readonly name: string;
    readonly width: number;
  } | null | undefined>;
};
export type usePostImagesLookupQuery = {
  response: usePostImagesLookupQuery$data;
  variables: usePostImagesLookupQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "addresses"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "addresses",
        "variableName": "addresses"
      }
    ],
    "concreteType": "Media",
    "kind": "LinkedField",
    "name": "mediaByAddress",
    "plural": true,
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
        "name": "databaseId",
        "storageKey": null
      },
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
        "name": "width",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "height",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "altEn",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "altAr",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "src",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "srcset",
            "storageKey": null
          },
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePostImagesLookupQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePostImagesLookupQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "de90c9c4c25ab8ce1b48f4cf4433c29c",
    "id": null,
    "metadata": {},
    "name": "usePostImagesLookupQuery",
    "operationKind": "query",
    "text": "query usePostImagesLookupQuery(\n  $addresses: [String!]!\n) {\n  mediaByAddress(addresses: $addresses) {\n    id\n    databaseId\n    name\n    width\n    height\n    altEn\n    altAr\n    image {\n      src\n      srcset\n      placeholder\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6f4dc05bb8a950eab96059b2e31ac9fb";

export default node;
