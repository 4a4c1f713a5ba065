import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../context.ts';
import type { Language } from '../../../../web/src/i18n/languages.ts';
import {
  activityActions,
  activityCursor,
  attemptedUsername,
  contactStatusSet,
  exportOf,
  findActivityEntries,
  isOwnProfileEdit,
  listActivity,
  maxActivityPage,
  removedNames,
  scheduledFor,
  targetOf,
  type ActivityEntry,
  type SubjectKind,
} from '../../services/activity.ts';
import type { AuditAction } from '../../services/audit.ts';
import { visiblePostWhere, visibleUserWhere } from '../../services/posts/visibility.ts';
import { readMenus } from '../../services/pages/menus.ts';
import { visiblePageWhere } from '../../services/pages/read.ts';
import { loadInBatch } from '../../services/batch.ts';
import type { MenuName } from '../../../../web/src/api/menuRules.ts';
import { builder } from '../builder.ts';
import { ContactMessageRef, ContactMessageStatusEnum } from './contactMessage.ts';
import { MediaRef } from './media.ts';
import { MenuRef } from './menu.ts';
import { PageRef } from './page.ts';
import { PostRef } from './post.ts';
import { LocaleEnum } from './scalars.ts';
import { UserRef } from './user.ts';

// The staff's recent activity, read from the audit log (rules in services/activity.ts): who did
// what, when, to which post, page, menu, enquiry, account or image. REST: GET /api/activity (rest/activityRoutes.ts).

const actionDescriptions: Record<AuditAction, string> = {
  'auth.login': 'Signed in (not in the feed unless asked for)',
  'auth.login_failed': 'Someone failed to sign in (not in the feed unless asked for; admins only: it has no actor)',
  'auth.logout': 'Signed out (not in the feed unless asked for)',
  'auth.reauthenticated': 'Confirmed it was them with their password or a code, before a sensitive change (not in the feed unless asked for)',
  'auth.session_ended': "Ended a session: one of their own on another device, or (an admin) another staff member's",
  'auth.passkey_cloned': "A passkey's signature counter did not move forward: a cloned authenticator, refused (not in the feed unless asked for; no actor)",
  'user.created': 'Created a staff account',
  'user.updated': 'Changed a staff account, or their own profile (`ownProfile`)',
  'user.deleted': 'Deleted a staff account',
  'user.password_changed': 'Changed their own password',
  'user.password_reset': "Set another staff member's password (an admin, or the command line)",
  'user.two_factor_enabled': 'Turned on sign-in codes from an authenticator app for their account',
  'user.two_factor_disabled': 'Turned off sign-in codes from an authenticator app for their account',
  'user.two_factor_reset': "Cleared another staff member's second factors (an admin, or the command line)",
  'user.passkey_added': 'Registered a passkey for their account (`detail.passkey` is its name)',
  'user.passkey_removed': 'Removed a passkey of their account (`detail.passkey` is its name)',
  'user.recovery_codes_regenerated': 'Made new recovery codes for their account (the old ones stop working)',
  'post.created': 'Created a post',
  'post.updated': 'Saved changes to a post (saves of one post by one person, each within 10 minutes of the next, are one entry)',
  'post.published': 'Published a post, or scheduled it (`scheduledFor`)',
  'post.unpublished': 'Took a post off the site (back to draft)',
  'post.restored': 'Put back an earlier version of a post',
  'post.deleted': 'Deleted a post',
  'post.translation_reviewed': 'Marked a language of a post as reviewed against the other (`locale` in the log; not in the feed unless asked for)',
  'post.submitted': 'Submitted a post for review (not in the feed unless asked for)',
  'post.sent_back': 'Sent a post back to its submitter with a comment (not in the feed unless asked for)',
  'post.approved': 'Approved a post submitted for review, publishing it (not in the feed unless asked for)',
  'page.created': 'Created a page',
  'page.updated': 'Saved changes to a page (saves of one page by one person, each within 10 minutes of the next, are one entry)',
  'page.published': 'Published a page, or scheduled it (`scheduledFor`)',
  'page.unpublished': 'Took a page off the site (back to draft)',
  'page.restored': 'Put back an earlier version of a page',
  'page.deleted': 'Deleted a page',
  'page.translation_reviewed': 'Marked a language of a page as reviewed against the other (not in the feed unless asked for)',
  'page.submitted': 'Submitted a page for review (not in the feed unless asked for)',
  'page.sent_back': 'Sent a page back to its submitter with a comment (not in the feed unless asked for)',
  'page.approved': 'Approved a page submitted for review, publishing it (not in the feed unless asked for)',
  'menu.updated': 'Changed the header or the footer menu',
  'tag.renamed': 'Renamed a tag',
  'tag.merged': 'Merged a tag into another',
  'tag.deleted': 'Deleted a tag',
  'redirect.created': 'Added a redirect (not in the feed unless asked for)',
  'redirect.updated': 'Changed a redirect (not in the feed unless asked for)',
  'redirect.deleted': 'Removed a redirect (not in the feed unless asked for)',
  'webhook.created': 'Registered a webhook endpoint (not in the feed unless asked for)',
  'webhook.updated': 'Changed a webhook endpoint, or turned it on or off (not in the feed unless asked for)',
  'webhook.secret_rotated': "Rotated a webhook endpoint's signing secret (not in the feed unless asked for)",
  'webhook.deleted': 'Deleted a webhook endpoint (not in the feed unless asked for)',
  'site.exported': 'Exported the whole content of the site as an archive (not in the feed unless asked for)',
  'site.imported': "Replaced the site's content with an archive's (not in the feed unless asked for)",
  'preview.created': 'Made a preview link to a post or page (not in the feed unless asked for)',
  'preview.revoked': 'Revoked a preview link (not in the feed unless asked for)',
  'contact.updated': 'Marked an enquiry new, read or archived (`contactStatus`)',
  'contact.deleted': 'Deleted an enquiry',
  'contact.retention_applied':
    'Enquiries older than the enquiryRetention setting keeps were deleted, with their notifications (no actor; the detail counts them)',
  'contact.exported': 'Exported enquiries as CSV',
  'personal_data.viewed': 'Looked up what the site holds about an email address (the log keeps counts, not the address; not in the feed unless asked for)',
  'personal_data.erased': 'Erased what the site held about an email address on request (the log keeps counts, not the address)',
  'settings.updated': "Changed the site's settings",
  'media.uploaded': 'Uploaded an image to the media library',
  'media.updated': "Changed an image's alt texts (not in the feed unless asked for)",
  'media.deleted': 'Deleted an image from the media library',
};

