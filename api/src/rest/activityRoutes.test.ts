import { encodeGlobalID } from '@pothos/plugin-relay';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countingApp, createTestApp, type TestApp } from '../testing/testApp.ts';

// The staff's recent activity (recentActivity, GET /api/activity): who sees whose actions, what
// is never shown, sign-ins left out, deleted actors and subjects, pages and menus, both doors
// agreeing, and a page costing the same few queries however many entries it holds.

let app: TestApp;
let admin: string;
let editor: string;
let otherEditor: string;
let adminId: number;
let editorId: number;

const adminIp = '198.51.100.23';
const editorIp = '203.0.113.77';

beforeAll(async () => {
  app = createTestApp();
  const a = await app.createStaff({ username: 'layla', role: 'ADMIN' });
  const e = await app.createStaff({ username: 'omar', role: 'EDITOR' });
  const o = await app.createStaff({ username: 'sara', role: 'EDITOR' });
  adminId = a.id;
  editorId = e.id;
  await app.db.user.update({ where: { id: adminId }, data: { displayName: 'Layla', displayNameAr: 'ليلى' } });
  admin = await app.signIn(a.username, a.password);
  editor = await app.signIn(e.username, e.password);
  otherEditor = await app.signIn(o.username, o.password);
});
afterAll(() => app.cleanup());

// The pages a test made (the site's own stay).
const madePages: number[] = [];

beforeEach(async () => {
  await app.db.auditEvent.deleteMany();
  await app.db.post.deleteMany();
  await app.db.contactMessage.deleteMany();
  await app.db.page.deleteMany({ where: { id: { in: madePages.splice(0) } } });
});

const feedQuery = /* GraphQL */ `
  query Feed($first: Int, $after: String, $actions: [ActivityAction!]) {
    recentActivity(first: $first, after: $after, actions: $actions) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          databaseId
          action
          createdAt
          count
          fromCommandLine
          ownProfile
          scheduledFor
          contactStatus
          ip
          actor {
            id
            username
            displayName
          }
          subject {
            __typename
            ... on Post {
              id
              slug
              translation(locale: ar) {
                title
              }
              translations {
                locale
                title
              }
            }
            ... on Page {
              id
              databaseId
              path
              pageStatus: status
            }
            ... on Menu {
              menuName: name
            }
            ... on ContactMessage {
              id
              fullName
            }
            ... on User {
              id
              username
            }
            ... on Media {
              id
              databaseId
              fileName: name
            }
            ... on RemovedActivitySubject {
              kind
              databaseId
              name
              nameAr: name(locale: ar)
            }
            ... on ContactMessageExport {
              count
              status
              searched
            }
            ... on SignInAttempt {
              username
            }
          }
        }
      }
    }
  }
`;

type Entry = Record<string, any>;

async function feed(token: string, variables: Record<string, unknown> = {}): Promise<{ entries: Entry[]; pageInfo: Entry; raw: any }> {
  const raw = await app.graphql(feedQuery, variables, token);
  if (raw.errors) throw new Error(JSON.stringify(raw.errors));
  return { entries: raw.data.recentActivity.edges.map((edge: { node: Entry }) => edge.node), pageInfo: raw.data.recentActivity.pageInfo, raw };
}

async function rest(path: string, token?: string) {
  const response = await app.request(path, { token });
  return { status: response.status, body: await response.json() };
}

const postId = (id: number) => encodeGlobalID('Post', id);
const draft = (title: string, ar?: string) => ({
  status: 'draft',
  tags: [],
  translations: { en: { title, excerpt: '', body: `About ${title}.` }, ...(ar ? { ar: { title: ar, excerpt: '', body: 'نص.' } } : {}) },
});

async function createPost(token: string, title: string, ar?: string, ip = editorIp): Promise<number> {
  const response = await app.request('/api/blogs', { method: 'POST', json: draft(title, ar), token, ip });
  const body = await response.json();
  if (response.status !== 201) throw new Error(JSON.stringify(body));
  return body.data.id;
}

