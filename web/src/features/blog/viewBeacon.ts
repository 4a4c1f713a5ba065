import recordPostView from '../../__generated__/recordPostViewMutation.graphql.ts';
import { readStoredToken } from '../../api/token.ts';
import { operationBody } from '../../relay/operationBody.ts';

/** Crawlers, previews and headless browsers: not readers (the server filters them too). */
const automated = /bot|crawl|spider|slurp|preview|headless|lighthouse/i;

/**
 * Counts a view of the article once it is shown in a browser: once per page view (a reader who
 * moves to another article, or comes back to this one, sends one for it). Sent with fetch's
 * `keepalive`, so the count arrives even when the reader leaves at once.
 */
export function countPostView(postId: string) {
  if (automated.test(navigator.userAgent)) return;
  const token = readStoredToken();
  void fetch('/graphql', {
    method: 'POST',
    keepalive: true,
    // Staff send their token, so their own previews are not counted.
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(operationBody(recordPostView.params, { input: { id: postId } })),
  }).catch(() => {
    // A lost view is not worth bothering the reader about.
  });
}
