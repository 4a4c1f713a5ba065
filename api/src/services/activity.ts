import type { Context } from '../context.ts';
import type { AuditEvent, Prisma } from '../db/generated/client.ts';
import { apiError } from '../errors.ts';
import type { Language } from '../../../web/src/i18n/languages.ts';
import { menuNames, type MenuName } from '../../../web/src/api/menuRules.ts';
import type { AuditAction } from './audit.ts';
import { requireViewer } from './auth/permissions.ts';

// The audit log read back as the staff's recent activity: who did what to which post, page, menu,
// enquiry, account or image. Admins see everyone's actions, editors their own. Sign-ins and
// sign-outs are not activity (they stay in the log; an explicit filter asks for them), and an
// editor's autosaves of one post or page are one line, not fifty.

/**
 * Every action the log records: its name in the API (GraphQL's ActivityAction; REST uses the log's
 * own), and whether the feed shows it unless asked for by name. A new action fails the type check
 * until it is here.
 */
export const activityActions: Record<AuditAction, { name: string; feed: boolean }> = {
  'auth.login': { name: 'SIGNED_IN', feed: false },
  'auth.login_failed': { name: 'SIGN_IN_FAILED', feed: false },
  'auth.logout': { name: 'SIGNED_OUT', feed: false },
  'auth.reauthenticated': { name: 'IDENTITY_CONFIRMED', feed: false },
  'auth.session_ended': { name: 'SESSION_ENDED', feed: true },
  'auth.passkey_cloned': { name: 'PASSKEY_CLONED', feed: false },
  'user.created': { name: 'USER_CREATED', feed: true },
  'user.updated': { name: 'USER_UPDATED', feed: true },
  'user.deleted': { name: 'USER_DELETED', feed: true },
  'user.password_changed': { name: 'PASSWORD_CHANGED', feed: true },
  'user.password_reset': { name: 'PASSWORD_RESET', feed: true },
  'user.two_factor_enabled': { name: 'TWO_FACTOR_ENABLED', feed: true },
  'user.two_factor_disabled': { name: 'TWO_FACTOR_DISABLED', feed: true },
  'user.two_factor_reset': { name: 'TWO_FACTOR_RESET', feed: true },
  'user.passkey_added': { name: 'PASSKEY_ADDED', feed: true },
  'user.passkey_removed': { name: 'PASSKEY_REMOVED', feed: true },
  'user.recovery_codes_regenerated': { name: 'RECOVERY_CODES_REGENERATED', feed: true },
  'post.created': { name: 'POST_CREATED', feed: true },
  'post.updated': { name: 'POST_UPDATED', feed: true },
  'post.published': { name: 'POST_PUBLISHED', feed: true },
  'post.unpublished': { name: 'POST_UNPUBLISHED', feed: true },
  'post.restored': { name: 'POST_RESTORED', feed: true },
  'post.deleted': { name: 'POST_DELETED', feed: true },
  'post.translation_reviewed': { name: 'POST_TRANSLATION_REVIEWED', feed: false },
  'post.submitted': { name: 'POST_SUBMITTED', feed: false },
  'post.sent_back': { name: 'POST_SENT_BACK', feed: false },
  'post.approved': { name: 'POST_APPROVED', feed: false },
  'page.created': { name: 'PAGE_CREATED', feed: true },
  'page.updated': { name: 'PAGE_UPDATED', feed: true },
  'page.published': { name: 'PAGE_PUBLISHED', feed: true },
  'page.unpublished': { name: 'PAGE_UNPUBLISHED', feed: true },
  'page.restored': { name: 'PAGE_RESTORED', feed: true },
  'page.deleted': { name: 'PAGE_DELETED', feed: true },
  'page.translation_reviewed': { name: 'PAGE_TRANSLATION_REVIEWED', feed: false },
  'page.submitted': { name: 'PAGE_SUBMITTED', feed: false },
  'page.sent_back': { name: 'PAGE_SENT_BACK', feed: false },
  'page.approved': { name: 'PAGE_APPROVED', feed: false },
  'menu.updated': { name: 'MENU_UPDATED', feed: true },
  'tag.renamed': { name: 'TAG_RENAMED', feed: true },
  'tag.merged': { name: 'TAG_MERGED', feed: true },
  'tag.deleted': { name: 'TAG_DELETED', feed: true },
  'redirect.created': { name: 'REDIRECT_CREATED', feed: false },
  'redirect.updated': { name: 'REDIRECT_UPDATED', feed: false },
  'redirect.deleted': { name: 'REDIRECT_DELETED', feed: false },
  'webhook.created': { name: 'WEBHOOK_CREATED', feed: false },
  'webhook.updated': { name: 'WEBHOOK_UPDATED', feed: false },
  'webhook.secret_rotated': { name: 'WEBHOOK_SECRET_ROTATED', feed: false },
  'webhook.deleted': { name: 'WEBHOOK_DELETED', feed: false },
  'site.exported': { name: 'SITE_EXPORTED', feed: false },
  'site.imported': { name: 'SITE_IMPORTED', feed: false },
  'preview.created': { name: 'PREVIEW_LINK_CREATED', feed: false },
  'preview.revoked': { name: 'PREVIEW_LINK_REVOKED', feed: false },
  'contact.updated': { name: 'CONTACT_MESSAGE_UPDATED', feed: true },
  'contact.deleted': { name: 'CONTACT_MESSAGE_DELETED', feed: true },
  'contact.exported': { name: 'CONTACT_MESSAGES_EXPORTED', feed: true },
  'contact.retention_applied': { name: 'ENQUIRIES_EXPIRED', feed: true },
  'personal_data.viewed': { name: 'PERSONAL_DATA_VIEWED', feed: false },
  'personal_data.erased': { name: 'PERSONAL_DATA_ERASED', feed: true },
  'settings.updated': { name: 'SETTINGS_UPDATED', feed: true },
  'media.uploaded': { name: 'MEDIA_UPLOADED', feed: true },
  'media.updated': { name: 'MEDIA_UPDATED', feed: false },
  'media.deleted': { name: 'MEDIA_DELETED', feed: true },
};

