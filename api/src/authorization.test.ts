import { encodeGlobalID } from '@pothos/plugin-relay';
import { getNamedType, isAbstractType, isInputObjectType, isLeafType, isNonNullType, type GraphQLField } from 'graphql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from './graphql/schema.ts';
import { routes } from './rest/routes.ts';
import type { RestRoute } from './rest/types.ts';
import { hashToken } from './services/auth/tokens.ts';
import { mutationAccess, nodeAccess, queryAccess, restAccess, type AccessRule } from './testing/accessTable.ts';
import { baseline, baselineByName, fillPath, inputsRead, paramNames, type Fixtures } from './testing/hostileCorpus.ts';
import { createTestApp, testPassword, type TestApp } from './testing/testApp.ts';

// The authorisation suite of issue 12: every REST route and every GraphQL Mutation and Query field,
// enumerated from the router's table and the running schema, is called by a visitor, a bad token,
// a contributor, an editor and an admin with input that would otherwise be accepted, and the answer is judged
// against the declared table (testing/accessTable.ts). A route or field missing there fails here.

type Caller = 'anonymous' | 'bad token' | 'contributor' | 'editor' | 'admin';
const callers: Caller[] = ['anonymous', 'bad token', 'contributor', 'editor', 'admin'];
/** For an `own` entry, the editor calls twice: on someone else's record and on their own. */
type Whose = 'others' | 'own';
type Kind = 'User' | 'Post' | 'Media' | 'ContactMessage' | 'Page' | 'Redirect' | 'PreviewLink' | 'Tag' | 'WebhookEndpoint' | 'Passkey' | 'Session';

const restKey = (route: Pick<RestRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;
const mutationFields = Object.values(schema.getMutationType()?.getFields() ?? {});
const queryFields = Object.values(schema.getQueryType()?.getFields() ?? {});
const nodeInterface = schema.getType('Node');
const nodeTypes = nodeInterface && isAbstractType(nodeInterface) ? schema.getPossibleTypes(nodeInterface).map((type) => type.name) : [];

// ---------------------------------------------------------------------------------------------
// The world the requests point at: two signed-in actors, a target account, a published post, an
// enquiry, two unused images (one the editor's) and a draft post and page the editor made. Checked before every request and made afresh
// when an accepted call changed it (a logout, a password change, a delete, an unpublish).

let app: TestApp;
let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}`;

interface Staff {
  id: number;
  username: string;
  token: string;
  passwordHash: string;
}

interface World {
  contributor: Staff;
  /** Drafts the contributor made (their own, to edit, preview and submit), with their versions. */
  contributorPost: { id: number; version: number };
  contributorPage: { id: number; version: number };
  editor: Staff;
  admin: Staff;
  /** An account that signs in through the login entries. */
  login: { username: string; password: string };
  targetUserId: number;
  post: { id: number; slug: string; version: number; tagId: number; tagSlug: string };
  /** Drafts the editor made (their own, to delete). */
  editorPostId: number;
  editorPageId: number;
  messageId: number;
  /** An unused image the admin uploaded (someone else's, to the editor). */
  adminMedia: { id: number; src: string };
  /** An unused image the editor uploaded. */
  editorMedia: { id: number; src: string };
  /** A published page made through the API (it has a revision to restore), and the header menu as stored. */
  page: { id: number; version: number };
  menu: { version: number; items: unknown[] };
  /** A redirect from an address of its own. */
  redirectId: number;
  /** A webhook endpoint on a loopback address (nothing listens: no worker runs here). */
  webhookEndpointId: number;
  /** A preview link of the published post, still open. */
  previewLinkId: number;
  /** A tag of no post, to rename, merge (into the post's) and delete. */
  tagId: number;
  /** A passkey of each signed-in staff member (only its owner may rename or remove it). */
  passkeys: Record<'admin' | 'editor' | 'contributor', number>;
  /** A spare session of each (not the one its token names), for endSession to end. */
  sessions: Record<'admin' | 'editor' | 'contributor', number>;
}

let world: World;

type StaffRole = 'ADMIN' | 'EDITOR' | 'CONTRIBUTOR';

async function freshStaff(role: StaffRole): Promise<Staff> {
  const created = await app.createStaff({ username: unique(role.toLowerCase()), role });
  const token = await app.signIn(created.username, created.password);
  const { passwordHash } = await app.db.user.findUniqueOrThrow({ where: { id: created.id } });
  return { id: created.id, username: created.username, token, passwordHash };
}

async function stillValid(staff: Staff | undefined, role: StaffRole): Promise<boolean> {
  if (!staff) return false;
  const session = await app.db.session.findUnique({ where: { tokenHash: hashToken(staff.token) }, include: { user: true } });
  const user = session?.user;
  return Boolean(user && user.active && user.role === role && user.passwordHash === staff.passwordHash && session.expiresAt.getTime() > Date.now());
}

let drawn = 0;
async function image(): Promise<Blob> {
  drawn++;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="rgb(${(drawn * 37) % 256},${(drawn * 91) % 256},160)"/></svg>`;
  return new Blob([new Uint8Array(await sharp(Buffer.from(svg)).jpeg().toBuffer())], { type: 'image/jpeg' });
}

