import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ArticlePageQuery from '../../../web/src/__generated__/ArticlePageQuery.graphql.ts';
import sitePageQuery from '../../../web/src/__generated__/sitePageQuery$parameters.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { stubWebBuild } from '../testing/webBuild.ts';

// Preview links (issue 24, docs/publishing.md): staff make a link to a draft post or page, anyone
// holding it reads the draft in either language as the public site renders it, until it expires or
// is revoked, after which it is the site's 404. The hostile cases: previewLinksAttack.test.ts.

let build: ReturnType<typeof stubWebBuild>;
let app: TestApp;
let editor: string;
let otherEditor: string;
let admin: string;

beforeAll(async () => {
  // The web app's own reads, as the real renderer runs them: an article by its slug, a page by its path.
  // The article's page also asks for another draft by its slug, which no link may show.
  build = stubWebBuild(`
    const url = new URL(request.url);
    const notice = page.preview ? page.preview.expiresAt : null;
    if (url.pathname === '/not-found') return { status: 404, html: '<main>' + JSON.stringify({ missing: page.language }) + '</main>' };
    if (url.pathname.startsWith('/blog/')) {
      const read = await runQuery({ id: '${ArticlePageQuery.params.id}' }, { slug: url.pathname.slice(6), locale: page.language });
      const other = await runQuery({ id: '${ArticlePageQuery.params.id}' }, { slug: 'another-secret-draft', locale: page.language });
      const post = read.data.post;
      return { status: post ? 200 : 404, html: '<main>' + JSON.stringify({ title: post && post.translation.title, other: other.data.post, notice }) + '</main>' };
    }
    const read = await runQuery({ id: '${sitePageQuery.params.id}' }, { path: url.pathname, locale: page.language, withPage: true });
    const found = read.data.pageByPath;
    return { status: found ? 200 : 404, html: '<main>' + JSON.stringify({ title: found && found.view.title, notice }) + '</main>' };
  `);
  app = createTestApp({ WEB_DIST: build.webDist, SSR_DIST: build.ssrDist, SITE_URL: 'https://sovra.example' });
  const [e, o, a] = await Promise.all([
    app.createStaff({ username: 'preview-editor', role: 'EDITOR' }),
    app.createStaff({ username: 'preview-other', role: 'EDITOR' }),
    app.createStaff({ username: 'preview-admin', role: 'ADMIN' }),
  ]);
  editor = await app.signIn(e.username, e.password);
  otherEditor = await app.signIn(o.username, o.password);
  admin = await app.signIn(a.username, a.password);
});
afterAll(async () => {
  await app.cleanup();
  build.remove();
});

const post = (slug: string, status = 'draft') => ({
  slug,
  status,
  tags: [],
  translations: {
    en: { title: `Draft ${slug}`, excerpt: 'Not yet public', body: 'Secret words.' },
    ar: { title: `مسودة ${slug}`, excerpt: 'ليست عامة بعد', body: 'كلمات سرية.' },
  },
});

const page = (path: string) => ({
  path,
  status: 'draft',
  translations: { en: { title: 'Partners draft' }, ar: { title: 'مسودة الشركاء' } },
  blocks: [{ type: 'callToAction', id: 'cta', title: { en: 'Talk', ar: 'تحدث' }, action: { label: { en: 'Book', ar: 'احجز' }, link: { kind: 'booking' } } }],
});

async function created(kind: 'blogs' | 'pages', body: Record<string, unknown>): Promise<number> {
  const answer = await app.call(`/api/${kind}`, { method: 'POST', token: editor, json: body });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.data.id;
}

async function link(kind: 'blogs' | 'pages', id: number, json: Record<string, unknown> = {}, token = editor) {
  const answer = await app.call(`/api/${kind}/${id}/preview-links`, { method: 'POST', token, json });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.data as { id: number; token: string; expiresAt: string; createdByName: string; urls: { en: string; ar: string } };
}

/** What a visitor holding an address sees: its status, what the page showed, and the answer's headers. */
async function open(address: string) {
  const answer = await app.request(address);
  const text = await answer.text();
  const shown = /<main>(.*)<\/main>/.exec(text);
  return { status: answer.status, shown: shown ? JSON.parse(shown[1]) : null, headers: answer.headers, text };
}

const path = (url: string) => url.replace('https://sovra.example', '');

