/**
 * @generated SignedSource<<d43aef61a691f2f08c86de30e4286b35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopPages_report$data = {
  readonly topPages: ReadonlyArray<{
    readonly path: string;
    readonly views: number;
    readonly visitors: number;
  }>;
  readonly " $fragmentType": "TopPages_report";
};
export type TopPages_report$key = {
  readonly " $data"?: TopPages_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopPages_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopPages_report",
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
      "concreteType": "PageViewCount",
      "kind": "LinkedField",
      "name": "topPages",
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
          "name": "views",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "visitors",
          "storageKey": null
        }
      ],
      "storageKey": "topPages(first:10)"
    }
  ],
  "type": "SiteAnalytics",
  "abstractKey": null
};

(node as any).hash = "dc10d6d6d7817728e64598fb362c8054";

export default node;
