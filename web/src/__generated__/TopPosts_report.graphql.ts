/**
 * @generated SignedSource<<c677f6257dbfef8a487f05c8f38f6fbb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Locale = "ar" | "en" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TopPosts_report$data = {
  readonly topPosts: ReadonlyArray<{
    readonly post: {
      readonly id: string;
      readonly translation: {
        readonly locale: Locale;
        readonly title: string;
      };
    };
    readonly views: number;
    readonly visitors: number;
  }>;
  readonly " $fragmentType": "TopPosts_report";
};
export type TopPosts_report$key = {
  readonly " $data"?: TopPosts_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopPosts_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "locale"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopPosts_report",
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
      "concreteType": "PostViewCount",
      "kind": "LinkedField",
      "name": "topPosts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Post",
          "kind": "LinkedField",
          "name": "post",
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
              "args": [
                {
                  "kind": "Variable",
                  "name": "locale",
                  "variableName": "locale"
                }
              ],
              "concreteType": "PostTranslation",
              "kind": "LinkedField",
              "name": "translation",
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
                }
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
      "storageKey": "topPosts(first:10)"
    }
  ],
  "type": "SiteAnalytics",
  "abstractKey": null
};

(node as any).hash = "974e5906b9bd7d39cf2bc48c34ff7633";

export default node;