async function uploadAs(token: string): Promise<{ id: number; src: string }> {
  const body = new FormData();
  body.set('file', await image(), 'probe.jpg');
  const result = await app.call('/api/media', { method: 'POST', body, token });
  if (result.status !== 201) throw new Error(`fixture upload failed: ${result.text}`);
  return { id: result.body.data.id, src: result.body.data.image.src };
}

/** A published post made through the API, so it has a revision to restore. */
async function publishedPost(adminToken: string): Promise<World['post']> {
  const slug = unique('access-post-');
  const tag = unique('access-tag-');
  const result = await app.graphql(
    'mutation Fixture($input: CreatePostInput!) { createPost(input: $input) { post { version } } }',
    { input: { slug, status: 'PUBLISHED', tags: [tag], translations: postTranslations } },
    adminToken,
  );
  if (!result.data) throw new Error(`fixture post failed: ${JSON.stringify(result.errors)}`);
  const post = await app.db.post.findUniqueOrThrow({ where: { slug }, include: { tags: true } });
  return { id: post.id, slug, version: post.version, tagId: post.tags[0].tagId, tagSlug: tag };
}

const pageBlocks = [
  { type: 'callToAction', id: 'cta', title: { en: 'A probe', ar: 'مسبار' }, action: { label: { en: 'Go', ar: 'اذهب' }, link: { kind: 'booking' } } },
];
const pageInput = (status: 'DRAFT' | 'PUBLISHED') => ({
  path: `/${unique('access-page-')}`,
  status,
  translations: { en: { title: 'Access probe' } },
  blocks: pageBlocks,
});

/** A published page made through the API, so it has a revision to restore. */
async function publishedPage(adminToken: string): Promise<World['page']> {
  const result = await app.graphql(
    'mutation Fixture($input: CreatePageInput!) { createPage(input: $input) { page { id version } } }',
    { input: pageInput('PUBLISHED') },
    adminToken,
  );
  if (!result.data) throw new Error(`fixture page failed: ${JSON.stringify(result.errors)}`);
  const { id, version } = result.data.createPage.page;
  return { id: Number(Buffer.from(id, 'base64').toString().split(':')[1]), version };
}

/** A draft post and a draft page the editor made. */
async function editorDrafts(editorToken: string): Promise<{ postId: number; pageId: number }> {
  const post = await app.graphql(
    'mutation Fixture($input: CreatePostInput!) { createPost(input: $input) { post { id } } }',
    { input: { status: 'DRAFT', translations: postTranslations } },
    editorToken,
  );
  const page = await app.graphql(
    'mutation Fixture($input: CreatePageInput!) { createPage(input: $input) { page { id } } }',
    { input: pageInput('DRAFT') },
    editorToken,
  );
  if (!post.data || !page.data) throw new Error(`fixture drafts failed: ${JSON.stringify([post.errors, page.errors])}`);
  const numeric = (id: string) => Number(Buffer.from(id, 'base64').toString().split(':')[1]);
  return { postId: numeric(post.data.createPost.post.id), pageId: numeric(page.data.createPage.page.id) };
}

async function headerMenu(): Promise<World['menu']> {
  const menu = await app.db.menu.findUniqueOrThrow({ where: { name: 'header' } });
  return { version: menu.version, items: JSON.parse(menu.items) };
}

