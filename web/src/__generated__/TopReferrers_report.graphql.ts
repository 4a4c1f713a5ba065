/**
 * @generated SignedSource<<cac95981cc150c831a7628f3f3cfb203>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopReferrers_report$data = {
  readonly topReferrers: ReadonlyArray<{
    readonly host: string;
    readonly views: number;
  }>;
  readonly " $fragmentType": "TopReferrers_report";
};
export type TopReferrers_report$key = {
  readonly " $data"?: TopReferrers_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopReferrers_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopReferrers_report",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
      "concreteType": "ReferrerCount",
      "kind": "LinkedField",
      "name": "topReferrers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "host",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "views",
          "storageKey": null
        }
      ],
      "storageKey": "topReferrers(first:10)"
    }
  ],
  "type": "SiteAnalytics",
  "abstractKey": null
};

(node as any).hash = "dd7a1b110d135db165281efe5935cacb";

export default node;
