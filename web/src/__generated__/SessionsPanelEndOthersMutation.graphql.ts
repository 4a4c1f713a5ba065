/**
 * @generated SignedSource<<ca63b3b161ba1d0c5c51b208b586fbf4>>
 * @relayHash d85f764e9ce6881edd202fd74c963d7a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f29cac426157eb9893be0878b9dd3e7436b7a73c4b0b3bff4b07183b8fbd8a0d

import { ConcreteRequest } from 'relay-runtime';
export type SessionsPanelEndOthersMutation$variables = Record<PropertyKey, never>;
export type SessionsPanelEndOthersMutation$data = {
  readonly endOtherSessions: {
    readonly ended: number;
  };
};
export type SessionsPanelEndOthersMutation = {
  response: SessionsPanelEndOthersMutation$data;
  variables: SessionsPanelEndOthersMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "EndSessionsPayload",
    "kind": "LinkedField",
    "name": "endOtherSessions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ended",
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
    "name": "SessionsPanelEndOthersMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionsPanelEndOthersMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f29cac426157eb9893be0878b9dd3e7436b7a73c4b0b3bff4b07183b8fbd8a0d",
    "metadata": {},
    "name": "SessionsPanelEndOthersMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c3bd87aedfdb97818a0cd811c57fa386";

export default node;