async function ensureWorld(): Promise<World> {
  const w = world;
  if (!(await stillValid(w.admin, 'ADMIN'))) w.admin = await freshStaff('ADMIN');
  if (!(await stillValid(w.editor, 'EDITOR'))) w.editor = await freshStaff('EDITOR');
  if (!(await stillValid(w.contributor, 'CONTRIBUTOR'))) w.contributor = await freshStaff('CONTRIBUTOR');
  const ownPost = await app.db.post.findUnique({ where: { id: w.contributorPost.id } });
  const ownPage = await app.db.page.findUnique({ where: { id: w.contributorPage.id }, include: { revisions: { orderBy: { id: 'asc' }, take: 1 } } });
  if (
    ownPost?.authorId !== w.contributor.id ||
    ownPost.status !== 'DRAFT' ||
    ownPage?.revisions[0]?.editorId !== w.contributor.id ||
    ownPage.status !== 'DRAFT'
  ) {
    const made = await editorDrafts(w.contributor.token);
    w.contributorPost = { id: made.postId, version: 1 };
    w.contributorPage = { id: made.pageId, version: 1 };
  } else {
    w.contributorPost.version = ownPost.version;
    w.contributorPage.version = ownPage.version;
  }
  const login = await app.db.user.findUnique({ where: { username: w.login.username } });
  if (!login?.active) w.login = await app.createStaff({ username: unique('login'), role: 'EDITOR' });
  const target = await app.db.user.findUnique({ where: { id: w.targetUserId } });
  if (!target || target.role !== 'EDITOR' || !target.active) w.targetUserId = (await app.createStaff({ username: unique('target'), role: 'EDITOR' })).id;
  const post = await app.db.post.findUnique({ where: { id: w.post.id }, include: { tags: true } });
  const intact = post && post.status === 'PUBLISHED' && post.slug === w.post.slug && post.tags.some((t) => t.tagId === w.post.tagId);
  if (!intact) w.post = await publishedPost(w.admin.token);
  else w.post.version = post.version;
  // Pending changes to publish or discard (publish-changes, discard-changes), written as an edit of it leaves them.
  await app.db.post.update({
    where: { id: w.post.id },
    data: { pendingChanges: JSON.stringify({ slug: w.post.slug, tags: [w.post.tagSlug], translations: postTranslations }) },
  });
  if (!(await app.db.contactMessage.findUnique({ where: { id: w.messageId } }))) w.messageId = await newMessage();
  const page = await app.db.page.findUnique({ where: { id: w.page.id } });
  if (page?.status !== 'PUBLISHED') w.page = await publishedPage(w.admin.token);
  else w.page.version = page.version;
  const livePage = await app.db.page.findUniqueOrThrow({ where: { id: w.page.id } });
  await app.db.page.update({ where: { id: w.page.id }, data: { pendingChanges: JSON.stringify({ ...pageInput('PUBLISHED'), path: livePage.path }) } });
  const editorPost = await app.db.post.findUnique({ where: { id: w.editorPostId } });
  const editorPage = await app.db.page.findUnique({ where: { id: w.editorPageId }, include: { revisions: { orderBy: { id: 'asc' }, take: 1 } } });
  const editorsOwn = editorPost?.authorId === w.editor.id && editorPage?.revisions[0]?.editorId === w.editor.id;
  if (!editorsOwn || editorPost.status !== 'DRAFT' || editorPage.status !== 'DRAFT') {
    ({ postId: w.editorPostId, pageId: w.editorPageId } = await editorDrafts(w.editor.token));
  }
  w.menu = await headerMenu();
  if (!(await app.db.redirect.findUnique({ where: { id: w.redirectId } }))) w.redirectId = await newRedirect();
  if (!(await app.db.webhookEndpoint.findUnique({ where: { id: w.webhookEndpointId } }))) w.webhookEndpointId = await newWebhookEndpoint();
  const link = await app.db.previewLink.findUnique({ where: { id: w.previewLinkId } });
  if (!link || link.revokedAt || link.postId !== w.post.id) w.previewLinkId = await newPreviewLink(w);
  if (!(await app.db.tag.findUnique({ where: { id: w.tagId } }))) w.tagId = await newTag();
  for (const role of ['admin', 'editor', 'contributor'] as const) {
    const passkey = await app.db.passkey.findUnique({ where: { id: w.passkeys[role] } });
    if (passkey?.userId !== w[role].id) w.passkeys[role] = await newPasskey(w[role].id);
    const session = await app.db.session.findUnique({ where: { id: w.sessions[role] } });
    if (session?.userId !== w[role].id) w.sessions[role] = await newSpareSession(w[role].id);
  }
  // The staff gave their password moments ago, as far as re-authentication goes: this suite is about
  // who may do what, and takes longer than its five minutes (reauthentication.test covers it).
  await app.db.session.updateMany({ data: { authenticatedAt: new Date() } });
  for (const [key, owner] of [
    ['adminMedia', w.admin],
    ['editorMedia', w.editor],
  ] as const) {
    const media = await app.db.media.findUnique({ where: { id: w[key].id }, include: { _count: { select: { uses: true } } } });
    // Someone else's image must be someone else's: a recreated editor is a new uploader.
    if (!media || media._count.uses > 0 || media.uploaderId !== owner.id) w[key] = await uploadAs(owner.token);
  }
  return w;
}

async function newMessage(): Promise<number> {
  const message = await app.db.contactMessage.create({
    data: {
      fullName: 'Access Probe',
      email: 'probe@example.com',
      subject: 'About access',
      message: 'A message the authorisation suite reads',
      language: 'en',
    },
  });
  return message.id;
}

async function newTag(): Promise<number> {
  return (await app.db.tag.create({ data: { slug: unique('access-spare-'), translations: { create: { locale: 'en', name: unique('Access spare ') } } } })).id;
}

async function newRedirect(): Promise<number> {
  return (await app.db.redirect.create({ data: { fromPath: `/${unique('access-old-')}`, toPath: '/' } })).id;
}

async function newWebhookEndpoint(): Promise<number> {
  return (await app.db.webhookEndpoint.create({ data: { url: 'http://127.0.0.1:9/hook', events: '["post.published"]', secret: unique('whsec_access') } })).id;
}

async function newSpareSession(userId: number): Promise<number> {
  const expiresAt = new Date(Date.now() + 86_400_000);
  return (await app.db.session.create({ data: { userId, tokenHash: unique('access-session-'), expiresAt } })).id;
}

async function newPasskey(userId: number): Promise<number> {
  const credentialId = unique('access-credential-');
  return (await app.db.passkey.create({ data: { userId, credentialId, publicKey: Buffer.from(credentialId), name: 'Access probe' } })).id;
}

async function newPreviewLink(w: Pick<World, 'post' | 'admin'>): Promise<number> {
  const link = await app.db.previewLink.create({
    data: { tokenHash: unique('access-preview-'), postId: w.post.id, createdById: w.admin.id, expiresAt: new Date(Date.now() + 86_400_000) },
  });
  return link.id;
}

/** What hostileCorpus's baselines read (ids there are overridden by `targetId`). */
function fixtures(w: World): Fixtures {
  return {
    token: () => undefined,
    password: testPassword,
    userId: w.targetUserId,
    secondUserId: w.targetUserId,
    postId: w.post.id,
    slug: w.post.slug,
    tagId: w.post.tagId,
    unique,
  };
}