export const ActivityActionEnum = builder.enumType('ActivityAction', {
  description: 'What a staff member did, as the audit log records it',
  values: Object.fromEntries(
    Object.entries(activityActions).map(([action, { name }]) => [
      name,
      { value: action as AuditAction, description: actionDescriptions[action as AuditAction] },
    ]),
  ) as Record<string, { value: AuditAction; description: string }>,
});

const SubjectKindEnum = builder.enumType('ActivitySubjectKind', {
  description: 'What kind of record an activity entry is about',
  values: {
    POST: { value: 'post', description: 'A blog post' },
    PAGE: { value: 'page', description: 'A page of the site' },
    CONTACT_MESSAGE: { value: 'contact', description: 'An enquiry from the contact form' },
    USER: { value: 'user', description: 'A staff account' },
    MEDIA: { value: 'media', description: 'An image of the media library' },
  } satisfies Record<string, { value: SubjectKind; description: string }>,
});

interface RemovedSubject {
  kind: SubjectKind;
  databaseId: number;
  names: Record<Language, string> | null;
}

const RemovedSubjectRef = builder.objectRef<RemovedSubject>('RemovedActivitySubject').implement({
  description: 'A post, page, enquiry, account or image an entry is about that no longer exists',
  fields: (t) => ({
    kind: t.field({ type: SubjectKindEnum, description: 'What it was', resolve: (subject) => subject.kind }),
    databaseId: t.exposeInt('databaseId', { description: 'Its number when it existed' }),
    name: t.string({
      nullable: true,
      description:
        "What it was called when it was deleted, when the log knows: a post's title (else its slug), a page's path, an account's username, an image's file name; null for enquiries",
      args: { locale: t.arg({ type: LocaleEnum, defaultValue: 'en', description: "The language of a post's title (the other one when it had none in it)" }) },
      resolve: (subject, args) => subject.names?.[args.locale ?? 'en'] ?? null,
    }),
  }),
});

type ExportShape = NonNullable<ReturnType<typeof exportOf>>;

