import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PagesAdminPageQuery from '../../web/src/__generated__/PagesAdminPageQuery.graphql.ts';
import { loadPersistedDocuments } from './graphql/persisted.ts';
import { createTestApp, type TestApp } from './testing/testApp.ts';
import { stubWebBuild } from './testing/webBuild.ts';

// Issue 24 attacked from outside after it was built (preview links, tags, translation status):
// each finding kept as the test that failed before its fix.

const logLines: string[] = [];
let build: ReturnType<typeof stubWebBuild>;
let app: TestApp;
let editor: string;

beforeAll(async () => {
  build = stubWebBuild(`return { status: 200, html: '<main>' + new URL(request.url).pathname + '</main>' };`);
  app = createTestApp(
    { WEB_DIST: build.webDist, SSR_DIST: build.ssrDist, NODE_ENV: 'production' },
    { log: pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) }) },
  );
  const e = await app.createStaff({ username: 'attack24-editor', role: 'EDITOR' });
  editor = await app.signIn(e.username, e.password);
});
afterAll(async () => {
  await app.cleanup();
  build.remove();
});

let posts = 0;
async function post(tags: string[], status = 'draft') {
  posts++;
  const created = await app.call('/api/blogs', {
    method: 'POST',
    token: editor,
    json: { slug: `attack24-${posts}`, status, tags, translations: { en: { title: `Attack ${posts}`, excerpt: 'Secret', body: 'Secret words.' } } },
  });
  expect(created.status, created.text).toBe(201);
  return created.body.data as { id: number; tags: { slug: string; name: string }[] };
}