const allActions = Object.keys(activityActions) as AuditAction[];
export const feedActions = allActions.filter((action) => activityActions[action].feed);

/** The most entries one page may hold. */
export const maxActivityPage = 50;
/** Saves of one post or page by one person, each within this time of the next, are one entry. */
export const editSessionGapMs = 10 * 60_000;
/** The saves that fold so: what the editors autosave. */
const foldedSaves: ReadonlySet<AuditAction> = new Set(['post.updated', 'page.updated']);
// Rows read per query while filling a page, and the most queries one page may take: a long run of
// folded autosaves ends a page early (with more to come) rather than reading the whole log.
const rowsPerRead = 100;
const maxReads = 5;

/** One line of the feed: an audit event, standing for `count` of them when saves are folded into it. */
export interface ActivityEntry extends AuditEvent {
  action: AuditAction;
  count: number;
  /** The oldest log line folded into it (its own id when alone): a page after it starts below. */
  oldestRowId: number;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  hasNextPage: boolean;
  /** Where the next page starts (after every row this page showed or folded); null when nothing was read. */
  endCursor: string | null;
}

/** The events this caller may read: admins all, other staff their own; visitors get 401. */
export function visibleActivityWhere(ctx: Pick<Context, 'viewer' | 'tokenRejected'>): Prisma.AuditEventWhereInput {
  const viewer = requireViewer(ctx);
  return viewer.role === 'ADMIN' ? {} : { actorId: viewer.id };
}

const cursorPrefix = 'Activity:';

export function activityCursor(rowId: number): string {
  return Buffer.from(`${cursorPrefix}${rowId}`).toString('base64');
}

/** The row id a cursor of this feed names; 400 for anything else. */
export function parseActivityCursor(cursor: string): number {
  const decoded = /^[A-Za-z0-9+/]{1,40}={0,2}$/.test(cursor) ? Buffer.from(cursor, 'base64').toString('utf8') : '';
  const match = /^Activity:([1-9]\d{0,9})$/.exec(decoded);
  if (!match || Number(match[1]) > 2_147_483_647 || activityCursor(Number(match[1])) !== cursor) {
    throw apiError('BAD_USER_INPUT', 'after is not a cursor of this list', { after: 'invalid' });
  }
  return Number(match[1]);
}

