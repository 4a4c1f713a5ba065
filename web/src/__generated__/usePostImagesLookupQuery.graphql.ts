/**
 * @generated SignedSource<<c68c3737f1ff71265c38ecb0f6d1fc7a>>
 * @relayHash de90c9c4c25ab8ce1b48f4cf4433c29c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c61db1567a93e109aa92b2adec3bbbd17f3898abf61869174486a8548465e2c9

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
    "id": "c61db1567a93e109aa92b2adec3bbbd17f3898abf61869174486a8548465e2c9",
    "metadata": {},
    "name": "usePostImagesLookupQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6f4dc05bb8a950eab96059b2e31ac9fb";

export default node;
