import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservedPathSegments } from '../../web/src/api/pagePaths.ts';
import { createTestApp, type TestApp } from './testing/testApp.ts';

// Redirects under attack (issue 24): an admin's mistakes and a hostile client's tries to make the site
// send visitors elsewhere (an open redirect), to take over an address the server answers itself, or
// to send them round in circles; and two renames racing. Each bad address is a 400 naming the field at
// both doors, nothing stored; whatever is stored, every Location the site answers is a path of its own.
// The generic corpus (attack.test.ts) sends its hostile values to these routes too.

let app: TestApp;
let admin: string;
let editor: string;

beforeAll(async () => {
  app = createTestApp({ NODE_ENV: 'production' });
  const [a, e] = await Promise.all([
    app.createStaff({ username: 'redirects-attack-admin', role: 'ADMIN' }),
    app.createStaff({ username: 'redirects-attack-editor', role: 'EDITOR' }),
  ]);
  admin = await app.signIn(a.username, a.password);
  editor = await app.signIn(e.username, e.password);
});
afterAll(() => app.cleanup());

const stored = async () => JSON.stringify(await app.db.redirect.findMany({ orderBy: { id: 'asc' } }));

let made = 0;
const fresh = () => `/attack-old-${++made}`;

/** Sends a redirect through both doors; both must refuse it with 400 naming `field`. */
async function refusedAtBothDoors(input: Record<string, unknown>, field: 'from' | 'to') {
  const rest = await app.call('/api/redirects', { method: 'POST', token: admin, json: input });
  expect(
    { status: rest.status, named: Object.hasOwn(rest.body.details ?? {}, field) },
    `REST ${JSON.stringify(input).slice(0, 120)}: ${rest.text.slice(0, 300)}`,
  ).toEqual({
    status: 400,
    named: true,
  });
  const gql = await app.graphql('mutation ($input: CreateRedirectInput!) { createRedirect(input: $input) { redirect { id } } }', { input }, admin);
  // A NUL is refused before the service, naming the variable's path (graphql/wellFormed.ts).
  const named = Object.keys(gql.errors?.[0]?.extensions?.details ?? {});
  expect(named, `GraphQL ${JSON.stringify(input).slice(0, 120)}: ${JSON.stringify(gql).slice(0, 300)}`).toContainEqual(
    expect.stringMatching(new RegExp(`^(?:input\\.)?${field}$`)),
  );
  return rest.body;
}

/** What the site answers at an address: its status and Location. */
async function visit(address: string) {
  const answer = await app.request(address, { redirect: 'manual' });
  await answer.body?.cancel();
  return { status: answer.status, location: answer.headers.get('location') };
}

const elsewhere = [
  '//evil.com',
  '//evil.com/blog',
  '/\\evil.com',
  '\\\\evil.com',
  'https://evil.com',
  'HTTPS://evil.com/',
  'http:evil.com',
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'mailto:someone@evil.com',
  'evil.com',
  '%2F%2Fevil.com',
  '/%2F%2Fevil.com',
  '/%5Cevil.com',
  '/%2e%2e/%2e%2e/evil.com',
  '/\t/evil.com',
  '/about\r\nLocation: https://evil.com',
  '/about%0d%0aSet-Cookie:%20session=x',
  '/about\u0000',
  '/about?next=//evil.com',
  '/about#//evil.com',
  '/about/../admin',
  '/ABOUT@evil.com',
  '/éclair',
  '/\u202eevil',
];

describe('an address of another site, a scheme, or no plain path', () => {
  it('is refused as a target, naming `to`, and nothing is stored', async () => {
    const before = await stored();
    for (const to of elsewhere) await refusedAtBothDoors({ from: fresh(), to }, 'to');
    expect(await stored()).toBe(before);
  });

  it('is refused as an old address, naming `from`', async () => {
    const before = await stored();
    for (const from of elsewhere) await refusedAtBothDoors({ from, to: '/sovra-core' }, 'from');
    expect(await stored()).toBe(before);
  });

  it('is refused when very long, or not a string at all', async () => {
    const before = await stored();
    const body = await refusedAtBothDoors({ from: `/${'a'.repeat(10_000)}`, to: '/' }, 'from');
    expect(body.details).toEqual({ from: 'too_long' });
    expect((await refusedAtBothDoors({ from: fresh(), to: `/blog/${'a'.repeat(101)}` }, 'to')).details).toEqual({ to: 'too_long' });
    for (const value of [123, null, {}, ['/a'], true]) {
      const rest = await app.call('/api/redirects', { method: 'POST', token: admin, json: { from: value, to: '/' } });
      expect({ status: rest.status, named: Object.hasOwn(rest.body.details ?? {}, 'from') }, rest.text).toEqual({ status: 400, named: true });
    }
    expect(await stored()).toBe(before);
  });
});

