import { useEffect, useRef } from 'react';
import { graphql } from 'react-relay';
import type { ConcreteRequest } from 'relay-runtime';
import type { useViewBeaconMutation$variables } from '../../__generated__/useViewBeaconMutation.graphql.ts';
import { readStoredToken } from '../../api/token.ts';
import { operationBody } from '../../relay/operationBody.ts';

// Compiled by Relay (so it is checked against the schema) but sent with fetch's `keepalive`, which
// Relay's network layer has no option for: the count arrives even when the reader leaves at once.
const recordView = graphql`
  mutation useViewBeaconMutation($input: PostIdInput!) {
    recordPostView(input: $input) {
      counted
    }
  }
` as ConcreteRequest;

/** Crawlers, previews and headless browsers: not readers (the server filters them too). */
const automated = /bot|crawl|spider|slurp|preview|headless|lighthouse/i;

/**
 * Counts a view of the article once it is shown in a browser: once per page view (a reader who
 * moves to another article sends one for it), never while rendering on the server.
 */
export function useViewBeacon(postId: string) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!postId || sent.current === postId || automated.test(navigator.userAgent)) return;
    sent.current = postId;
    const variables: useViewBeaconMutation$variables = { input: { id: postId } };
    const token = readStoredToken();
    void fetch('/graphql', {
      method: 'POST',
      keepalive: true,
      // Staff send their token, so their own previews are not counted.
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(operationBody(recordView.params, variables)),
    }).catch(() => {
      // A lost view is not worth bothering the reader about.
    });
  }, [postId]);
}
