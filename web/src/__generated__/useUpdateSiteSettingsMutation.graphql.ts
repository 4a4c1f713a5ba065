/**
 * @generated SignedSource<<7585dbcc253850d5c3f7c04098b0fb10>>
 * @relayHash f6ef9092099d42e48316c6658d6b752b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f536cc6b56f8da9729f3bf8c4258ad6c88aac6c1875830df12ee2bf50e5583c4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
    "id": "f536cc6b56f8da9729f3bf8c4258ad6c88aac6c1875830df12ee2bf50e5583c4",
    "metadata": {},
    "name": "useUpdateSiteSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "43f3c67c1507d7fe0e9e30ecf4256d09";

export default node;