/** The record a call points at: someone else's, or (an editor's `own` call) the caller's own. */
function targetId(kind: Kind, w: World, caller: Caller, whose: Whose): number {
  if (whose === 'own' && caller === 'contributor') {
    if (kind === 'User') return w.contributor.id;
    if (kind === 'Post') return w.contributorPost.id;
    if (kind === 'Page') return w.contributorPage.id;
  }
  switch (kind) {
    case 'User':
      return whose === 'own' && caller === 'editor' ? w.editor.id : w.targetUserId;
    case 'Media':
      return whose === 'own' && caller === 'editor' ? w.editorMedia.id : caller === 'editor' ? w.adminMedia.id : w.editorMedia.id;
    case 'Post':
      return whose === 'own' && caller === 'editor' ? w.editorPostId : w.post.id;
    case 'ContactMessage':
      return w.messageId;
    case 'Page':
      return whose === 'own' && caller === 'editor' ? w.editorPageId : w.page.id;
    case 'Redirect':
      return w.redirectId;
    case 'PreviewLink':
      return w.previewLinkId;
    case 'Tag':
      return w.tagId;
    case 'WebhookEndpoint':
      return w.webhookEndpointId;
    case 'Passkey':
      // Only a passkey's owner may touch it, admins included: a contributor's call on "someone
      // else's" is on the admin's; every other call is on the caller's own.
      if (caller === 'contributor' && whose === 'others') return w.passkeys.admin;
      return w.passkeys[caller === 'contributor' || caller === 'editor' ? caller : 'admin'];
    case 'Session':
      // Admins end anyone's (an editor's, for "someone else's"); the others only their own.
      if (whose === 'others') return caller === 'admin' ? w.sessions.editor : w.sessions.admin;
      return w.sessions[caller === 'contributor' || caller === 'editor' ? caller : 'admin'];
  }
}

function tokenOf(caller: Caller, w: World): string | undefined {
  if (caller === 'anonymous') return undefined;
  if (caller === 'bad token') return 'not-a-session';
  return w[caller].token;
}

// ---------------------------------------------------------------------------------------------
// Valid input per entry: generated from the route's reads and the schema's types, with the values
// a generic baseline cannot know (a post's version, a valid form, a real login) declared here.

const postTranslations = { en: { title: 'Access probe', excerpt: 'An excerpt', body: 'Some words.' } };

const restBodies: Record<string, (w: World, caller: Caller, whose: Whose) => Record<string, unknown>> = {
  'POST /api/auth/login': (w) => ({ username: w.login.username, password: w.login.password }),
  'POST /api/auth/login/passkey/options': () => ({}),
  'POST /api/blogs': () => ({ status: 'draft', tags: [], translations: postTranslations }),
  'PUT /api/blogs/:id': (w, caller, whose) =>
    ownDraft(caller, whose)
      ? { version: w.contributorPost.version, status: 'draft', tags: [], translations: postTranslations }
      : { version: w.post.version, status: 'published', tags: [w.post.tagSlug], translations: postTranslations },
  'POST /api/contact': () => contactForm,
  'PATCH /api/contact-messages/:id': () => ({ status: 'read' }),
  'POST /api/events': () => ({ type: 'pageview', path: '/', language: 'en' }),
  'POST /api/client-errors': () => ({ kind: 'error', message: 'A probe', path: '/' }),
  'PATCH /api/settings': () => ({ siteName: 'Sovra' }),
  'PATCH /api/media/:id': () => ({ altEn: 'A probe', altAr: 'مسبار' }),
  'POST /api/pages': () => ({ ...pageInput('DRAFT'), status: 'draft' }),
  'PUT /api/pages/:id': (w, caller, whose) =>
    ownDraft(caller, whose)
      ? { ...pageInput('DRAFT'), status: 'draft', version: w.contributorPage.version }
      : { ...pageInput('PUBLISHED'), status: 'published', version: w.page.version },
  'POST /api/blogs/:id/preview-links': () => ({ expiresInDays: 7 }),
  'POST /api/pages/:id/preview-links': () => ({ expiresInDays: 7 }),
  'POST /api/blogs/:id/approve': (w) => ({ version: w.post.version }),
  'POST /api/pages/:id/approve': (w) => ({ version: w.page.version }),
  'POST /api/blogs/:id/send-back': () => ({ comment: 'A probe' }),
  'POST /api/pages/:id/send-back': () => ({ comment: 'A probe' }),
  'POST /api/blogs/:id/publish-changes': (w) => ({ version: w.post.version }),
  'POST /api/blogs/:id/discard-changes': (w) => ({ version: w.post.version }),
  'POST /api/pages/:id/publish-changes': (w) => ({ version: w.page.version }),
  'POST /api/pages/:id/discard-changes': (w) => ({ version: w.page.version }),
  'PUT /api/menus/:name': (w) => ({ items: w.menu.items, version: w.menu.version }),
  'POST /api/redirects': () => ({ from: `/${unique('access-old-')}`, to: '/' }),
  'PUT /api/redirects/:id': () => ({ from: `/${unique('access-old-')}`, to: '/blog' }),
  'PUT /api/tags/:id': () => ({ en: unique('Access tag '), ar: null }),
  'POST /api/tags/:id/merge': (w) => ({ into: w.post.tagId }),
  'POST /api/webhooks': () => ({ url: 'http://127.0.0.1:9/hook', events: ['post.published'] }),
  'PATCH /api/webhooks/:id': () => ({ events: ['post.published', 'page.published'] }),
};

