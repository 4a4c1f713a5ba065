import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Role } from '../../db/generated/client.ts';
import { transaction } from '../../db/transaction.ts';
import { apiError } from '../../errors.ts';
import { previewLinkDays, defaultPreviewLinkDays, previewPath } from '../../../../web/src/api/previewLinkRules.ts';
import { languages, type Language } from '../../../../web/src/i18n/languages.ts';
import { recordAudit } from '../audit.ts';
import { askerName, loadInBatch } from '../batch.ts';
import { isReviewer } from '../auth/permissions.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';
import type { Limit } from '../limits/rateLimit.ts';
import { previewAddress, type PreviewGrant, type PreviewKind } from './preview.ts';
import { postRevisions } from '../posts/revisions.ts';
import { pageRevisions } from '../pages/write.ts';
import { requireEditor, type Writer } from './versioned.ts';
import { mayEdit, requireMayEdit } from './contributorRules.ts';

// Preview links (docs/publishing.md): staff who may edit a post or page make a link that shows it,
// as stored, to anyone holding it until it expires or is revoked. The token (256 random bits,
// base64url) is given once, at creation; only its SHA-256 is kept, so the table cannot be turned
// back into links. Opening one is a lookup by that hash, the same work whether the link is unknown,
// revoked or expired: all three are the site's 404.

export const previewLinkNotFound = 'Preview link not found';

/** Opening links, per address: far more than anyone shares, far too few to guess a token (which 256 bits forbid anyway). */
export const previewOpenLimit: Limit = { name: 'preview links opened from an address', max: 120, windowMs: 10 * 60_000 };

/** Links open at once to one post or page: more than any review needs; a cap so a script cannot pile up rows. */
export const maxOpenPreviewLinks = 25;

/** A link as made: its row, and the token, which is shown this once. */
export interface CreatedPreviewLink {
  link: PreviewLinkRow;
  token: string;
}