async function publish(token: string, id: number, version: number, publishedAt?: string) {
  const result = await app.graphql(
    'mutation($input: PublishPostInput!) { publishPost(input: $input) { post { id } } }',
    { input: { id: postId(id), version, ...(publishedAt ? { publishedAt } : {}) } },
    token,
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
}

const pageInputType = {
  createPage: 'CreatePageInput',
  updatePage: 'UpdatePageInput',
  publishPage: 'PublishPageInput',
  unpublishPage: 'PageVersionInput',
  restorePageRevision: 'RestorePageRevisionInput',
} as const;

/** A page write as the page editor sends it; the page as it is after. */
async function writePage(token: string, mutation: keyof typeof pageInputType, input: Record<string, unknown>) {
  const result = await app.graphql(
    `mutation($input: ${pageInputType[mutation]}!) { ${mutation}(input: $input) { page { id databaseId version } } }`,
    { input },
    token,
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  const page: { id: string; databaseId: number; version: number } = result.data[mutation].page;
  if (mutation === 'createPage') madePages.push(page.databaseId);
  return page;
}

const pageInput = (path: string, title = 'About us') => ({
  path,
  status: 'DRAFT',
  translations: { en: { title }, ar: { title: 'من نحن' } },
  blocks: [{ type: 'text', id: 'intro', title: { en: 'Who we are', ar: 'من نحن' }, paragraphs: [{ en: 'A team in Dubai.', ar: 'فريق في دبي.' }] }],
});

async function message(fullName = 'Noura Al Mansoori') {
  return app.db.contactMessage.create({
    data: { fullName, email: 'noura@example.com', subject: 'Pricing', message: 'Please call me back about pricing.' },
  });
}

describe('who sees what', () => {
  it('answers visitors 401, through both doors', async () => {
    const result = await app.graphql('{ recentActivity { edges { node { id } } } }');
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(result.data?.recentActivity ?? null).toBeNull();
    const { status, body } = await rest('/api/activity');
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, status: 401 });
  });

  it("shows admins everyone's actions and editors only their own", async () => {
    const id = await createPost(editor, 'Sovereign AI in Dubai', 'الذكاء السيادي في دبي');
    await publish(editor, id, 1);
    const { id: messageId } = await message();
    expect((await app.request(`/api/contact-messages/${messageId}`, { method: 'PATCH', json: { status: 'read' }, token: admin, ip: adminIp })).status).toBe(
      200,
    );
    const created = await app.request('/api/users', {
      method: 'POST',
      token: admin,
      ip: adminIp,
      json: { username: 'hamad', email: 'hamad@example.com', displayName: 'Hamad', password: 'a long and quiet evening', role: 'EDITOR' },
    });
    expect(created.status).toBe(201);

    const seenByAdmin = (await feed(admin)).entries;
    expect(seenByAdmin.map((entry) => [entry.action, entry.actor?.username])).toEqual([
      ['USER_CREATED', 'layla'],
      ['CONTACT_MESSAGE_UPDATED', 'layla'],
      ['POST_PUBLISHED', 'omar'],
      ['POST_CREATED', 'omar'],
    ]);
    const [userCreated, contactUpdated, published] = seenByAdmin;
    expect(userCreated.subject).toMatchObject({ __typename: 'User', username: 'hamad' });
    expect(contactUpdated).toMatchObject({
      contactStatus: 'READ',
      subject: { __typename: 'ContactMessage', id: encodeGlobalID('ContactMessage', messageId), fullName: 'Noura Al Mansoori' },
    });
    expect(published).toMatchObject({
      scheduledFor: null,
      subject: {
        __typename: 'Post',
        id: postId(id),
        translation: { title: 'الذكاء السيادي في دبي' },
        translations: [
          { locale: 'en', title: 'Sovereign AI in Dubai' },
          { locale: 'ar', title: 'الذكاء السيادي في دبي' },
        ],
      },
    });

    const seenByEditor = (await feed(editor)).entries;
    expect(seenByEditor.map((entry) => [entry.action, entry.actor?.username])).toEqual([
      ['POST_PUBLISHED', 'omar'],
      ['POST_CREATED', 'omar'],
    ]);
    expect((await feed(otherEditor)).entries).toEqual([]);
  });

  it('never shows editors an address; admins see where each action came from', async () => {
    const id = await createPost(editor, 'Edge inference', undefined, editorIp);
    await app.request(`/api/blogs/${id}`, { method: 'DELETE', token: admin, ip: adminIp });

    const forAdmin = await feed(admin);
    expect(forAdmin.entries.map((entry) => entry.ip)).toEqual([adminIp, editorIp]);
    const forEditor = await feed(editor);
    expect(forEditor.entries).toHaveLength(1);
    expect(forEditor.entries[0].ip).toBeNull();
    expect(JSON.stringify(forEditor.raw)).not.toContain(editorIp);
    const restForEditor = await rest('/api/activity', editor);
    expect(restForEditor.status).toBe(200);
    expect(JSON.stringify(restForEditor.body)).not.toContain(editorIp);
    expect(restForEditor.body.data.activity[0].ip).toBeNull();
    expect((await rest('/api/activity', admin)).body.data.activity.map((entry: Entry) => entry.ip)).toEqual([adminIp, editorIp]);

    // The raw detail is no field at all.
    const detail = await app.graphql('{ recentActivity { edges { node { detail } } } }', {}, admin);
    expect(detail.errors?.[0].message).toMatch(/detail/);
  });

  it('finds an entry by id only for those who may see it', async () => {
    await createPost(admin, 'An admin draft', undefined, adminIp);
    const [entry] = (await feed(admin)).entries;
    const node = (token: string) => app.graphql('query($id: ID!) { node(id: $id) { __typename id ... on ActivityEvent { action } } }', { id: entry.id }, token);
    expect((await node(admin)).data.node).toEqual({ __typename: 'ActivityEvent', id: entry.id, action: 'POST_CREATED' });
    expect(await node(editor)).toEqual({ data: { node: null } });
    // Visitors get what a missing id gets: null, no error.
    expect(await app.graphql('query($id: ID!) { node(id: $id) { id } }', { id: entry.id })).toEqual({ data: { node: null } });
    expect(await app.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [entry.id] }, editor)).toEqual({ data: { nodes: [null] } });
  });
});