describe('an address the server answers itself', () => {
  it('is never an old address: /api, /admin, /assets, /graphql, /media, the blog itself, files', async () => {
    const before = await stored();
    for (const segment of reservedPathSegments.filter((segment) => segment !== 'blog')) {
      for (const from of [`/${segment}`, `/${segment}/x`, `/${segment}/users`]) {
        const body = await refusedAtBothDoors({ from, to: '/sovra-core' }, 'from');
        expect(body.details, from).toEqual({ from: 'reserved' });
      }
    }
    expect((await refusedAtBothDoors({ from: '/blog', to: '/sovra-core' }, 'from')).details).toEqual({ from: 'reserved' });
    for (const from of ['/sitemap.xml', '/robots.txt', '/rss.xml', '/favicon.ico', '/blog/x/y', '/blog/'.padEnd(12, '/')]) {
      await refusedAtBothDoors({ from, to: '/sovra-core' }, 'from');
    }
    expect(await stored()).toBe(before);
    // Nor could a row put there by other means take one over: the server answers those before any redirect.
    await app.db.redirect.create({ data: { fromPath: '/api/health', toPath: '/sovra-core' } });
    await app.db.redirect.create({ data: { fromPath: '/graphql', toPath: '/sovra-core' } });
    await app.publicContent.changed();
    expect((await visit('/api/health')).status).toBe(200);
    expect((await visit('/graphql?query=%7B__typename%7D')).status).toBe(200);
    await app.db.redirect.deleteMany({ where: { fromPath: { in: ['/api/health', '/graphql'] } } });
  });
});

