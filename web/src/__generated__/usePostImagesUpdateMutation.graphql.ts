/**
 * @generated SignedSource<<9718c7b2b253e03a91476b2afe9a8d37>>
 * @relayHash 25ed263d83d0cdcd0a754cbafb651036
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 489f500fec9f9672cfdb02d0e79215269aa79d5d411ed4ab74fb806fa8505bf3

import { ConcreteRequest } from 'relay-runtime';
export type UpdateMediaInput = {
  altAr?: string | null | undefined;
  altEn?: string | null | undefined;
  id: string;
};
export type usePostImagesUpdateMutation$variables = {
  input: UpdateMediaInput;
};
export type usePostImagesUpdateMutation$data = {
  readonly updateMedia: {
    readonly media: {
      readonly altAr: string;
      readonly altEn: string;
      readonly id: string;
    };
  };
};
export type usePostImagesUpdateMutation = {
  response: usePostImagesUpdateMutation$data;
  variables: usePostImagesUpdateMutation$variables;
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
    "name": "updateMedia",
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
            "name": "altEn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "altAr",
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
    "name": "usePostImagesUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePostImagesUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "489f500fec9f9672cfdb02d0e79215269aa79d5d411ed4ab74fb806fa8505bf3",
    "metadata": {},
    "name": "usePostImagesUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d465e17beae8b26d15819b7e2d5b19de";

export default node;