/**
 * A page of the feed, newest first. `actions` narrows it to those actions (any of them, sign-ins
 * included); without it the feed shows everything but sign-ins and sign-outs.
 */
export async function listActivity(
  ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'>,
  options: { first?: number | null; after?: string | null; actions?: readonly AuditAction[] | null },
): Promise<ActivityPage> {
  const visible = visibleActivityWhere(ctx);
  const first = options.first ?? 10;
  if (!Number.isInteger(first) || first < 0 || first > maxActivityPage) {
    throw apiError('BAD_USER_INPUT', `first must be a whole number from 0 to ${maxActivityPage}`, { first: 'invalid' });
  }
  let below = options.after ? parseActivityCursor(options.after) : null;
  // Each action once: a list of thousands names at most the few there are.
  const actions = options.actions?.length ? allActions.filter((action) => options.actions!.includes(action)) : feedActions;
  const where: Prisma.AuditEventWhereInput = { ...visible, action: { in: actions } };

  const entries: ActivityEntry[] = [];
  // The latest entry of each person's edits of each post or page, while older saves may still fold into it.
  const sessions = new Map<string, { entry: ActivityEntry; oldest: Date }>();
  let cursor: number | null = null;
  let hasNextPage = false;
  if (first === 0) return { entries, hasNextPage: false, endCursor: null };

  read: for (let reads = 0; ; reads++) {
    if (reads === maxReads) {
      hasNextPage = true;
      break;
    }
    const rows = await ctx.db.auditEvent.findMany({
      where: below === null ? where : { AND: [where, { id: { lt: below } }] },
      orderBy: { id: 'desc' },
      take: rowsPerRead,
    });
    for (const row of rows) {
      const entry: ActivityEntry = { ...row, action: row.action as AuditAction, count: 1, oldestRowId: row.id };
      const key = `${row.actorId ?? ''} ${row.target}`;
      const session = sessions.get(key);
      if (foldedSaves.has(entry.action) && session && session.oldest.getTime() - row.createdAt.getTime() <= editSessionGapMs) {
        session.entry.count += 1;
        session.entry.oldestRowId = row.id;
        session.oldest = row.createdAt;
      } else {
        if (entries.length === first) {
          hasNextPage = true;
          break read;
        }
        entries.push(entry);
        if (foldedSaves.has(entry.action)) sessions.set(key, { entry, oldest: row.createdAt });
        // Anything else the same person does to the post or page ends their run of saves.
        else sessions.delete(key);
      }
      cursor = row.id;
    }
    if (rows.length < rowsPerRead) break;
    below = rows[rows.length - 1].id;
  }
  return { entries, hasNextPage, endCursor: cursor === null ? null : activityCursor(cursor) };
}

/** Events by id, as the caller may see them (node lookups: none for visitors, as if missing), each standing for itself alone. */
export async function findActivityEntries(ctx: Pick<Context, 'db' | 'viewer' | 'tokenRejected'>, ids: readonly number[]): Promise<ActivityEntry[]> {
  if (!ctx.viewer) return [];
  const rows = await ctx.db.auditEvent.findMany({ where: { AND: [visibleActivityWhere(ctx), { id: { in: [...ids] }, action: { in: allActions } }] } });
  return rows.map((row) => ({ ...row, action: row.action as AuditAction, count: 1, oldestRowId: row.id }));
}

export type SubjectKind = 'post' | 'page' | 'contact' | 'user' | 'media';

/** What an event's `target` names: a post, a page, an enquiry, a staff account or an image (by number), a menu (by name), or nothing. */
export function targetOf(entry: Pick<AuditEvent, 'target' | 'action'>): { kind: SubjectKind; id: number } | { kind: 'menu'; name: MenuName } | null {
  const menu = /^menu:(\w+)$/.exec(entry.target)?.[1];
  if (menu) return menuNames.includes(menu as MenuName) ? { kind: 'menu', name: menu as MenuName } : null;
  const match = /^(post|page|contact|user|media):([1-9]\d{0,9})$/.exec(entry.target);
  return match ? { kind: match[1] as SubjectKind, id: Number(match[2]) } : null;
}