const ExportRef = builder.objectRef<ExportShape>('ContactMessageExport').implement({
  description: 'An export of enquiries as CSV',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'How many enquiries it held' }),
    status: t.field({ type: ContactMessageStatusEnum, nullable: true, description: 'The state it was limited to, if any', resolve: (e) => e.status }),
    searched: t.exposeBoolean('searched', { description: 'True when it was limited by a search (the words are not kept)' }),
  }),
});

const SignInAttemptRef = builder.objectRef<{ username: string }>('SignInAttempt').implement({
  description: 'A failed sign-in (admins only)',
  fields: (t) => ({ username: t.exposeString('username', { description: 'The username that was tried, as typed: it may be anything' }) }),
});

// Which member of the union a subject value is: the rows come from Prisma untyped.
const subjectTypes = new WeakMap<object, string>();
function as<T extends object>(value: T, typeName: string): T {
  subjectTypes.set(value, typeName);
  return value;
}

const ActivitySubjectUnion = builder.unionType('ActivitySubject', {
  description: 'What an activity entry is about',
  types: [PostRef, PageRef, MenuRef, ContactMessageRef, UserRef, MediaRef, RemovedSubjectRef, ExportRef, SignInAttemptRef],
  resolveType: (value) => subjectTypes.get(value as object) ?? null,
});

const typeNames: Record<SubjectKind, 'Post' | 'Page' | 'ContactMessage' | 'User' | 'Media'> = {
  post: 'Post',
  page: 'Page',
  contact: 'ContactMessage',
  user: 'User',
  media: 'Media',
};

/** The rows of `kind` with these ids the caller may see, with what the operation selects of them. */
function findRows(ctx: Context, kind: SubjectKind, query: object, ids: number[]): Promise<{ id: number }[]> {
  switch (kind) {
    case 'post':
      return ctx.db.post.findMany({ ...query, where: { id: { in: ids }, AND: [visiblePostWhere(ctx)] } });
    case 'page':
      return ctx.db.page.findMany({ ...query, where: { id: { in: ids }, AND: [visiblePageWhere(ctx)] } });
    case 'contact':
      return ctx.db.contactMessage.findMany({ ...query, where: { id: { in: ids } } });
    case 'user':
      return ctx.db.user.findMany({ ...query, where: { id: { in: ids }, AND: [visibleUserWhere(ctx)] } });
    case 'media':
      return ctx.db.media.findMany({ ...query, where: { id: { in: ids } } });
  }
}

/** A post, page, enquiry, account or image for the field `info` resolves, loaded with its siblings' in one query. */
async function loadRecord(ctx: Context, info: GraphQLResolveInfo, kind: SubjectKind, id: number): Promise<object | null> {
  const typeName = typeNames[kind];
  const query = queryFromInfo({ context: ctx, info, typeName });
  const row = await loadInBatch(ctx, `activity ${kind} ${JSON.stringify(query)}`, id, async (ids: number[]) => {
    const rows = await findRows(ctx, kind, query, ids);
    return new Map(rows.map((found) => [found.id, as(found, typeName)]));
  });
  return row ?? null;
}

/** A menu as it is now (menus are never deleted): both are read in one query for every entry asking. */
async function loadMenu(ctx: Context, name: MenuName): Promise<object | null> {
  const menu = await loadInBatch(ctx, 'activity menus', name, async () => new Map((await readMenus(ctx.db)).map((row) => [row.name, as(row, 'Menu')])));
  return menu ?? null;
}