export interface PreviewLinkRow {
  id: number;
  postId: number | null;
  pageId: number | null;
  createdById: number;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** The link's full address in each language: SITE_URL's (else the request's) /preview/<token>, ?lang=ar for Arabic. */
export function previewUrls(ctx: Pick<Context, 'siteOrigin'>, token: string): { locale: Language; url: string }[] {
  return languages.map((locale) => ({ locale, url: `${ctx.siteOrigin}${previewPath(token, locale)}` }));
}

/** Makes a link to a post or page for 1, 7 (the default) or 30 days: 404 for a missing item, 400 for another length. */
export async function createPreviewLink(ctx: Writer, subject: { kind: PreviewKind; id: number }, days: unknown): Promise<CreatedPreviewLink> {
  const viewer = requireEditor(ctx);
  const length = days === undefined || days === null ? defaultPreviewLinkDays : days;
  if (typeof length !== 'number' || !(previewLinkDays as readonly number[]).includes(length)) {
    throw apiError('BAD_USER_INPUT', `A preview link lasts ${previewLinkDays.join(', ')} days`, { expiresInDays: 'invalid' });
  }
  const found =
    subject.kind === 'post'
      ? await ctx.db.post.findUnique({ where: { id: subject.id }, select: { id: true, status: true, publishedAt: true } })
      : await ctx.db.page.findUnique({ where: { id: subject.id }, select: { id: true, status: true, publishedAt: true } });
  if (!found) throw apiError('NOT_FOUND', subject.kind === 'post' ? 'Post not found' : 'Page not found');
  await requireMayEdit(ctx.db, viewer, kindOf(subject.kind), found);
  const token = generateToken();
  const item = subject.kind === 'post' ? { postId: subject.id } : { pageId: subject.id };
  // Counted and written in one transaction (Serializable on PostgreSQL): racing creates cannot pass the cap together.
  const link = await transaction(ctx.db, async (tx) => {
    const open = await tx.previewLink.count({ where: { ...item, revokedAt: null, expiresAt: { gt: new Date() } } });
    if (open >= maxOpenPreviewLinks) {
      throw apiError('CONFLICT', `This ${subject.kind} already has ${maxOpenPreviewLinks} open preview links: revoke one first`, { previewLinks: 'too_many' });
    }
    const made = await tx.previewLink.create({
      data: { tokenHash: hashToken(token), ...item, createdById: viewer.id, expiresAt: new Date(Date.now() + length * 86_400_000) },
    });
    await recordAudit(tx, {
      action: 'preview.created',
      actorId: viewer.id,
      target: `${subject.kind}:${subject.id}`,
      ip: ctx.ip,
      detail: { previewLink: made.id, expiresAt: made.expiresAt.toISOString() },
    });
    return made;
  });
  return { link, token };
}

/**
 * Revokes a link at once (its address is a 404 from then on): its creator, anyone who may edit what
 * it shows, or an admin. Revoking a revoked or expired link changes nothing.
 */
export async function revokePreviewLink(ctx: Writer, id: number): Promise<PreviewLinkRow> {
  const viewer = requireEditor(ctx);
  const link = await ctx.db.previewLink.findUnique({ where: { id } });
  if (!link) throw apiError('NOT_FOUND', previewLinkNotFound);
  if (link.createdById !== viewer.id) {
    const subject = link.postId
      ? await ctx.db.post.findUnique({ where: { id: link.postId }, select: { id: true, status: true, publishedAt: true } })
      : await ctx.db.page.findUnique({ where: { id: link.pageId! }, select: { id: true, status: true, publishedAt: true } });
    if (!subject || !(await mayEdit(ctx.db, viewer, kindOf(link.postId ? 'post' : 'page'), subject)))
      throw apiError('FORBIDDEN', 'Only who made this link, or may edit what it shows, can revoke it');
  }
  if (link.revokedAt) return link;
  const revoked = await ctx.db.previewLink.update({ where: { id }, data: { revokedAt: new Date() } });
  await recordAudit(ctx.db, {
    action: 'preview.revoked',
    actorId: viewer.id,
    target: link.postId ? `post:${link.postId}` : `page:${link.pageId}`,
    ip: ctx.ip,
    detail: { previewLink: id },
  });
  return revoked;
}

/** A contributor reaches the links they made, no one else's. */
export function ownLinksUnlessReviewer(ctx: Pick<Context, 'viewer'>): { createdById?: number } {
  return isReviewer(ctx.viewer) || !ctx.viewer ? {} : { createdById: ctx.viewer.id };
}

/** What the edit rule (publishing/versioned.ts) reads of each kind: who made it, and whether it was published. */
function kindOf(kind: PreviewKind) {
  return kind === 'post' ? { name: 'post' as const, revisions: postRevisions } : { name: 'page' as const, revisions: pageRevisions };
}

/**
 * Whether a link still opens for who made it: while they may edit what it shows (mayEdit). A
 * contributor's link to their draft opens while it is a draft and once it is live (it then shows
 * the pending changes over it, which they may read); scheduled, archived or withdrawn, it is dead.
 */
async function makerMayEdit(db: Db, maker: { id: number; role: Role }, subject: { kind: PreviewKind; id: number; status: string; publishedAt: Date | null }) {
  return mayEdit(db, maker, kindOf(subject.kind), subject);
}

/**
 * The links to a post or page that still open, newest first (staff only), read with `query`. Every
 * row of a list asking (`asker`: the field's `info.fieldNodes`) is answered by one read of the links.
 */
export async function activePreviewLinks(
  ctx: Pick<Context, 'db' | 'viewer'>,
  subject: { kind: PreviewKind; id: number; status: string; publishedAt: Date | null },
  query: object,
  asker: object,
): Promise<unknown[]> {
  if (!ctx.viewer) return [];
  const links = await loadInBatch(ctx, `preview links of ${subject.kind}s ${askerName(asker)}`, subject, (subjects) =>
    readActiveLinks(ctx, subject.kind, subjects, query),
  );
  return links ?? [];
}

async function readActiveLinks<Subject extends { id: number; status: string; publishedAt: Date | null }>(
  ctx: Pick<Context, 'db' | 'viewer'>,
  kind: PreviewKind,
  subjects: Subject[],
  query: object,
): Promise<Map<Subject, Record<string, unknown>[]>> {
  const column = kind === 'post' ? 'postId' : 'pageId';
  const where = {
    [column]: { in: subjects.map((subject) => subject.id) },
    revokedAt: null,
    expiresAt: { gt: new Date() },
    createdBy: { active: true },
    ...ownLinksUnlessReviewer(ctx),
  };
  // The link's subject read too, to hand each row its own.
  const selected = 'select' in query && query.select ? { ...query, select: { ...query.select, [column]: true } } : query;
  const [links, makers] = await Promise.all([
    ctx.db.previewLink.findMany({ ...selected, where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }) as Promise<Record<string, unknown>[]>,
    ctx.db.previewLink.findMany({ where, select: { id: true, postId: true, pageId: true, createdBy: { select: { id: true, role: true } } } }),
  ]);
  // A link opens while who made it may edit what it shows: asked of all at once.
  const byId = new Map(subjects.map((subject) => [subject.id, subject]));
  const open = new Set<number>();
  await Promise.all(
    makers.map(async ({ id, postId, pageId, createdBy }) => {
      const subject = byId.get((postId ?? pageId)!);
      if (subject && (await makerMayEdit(ctx.db, createdBy, { kind, ...subject }))) open.add(id);
    }),
  );
  return new Map(subjects.map((subject) => [subject, links.filter((link) => link[column] === subject.id && open.has(link.id as number))]));
}

/**
 * What a token opens: the grant of the item it shows and the address that item will have, or null
 * for an unknown, revoked or expired link, one whose item is gone or whose maker's account is
 * deactivated. One lookup by the token's hash
 * whatever the token (a malformed one too), and the same checks after it.
 */
export async function openPreviewLink(db: Db, token: string): Promise<{ grant: PreviewGrant; address: string; expiresAt: Date } | null> {
  const link = await db.previewLink.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      postId: true,
      pageId: true,
      expiresAt: true,
      revokedAt: true,
      post: { select: { slug: true, status: true, publishedAt: true } },
      page: { select: { path: true, status: true, publishedAt: true } },
      createdBy: { select: { active: true, id: true, role: true } },
    },
  });
  const address = link ? previewAddress(link) : null;
  // A link lives no longer than its maker's access: a deactivated account's links are dead, as a deleted
  // one's, and a contributor's once they may no longer edit what it shows.
  const open = link !== null && link.revokedAt === null && link.expiresAt.getTime() > Date.now() && address !== null && link.createdBy.active;
  if (!open) return null;
  const grant: PreviewGrant = link.postId ? { kind: 'post', id: link.postId } : { kind: 'page', id: link.pageId! };
  if (!(await makerMayEdit(db, link.createdBy, { ...grant, status: (link.post ?? link.page)!.status, publishedAt: (link.post ?? link.page)!.publishedAt })))
    return null;
  return { grant, address, expiresAt: link.expiresAt };
}