const contactForm = {
  fullName: 'Access Probe',
  email: 'probe@example.com',
  subject: 'A question about access',
  message: 'Hello, I would like to know more about your product, please.',
  consent: true,
  language: 'en',
};

/** The GraphQL `input` values a baseline cannot make, merged over it. */
/** A contributor's call on their own draft: it stays a draft (publishing is refused them). */
const ownDraft = (caller: Caller, whose: Whose) => caller === 'contributor' && whose === 'own';

const mutationInputs: Record<string, (w: World, caller: Caller, whose: Whose) => Record<string, unknown>> = {
  login: (w) => ({ username: w.login.username, password: w.login.password }),
  createPost: () => ({ status: 'DRAFT', translations: postTranslations }),
  updatePost: (w, caller, whose) =>
    ownDraft(caller, whose)
      ? { version: w.contributorPost.version, status: 'DRAFT', translations: postTranslations }
      : { version: w.post.version, status: 'PUBLISHED', tags: [w.post.tagSlug], translations: postTranslations },
  publishPost: (w) => ({ version: w.post.version }),
  unpublishPost: (w) => ({ version: w.post.version }),
  restorePostRevision: (w, caller, whose) => ({ version: ownDraft(caller, whose) ? w.contributorPost.version : w.post.version, revision: 1 }),
  submitContactMessage: () => contactForm,
  updateContactMessage: () => ({ status: 'READ' }),
  recordPageView: () => ({ path: '/', language: 'en' }),
  reportClientError: () => ({ kind: 'ERROR', message: 'A probe' }),
  updateSiteSettings: () => ({ siteName: 'Sovra' }),
  updateMedia: () => ({ altEn: 'A probe', altAr: 'مسبار' }),
  createPage: () => pageInput('DRAFT'),
  updatePage: (w, caller, whose) =>
    ownDraft(caller, whose) ? { ...pageInput('DRAFT'), version: w.contributorPage.version } : { ...pageInput('PUBLISHED'), version: w.page.version },
  publishPage: (w) => ({ version: w.page.version }),
  unpublishPage: (w) => ({ version: w.page.version }),
  restorePageRevision: (w, caller, whose) => ({ version: ownDraft(caller, whose) ? w.contributorPage.version : w.page.version, revision: 1 }),
  publishPostChanges: (w) => ({ version: w.post.version }),
  discardPostChanges: (w) => ({ version: w.post.version }),
  publishPageChanges: (w) => ({ version: w.page.version }),
  discardPageChanges: (w) => ({ version: w.page.version }),
  updateMenu: (w) => ({ name: 'HEADER', items: w.menu.items, version: w.menu.version }),
  createRedirect: () => ({ from: `/${unique('access-old-')}`, to: '/' }),
  updateRedirect: () => ({ from: `/${unique('access-old-')}`, to: '/blog' }),
  createWebhookEndpoint: () => ({ url: 'http://127.0.0.1:9/hook', events: ['post.published'] }),
  updateWebhookEndpoint: () => ({ events: ['post.published', 'page.published'] }),
  createPreviewLink: (w, caller, whose) => ({ subjectId: encodeGlobalID('Post', String(targetId('Post', w, caller, whose))), expiresInDays: 7 }),
  submitForReview: (w, caller, whose) => ({ subjectId: encodeGlobalID('Post', String(targetId('Post', w, caller, whose))) }),
  approve: (w) => ({ subjectId: encodeGlobalID('Post', String(w.post.id)), version: w.post.version }),
  sendBack: (w) => ({ subjectId: encodeGlobalID('Post', String(w.post.id)), comment: 'A probe' }),
  renameTag: () => ({ en: unique('Access tag '), ar: null }),
  mergeTag: (w) => ({ into: encodeGlobalID('Tag', String(w.post.tagId)) }),
  // Whose sessions end: the target editor's (not a caller's, which would sign the probe out).
  endUserSessions: (w) => ({ userId: encodeGlobalID('User', String(w.targetUserId)) }),
};

/** Arguments of queries a baseline cannot make. */
const queryArgs: Record<string, (w: World) => Record<string, unknown>> = {
  markdownPreview: () => ({ markdown: '# A probe' }),
  mediaByAddress: (w) => ({ addresses: [w.adminMedia.src] }),
  nodes: (w) => ({ ids: [encodeGlobalID('Post', String(w.post.id))] }),
  pageByPath: () => ({ path: '/' }),
};

/** What an `:id` in a REST path names, by the collection before it. */
function kindOfPath(path: string): Kind | null {
  if (!path.includes(':id')) return null;
  const collection = /\/([\w-]+)\/:id/.exec(path)?.[1];
  const kinds: Record<string, Kind> = {
    users: 'User',
    blogs: 'Post',
    media: 'Media',
    'contact-messages': 'ContactMessage',
    pages: 'Page',
    redirects: 'Redirect',
    'preview-links': 'PreviewLink',
    tags: 'Tag',
    passkeys: 'Passkey',
    sessions: 'Session',
    webhooks: 'WebhookEndpoint',
  };
  if (!collection || !kinds[collection]) throw new Error(`${path}: declare here which fixture its :id names`);
  return kinds[collection];
}