describe('preview links', () => {
  it('the token of a link opened never reaches the logs (the request line names /preview/ without it)', async () => {
    const { id } = await post([]);
    const made = await app.call(`/api/blogs/${id}/preview-links`, { method: 'POST', token: editor, json: {} });
    expect(made.status, made.text).toBe(201);
    const token: string = made.body.data.token;
    logLines.length = 0;
    for (const address of [`/preview/${token}?lang=en`, `/preview/${token}/`, `/preview/${token.slice(1)}`]) {
      expect((await app.request(address, { ip: '203.0.113.24' })).status).not.toBe(500);
    }
    expect(logLines.some((line) => line.includes('/preview/'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(token.slice(1));
  });
});

describe('tags with names that look like another tag’s', () => {
  it('invisible characters in a name do not make a second tag that reads as the first', async () => {
    const first = await post(['UAE']);
    const [tag] = first.tags;
    for (const lookalike of ['U\u200BAE', 'UAE\u2060', '\uFEFFUAE', 'U\u200DA\u200CE', 'U\u00ADAE']) {
      const again = await post([lookalike]);
      expect({ lookalike, tags: again.tags }).toEqual({ lookalike, tags: [tag] });
    }
    // Nor can another tag be renamed to it.
    const other = (await post(['Sovereignty'])).tags[0];
    const list = await app.call(`/api/tags?search=${other.slug}`, { token: editor });
    const otherId = list.body.data.tags.find((t: { slug: string }) => t.slug === other.slug).id;
    const renamed = await app.call(`/api/tags/${otherId}`, { method: 'PUT', token: editor, json: { en: 'U\u200BAE' } });
    expect(renamed.status, renamed.text).toBe(409);
  });

  it('an Arabic name with a tatweel or diacritics is the same tag as without', async () => {
    const [tag] = (await post(['الإمارات'])).tags;
    for (const lookalike of ['الإمـارات', 'الإِمارات', 'الإمارات\u064B']) {
      const again = await post([lookalike]);
      expect({ lookalike, tags: again.tags }).toEqual({ lookalike, tags: [tag] });
    }
    // A name of tatweels (or zero-width characters) alone has nothing to read: refused.
    for (const empty of ['\u0640\u0640\u0640', '\u200B\u200D']) {
      const refused = await app.call('/api/blogs', {
        method: 'POST',
        token: editor,
        json: { slug: `attack24-empty-${empty.length}`, status: 'draft', tags: [empty], translations: { en: { title: 'Empty', body: 'Words.' } } },
      });
      expect(refused.status, refused.text).toBe(400);
    }
  });
});

describe('translation status', () => {
  it('the changes of a language are a diff each, too much work to ask of twenty posts at once (100,000-character bodies: 2.4 s), one is allowed', async () => {
    const fields = 'translationChanges(locale: ar) { field changes { kind text } }';
    const many = await app.request('/graphql', {
      method: 'POST',
      token: editor,
      json: { query: `{ adminPosts(first: 20) { edges { node { id ${fields} } } } }` },
    });
    expect(many.status).toBe(400);
    expect((await many.json()).errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
    const { id } = await post([]);
    const one = await app.graphql(`{ node(id: "${Buffer.from(`Post:${id}`).toString('base64')}") { ... on Post { ${fields} } } }`, {}, editor);
    expect(one).toEqual({ data: { node: { translationChanges: [] } } });
  });
});

describe('the GraphQL cost of what the admin screens ask', () => {
  it('the pages screen (a hundred pages with their blocks, names and translation status) is not refused as too costly', async () => {
    const text = PagesAdminPageQuery.params.id ? loadPersistedDocuments().text(PagesAdminPageQuery.params.id) : PagesAdminPageQuery.params.text;
    const answer = await app.request('/graphql', { method: 'POST', token: editor, json: { query: text } });
    const body = await answer.json();
    expect({ status: answer.status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
    expect(Array.isArray(body.data.pages.edges)).toBe(true);
  });
});

describe('tags merged in a chain, deleted while in use', () => {
  const idOf = async (slug: string) =>
    (await app.call(`/api/tags?search=${slug}`, { token: editor })).body.data.tags.find((t: { slug: string }) => t.slug === slug).id;

  it('A into B, then B into C: the old addresses of A and B lead to C, a merge into a tag gone is a 404', async () => {
    const [a] = (await post(['Chain Alpha'], 'published')).tags;
    const [b] = (await post(['Chain Beta'], 'published')).tags;
    const [c] = (await post(['Chain Gamma'], 'published')).tags;
    expect((await app.call(`/api/tags/${await idOf(a.slug)}/merge`, { method: 'POST', token: editor, json: { into: await idOf(b.slug) } })).status).toBe(200);
    const bId = await idOf(b.slug);
    expect((await app.call(`/api/tags/${bId}/merge`, { method: 'POST', token: editor, json: { into: await idOf(c.slug) } })).status).toBe(200);
    for (const old of [a.slug, b.slug]) {
      const moved = await app.request(`/blog?tag=${old}&lang=ar`, { ip: '203.0.113.30' });
      expect({ old, status: moved.status, location: moved.headers.get('location') }).toEqual({ old, status: 301, location: `/blog?lang=ar&tag=${c.slug}` });
    }
    // B is gone: nothing merges into it, and it merges into nothing.
    const cId = await idOf(c.slug);
    expect((await app.call(`/api/tags/${cId}/merge`, { method: 'POST', token: editor, json: { into: bId } })).status).toBe(404);
    expect((await app.call(`/api/tags/${bId}/merge`, { method: 'POST', token: editor, json: { into: cId } })).status).toBe(404);
    // B's and A's old slugs, typed, are C; a new tag never takes them back.
    expect((await post([b.slug, a.slug])).tags.map((t) => t.slug)).toEqual([c.slug]);
    expect((await post(['Chain Beta'])).tags.map((t) => t.slug)).not.toContain(b.slug);
  });

  it('a tag deleted while a published post has it leaves the public list at once (cached before)', async () => {
    const created = await post(['Deleted Soon'], 'published');
    const [tag] = created.tags;
    const read = async () => (await app.call(`/api/blogs?category=${tag.slug}`, { ip: '203.0.113.31' })).body;
    const before = await read();
    expect(before.data.blogs.map((p: { id: number }) => p.id)).toEqual([created.id]);
    await read();
    expect((await app.call(`/api/tags/${await idOf(tag.slug)}`, { method: 'DELETE', token: editor })).status).toBe(200);
    expect((await read()).data.blogs).toEqual([]);
    const mine = await app.call(`/api/blogs?limit=50`, { ip: '203.0.113.31' });
    const found = mine.body.data.blogs.find((p: { id: number }) => p.id === created.id);
    expect(found?.tags ?? []).toEqual([]);
  });
});
