import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ArticlePageQuery from '../../../web/src/__generated__/ArticlePageQuery.graphql.ts';
import sitePageQuery from '../../../web/src/__generated__/sitePageQuery$parameters.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { stubWebBuild } from '../testing/webBuild.ts';

// Pending changes over live content (issue 24, docs/publishing.md#pending-changes): an edit of a
// published post or page waits beside it; visitors (REST, GraphQL, the cached page, feeds) keep the
// published version until the changes are published, now, by the scheduler at their time, or
// discarded; a preview link shows them; scheduled unpublish takes an item off the site.

let build: ReturnType<typeof stubWebBuild>;
let app: TestApp;
let editor: string;

beforeAll(async () => {
  build = stubWebBuild(`
    const url = new URL(request.url);
    if (url.pathname === '/not-found') return { status: 404, html: '<main>' + JSON.stringify({ missing: page.language }) + '</main>' };
    if (url.pathname.startsWith('/blog/')) {
      const read = await runQuery({ id: '${ArticlePageQuery.params.id}' }, { slug: url.pathname.slice(6), locale: page.language });
      const post = read.data.post;
      return { status: post ? 200 : 404, html: '<main>' + JSON.stringify({ title: post && post.translation.title }) + '</main>' };
    }
    const read = await runQuery({ id: '${sitePageQuery.params.id}' }, { path: url.pathname, locale: page.language, withPage: true });
    const found = read.data.pageByPath;
    return { status: found ? 200 : 404, html: '<main>' + JSON.stringify({ title: found && found.view.title }) + '</main>' };
  `);
  app = createTestApp({ WEB_DIST: build.webDist, SSR_DIST: build.ssrDist, SITE_URL: 'https://sovra.example' });
  const e = await app.createStaff({ username: 'pending-editor', role: 'EDITOR' });
  editor = await app.signIn(e.username, e.password);
});
afterAll(async () => {
  await app.cleanup();
  build.remove();
});

const livePost = (slug: string, title = 'Sovereign AI in the Gulf', body = 'The published words.') => ({
  slug,
  status: 'published',
  tags: ['Sovereignty'],
  translations: { en: { title, excerpt: 'Published excerpt', body }, ar: { title: `عنوان ${slug}`, excerpt: 'ملخص', body: 'كلمات منشورة.' } },
});

async function call(path: string, method: string, json?: unknown, token: string | undefined = editor) {
  return app.call(path, { method, token, json });
}

async function publishedPost(slug: string) {
  const made = await call('/api/blogs', 'POST', livePost(slug));
  expect(made.status, made.text).toBe(201);
  return made.body.data as { id: number; version: number };
}

async function edit(id: number, version: number, slug: string, title: string, extra: Record<string, unknown> = {}) {
  const saved = await call(`/api/blogs/${id}`, 'PUT', { ...livePost(slug, title, 'The pending words.'), version, ...extra });
  expect(saved.status, saved.text).toBe(200);
  return saved.body.data as { id: number; version: number; title: string };
}

/** What a signed-out reader sees of the article: its page (through the public cache), REST, GraphQL and the list. */
async function readerSees(slug: string) {
  const page = await app.request(`/blog/${slug}`);
  const html = await page.text();
  const shown = /<main>(.*)<\/main>/.exec(html);
  const rest = await app.call(`/api/blogs/${slug}`);
  const graphql = await app.graphql(`{ post(slug: "${slug}") { translation(locale: en) { title body } } }`);
  const list = await app.call('/api/blogs?limit=50');
  return {
    page: shown ? ((JSON.parse(shown[1]) as { title?: string | null }).title ?? null) : null,
    rest: rest.body?.data?.title ?? null,
    graphql: graphql.data?.post?.translation.title ?? null,
    list: (list.body.data.blogs ?? list.body.data.posts ?? list.body.data.items ?? []).map((post: { title: string }) => post.title),
  };
}

