/**
 * @generated SignedSource<<b6ff85328e6be4f720ca41056f40ee2b>>
 * @relayHash ef5e18bf757547332c6d7122bb18718f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID feb9f564e0bbadd0a48ccb8a891ca3ee1c656e1eeddf380af8ab0080614286d9

import { ConcreteRequest } from 'relay-runtime';
export type UploadMediaInput = {
  altAr?: string | null | undefined;
  altEn?: string | null | undefined;
  file: any;
};
export type uploadImageMutation$variables = {
  input: UploadMediaInput;
};
export type uploadImageMutation$data = {
  readonly uploadMedia: {
    readonly media: {
      readonly altAr: string;
      readonly altEn: string;
      readonly databaseId: number;
      readonly height: number;
      readonly id: string;
      readonly image: {
        readonly placeholder: string;
        readonly src: string;
      };
      readonly name: string;
      readonly width: number;
    };
  };
};
export type uploadImageMutation = {
  response: uploadImageMutation$data;
  variables: uploadImageMutation$variables;
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
    "concreteType": "MediaPayload",
    "kind": "LinkedField",
    "name": "uploadMedia",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Media",
        "kind": "LinkedField",
        "name": "media",
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "uploadImageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "uploadImageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "feb9f564e0bbadd0a48ccb8a891ca3ee1c656e1eeddf380af8ab0080614286d9",
    "metadata": {},
    "name": "uploadImageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9498d3de14fd40d4130211be1078618a";

export default node;
