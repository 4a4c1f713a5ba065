/**
 * @generated SignedSource<<1c7672e9913aaaa3b242f8e7425843c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReviewState = "SENT_BACK" | "SUBMITTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewBanner_subject$data = {
  readonly id: string;
  readonly page: {
    readonly review: {
      readonly comment: string;
      readonly reviewedAt: any | null | undefined;
      readonly reviewerName: string | null | undefined;
      readonly state: ReviewState;
      readonly submittedAt: any | null | undefined;
      readonly submittedByName: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly post: {
    readonly review: {
      readonly comment: string;
      readonly reviewedAt: any | null | undefined;
      readonly reviewerName: string | null | undefined;
      readonly state: ReviewState;
      readonly submittedAt: any | null | undefined;
      readonly submittedByName: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ReviewBanner_subject";
};
export type ReviewBanner_subject$key = {
  readonly " $data"?: ReviewBanner_subject$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewBanner_subject">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Review",
    "kind": "LinkedField",
    "name": "review",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "comment",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "submittedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "submittedByName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reviewedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reviewerName",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewBanner_subject",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": (v0/*:: as any*/),
        "type": "Post",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "post"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": (v0/*:: as any*/),
        "type": "Page",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "page"
    }
  ],
  "type": "Node",
  "abstractKey": "__isNode"
};
})();

(node as any).hash = "c5865110c46e4298d9b45d6aa3c91068";

export default node;