/** What the `id` of a GraphQL field (an argument or its input's field) names, by the field's name. */
function kindOfField(name: string): Kind {
  if (/PreviewLink/.test(name)) return 'PreviewLink';
  if (/Webhook/.test(name)) return 'WebhookEndpoint';
  if (/Passkey/.test(name)) return 'Passkey';
  if (/^endSession /.test(name)) return 'Session';
  if (/ContactMessage/i.test(name)) return 'ContactMessage';
  if (/Media/i.test(name)) return 'Media';
  if (/Page/.test(name)) return 'Page';
  if (/Redirect/.test(name)) return 'Redirect';
  if (/Tag/.test(name)) return 'Tag';
  if (/Post|Revision|^node/i.test(name)) return 'Post';
  if (/User|Password|SecondFactors|^user$/i.test(name)) return 'User';
  throw new Error(`${name}: declare here which fixture its id names`);
}

interface Probe {
  /** `REST GET /api/users/:id` or `GraphQL mutation deleteUser`. */
  entry: string;
  rule: AccessRule;
  api: 'rest' | 'graphql';
  /** The root field a GraphQL probe calls. */
  field?: string;
  operation?: 'query' | 'mutation';
  send(w: World, caller: Caller, whose: Whose, ip: string): Promise<{ status: number; headers: Headers; text: string; body: any }>;
}

function restProbe(route: RestRoute): Probe {
  const key = restKey(route);
  const kind = kindOfPath(route.path);
  const takesBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  const read = inputsRead(route, Object.fromEntries(paramNames(route.path).map((name) => [name, '1'])));
  return {
    entry: `REST ${key}`,
    rule: restAccess[key],
    api: 'rest',
    async send(w, caller, whose, ip) {
      const fx = fixtures(w);
      const path = fillPath(route.path, (name) =>
        encodeURIComponent(name === 'slug' ? w.post.slug : name === 'name' ? 'header' : String(targetId(kind!, w, caller, whose))),
      );
      const token = tokenOf(caller, w);
      if (route.upload) {
        const body = new FormData();
        // An image: an upload for the media library, and no archive an import would take.
        body.set(route.path === '/api/import' ? 'archive' : 'file', await image(), 'probe.jpg');
        return app.call(path, { method: route.method, body, token, ip });
      }
      if (!takesBody) return app.call(path, { method: route.method, token, ip });
      const json = restBodies[key]?.(w, caller, whose) ?? Object.fromEntries(read.body.map((field) => [field, baselineByName(field, fx) ?? 'probe']));
      return app.call(path, { method: route.method, json, token, ip });
    },
  };
}

/** The mutations that take a file, and the input field it goes in. */
const uploadFields: Record<string, string> = { uploadMedia: 'file', importSite: 'archive' };