describe('pending changes of a live post', () => {
  it("are not read by a contributor on another's live post, which they may not edit (null, an empty difference), though their editor selects them", async () => {
    const { id, version } = await publishedPost('gulf-contributor-reads');
    await edit(id, version, 'gulf-contributor-reads', 'Unpublished words of an editor');
    const c = await app.createStaff({ username: 'pending-contributor', role: 'CONTRIBUTOR' });
    const contributor = await app.signIn(c.username, c.password);
    const global = Buffer.from(`Post:${id}`).toString('base64');
    const query = 'query($id: ID!) { node(id: $id) { ... on Post { pendingChanges { content } pendingDiff(locale: en) { field } } } }';
    const theirs = await app.graphql(query, { id: global }, contributor);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data.node).toEqual({ pendingChanges: null, pendingDiff: [] });
    const editors = await app.graphql(query, { id: global }, editor);
    expect(editors.data.node.pendingChanges.content).toContain('Unpublished words of an editor');
  });

  it('take an earlier version put back from the history: visitors keep the published post until the changes are published', async () => {
    const { id, version } = await publishedPost('gulf-restored');
    const saved = await edit(id, version, 'gulf-restored', 'Sovereign AI, revised');
    const published = await call(`/api/blogs/${id}/publish-changes`, 'POST', { version: saved.version });
    expect((await readerSees('gulf-restored')).page).toBe('Sovereign AI, revised');
    const restored = await app.graphql(
      'mutation($id: ID!, $v: Int!) { restorePostRevision(input: { id: $id, revision: 1, version: $v }) { post { version pendingChanges { content } } } }',
      { id: Buffer.from(`Post:${id}`).toString('base64'), v: published.body.data.version },
      editor,
    );
    expect(restored.errors).toBeUndefined();
    expect(restored.data.restorePostRevision.post.pendingChanges.content).toContain('Sovereign AI in the Gulf');
    expect((await readerSees('gulf-restored')).page).toBe('Sovereign AI, revised');
    const live = await call(`/api/blogs/${id}/publish-changes`, 'POST', { version: restored.data.restorePostRevision.post.version });
    expect(live.status, live.text).toBe(200);
    expect((await readerSees('gulf-restored')).page).toBe('Sovereign AI in the Gulf');
  });

  it('leave visitors reading the published post (page, REST, GraphQL, list) until published; staff read both and the difference', async () => {
    const { id, version } = await publishedPost('gulf-pending');
    expect((await readerSees('gulf-pending')).page).toBe('Sovereign AI in the Gulf');
    const saved = await edit(id, version, 'gulf-pending', 'Sovereign AI, revised');
    // The answer is the post as visitors read it; the version moved on.
    expect(saved.title).toBe('Sovereign AI in the Gulf');
    expect(saved.version).toBe(version + 1);

    const seen = await readerSees('gulf-pending');
    expect(seen.page).toBe('Sovereign AI in the Gulf');
    expect(seen.rest).toBe('Sovereign AI in the Gulf');
    expect(seen.graphql).toBe('Sovereign AI in the Gulf');
    expect(seen.list).toContain('Sovereign AI in the Gulf');
    expect(seen.list).not.toContain('Sovereign AI, revised');
    const search = await app.call('/api/blogs?search=revised');
    expect(JSON.stringify(search.body)).not.toContain('revised');
    const feed = await (await app.request('/rss.xml')).text();
    expect(feed).toContain('Sovereign AI in the Gulf');
    expect(feed).not.toContain('revised');

    // Visitors cannot read the pending fields.
    const nosy = await app.graphql(`{ post(slug: "gulf-pending") { pendingChanges { content } } }`);
    expect(nosy.errors?.length).toBeTruthy();

    const global = Buffer.from(`Post:${id}`).toString('base64');
    const staff = await app.graphql(
      `query($id: ID!) { node(id: $id) { ... on Post { translation(locale: en) { title } pendingChanges { content savedAt publishAt } pendingDiff(locale: en) { field changes { kind text } } } } }`,
      { id: global },
      editor,
    );
    const node = staff.data.node;
    expect(node.translation.title).toBe('Sovereign AI in the Gulf');
    expect(JSON.parse(node.pendingChanges.content).translations.en.title).toBe('Sovereign AI, revised');
    expect(node.pendingChanges.publishAt).toBeNull();
    const title = node.pendingDiff.find((change: { field: string }) => change.field === 'title');
    expect(title.changes).toEqual(
      expect.arrayContaining([
        { kind: 'REMOVED', text: expect.stringContaining('in the Gulf') },
        { kind: 'ADDED', text: expect.stringContaining('revised') },
      ]),
    );
    expect(node.pendingDiff.map((change: { field: string }) => change.field)).toContain('body');
  });

  it('are published in one save: visitors read them, with a revision, a redirect for a new slug and the audit', async () => {
    const { id, version } = await publishedPost('gulf-publish');
    await readerSees('gulf-publish');
    const saved = await edit(id, version, 'gulf-published', 'Sovereign AI, now live');
    expect((await readerSees('gulf-publish')).page).toBe('Sovereign AI in the Gulf');
    const hashBefore = (await app.db.postTranslation.findFirstOrThrow({ where: { postId: id, locale: 'en' } })).textHash;
    expect(hashBefore).toBeTruthy();
    const published = await call(`/api/blogs/${id}/publish-changes`, 'POST', { version: saved.version });
    expect(published.status, published.text).toBe(200);
    expect(published.body.data).toMatchObject({ title: 'Sovereign AI, now live', slug: 'gulf-published', content: 'The pending words.' });

    const seen = await readerSees('gulf-published');
    expect(seen).toMatchObject({ page: 'Sovereign AI, now live', rest: 'Sovereign AI, now live', graphql: 'Sovereign AI, now live' });
    expect(seen.list).toContain('Sovereign AI, now live');
    const old = await app.request('/blog/gulf-publish');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toContain('/blog/gulf-published');
    const revisions = await app.db.postRevision.findMany({ where: { postId: id }, orderBy: { id: 'asc' } });
    expect(revisions.at(-1)).toMatchObject({ action: 'published' });
    expect(JSON.parse(revisions.at(-1)!.snapshot).translations.en.title).toBe('Sovereign AI, now live');
    const row = await app.db.post.findUniqueOrThrow({ where: { id } });
    expect(row.pendingChanges).toBeNull();
    const audit = await app.db.auditEvent.findMany({ where: { target: `post:${id}` }, orderBy: { id: 'asc' } });
    expect(audit.map((event) => event.action)).toEqual(['post.created', 'post.updated', 'post.published']);
    // The translation status follows the published text (pending text is not tracked).
    const english = await app.db.postTranslation.findFirstOrThrow({ where: { postId: id, locale: 'en' } });
    expect(english.textHash).not.toBe(hashBefore);

    // None left: a clear 400 naming them.
    const none = await call(`/api/blogs/${id}/publish-changes`, 'POST', { version: published.body.data.version });
    expect(none.status).toBe(400);
    expect(none.body.details).toEqual({ pendingChanges: 'none' });
  });

  it('are discarded: visitors and staff read the published post again', async () => {
    const { id, version } = await publishedPost('gulf-discard');
    const saved = await edit(id, version, 'gulf-discard', 'Never to be read');
    const discarded = await call(`/api/blogs/${id}/discard-changes`, 'POST', { version: saved.version });
    expect(discarded.status, discarded.text).toBe(200);
    expect(discarded.body.data.title).toBe('Sovereign AI in the Gulf');
    expect((await app.db.post.findUniqueOrThrow({ where: { id } })).pendingChanges).toBeNull();
    expect((await readerSees('gulf-discard')).page).toBe('Sovereign AI in the Gulf');
  });

  it('are refused with 409 from a stale version, and a bad version or time is a 400 naming the field', async () => {
    const { id, version } = await publishedPost('gulf-stale');
    await edit(id, version, 'gulf-stale', 'First editor');
    const second = await call(`/api/blogs/${id}`, 'PUT', { ...livePost('gulf-stale', 'Second editor'), version });
    expect(second.status).toBe(409);
    expect(second.body.details).toMatchObject({ version: 'stale' });
    const stalePublish = await call(`/api/blogs/${id}/publish-changes`, 'POST', { version });
    expect(stalePublish.status).toBe(409);
    const badVersion = await call(`/api/blogs/${id}/discard-changes`, 'POST', { version: 'two' });
    expect(badVersion.status).toBe(400);
    const badTime = await call(`/api/blogs/${id}/publish-changes`, 'POST', { version: version + 1, publishAt: 'tomorrow' });
    expect(badTime.status).toBe(400);
    expect(JSON.stringify(badTime.body)).toContain('publishAt');
    const past = await call(`/api/blogs/${id}`, 'PUT', { ...livePost('gulf-stale'), version: version + 1, unpublishAt: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.details).toEqual({ unpublishAt: 'before_publication' });
  });

  it('show through a preview link of the live post, while its public address shows the published text', async () => {
    const { id, version } = await publishedPost('gulf-preview');
    await edit(id, version, 'gulf-preview', 'Seen through the link');
    const made = await call(`/api/blogs/${id}/preview-links`, 'POST', {});
    expect(made.status, made.text).toBe(201);
    const previewed = await app.request(made.body.data.urls.en.replace('https://sovra.example', ''));
    expect(previewed.status).toBe(200);
    expect(await previewed.text()).toContain('Seen through the link');
    expect((await readerSees('gulf-preview')).page).toBe('Sovereign AI in the Gulf');
  });

  it('scheduled for a time are published by the scheduler then, not before', async () => {
    const { id, version } = await publishedPost('gulf-scheduled');
    await readerSees('gulf-scheduled');
    const saved = await edit(id, version, 'gulf-scheduled', 'Published by the scheduler');
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await call(`/api/blogs/${id}/publish-changes`, 'POST', { version: saved.version, publishAt: at.toISOString() });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.body.data.title).toBe('Sovereign AI in the Gulf');
    expect((await app.db.post.findUniqueOrThrow({ where: { id } })).changesPublishAt?.toISOString()).toBe(at.toISOString());

    expect(await app.scheduler.runDue(new Date(at.getTime() - 1000))).toBe(0);
    expect((await readerSees('gulf-scheduled')).page).toBe('Sovereign AI in the Gulf');
    expect(await app.scheduler.runDue(at)).toBe(1);
    expect((await readerSees('gulf-scheduled')).page).toBe('Published by the scheduler');
    const row = await app.db.post.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ pendingChanges: null, changesPublishAt: null });
    const last = await app.db.auditEvent.findFirstOrThrow({ where: { target: `post:${id}` }, orderBy: { id: 'desc' } });
    expect(last).toMatchObject({ action: 'post.published', actorId: null });
  });

  it('scheduled unpublish takes the post off the site at its time', async () => {
    const { id, version } = await publishedPost('gulf-unpublish');
    const at = new Date(Date.now() + 7_200_000);
    const saved = await call(`/api/blogs/${id}`, 'PUT', { ...livePost('gulf-unpublish'), version, unpublishAt: at.toISOString() });
    expect(saved.status, saved.text).toBe(200);
    expect((await readerSees('gulf-unpublish')).page).toBe('Sovereign AI in the Gulf');
    expect(await app.scheduler.runDue(new Date(at.getTime() - 1000))).toBe(0);
    expect(await app.scheduler.runDue(at)).toBe(1);
    const seen = await readerSees('gulf-unpublish');
    expect(seen.page).toBeNull();
    expect(seen.rest).toBeNull();
    expect(seen.graphql).toBeNull();
    expect(await app.db.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'DRAFT', unpublishAt: null });
  });
});

