/**
 * @generated SignedSource<<6a3f570ac3fcd9d6c5dd27f8a30efa5a>>
 * @relayHash 1ddd3c91b414ac76433d074006060133
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18e00caac42b9a5ad27d3aa06c380454d3c590a8d34031d3dbec19790523a8a9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { sitePageQuery } from './sitePageQuery.graphql';

const node: PreloadableConcreteRequest<sitePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "18e00caac42b9a5ad27d3aa06c380454d3c590a8d34031d3dbec19790523a8a9",
    "metadata": {},
    "name": "sitePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