describe('what the feed leaves out', () => {
  it('leaves sign-ins, sign-outs and failed sign-ins out, unless asked for by name (the failures for admins only)', async () => {
    const signedIn = await app.signIn('omar', 'correct horse battery staple');
    await app.request('/api/auth/logout', { method: 'POST', token: signedIn });
    await app.request('/api/auth/login', { method: 'POST', json: { username: 'omar', password: 'not it at all' }, ip: '192.0.2.50' });
    await createPost(editor, 'Only this');

    expect((await feed(admin)).entries.map((entry) => entry.action)).toEqual(['POST_CREATED']);
    expect((await feed(editor)).entries.map((entry) => entry.action)).toEqual(['POST_CREATED']);
    expect((await rest('/api/activity', admin)).body.data.activity.map((entry: Entry) => entry.action)).toEqual(['post.created']);

    const failures = (await feed(admin, { actions: ['SIGN_IN_FAILED'] })).entries;
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ action: 'SIGN_IN_FAILED', actor: null, ip: '192.0.2.50', subject: { __typename: 'SignInAttempt', username: 'omar' } });
    const restFailures = await rest('/api/activity?actions=auth.login_failed', admin);
    expect(restFailures.body.data.activity).toHaveLength(1);
    expect(restFailures.body.data.activity[0]).toMatchObject({ action: 'auth.login_failed', subject: { type: 'signInAttempt', username: 'omar' } });
    // An editor's filter still shows only their own actions: a failed sign-in is nobody's.
    expect((await feed(editor, { actions: ['SIGN_IN_FAILED'] })).entries).toEqual([]);
    expect((await feed(editor, { actions: ['SIGNED_IN', 'SIGNED_OUT'] })).entries.map((entry) => entry.action)).toEqual(['SIGNED_OUT', 'SIGNED_IN']);
  });

  it("folds one person's saves of one post, each within 10 minutes of the next, into one entry", async () => {
    const id = await createPost(editor, 'Autosaved');
    const minute = 60_000;
    const start = Date.now() - 60 * minute;
    const event = (action: string, actorId: number, minutes: number, target = `post:${id}`) =>
      app.db.auditEvent.create({ data: { action, actorId, target, createdAt: new Date(start + minutes * minute) } });
    // A session of four saves, then someone else's save, a session of two after a 15-minute pause,
    // a publication, and a save after it: four lines besides the creation.
    await event('post.updated', editorId, 1);
    await event('post.updated', editorId, 4);
    await event('post.updated', adminId, 5);
    await event('post.updated', editorId, 8);
    await event('post.updated', editorId, 12);
    await event('post.updated', editorId, 27);
    await event('post.updated', editorId, 30);
    await event('post.published', editorId, 31);
    await event('post.updated', editorId, 33);

    const entries = (await feed(admin)).entries;
    expect(entries.map((entry) => [entry.action, entry.actor.username, entry.count])).toEqual([
      ['POST_UPDATED', 'omar', 1],
      ['POST_PUBLISHED', 'omar', 1],
      ['POST_UPDATED', 'omar', 2],
      ['POST_UPDATED', 'omar', 4],
      ['POST_UPDATED', 'layla', 1],
      ['POST_CREATED', 'omar', 1],
    ]);
  });

  it('pages with endCursor without repeating or losing an entry', async () => {
    for (let n = 1; n <= 7; n++) await createPost(editor, `Post number ${n}`);
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const { entries, pageInfo } = await feed(editor, { first: 3, after });
      seen.push(...entries.map((entry) => entry.subject.slug));
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1].map((n) => `post-number-${n}`));

    const first = await rest('/api/activity?limit=4', editor);
    expect(first.body.data).toMatchObject({ hasMore: true });
    const second = await rest(`/api/activity?limit=4&before=${first.body.data.nextBefore}`, editor);
    expect(second.body.data).toMatchObject({ hasMore: false, nextBefore: null });
    expect([...first.body.data.activity, ...second.body.data.activity].map((entry: Entry) => entry.subject.slug)).toEqual(seen);
  });

  it('refuses bad paging and filters with 400, naming the argument', async () => {
    for (const [variables, field] of [
      [{ first: 51 }, 'first'],
      [{ first: -1 }, 'first'],
      [{ after: 'not a cursor' }, 'after'],
      [{ after: Buffer.from('Activity:0').toString('base64') }, 'after'],
      [{ after: Buffer.from('OffsetConnection:3').toString('base64') }, 'after'],
    ] as const) {
      const result = await app.graphql(feedQuery, variables, admin);
      expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { [field]: 'invalid' } });
    }
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['before=abc', 'before'],
      ['actions=post.published,nothing', 'actions'],
      ['lang=fr', 'lang'],
    ]) {
      const { status, body } = await rest(`/api/activity?${query}`, admin);
      expect(status, query).toBe(400);
      expect(body.details, query).toEqual({ [field]: 'invalid' });
    }
  });
});