describe('a preview link to a draft post', () => {
  it('shows the draft in English and Arabic to anyone holding it, privately and unindexed, while the post stays unpublished', async () => {
    const id = await created('blogs', post('gulf-launch-plan'));
    const made = await link('blogs', id);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.urls).toEqual({
      en: `https://sovra.example/preview/${made.token}?lang=en`,
      ar: `https://sovra.example/preview/${made.token}?lang=ar`,
    });
    expect(made.createdByName).toBeTruthy();
    expect(new Date(made.expiresAt).getTime() - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);

    // Only the token's SHA-256 is kept.
    const stored = await app.db.previewLink.findUniqueOrThrow({ where: { id: made.id } });
    expect(stored.tokenHash).toBe(createHash('sha256').update(made.token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(made.token);

    const english = await open(path(made.urls.en));
    expect(english.status).toBe(200);
    expect(english.shown).toMatchObject({ title: 'Draft gulf-launch-plan', notice: stored.expiresAt.toISOString() });
    expect(english.headers.get('cache-control')).toBe('private, no-store');
    expect(english.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(english.headers.get('referrer-policy')).toBe('no-referrer');
    expect(english.headers.get('x-cache')).toBeNull();

    const arabic = await open(path(made.urls.ar));
    expect(arabic.shown).toMatchObject({ title: 'مسودة gulf-launch-plan' });

    // The public site still knows nothing of it.
    expect((await open('/blog/gulf-launch-plan')).status).toBe(404);
    const anonymous = await app.call('/graphql', { method: 'POST', json: { query: '{ post(slug: "gulf-launch-plan") { id } }' } });
    expect(anonymous.body.data.post).toBeNull();
    for (const feed of ['/sitemap.xml', '/rss.xml', '/rss.xml?lang=ar']) {
      const answer = await app.request(feed);
      expect(answer.status, feed).toBe(200);
      const text = await answer.text();
      expect(text).not.toContain('gulf-launch-plan');
      expect(text).not.toContain('/preview/');
    }
    const list = await app.call('/api/blogs');
    expect(JSON.stringify(list.body)).not.toContain('gulf-launch-plan');
  });

  it('shows the post as saved since, and survives a change of slug', async () => {
    const id = await created('blogs', post('first-slug'));
    const made = await link('blogs', id);
    const { version } = await app.db.post.findUniqueOrThrow({ where: { id } });
    const saved = await app.call(`/api/blogs/${id}`, { method: 'PUT', token: editor, json: { ...post('second-slug'), version } });
    expect(saved.status, saved.text).toBe(200);
    expect((await open(path(made.urls.en))).shown).toMatchObject({ title: 'Draft second-slug' });
  });

  it('never shows another post: not another draft by its slug, nor what a link to a page would', async () => {
    await created('blogs', post('another-secret-draft'));
    const id = await created('blogs', post('the-shared-one'));
    const made = await link('blogs', id);
    const opened = await open(path(made.urls.en));
    expect(opened.shown).toMatchObject({ title: 'Draft the-shared-one', other: null });
  });

  it('is a 404 once revoked, once expired, once its post is deleted or its maker deactivated, like any missing page', async () => {
    const missing = await open(`/preview/${'A'.repeat(43)}?lang=en`);
    expect(missing).toMatchObject({ status: 404, shown: { missing: 'en' } });
    expect(missing.headers.get('cache-control')).toBe('private, no-store');

    const revokedId = await created('blogs', post('to-revoke'));
    const revoked = await link('blogs', revokedId);
    expect((await open(path(revoked.urls.en))).status).toBe(200);
    const answer = await app.call(`/api/preview-links/${revoked.id}`, { method: 'DELETE', token: editor });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toMatchObject({ id: revoked.id, message: 'Preview link revoked' });
    const afterRevoke = await open(path(revoked.urls.en));
    expect(afterRevoke.status).toBe(404);
    expect(afterRevoke.text).toBe(missing.text);

    const expiredId = await created('blogs', post('to-expire'));
    const expired = await link('blogs', expiredId, { expiresInDays: 1 });
    await app.db.previewLink.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await open(path(expired.urls.en))).text).toBe(missing.text);

    const deletedId = await created('blogs', post('to-delete'));
    const deleted = await link('blogs', deletedId);
    const removal = await app.call(`/api/blogs/${deletedId}`, { method: 'DELETE', token: admin });
    expect(removal.status, removal.text).toBe(200);
    expect((await open(path(deleted.urls.en))).text).toBe(missing.text);
    expect(await app.db.previewLink.findUnique({ where: { id: deleted.id } })).toBeNull();

    // Made by someone whose account is then deactivated: dead with their access.
    const leaver = await app.createStaff({ username: 'preview-leaver', role: 'EDITOR' });
    const theirs = await link('blogs', await created('blogs', post('by-a-leaver')), {}, await app.signIn(leaver.username, leaver.password));
    expect((await open(path(theirs.urls.en))).status).toBe(200);
    const deactivated = await app.call(`/api/users/${leaver.id}`, { method: 'PUT', token: admin, json: { active: false } });
    expect(deactivated.status, deactivated.text).toBe(200);
    expect((await open(path(theirs.urls.en))).text).toBe(missing.text);
  });

  it('lists the links still open on the post for staff, and audits making and revoking them', async () => {
    const id = await created('blogs', post('listed-links'));
    const kept = await link('blogs', id, { expiresInDays: 30 });
    const gone = await link('blogs', id, { expiresInDays: 1 }, otherEditor);
    // Anyone who may edit the post revokes a link, not only its creator.
    expect((await app.call(`/api/preview-links/${gone.id}`, { method: 'DELETE', token: editor })).status).toBe(200);
    const query = `query($id: ID!) { node(id: $id) { ... on Post { previewLinks { databaseId expiresAt createdByName revokedAt } } } }`;
    const postId = Buffer.from(`Post:${id}`).toString('base64');
    const listed = await app.call('/graphql', { method: 'POST', token: editor, json: { query, variables: { id: postId } } });
    expect(listed.body.data.node.previewLinks).toEqual([
      { databaseId: kept.id, expiresAt: kept.expiresAt, createdByName: expect.any(String), revokedAt: null },
    ]);
    const audit = await app.db.auditEvent.findMany({ where: { target: `post:${id}` }, orderBy: { id: 'asc' } });
    expect(audit.map((event) => event.action).filter((action) => action.startsWith('preview.'))).toEqual([
      'preview.created',
      'preview.created',
      'preview.revoked',
    ]);
    expect(audit.map((event) => event.detail).join(' ')).not.toContain(kept.token);
  });
});