export const ActivityEventRef = builder.node(builder.objectRef<ActivityEntry>('ActivityEvent'), {
  description: "One thing a staff member did, from the audit log (staff only: admins see everyone's, editors their own)",
  id: { resolve: (entry) => entry.id, description: "The entry's global id (node(id:) finds it again, for those who may see it)" },
  brandLoadedObjects: true,
  loadMany: (ids, ctx) =>
    findActivityEntries(ctx, ids.map(Number)).then((entries) => ids.map((id) => entries.find((entry) => entry.id === Number(id)) ?? null)),
  authScopes: { writer: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The audit log line's number (REST uses numbers)" }),
    action: t.field({ type: ActivityActionEnum, description: 'What was done', resolve: (entry) => entry.action }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was done (for folded saves: the latest)', resolve: (entry) => entry.createdAt }),
    count: t.exposeInt('count', { description: 'How many log lines this entry stands for: 1, or the saves of one editing session' }),
    actor: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who did it; null when their account has since been deleted, or for the command line',
      resolve: (entry, _args, ctx, info) => (entry.actorId === null ? null : (loadRecord(ctx, info, 'user', entry.actorId) as Promise<never>)),
    }),
    fromCommandLine: t.boolean({
      description: "True when it was done on the server's command line (npm run user:reset-password), which has no actor",
      resolve: (entry) => entry.ip === 'cli',
    }),
    subject: t.field({
      type: ActivitySubjectUnion,
      nullable: true,
      description:
        'What it was done to: the post, page, menu, enquiry, account or image as it is now, a RemovedActivitySubject when it has since been deleted, the export, or (admins) the failed sign-in; null when nothing',
      resolve: async (entry, _args, ctx, info) => {
        const exported = exportOf(entry);
        if (exported) return as(exported, 'ContactMessageExport');
        const username = attemptedUsername(ctx, entry);
        if (username !== null) return as({ username }, 'SignInAttempt');
        const target = targetOf(entry);
        if (!target) return null;
        if (target.kind === 'menu') return loadMenu(ctx, target.name) as Promise<never>;
        const record = await loadRecord(ctx, info, target.kind, target.id);
        if (record) return record as never;
        const names = await loadInBatch(ctx, 'activity removed', `${entry.id} ${entry.target}`, async (keys: string[]) => {
          const asked = keys.map((key) => key.split(' ') as [string, string]);
          const found = await removedNames(ctx, [...new Set(asked.map(([, askedTarget]) => askedTarget))], Math.min(...asked.map(([id]) => Number(id))));
          return new Map(asked.map(([id, askedTarget]) => [`${id} ${askedTarget}`, found.get(askedTarget)]));
        });
        return as({ kind: target.kind, databaseId: target.id, names: names ?? null }, 'RemovedActivitySubject');
      },
    }),
    ownProfile: t.boolean({
      description: "For USER_UPDATED: true when they changed their own profile rather than someone's account",
      resolve: (entry) => isOwnProfileEdit(entry),
    }),
    scheduledFor: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'For POST_PUBLISHED and PAGE_PUBLISHED: the later time the post or page was scheduled for; null when it went public at once',
      resolve: (entry) => scheduledFor(entry),
    }),
    contactStatus: t.field({
      type: ContactMessageStatusEnum,
      nullable: true,
      description: 'For CONTACT_MESSAGE_UPDATED: the state the enquiry was put in',
      resolve: (entry) => contactStatusSet(entry),
    }),
    ip: t.string({
      nullable: true,
      description:
        'The address the request came from ("cli" for the command line): for admins reviewing their staff\'s access; null for editors and when unknown',
      resolve: (entry, _args, ctx) => (ctx.viewer?.role === 'ADMIN' && entry.ip ? entry.ip : null),
    }),
  }),
});

const ActivityConnection = builder.connectionObject(
  { type: ActivityEventRef, name: 'ActivityConnection', description: 'A page of recent activity, newest first' },
  { name: 'ActivityEdge', description: 'One entry in a page of activity' },
);

builder.queryFields((t) => ({
  recentActivity: t.field({
    description:
      "What staff did lately, newest first: posts and pages written, published and deleted, menus changed, enquiries handled, accounts changed (staff only: admins see everyone's actions, editors their own). Sign-ins and sign-outs are left out unless `actions` names them. REST: GET /api/activity",
    type: ActivityConnection,
    authScopes: { writer: true },
    args: {
      first: t.arg.int({ defaultValue: 10, description: `How many entries: 0 to ${maxActivityPage}` }),
      after: t.arg.string({ description: 'The endCursor of the previous page' }),
      actions: t.arg({
        type: [ActivityActionEnum],
        description: 'Only these actions (sign-ins included when named); all but sign-ins and sign-outs when left out',
      }),
    },
    resolve: async (_root, args, ctx) => {
      const page = await listActivity(ctx, args);
      const edges = page.entries.map((entry) => ({ cursor: activityCursor(entry.oldestRowId), node: entry }));
      return {
        edges,
        pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage: false, startCursor: edges[0]?.cursor ?? null, endCursor: page.endCursor },
      };
    },
  }),
}));