function graphqlProbe(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): Probe {
  const rule = (operation === 'query' ? queryAccess : mutationAccess)[field.name];
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const selection = isLeafType(getNamedType(field.type)) ? '' : '{ __typename }';
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`);
  const args = required.map((arg) => `${arg.name}: $${arg.name}`);
  const query = `${operation} Probe${declared.length ? `(${declared.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selection} }`;
  const input = required.find((arg) => arg.name === 'input');
  const inputType = input && getNamedType(input.type);
  return {
    entry: `GraphQL ${operation} ${field.name}`,
    rule,
    api: 'graphql',
    field: field.name,
    operation,
    async send(w, caller, whose, ip) {
      const fx = fixtures(w);
      const gid = () => {
        const kind = kindOfField(`${field.name} ${inputType?.name ?? ''}`);
        // A session's id is its plain number (Session.id), not a global id.
        if (kind === 'Session') return String(targetId(kind, w, caller, whose));
        return encodeGlobalID(kind, String(targetId(kind, w, caller, whose)));
      };
      const variables: Record<string, unknown> = Object.fromEntries(required.map((arg) => [arg.name, baseline(arg.type, arg.name)?.(fx)]));
      if ('id' in variables) variables.id = gid();
      if (input) {
        const value = { ...(variables.input as object), ...(mutationInputs[field.name]?.(w, caller, whose) ?? {}) } as Record<string, unknown>;
        if (isInputObjectType(inputType) && inputType.getFields().id) value.id = gid();
        variables.input = value;
      }
      Object.assign(variables, queryArgs[field.name]?.(w) ?? {});
      const token = tokenOf(caller, w);
      let response: Response;
      const fileField = uploadFields[field.name];
      if (fileField) {
        // The GraphQL multipart request spec: `operations`, `map`, then the file part.
        const body = new FormData();
        body.set('operations', JSON.stringify({ query, variables: { input: { ...(variables.input as object), [fileField]: null } } }));
        body.set('map', JSON.stringify({ 0: [`variables.input.${fileField}`] }));
        body.set('0', await image(), 'probe.jpg');
        response = await app.request('/graphql', { method: 'POST', body, token, ip });
      } else {
        response = await app.request('/graphql', { method: 'POST', json: { query, variables }, token, ip });
      }
      const text = await response.text();
      let body: any;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      return { status: response.status, headers: response.headers, text, body };
    },
  };
}

const probes: Probe[] = [
  ...routes.filter((route) => restAccess[restKey(route)]).map(restProbe),
  ...mutationFields.filter((field) => mutationAccess[field.name]).map((field) => graphqlProbe('mutation', field)),
  ...queryFields.filter((field) => queryAccess[field.name]).map((field) => graphqlProbe('query', field)),
];

/** The database id node(id:) of a type is asked for: as targetId, and for the audit log an entry of the right actor. */
async function nodeId(type: string, w: World, caller: Caller, whose: Whose): Promise<number> {
  switch (type) {
    case 'Tag':
      return w.post.tagId;
    case 'ActivityEvent': {
      // An editor's own entry, or someone else's: the admin's to an editor, the editor's to the others.
      const actorId =
        caller === 'contributor' && whose === 'own'
          ? w.contributor.id
          : (caller === 'editor' || caller === 'contributor') && whose === 'others'
            ? w.admin.id
            : w.editor.id;
      const entry = await app.db.auditEvent.findFirst({ where: { actorId }, orderBy: { id: 'desc' } });
      if (!entry) throw new Error(`no audit entry by user ${actorId}`);
      return entry.id;
    }
    case 'User':
    case 'Post':
    case 'Media':
    case 'ContactMessage':
    case 'Page':
    case 'Redirect':
    case 'PreviewLink':
    case 'WebhookEndpoint':
    case 'Passkey':
      return targetId(type, w, caller, whose);
    default:
      throw new Error(`${type}: declare here which fixture node(id:) of it names`);
  }
}

function nodeProbe(type: string): Probe {
  return {
    entry: `GraphQL query node(id: ${type})`,
    rule: nodeAccess[type],
    api: 'graphql',
    field: 'node',
    operation: 'query',
    async send(w, caller, whose, ip) {
      const id = encodeGlobalID(type, String(await nodeId(type, w, caller, whose)));
      const response = await app.request('/graphql', {
        method: 'POST',
        json: { query: 'query Probe($id: ID!) { node(id: $id) { __typename id } }', variables: { id } },
        token: tokenOf(caller, w),
        ip,
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
    },
  };
}

/** node(id:) answers a caller who may not see the record as it answers a missing id: null, with no error. */
function judgeNode(probe: Probe, caller: Caller, whose: Whose, got: Awaited<ReturnType<Probe['send']>>): string | null {
  const errors: any[] = Array.isArray(got.body?.errors) ? got.body.errors : [];
  const node = got.body?.data?.node;
  if (got.status >= 500 || errors.length) return `errors: ${errors.map((error) => `${error?.extensions?.code}: ${error?.message}`).join('; ') || got.status}`;
  if (allowed(probe.rule, caller, whose)) return node ? null : 'null, but may see it';
  return node === null ? null : `found it (${JSON.stringify(node)}), but may not see it`;
}

// ---------------------------------------------------------------------------------------------
// Judging

/** May this caller call it (on this record)? */
function allowed(rule: AccessRule, caller: Caller, whose: Whose): boolean {
  if (caller === 'contributor' && rule.access !== 'public') return rule.contributor === 'yes' || (rule.contributor === 'own' && whose === 'own');
  switch (rule.access) {
    case 'public':
      return true;
    case 'staff':
      return caller === 'editor' || caller === 'admin';
    case 'admin':
      return caller === 'admin';
    case 'own':
      return caller === 'admin' || (caller === 'editor' && whose === 'own');
  }
}

const refusalCodes = ['UNAUTHENTICATED', 'FORBIDDEN'];

/** What is wrong with an answer, or null when it is what the table says. */
function judge(probe: Probe, caller: Caller, whose: Whose, got: Awaited<ReturnType<Probe['send']>>): string | null {
  const may = allowed(probe.rule, caller, whose);
  const signedIn = caller === 'contributor' || caller === 'editor' || caller === 'admin';
  const expected = !signedIn
    ? { status: 401, code: 'UNAUTHENTICATED' }
    : probe.rule.othersNotFound && whose === 'others'
      ? { status: 404, code: 'NOT_FOUND' }
      : { status: 403, code: 'FORBIDDEN' };
  if (got.status >= 500) return `a server fault (${got.status})`;
  if (probe.api === 'rest') {
    if (may) return got.status === 401 || got.status === 403 ? `refused with ${got.status} ${got.body?.error}, but may call it` : null;
    if (got.status !== expected.status || got.body?.error !== expected.code)
      return `expected ${expected.status} ${expected.code}, got ${got.status} ${got.body?.error ?? ''}`;
    if (expected.status === 401 && got.headers.get('www-authenticate') !== 'Bearer') return `401 without WWW-Authenticate: Bearer`;
    return null;
  }
  const codes: string[] = (Array.isArray(got.body?.errors) ? got.body.errors : []).map((error: any) => error?.extensions?.code);
  const value = got.body?.data?.[probe.field!];
  if (codes.includes('INTERNAL_SERVER_ERROR')) return 'a masked fault (INTERNAL_SERVER_ERROR)';
  if (may) {
    const refusal = codes.find((code) => refusalCodes.includes(code));
    if (refusal) return `refused with ${refusal}, but may call it`;
    if (probe.rule.access === 'public' && probe.operation === 'query') {
      if (probe.rule.nullForVisitors && !signedIn) return value === null ? null : `expected null for a visitor, got ${JSON.stringify(value)}`;
      if (value === null || value === undefined || codes.length) return `a public read without data (${codes.join(', ') || 'null'})`;
    }
    return null;
  }
  if (!codes.includes(expected.code)) return `expected ${expected.code}, got ${codes.join(', ') || `no error (data ${JSON.stringify(value)?.slice(0, 80)})`}`;
  if (value !== null && value !== undefined) return `refused with ${expected.code} but data came back: ${JSON.stringify(value).slice(0, 80)}`;
  return null;
}

// ---------------------------------------------------------------------------------------------

let ipCounter = 0;
/** Every request from its own address, so sign-in, contact and like throttles stay out of the way. */
const nextIp = () => {
  ipCounter += 1;
  return `198.51.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

const sent = { rest: 0, graphql: 0 };

describe('authorisation: every REST route and GraphQL operation against the declared access table', () => {
  beforeAll(async () => {
    // Single sign-on set up (its provider is never reached here): its entries answer as on a site that offers it.
    app = createTestApp({
      OIDC_ISSUER: 'https://login.sovra.example/tenant/v2.0',
      OIDC_CLIENT_ID: 'sovra-site',
      OIDC_CLIENT_SECRET: 'never sent',
      OIDC_ALLOWED_DOMAINS: 'sovra.example',
      OIDC_ROLES: '*=CONTRIBUTOR',
    });
    const admin = await freshStaff('ADMIN');
    const editor = await freshStaff('EDITOR');
    const contributor = await freshStaff('CONTRIBUTOR');
    const contributorDrafts = await editorDrafts(contributor.token);
    world = {
      admin,
      editor,
      contributor,
      contributorPost: { id: contributorDrafts.postId, version: 1 },
      contributorPage: { id: contributorDrafts.pageId, version: 1 },
      login: await app.createStaff({ username: unique('login'), role: 'EDITOR' }),
      targetUserId: (await app.createStaff({ username: unique('target'), role: 'EDITOR' })).id,
      post: await publishedPost(admin.token),
      messageId: await newMessage(),
      adminMedia: await uploadAs(admin.token),
      editorMedia: await uploadAs(editor.token),
      page: await publishedPage(admin.token),
      menu: await headerMenu(),
      ...(await editorDrafts(editor.token).then(({ postId, pageId }) => ({ editorPostId: postId, editorPageId: pageId }))),
      redirectId: await newRedirect(),
      webhookEndpointId: await newWebhookEndpoint(),
      previewLinkId: 0,
      tagId: await newTag(),
      passkeys: { admin: await newPasskey(admin.id), editor: await newPasskey(editor.id), contributor: await newPasskey(contributor.id) },
      sessions: { admin: await newSpareSession(admin.id), editor: await newSpareSession(editor.id), contributor: await newSpareSession(contributor.id) },
    };
    world.previewLinkId = await newPreviewLink(world);
  });

  afterAll(async () => {
    const staffQueries = queryFields.filter((field) => queryAccess[field.name]?.access !== 'public').length;
    console.log(
      `authorisation suite: ${routes.length} REST routes, ${mutationFields.length} mutations and ${staffQueries} staff queries (+${queryFields.length - staffQueries} public queries) covered, and node(id:) of ${nodeTypes.length} Node types; ` +
        `${sent.rest + sent.graphql} requests (REST ${sent.rest}, GraphQL ${sent.graphql})`,
    );
    await app?.cleanup();
  });

  it('declares every REST route and every GraphQL root field, and nothing that no longer exists', () => {
    const routeKeys = routes.map(restKey);
    expect(
      routeKeys.filter((key) => !restAccess[key]),
      'REST routes missing from accessTable.ts',
    ).toEqual([]);
    expect(
      Object.keys(restAccess).filter((key) => !routeKeys.includes(key)),
      'accessTable.ts names REST routes that do not exist',
    ).toEqual([]);
    for (const [name, fields, table] of [
      ['Mutation', mutationFields, mutationAccess],
      ['Query', queryFields, queryAccess],
    ] as const) {
      const names = fields.map((field) => field.name);
      expect(
        names.filter((field) => !table[field]),
        `${name} fields missing from accessTable.ts`,
      ).toEqual([]);
      expect(
        Object.keys(table).filter((field) => !names.includes(field)),
        `accessTable.ts names ${name} fields that do not exist`,
      ).toEqual([]);
    }
  });

  it('declares node(id:) of every Node type, and no type that no longer exists', () => {
    expect(
      nodeTypes.filter((type) => !nodeAccess[type]),
      'Node types missing from nodeAccess',
    ).toEqual([]);
    expect(
      Object.keys(nodeAccess).filter((type) => !nodeTypes.includes(type)),
      'nodeAccess names types that are no Node',
    ).toEqual([]);
  });

  it('answers each caller as the table says', { timeout: 120_000 }, async () => {
    const violations: string[] = [];
    const nodeProbes = nodeTypes.filter((type) => nodeAccess[type]).map(nodeProbe);
    for (const probe of [...probes, ...nodeProbes]) {
      for (const caller of callers) {
        const ownVariant = (probe.rule.access === 'own' && caller === 'editor') || (probe.rule.contributor === 'own' && caller === 'contributor');
        const variants: Whose[] = ownVariant ? ['others', 'own'] : ['others'];
        for (const whose of variants) {
          const w = await ensureWorld();
          const got = await probe.send(w, caller, whose, nextIp());
          sent[probe.api] += 1;
          const wrong = nodeProbes.includes(probe) ? judgeNode(probe, caller, whose, got) : judge(probe, caller, whose, got);
          const who = `${caller}${variants.length > 1 ? ` (${whose === 'own' ? 'own record' : "someone else's record"})` : ''}`;
          if (wrong) violations.push(`${probe.entry} [${probe.rule.access}] as ${who}: ${wrong} | ${got.status} ${got.text.slice(0, 200)}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });
});
