/**
 * @generated SignedSource<<aa91b0bbe25f3836b3edfa742941b8dd>>
 * @relayHash d0b007bc8bd1b75ac1f0c96cbd3d9d44
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28cdf4e4e5a9034407e9690cd3bbdb0c1f8dd651d2b630db00a5ca3544633737

import { ConcreteRequest } from 'relay-runtime';
export type TwoStepPanelStartMutation$variables = Record<PropertyKey, never>;
export type TwoStepPanelStartMutation$data = {
  readonly startTotpSetup: {
    readonly qrCodeSvg: string;
    readonly secret: string;
  };
};
export type TwoStepPanelStartMutation = {
  response: TwoStepPanelStartMutation$data;
  variables: TwoStepPanelStartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "TotpSetupPayload",
    "kind": "LinkedField",
    "name": "startTotpSetup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secret",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "qrCodeSvg",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TwoStepPanelStartMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TwoStepPanelStartMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "28cdf4e4e5a9034407e9690cd3bbdb0c1f8dd651d2b630db00a5ca3544633737",
    "metadata": {},
    "name": "TwoStepPanelStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bd12400d96b31320375cf6d34f078026";

export default node;