describe('actors and subjects that are gone', () => {
  it('names a deleted post and account, and shows a deleted actor as none', async () => {
    const writer = await app.createStaff({ username: 'temp-writer', role: 'EDITOR' });
    const writerToken = await app.signIn(writer.username, writer.password);
    const id = await createPost(writerToken, 'Short-lived post', 'مقال قصير العمر');
    const kept = await createPost(writerToken, 'A post that stays');
    expect((await app.request(`/api/blogs/${id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await app.request(`/api/users/${writer.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    const { id: messageId } = await message('Deleted Sender');
    await app.request(`/api/contact-messages/${messageId}`, { method: 'PATCH', json: { status: 'archived' }, token: admin });
    await app.request(`/api/contact-messages/${messageId}`, { method: 'DELETE', token: admin });

    const entries = (await feed(admin)).entries;
    expect(entries.map((entry) => [entry.action, entry.actor?.username ?? null, entry.subject?.__typename])).toEqual([
      ['CONTACT_MESSAGE_DELETED', 'layla', 'RemovedActivitySubject'],
      ['CONTACT_MESSAGE_UPDATED', 'layla', 'RemovedActivitySubject'],
      ['USER_DELETED', 'layla', 'RemovedActivitySubject'],
      ['POST_DELETED', 'layla', 'RemovedActivitySubject'],
      ['POST_CREATED', null, 'Post'],
      ['POST_CREATED', null, 'RemovedActivitySubject'],
    ]);
    const [contactDeleted, contactUpdated, userDeleted, postDeleted, keptCreated, goneCreated] = entries;
    // A deleted enquiry's sender is not kept anywhere: it was deleted for a reason.
    expect(contactDeleted.subject).toEqual({ __typename: 'RemovedActivitySubject', kind: 'CONTACT_MESSAGE', databaseId: messageId, name: null, nameAr: null });
    expect(contactUpdated.contactStatus).toBe('ARCHIVED');
    expect(userDeleted.subject).toMatchObject({ kind: 'USER', databaseId: writer.id, name: 'temp-writer' });
    expect(postDeleted.subject).toEqual({
      __typename: 'RemovedActivitySubject',
      kind: 'POST',
      databaseId: id,
      name: 'Short-lived post',
      nameAr: 'مقال قصير العمر',
    });
    expect(keptCreated.subject).toMatchObject({ id: postId(kept) });
    expect(goneCreated.subject).toMatchObject({ kind: 'POST', databaseId: id, name: 'Short-lived post' });

    // Alone on its page, a deletion still names what it deleted.
    const [alone] = (await feed(admin, { first: 1, actions: ['USER_DELETED'] })).entries;
    expect(alone.subject).toMatchObject({ kind: 'USER', name: 'temp-writer' });

    const restEntries = (await rest('/api/activity?lang=ar', admin)).body.data.activity;
    expect(restEntries[3]).toMatchObject({ action: 'post.deleted', subject: { type: 'post', id, name: 'مقال قصير العمر', removed: true } });
    expect(restEntries[4]).toMatchObject({ actor: null, subject: { type: 'post', id: kept, title: 'A post that stays' } });
  });

  it('says when the command line reset a password', async () => {
    await app.db.auditEvent.create({ data: { action: 'user.password_reset', actorId: null, target: `user:${editorId}`, ip: 'cli', detail: '{"via":"cli"}' } });
    const [entry] = (await feed(admin)).entries;
    expect(entry).toMatchObject({ action: 'PASSWORD_RESET', actor: null, fromCommandLine: true, subject: { __typename: 'User', username: 'omar' } });
  });
});

describe('images', () => {
  it('names an uploaded image, and a deleted one by its file name; alt text changes only when asked for', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#12a4d9' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'harbour at dusk.png');
    const uploaded = await app.call('/api/media', { method: 'POST', body: form, token: editor });
    expect(uploaded.status, uploaded.text).toBe(201);
    const mediaId: number = uploaded.body.data.id;
    const patched = await app.call(`/api/media/${mediaId}`, { method: 'PATCH', json: { altEn: 'The harbour' }, token: editor });
    expect(patched.status, patched.text).toBe(200);

    const [upload] = (await feed(editor)).entries;
    expect(upload).toMatchObject({
      action: 'MEDIA_UPLOADED',
      actor: { username: 'omar' },
      subject: { __typename: 'Media', databaseId: mediaId, fileName: 'harbour at dusk.png' },
    });
    expect((await feed(editor, { actions: ['MEDIA_UPDATED'] })).entries.map((entry) => entry.action)).toEqual(['MEDIA_UPDATED']);

    expect((await app.call(`/api/media/${mediaId}`, { method: 'DELETE', token: editor })).status).toBe(200);
    const entries = (await feed(admin)).entries;
    expect(entries.map((entry) => entry.action)).toEqual(['MEDIA_DELETED', 'MEDIA_UPLOADED']);
    for (const entry of entries) {
      expect(entry.subject).toEqual({
        __typename: 'RemovedActivitySubject',
        kind: 'MEDIA',
        databaseId: mediaId,
        name: 'harbour at dusk.png',
        nameAr: 'harbour at dusk.png',
      });
    }
    const restEntries = (await rest('/api/activity', admin)).body.data.activity;
    expect(restEntries[0]).toMatchObject({ action: 'media.deleted', subject: { type: 'media', id: mediaId, name: 'harbour at dusk.png', removed: true } });
  });

  it('gives REST an image still in the library by its number and name', async () => {
    const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#d9a412' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const uploaded = await app.call('/api/media', { method: 'POST', body: form, token: admin });
    expect(uploaded.status, uploaded.text).toBe(201);
    const [entry] = (await rest('/api/activity', admin)).body.data.activity;
    expect(entry).toMatchObject({ action: 'media.uploaded', subject: { type: 'media', id: uploaded.body.data.id, name: 'logo.png' } });
    await app.call(`/api/media/${uploaded.body.data.id}`, { method: 'DELETE', token: admin });
  });
});

describe('both doors', () => {
  it('REST answers what GraphQL does', async () => {
    const id = await createPost(editor, 'Both doors', 'بابان');
    await publish(editor, id, 1, new Date(Date.now() + 86_400_000).toISOString());
    const { id: messageId } = await message();
    await app.request(`/api/contact-messages/${messageId}`, { method: 'PATCH', json: { status: 'read' }, token: admin });
    await app.request('/api/contact-messages.csv?status=read', { token: admin });
    await app.graphql('mutation { updateOwnProfile(input: { bio: "Writes about AI" }) { user { id } } }', {}, editor);

    const graph = (await feed(admin, { first: 10 })).entries;
    const { status, body } = await rest('/api/activity?limit=10&lang=ar', admin);
    expect(status).toBe(200);
    const restEntries = body.data.activity;
    expect(restEntries.map((entry: Entry) => entry.id)).toEqual(graph.map((entry) => entry.databaseId));
    expect(restEntries.map((entry: Entry) => entry.action)).toEqual(['user.updated', 'contact.exported', 'contact.updated', 'post.published', 'post.created']);
    expect(graph.map((entry) => entry.action)).toEqual([
      'USER_UPDATED',
      'CONTACT_MESSAGES_EXPORTED',
      'CONTACT_MESSAGE_UPDATED',
      'POST_PUBLISHED',
      'POST_CREATED',
    ]);
    restEntries.forEach((entry: Entry, index: number) => {
      const node = graph[index];
      expect(entry).toMatchObject({
        createdAt: node.createdAt,
        count: node.count,
        scheduledFor: node.scheduledFor,
        contactStatus: node.contactStatus,
        ownProfile: node.ownProfile,
        ip: node.ip,
      });
      expect(entry.actor?.username).toBe(node.actor?.username);
    });
    expect(graph[0]).toMatchObject({ ownProfile: true, subject: { __typename: 'User', username: 'omar' } });
    expect(restEntries[0].subject).toMatchObject({ type: 'user', id: editorId, username: 'omar' });
    expect(graph[1].subject).toEqual({ __typename: 'ContactMessageExport', count: 1, status: 'READ', searched: false });
    expect(restEntries[1].subject).toEqual({ type: 'export', count: 1, status: 'READ', searched: false });
    expect(restEntries[2].subject).toMatchObject({ type: 'contactMessage', id: messageId, fullName: 'Noura Al Mansoori' });
    expect(graph[3].scheduledFor).not.toBeNull();
    expect(restEntries[3].subject).toMatchObject({ type: 'post', id, title: 'بابان', status: 'PUBLISHED' });
  });
});

describe('pages and menus', () => {
  it('names a page by its path at every step, linked while it exists, and by its path once deleted', async () => {
    let page = await writePage(editor, 'createPage', pageInput('/about'));
    const { id, databaseId } = page;
    // Two autosaves a few seconds apart: one entry.
    page = await writePage(editor, 'updatePage', { id, version: page.version, ...pageInput('/about', 'About Sovra') });
    page = await writePage(editor, 'updatePage', { id, version: page.version, ...pageInput('/about', 'About the team') });
    page = await writePage(editor, 'publishPage', { id, version: page.version });
    page = await writePage(editor, 'unpublishPage', { id, version: page.version });
    page = await writePage(editor, 'restorePageRevision', { id, revision: 1, version: page.version });
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await writePage(admin, 'publishPage', { id, version: page.version, publishedAt: later });

    const shown = { __typename: 'Page', id, databaseId, path: '/about', pageStatus: 'PUBLISHED' };
    const entries = (await feed(admin)).entries;
    expect(entries.map((entry) => [entry.action, entry.actor.username, entry.count, entry.scheduledFor])).toEqual([
      ['PAGE_PUBLISHED', 'layla', 1, later],
      ['PAGE_RESTORED', 'omar', 1, null],
      ['PAGE_UNPUBLISHED', 'omar', 1, null],
      ['PAGE_PUBLISHED', 'omar', 1, null],
      ['PAGE_UPDATED', 'omar', 2, null],
      ['PAGE_CREATED', 'omar', 1, null],
    ]);
    for (const entry of entries) expect(entry.subject).toEqual(shown);
    // Editors see their own, as for posts.
    expect((await feed(editor)).entries.map((entry) => entry.action)).toEqual(entries.slice(1).map((entry) => entry.action));
    expect((await feed(otherEditor)).entries).toEqual([]);

    const restEntries = (await rest('/api/activity?lang=ar', admin)).body.data.activity;
    expect(restEntries.map((entry: Entry) => entry.action)).toEqual([
      'page.published',
      'page.restored',
      'page.unpublished',
      'page.published',
      'page.updated',
      'page.created',
    ]);
    expect(restEntries[0]).toMatchObject({
      scheduledFor: later,
      subject: { type: 'page', id: databaseId, path: '/about', status: 'PUBLISHED', publishedAt: later },
    });
    expect(restEntries[4]).toMatchObject({ count: 2, actor: { username: 'omar' } });

    expect((await app.request(`/api/pages/${databaseId}`, { method: 'DELETE', token: admin })).status).toBe(200);
    const afterDeletion = (await feed(admin)).entries;
    expect(afterDeletion.map((entry) => entry.action)).toEqual(['PAGE_DELETED', ...entries.map((entry) => entry.action)]);
    for (const entry of afterDeletion) {
      expect(entry.subject).toEqual({ __typename: 'RemovedActivitySubject', kind: 'PAGE', databaseId, name: '/about', nameAr: '/about' });
    }
    const [restDeleted] = (await rest('/api/activity?lang=ar', admin)).body.data.activity;
    expect(restDeleted).toMatchObject({
      action: 'page.deleted',
      actor: { username: 'layla' },
      subject: { type: 'page', id: databaseId, name: '/about', removed: true },
    });
  });

  it("folds one person's saves of one page as it does a post's, never a page's with a post's", async () => {
    const { databaseId } = await writePage(editor, 'createPage', pageInput('/careers', 'Careers'));
    const start = Date.now() - 60 * 60_000;
    const event = (action: string, minutes: number, target: string) =>
      app.db.auditEvent.create({ data: { action, actorId: editorId, target, createdAt: new Date(start + minutes * 60_000) } });
    await event('page.updated', 1, `page:${databaseId}`);
    await event('page.updated', 4, `page:${databaseId}`);
    // A post with the same number: saves of something else, which neither fold nor end the run.
    await event('post.updated', 6, `post:${databaseId}`);
    await event('page.updated', 8, `page:${databaseId}`);
    await event('page.updated', 30, `page:${databaseId}`);

    const entries = (await feed(editor)).entries;
    expect(entries.map((entry) => [entry.action, entry.count, entry.subject.__typename])).toEqual([
      ['PAGE_UPDATED', 1, 'Page'],
      ['PAGE_UPDATED', 3, 'Page'],
      ['POST_UPDATED', 1, 'RemovedActivitySubject'],
      ['PAGE_CREATED', 1, 'Page'],
    ]);
  });

  it('names the menu an admin changed, for admins', async () => {
    const { data } = await app.graphql('{ menus { name version items } }');
    const header = data.menus[0];
    const saved = await app.graphql(
      'mutation($input: UpdateMenuInput!) { updateMenu(input: $input) { menu { version } } }',
      { input: { name: 'HEADER', version: header.version, items: header.items } },
      admin,
    );
    expect(saved.errors).toBeUndefined();

    const [entry] = (await feed(admin)).entries;
    expect(entry).toMatchObject({ action: 'MENU_UPDATED', actor: { username: 'layla' }, subject: { __typename: 'Menu', menuName: 'HEADER' } });
    const [restEntry] = (await rest('/api/activity', admin)).body.data.activity;
    expect(restEntry).toMatchObject({ action: 'menu.updated', subject: { type: 'menu', name: 'header' } });
    // Only admins edit menus; an editor's feed holds their own actions only.
    expect((await feed(editor)).entries).toEqual([]);
  });
});

describe('cost', () => {
  it('reads a page of 5 entries and a page of 30 with the same number of queries', async () => {
    const { graphql, statements: counter, close } = await countingApp(app);
    try {
      // Ten of each kind of subject, each by a different action, then a deleted post and a menu.
      let lastPost = 0;
      for (let n = 0; n < 10; n++) {
        lastPost = await createPost(editor, `Counted ${n}`, `معدود ${n}`);
        const { id: messageId } = await message(`Sender ${n}`);
        await app.request(`/api/contact-messages/${messageId}`, { method: 'PATCH', json: { status: 'read' }, token: admin });
        await app.db.auditEvent.create({ data: { action: 'user.updated', actorId: adminId, target: `user:${n % 2 ? editorId : adminId}`, detail: '{}' } });
        await writePage(editor, 'createPage', pageInput(`/counted-${n}`, `Counted ${n}`));
      }
      expect((await app.request(`/api/blogs/${lastPost}`, { method: 'DELETE', token: admin })).status).toBe(200);
      await app.db.auditEvent.create({ data: { action: 'menu.updated', actorId: adminId, target: 'menu:footer', detail: '{}' } });
      const cost = async (first: number) => {
        const before = counter();
        const body = await graphql(feedQuery, { first }, admin);
        expect(body.errors).toBeUndefined();
        expect(body.data.recentActivity.edges).toHaveLength(first);
        return counter() - before;
      };
      // The newest five (a menu, a deleted post, a page, an account, an enquiry) need every lookup a page can need.
      // A first request warms what the app keeps in memory (settings), which is no cost of the feed.
      await cost(5);
      const five = await cost(5);
      const thirty = await cost(30);
      expect(thirty).toBe(five);
      // Session, events, accounts (actors too), posts, their titles, pages, menus, messages, deleted names: a handful, not one per entry.
      expect(thirty).toBeLessThanOrEqual(10);
    } finally {
      await close();
    }
  });
});
