import type { Tx } from '../../db/transaction.ts';
import { queueWebhookEvent } from './events.ts';

// The publishing events (docs/webhooks.md#events), queued by every save of a post or page
// (publishing/versioned.ts: an editor's, an approval, the scheduler's) in its transaction.

interface Saved {
  id: number;
  status: string;
  publishedAt: Date | null;
}

async function titles(tx: Tx, kind: 'post' | 'page', id: number): Promise<Record<string, string>> {
  const rows =
    kind === 'post'
      ? await tx.postTranslation.findMany({ where: { postId: id }, select: { locale: true, title: true } })
      : await tx.pageTranslation.findMany({ where: { pageId: id }, select: { locale: true, title: true } });
  return Object.fromEntries(rows.map((row) => [row.locale, row.title]));
}

/**
 * post.published or page.published when a save makes it public (a scheduled one is sent at its
 * publication time, and only if it is still published then); post.unpublished when a save takes a
 * published post off the site. How many deliveries were queued.
 */
export async function queueContentEvents(tx: Tx, kind: 'post' | 'page', before: Saved, after: Saved, address: string): Promise<number> {
  const published = before.status !== 'PUBLISHED' && after.status === 'PUBLISHED';
  const unpublished = kind === 'post' && before.status === 'PUBLISHED' && after.status !== 'PUBLISHED';
  if (!published && !unpublished) return 0;
  const data = {
    id: after.id,
    address,
    title: await titles(tx, kind, after.id),
    publishedAt: after.publishedAt?.toISOString() ?? null,
  };
  if (unpublished) return queueWebhookEvent(tx, { type: 'post.unpublished', data });
  const later = after.publishedAt && after.publishedAt.getTime() > Date.now() ? after.publishedAt : undefined;
  return queueWebhookEvent(tx, { type: `${kind}.published`, data, notBefore: later, live: { kind, id: after.id } });
}