describe('a preview link to a draft page', () => {
  it('shows the draft page in both languages, then a 404 once revoked', async () => {
    const id = await created('pages', page('/partners-draft'));
    const made = await link('pages', id);
    expect((await open(path(made.urls.en))).shown).toMatchObject({ title: 'Partners draft' });
    expect((await open(path(made.urls.ar))).shown).toMatchObject({ title: 'مسودة الشركاء' });
    expect((await open('/partners-draft')).status).toBe(404);
    expect((await app.call(`/api/preview-links/${made.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await open(path(made.urls.en))).status).toBe(404);
  });
});

describe('refusals', () => {
  it('keeps at most 25 links open to one item, even when made at once; a revoked one frees its place', async () => {
    const id = await created('blogs', post('many-links-post'));
    const made = await Promise.all(Array.from({ length: 30 }, () => app.call(`/api/blogs/${id}/preview-links`, { method: 'POST', token: editor, json: {} })));
    expect(made.filter((answer) => answer.status === 201)).toHaveLength(25);
    const refused = made.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body.details])).toEqual(Array(5).fill([409, { previewLinks: 'too_many' }]));
    expect(await app.db.previewLink.count({ where: { postId: id } })).toBe(25);
    const first = made.find((answer) => answer.status === 201)!.body.data.id;
    expect((await app.call(`/api/preview-links/${first}`, { method: 'DELETE', token: editor })).status).toBe(200);
    await link('blogs', id);
  });

  it('answers bad input with a 4xx naming the field, never a 500', async () => {
    const id = await created('blogs', post('refusals-post'));
    const tooLong = await app.call(`/api/blogs/${id}/preview-links`, { method: 'POST', token: editor, json: { expiresInDays: 3 } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details).toMatchObject({ expiresInDays: 'invalid' });
    const text = await app.call(`/api/blogs/${id}/preview-links`, { method: 'POST', token: editor, json: { expiresInDays: 'seven' } });
    expect(text.status).toBe(400);
    expect((await app.call('/api/blogs/999999/preview-links', { method: 'POST', token: editor, json: {} })).status).toBe(404);
    expect((await app.call('/api/pages/999999/preview-links', { method: 'POST', token: editor, json: {} })).status).toBe(404);
    expect((await app.call(`/api/blogs/${id}/preview-links`, { method: 'POST', json: {} })).status).toBe(401);
    expect((await app.call('/api/preview-links/999999', { method: 'DELETE', token: editor })).status).toBe(404);
    expect((await app.call('/api/preview-links/abc', { method: 'DELETE', token: editor })).status).toBe(400);
    const wrongKind = await app.call('/graphql', {
      method: 'POST',
      token: editor,
      json: {
        query: 'mutation($id: ID!) { createPreviewLink(input: { subjectId: $id }) { token } }',
        variables: { id: Buffer.from('User:1').toString('base64') },
      },
    });
    expect(wrongKind.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { subjectId: 'invalid' } });
  });
});
