/**
 * @generated SignedSource<<fc80a59a47f057d0795772627712cbb2>>
 * @relayHash c68c3bc8b5506e4c9b407b915f5debb3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d7f5d18ede94e112259c57e771d443b0aede0654e46effd585ee87dd91ab730

import { PreloadableConcreteRequest } from 'relay-runtime';
import { latestPostsQuery } from './latestPostsQuery.graphql';

const node: PreloadableConcreteRequest<latestPostsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3d7f5d18ede94e112259c57e771d443b0aede0654e46effd585ee87dd91ab730",
    "metadata": {},
    "name": "latestPostsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