describe('loops', () => {
  it('are refused when written, however long the way round', async () => {
    const before = await stored();
    const refused = await app.call('/api/redirects', { method: 'POST', token: admin, json: { from: '/ring-a', to: '/ring-a/' } });
    expect(refused.body.details).toEqual({ to: 'loop' });
    for (const [from, to] of [
      ['/ring-a', '/ring-b'],
      ['/ring-b', '/ring-c'],
    ]) {
      expect((await app.call('/api/redirects', { method: 'POST', token: admin, json: { from, to } })).status).toBe(201);
    }
    // /ring-a leads to /ring-c now (collapsed): back to it from either end is a circle.
    for (const [from, to] of [
      ['/ring-c', '/ring-a'],
      ['/ring-c', '/ring-b'],
    ]) {
      const answer = await app.call('/api/redirects', { method: 'POST', token: admin, json: { from, to } });
      expect({ status: answer.status, details: answer.body.details }).toEqual({ status: 409, details: { to: 'loop' } });
    }
    // Nor by an edit.
    const ringB = (await app.call('/api/redirects?search=ring-b', { token: admin })).body.data.redirects.find((r: { from: string }) => r.from === '/ring-b');
    const edited = await app.call(`/api/redirects/${ringB.id}`, { method: 'PUT', token: admin, json: { from: '/ring-c', to: '/ring-a' } });
    expect({ status: edited.status, details: edited.body.details }).toEqual({ status: 409, details: { to: 'loop' } });
    expect(await visit('/ring-a')).toEqual({ status: 301, location: '/ring-c' });
    await app.db.redirect.deleteMany({ where: { fromPath: { startsWith: '/ring-' } } });
    expect(await stored()).toBe(before);
  });

  it('written by other means are answered as not found, and a chain left behind in one hop', async () => {
    await app.db.redirect.createMany({
      data: [
        { fromPath: '/circle-a', toPath: '/circle-b' },
        { fromPath: '/circle-b', toPath: '/circle-a' },
        { fromPath: '/chain-a', toPath: '/chain-b' },
        { fromPath: '/chain-b', toPath: '/chain-c' },
        { fromPath: '/planted', toPath: '//evil.com' },
        { fromPath: '/planted-2', toPath: 'https://evil.com' },
      ],
    });
    await app.publicContent.changed();
    for (const address of ['/circle-a', '/circle-b', '/planted', '/planted-2']) expect((await visit(address)).status, address).not.toBe(301);
    expect(await visit('/chain-a?lang=ar')).toEqual({ status: 301, location: '/chain-c?lang=ar' });
    await app.db.redirect.deleteMany({ where: { fromPath: { in: ['/circle-a', '/circle-b', '/chain-a', '/chain-b', '/planted', '/planted-2'] } } });
  });

  it('two admins each adding one half of a circle at once: one of them is refused', async () => {
    const answers = await Promise.all([
      app.call('/api/redirects', { method: 'POST', token: admin, json: { from: '/race-a', to: '/race-b' } }),
      app.call('/api/redirects', { method: 'POST', token: admin, json: { from: '/race-b', to: '/race-a' } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const left = await app.db.redirect.findMany({ where: { fromPath: { startsWith: '/race-' } } });
    expect(left).toHaveLength(1);
    expect((await visit(left[0].fromPath)).location).toBe(left[0].toPath);
  });
});

describe('the Location the site answers', () => {
  it("is its own path, with the visitor's query as sent, whatever the query holds", async () => {
    await app.call('/api/redirects', { method: 'POST', token: admin, json: { from: '/query-old', to: '/sovra-core' } });
    for (const query of ['?next=//evil.com', '?next=https://evil.com', '?a=%0d%0aSet-Cookie:%20x=1', '?lang=ar&x=' + 'y'.repeat(4000), '?%ZZ', '?\\evil.com']) {
      const { status, location } = await visit(`/query-old${query}`);
      expect(status, query).toBe(301);
      expect(location!.startsWith('/sovra-core?'), `${query}: ${location}`).toBe(true);
      expect(location, query).not.toMatch(/[\r\n]/);
    }
    // Only a read is sent on: a form posted to an old address is not turned into a GET elsewhere.
    const posted = await app.request('/query-old', { method: 'POST', redirect: 'manual' });
    expect({ status: posted.status === 301, location: posted.headers.get('location') }).toEqual({ status: false, location: null });
    // An address that is no page's is not looked up (nor are its lookalikes, nor a very long one).
    for (const address of ['//query-old', '/QUERY-OLD', '/query-old%00', `/${'a'.repeat(10_000)}`]) {
      const { status, location } = await visit(address);
      expect(location?.startsWith('//') ?? false, address).toBe(false);
      expect(status === 301 ? location : null, address).not.toBe('/sovra-core');
    }
  });
});

describe('races of two renames', () => {
  const post = (slug: string, version?: number) => ({
    slug,
    status: 'published',
    tags: [],
    translations: { en: { title: 'Racing', excerpt: 'Two saves at once', body: 'Words.' } },
    ...(version ? { version } : {}),
  });

  /** An edit of a live post, published at once (it waits as pending changes until then): the publish's answer, or the refused save's. */
  const saveLive = async (id: number, body: Record<string, unknown>) => {
    const saved = await app.call(`/api/blogs/${id}`, { method: 'PUT', token: editor, json: body });
    if (saved.status !== 200) return saved;
    return app.call(`/api/blogs/${id}/publish-changes`, { method: 'POST', token: editor, json: { version: saved.body.data.version } });
  };

  it('two saves of one post from the same version: one wins, and the old address leads to its slug only', async () => {
    const created = await app.call('/api/blogs', { method: 'POST', token: editor, json: post('race-start') });
    const { id, version } = created.body.data;
    const answers = await Promise.all(['race-left', 'race-right'].map((slug) => saveLive(id, post(slug, version))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.data.slug;
    const rows = await app.db.redirect.findMany({ where: { fromPath: { startsWith: '/blog/race-' } }, select: { fromPath: true, toPath: true } });
    expect(rows).toEqual([{ fromPath: '/blog/race-start', toPath: `/blog/${winner}` }]);
    expect(await visit('/blog/race-start?lang=ar')).toEqual({ status: 301, location: `/blog/${winner}?lang=ar` });
  });

  it('two posts swapping addresses one after the other, and an admin pointing at one meanwhile: nobody is sent round in circles', async () => {
    const first = (await app.call('/api/blogs', { method: 'POST', token: editor, json: post('swap-one') })).body.data;
    const second = (await app.call('/api/blogs', { method: 'POST', token: editor, json: post('swap-two') })).body.data;
    const [moved, pointed] = await Promise.all([
      saveLive(first.id, post('swap-parked', first.version)),
      app.call('/api/redirects', { method: 'POST', token: admin, json: { from: '/swap-news', to: '/blog/swap-one' } }),
    ]);
    expect([moved.status, pointed.status]).toEqual([200, 201]);
    const took = await saveLive(second.id, post('swap-one', second.version));
    expect(took.status, took.text).toBe(200);
    // /blog/swap-one is live again (the second post): the admin's redirect still ends at the first post.
    expect(await visit('/swap-news')).toEqual({ status: 301, location: '/blog/swap-parked' });
    expect(await visit('/blog/swap-two')).toEqual({ status: 301, location: '/blog/swap-one' });
    expect((await visit('/blog/swap-one')).status).not.toBe(301);
  });
});
