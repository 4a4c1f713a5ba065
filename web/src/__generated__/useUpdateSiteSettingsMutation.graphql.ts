/**
 * @generated SignedSource<<e88ac6f650ff495c81372dc5cbcf044a>>
 * @relayHash 4c4cb3fec31d9e6c6982ff9c8100664c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID daee66700af41d379ecaf117f8713d3b2461892b602871246680d6ec5f4f5e12

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EnquiryRetention = "DAYS_180" | "DAYS_365" | "DAYS_730" | "DAYS_90" | "FOREVER" | "%future added value";
export type SecondFactorPolicy = "ADMINS" | "ALL_STAFF" | "NONE" | "%future added value";
export type UpdateSiteSettingsInput = {
  analyticsEnabled?: boolean | null | undefined;
  blockList?: ReadonlyArray<string> | null | undefined;
  bookingEnabled?: boolean | null | undefined;
  bookingWidgetUrl?: string | null | undefined;
  businessHours?: string | null | undefined;
  businessHoursAr?: string | null | undefined;
  contactEmail?: string | null | undefined;
  contactPhone?: string | null | undefined;
  enquiryRetention?: EnquiryRetention | null | undefined;
  notificationRecipients?: ReadonlyArray<string> | null | undefined;
  officeAddress?: string | null | undefined;
  officeAddressAr?: string | null | undefined;
  secondFactorPolicy?: SecondFactorPolicy | null | undefined;
  siteName?: string | null | undefined;
  siteNameAr?: string | null | undefined;
  version?: number | null | undefined;
};
export type useUpdateSiteSettingsMutation$variables = {
  input: UpdateSiteSettingsInput;
};
export type useUpdateSiteSettingsMutation$data = {
  readonly updateSiteSettings: {
    readonly changed: ReadonlyArray<string>;
    readonly settings: {
      readonly " $fragmentSpreads": FragmentRefs<"SettingsForm_settings">;
    };
  };
};
export type useUpdateSiteSettingsMutation = {
  response: useUpdateSiteSettingsMutation$data;
  variables: useUpdateSiteSettingsMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "changed",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "siteName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "siteNameAr",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "contactEmail",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "contactPhone",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "officeAddress",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "officeAddressAr",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "businessHours",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "businessHoursAr",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "bookingWidgetUrl",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "bookingEnabled",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "notificationRecipients",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "blockList",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "analyticsEnabled",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "enquiryRetention",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "secondFactorPolicy",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "version",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateSiteSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateSiteSettingsPayload",
        "kind": "LinkedField",
        "name": "updateSiteSettings",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminSiteSettings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "kind": "InlineDataFragmentSpread",
                "name": "SettingsForm_settings",
                "selections": (v3/*:: as any*/),
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateSiteSettingsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateSiteSettingsPayload",
        "kind": "LinkedField",
        "name": "updateSiteSettings",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AdminSiteSettings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "daee66700af41d379ecaf117f8713d3b2461892b602871246680d6ec5f4f5e12",
    "metadata": {},
    "name": "useUpdateSiteSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "43f3c67c1507d7fe0e9e30ecf4256d09";

export default node;