/** The event's `detail`, read as the JSON object it was written as (an empty object otherwise). */
function detailOf(entry: Pick<AuditEvent, 'detail'>): Record<string, unknown> {
  try {
    const value: unknown = entry.detail ? JSON.parse(entry.detail) : {};
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// What the feed says beyond who, what and when, read from an event's detail. The detail itself is
// never handed out: its shape is each call site's own, and may one day hold what staff should not see.

/** When a publication set a future time: the post or page was scheduled for it. */
export function scheduledFor(entry: ActivityEntry): Date | null {
  if (entry.action !== 'post.published' && entry.action !== 'page.published') return null;
  const value = detailOf(entry).publishedAt;
  const date = typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) && date.getTime() > entry.createdAt.getTime() ? date : null;
}

/** The state an enquiry was put in. */
export function contactStatusSet(entry: ActivityEntry): 'NEW' | 'READ' | 'ARCHIVED' | null {
  if (entry.action !== 'contact.updated') return null;
  const to = detailOf(entry).to;
  return to === 'NEW' || to === 'READ' || to === 'ARCHIVED' ? to : null;
}

/** An export of enquiries: how many, and the filters it was made with. */
export function exportOf(entry: ActivityEntry): { count: number; status: 'NEW' | 'READ' | 'ARCHIVED' | null; searched: boolean } | null {
  if (entry.action !== 'contact.exported') return null;
  const detail = detailOf(entry);
  const status = detail.status === 'NEW' || detail.status === 'READ' || detail.status === 'ARCHIVED' ? detail.status : null;
  return { count: typeof detail.count === 'number' ? detail.count : 0, status, searched: detail.search === true };
}

/** The username a failed sign-in tried (admins only: it may be anything a stranger typed). */
export function attemptedUsername(ctx: Pick<Context, 'viewer'>, entry: ActivityEntry): string | null {
  return entry.action === 'auth.login_failed' && ctx.viewer?.role === 'ADMIN' ? entry.target : null;
}

/** A user's own edit of their profile, rather than an admin's edit of someone's account. */
export function isOwnProfileEdit(entry: ActivityEntry): boolean {
  return entry.action === 'user.updated' && entry.target === `user:${entry.actorId}`;
}

/**
 * What a deleted post, page, account or image was called, from the log line of its deletion: a
 * post's titles (its slug for deletions logged before titles were), a page's path (the feed names
 * pages by it), an account's username, an image's file name. One query for all, reading the log
 * from `sinceId` (the oldest event asking) on.
 */
export async function removedNames(ctx: Pick<Context, 'db'>, targets: readonly string[], sinceId = 0): Promise<Map<string, Record<Language, string>>> {
  const names = new Map<string, Record<Language, string>>();
  if (targets.length === 0) return names;
  const deletions = await ctx.db.auditEvent.findMany({
    // A deletion comes after every event about what it deleted (or is the one asking): only the log since the oldest is read.
    where: { id: { gte: sinceId }, action: { in: ['post.deleted', 'page.deleted', 'user.deleted', 'media.deleted'] }, target: { in: [...targets] } },
    select: { target: true, action: true, detail: true },
  });
  for (const deletion of deletions) {
    const detail = detailOf(deletion);
    if (deletion.action === 'page.deleted') {
      if (typeof detail.path === 'string' && detail.path) names.set(deletion.target, { en: detail.path, ar: detail.path });
      continue;
    }
    const titles = typeof detail.titles === 'object' && detail.titles !== null ? (detail.titles as Record<string, unknown>) : {};
    const fallback = [titles.en, titles.ar, detail.slug, detail.username, detail.name].find(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    if (!fallback) continue;
    const en = typeof titles.en === 'string' && titles.en ? titles.en : fallback;
    const ar = typeof titles.ar === 'string' && titles.ar ? titles.ar : en;
    names.set(deletion.target, { en, ar });
  }
  return names;
}