describe('pending changes of a live page', () => {
  const livePage = (title: string) => ({
    path: '/partners',
    status: 'published',
    translations: { en: { title }, ar: { title: 'الشركاء' } },
    blocks: [{ type: 'callToAction', id: 'cta', title: { en: 'Talk', ar: 'تحدث' }, action: { label: { en: 'Book', ar: 'احجز' }, link: { kind: 'booking' } } }],
  });

  it('wait until published, through the shared path, and the scheduler unpublishes a page at its time', async () => {
    const made = await call('/api/pages', 'POST', livePage('Partners'));
    expect(made.status, made.text).toBe(201);
    const { id, version } = made.body.data;
    const shown = async () => {
      const html = await (await app.request('/partners')).text();
      const found = /<main>(.*)<\/main>/.exec(html);
      return found ? ((JSON.parse(found[1]) as { title?: string | null }).title ?? null) : null;
    };
    expect(await shown()).toBe('Partners');
    const saved = await call(`/api/pages/${id}`, 'PUT', { ...livePage('Partners, revised'), version });
    expect(saved.status, saved.text).toBe(200);
    expect(await shown()).toBe('Partners');
    const stale = await call(`/api/pages/${id}/publish-changes`, 'POST', { version });
    expect(stale.status).toBe(409);
    const published = await call(`/api/pages/${id}/publish-changes`, 'POST', { version: saved.body.data.version });
    expect(published.status, published.text).toBe(200);
    expect(await shown()).toBe('Partners, revised');

    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await call(`/api/pages/${id}`, 'PUT', {
      ...livePage('Partners, revised'),
      version: published.body.data.version,
      unpublishAt: at.toISOString(),
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(await app.scheduler.runDue(at)).toBe(1);
    expect(await shown()).toBeNull();
  });
});
