/**
 * @generated SignedSource<<2a674b331fba86f24161a0d206d87364>>
 * @relayHash 10465a9d40826a3c1ef155d3c0a85b9c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 903ce43261170f054a21a3a8c1a3f65c8ef15505bbc81aa067a0e76d9716e072

import { ConcreteRequest } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
export type CreatePreviewLinkInput = {
  expiresInDays?: number | null | undefined;
  subjectId: string;
};
export type SharePreviewPanelCreateMutation$variables = {
  input: CreatePreviewLinkInput;
};
export type SharePreviewPanelCreateMutation$data = {
  readonly createPreviewLink: {
    readonly previewLink: {
      readonly id: string;
    };
    readonly urls: ReadonlyArray<{
      readonly locale: Locale;
      readonly url: string;
    }>;
  };
};
export type SharePreviewPanelCreateMutation = {
  response: SharePreviewPanelCreateMutation$data;
  variables: SharePreviewPanelCreateMutation$variables;
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
    "concreteType": "CreatePreviewLinkPayload",
    "kind": "LinkedField",
    "name": "createPreviewLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PreviewUrl",
        "kind": "LinkedField",
        "name": "urls",
        "plural": true,
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
            "name": "url",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PreviewLink",
        "kind": "LinkedField",
        "name": "previewLink",
        "plural": false,
        "selections": [
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SharePreviewPanelCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SharePreviewPanelCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "903ce43261170f054a21a3a8c1a3f65c8ef15505bbc81aa067a0e76d9716e072",
    "metadata": {},
    "name": "SharePreviewPanelCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f20d4a43d3258bb951e2eeb2533f9943";

export default node;
