import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingApp, createTestApp, type TestApp } from '../testing/testApp.ts';

// Redirects (issue 24): a published post's or page's move leaves a 301 behind, old addresses keep
// working after several moves (chains collapse, a move back ends the redirect from the live address),
// and admins list, add, edit and remove them at /api/redirects and over GraphQL, as the public site
// answers them at once. The hostile cases: redirectsAttack.test.ts.

let app: TestApp;
let admin: string;
let editor: string;

beforeAll(async () => {
  app = createTestApp();
  const [a, e] = await Promise.all([
    app.createStaff({ username: 'redirect-admin', role: 'ADMIN' }),
    app.createStaff({ username: 'redirect-editor', role: 'EDITOR' }),
  ]);
  admin = await app.signIn(a.username, a.password);
  editor = await app.signIn(e.username, e.password);
});
afterAll(() => app.cleanup());

const post = (slug: string, status = 'published') => ({
  slug,
  status,
  tags: [],
  translations: {
    en: { title: 'Sovereign inference', excerpt: 'Why it matters', body: 'Some words.' },
    ar: { title: 'الاستدلال السيادي', excerpt: 'لماذا يهم', body: 'نص.' },
  },
});

const page = (path: string, status = 'published') => ({
  path,
  status,
  translations: { en: { title: 'Partners' }, ar: { title: 'شركاؤنا' } },
  blocks: [{ type: 'callToAction', id: 'cta', title: { en: 'Talk', ar: 'تحدث' }, action: { label: { en: 'Book', ar: 'احجز' }, link: { kind: 'booking' } } }],
});

/** Creates a post or page through REST (as an editor) and gives a function that moves it, as the editor saves. */
async function written(kind: 'blogs' | 'pages', body: Record<string, unknown>) {
  const created = await app.call(`/api/${kind}`, { method: 'POST', token: editor, json: body });
  expect(created.status, created.text).toBe(201);
  const id: number = created.body.data.id;
  let version: number = created.body.data.version;
  return {
    async save(change: Record<string, unknown>) {
      const saved = await app.call(`/api/${kind}/${id}`, { method: 'PUT', token: editor, json: { ...body, ...change, version } });
      expect(saved.status, saved.text).toBe(200);
      version = saved.body.data.version;
      // An edit of a live item waits as pending changes: published, the move takes effect.
      const select = { where: { id }, select: { pendingChanges: true } };
      const row = kind === 'blogs' ? await app.db.post.findUniqueOrThrow(select) : await app.db.page.findUniqueOrThrow(select);
      if (row.pendingChanges) {
        const published = await app.call(`/api/${kind}/${id}/publish-changes`, { method: 'POST', token: editor, json: { version } });
        expect(published.status, published.text).toBe(200);
        version = published.body.data.version;
      }
    },
  };
}

/** Where a visitor asking for an address is sent: the 301's Location, or the status of any other answer. */
async function visit(address: string): Promise<string | number> {
  const answer = await app.request(address, { redirect: 'manual' });
  await answer.body?.cancel();
  return answer.status === 301 ? answer.headers.get('location')! : answer.status;
}

async function redirects(): Promise<Record<string, string>> {
  const list = await app.call('/api/redirects?limit=100', { token: admin });
  expect(list.status, list.text).toBe(200);
  return Object.fromEntries(list.body.data.redirects.map((r: { from: string; to: string }) => [r.from, r.to]));
}

describe('moves of published content', () => {
  it("a published post's old address leads to its new one, through several renames and back, its query kept", async () => {
    const article = await written('blogs', post('gulf-data-first'));
    await article.save({ slug: 'gulf-data-second' });
    expect(await visit('/blog/gulf-data-first?lang=ar')).toBe('/blog/gulf-data-second?lang=ar');
    expect(await visit('/blog/gulf-data-second')).not.toBe(301);

    await article.save({ slug: 'gulf-data-third' });
    // Chains collapse: the first address leads to the last in one hop.
    expect(await visit('/blog/gulf-data-first?lang=ar&utm_source=x')).toBe('/blog/gulf-data-third?lang=ar&utm_source=x');
    expect(await visit('/blog/gulf-data-second')).toBe('/blog/gulf-data-third');
    expect(await redirects()).toMatchObject({ '/blog/gulf-data-first': '/blog/gulf-data-third', '/blog/gulf-data-second': '/blog/gulf-data-third' });

    // Back to the first: the live article wins there, and nothing loops.
    await article.save({ slug: 'gulf-data-first' });
    const now = await redirects();
    expect(now['/blog/gulf-data-first']).toBeUndefined();
    expect(now).toMatchObject({ '/blog/gulf-data-second': '/blog/gulf-data-first', '/blog/gulf-data-third': '/blog/gulf-data-first' });
    expect(await visit('/blog/gulf-data-third?lang=en')).toBe('/blog/gulf-data-first?lang=en');
  });

  it("a published page's old path leads to its new one; a draft's or a scheduled page's move leaves nothing", async () => {
    const partners = await written('pages', page('/partners-old'));
    await partners.save({ path: '/partners/gulf' });
    expect(await visit('/partners-old')).toBe('/partners/gulf');
    expect(await visit('/partners-old/?lang=ar')).toBe('/partners-old?lang=ar');

    const draft = await written('pages', page('/draft-before', 'draft'));
    await draft.save({ path: '/draft-after', status: 'draft' });
    const scheduled = await written('blogs', { ...post('scheduled-before'), publishedAt: '2099-01-01T06:00:00Z' });
    await scheduled.save({ slug: 'scheduled-after', publishedAt: '2099-01-01T06:00:00Z' });
    const now = await redirects();
    expect(Object.keys(now)).not.toContain('/draft-before');
    expect(Object.keys(now)).not.toContain('/blog/scheduled-before');
  });

  it('content published at an old address ends the redirect from it: the live page wins', async () => {
    const moved = await written('pages', page('/careers'));
    await moved.save({ path: '/join-us' });
    expect(await visit('/careers')).toBe('/join-us');
    await written('pages', page('/careers'));
    expect(await visit('/careers')).not.toBe('/join-us');
    expect((await redirects())['/careers']).toBeUndefined();
  });
});

describe('/api/redirects (admins)', () => {
  it('adds, lists, searches, edits and removes redirects, each change reaching visitors at once', async () => {
    const added = await app.call('/api/redirects', { method: 'POST', token: admin, json: { from: ' /Old-Offers/ ', to: '/sovra-core' } });
    expect(added.status, added.text).toBe(201);
    expect(added.body.data).toMatchObject({ from: '/old-offers', to: '/sovra-core' });
    const { id } = added.body.data;
    expect(await visit('/old-offers?lang=ar')).toBe('/sovra-core?lang=ar');

    const found = await app.call('/api/redirects?search=OFFERS', { token: admin });
    expect(found.body.data.redirects.map((r: { from: string }) => r.from)).toEqual(['/old-offers']);

    const edited = await app.call(`/api/redirects/${id}`, { method: 'PUT', token: admin, json: { from: '/old-offers', to: '/blog' } });
    expect(edited.body.data).toMatchObject({ id, from: '/old-offers', to: '/blog' });
    expect(await visit('/old-offers')).toBe('/blog');

    const removed = await app.call(`/api/redirects/${id}`, { method: 'DELETE', token: admin });
    expect(removed.body.data).toEqual({ id, message: 'Redirect deleted' });
    expect(await visit('/old-offers')).not.toBe('/blog');
    expect((await app.call(`/api/redirects/${id}`, { method: 'DELETE', token: admin })).status).toBe(404);
  });

  it('collapses chains both ways: a target that is an old address, and redirects to a new old address', async () => {
    const first = await app.call('/api/redirects', { method: 'POST', token: admin, json: { from: '/promo-b', to: '/promo-c' } });
    expect(first.status).toBe(201);
    // To /promo-b is to where it leads.
    const onward = await app.call('/api/redirects', { method: 'POST', token: admin, json: { from: '/promo-a', to: '/promo-b' } });
    expect(onward.body.data).toMatchObject({ from: '/promo-a', to: '/promo-c' });
    // From /promo-c: what led there now leads on, and GraphQL says which it re-pointed.
    const { data } = await app.graphql(
      'mutation ($input: CreateRedirectInput!) { createRedirect(input: $input) { redirect { from to } repointed { from to } } }',
      { input: { from: '/promo-c', to: '/sovra-vault' } },
      admin,
    );
    expect(data.createRedirect).toEqual({
      redirect: { from: '/promo-c', to: '/sovra-vault' },
      repointed: [
        { from: '/promo-a', to: '/sovra-vault' },
        { from: '/promo-b', to: '/sovra-vault' },
      ],
    });
    expect(await visit('/promo-a')).toBe('/sovra-vault');
  });

  it('refuses a loop, an address taken by another redirect, and one where published content is (409 naming the field)', async () => {
    await app.call('/api/redirects', { method: 'POST', token: admin, json: { from: '/loop-a', to: '/loop-b' } });
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ from: '/loop-b', to: '/loop-a' }, { to: 'loop' }],
      [{ from: '/loop-a', to: '/elsewhere' }, { from: 'taken' }],
      [{ from: '/sovra-core', to: '/sovra-mesh' }, { from: 'live' }],
    ];
    for (const [json, details] of cases) {
      const refused = await app.call('/api/redirects', { method: 'POST', token: admin, json });
      expect({ status: refused.status, details: refused.body.details }, refused.text).toEqual({ status: 409, details });
    }
    expect((await app.call('/api/redirects', { method: 'POST', token: admin, json: { from: '/loop-c', to: '/loop-c/' } })).body.details).toEqual({
      to: 'loop',
    });
    expect(await visit('/loop-a')).toBe('/loop-b');
  });

  it('are for admins only: editors 403, visitors 401, and node(id:) finds them for admins alone', async () => {
    const added = await app.call('/api/redirects', { method: 'POST', token: admin, json: { from: '/admins-only', to: '/' } });
    expect((await app.call('/api/redirects', { token: editor })).status).toBe(403);
    expect((await app.call('/api/redirects')).status).toBe(401);
    expect((await app.call(`/api/redirects/${added.body.data.id}`, { method: 'DELETE', token: editor })).status).toBe(403);
    const id = Buffer.from(`Redirect:${added.body.data.id}`).toString('base64');
    const node = (token?: string) => app.graphql('query ($id: ID!) { node(id: $id) { ... on Redirect { from } } }', { id }, token);
    expect((await node(admin)).data?.node).toEqual({ from: '/admins-only' });
    expect(await node(editor)).toEqual({ data: { node: null } });
    expect(await node()).toEqual({ data: { node: null } });
  });
});

describe('the public site', () => {
  it('answers old addresses and unknown ones from memory: no query per request under a flood', async () => {
    await app.call('/api/redirects', { method: 'POST', token: admin, json: { from: '/flood-old', to: '/flood-new' } });
    const counted = await countingApp(app, undefined, { PUBLIC_CACHE_MB: '64' });
    try {
      const send = async (address: string) => {
        const answer = await counted.app.fetch(new Request(`http://localhost${address}`));
        await answer.body?.cancel();
        return answer;
      };
      // The first requests read what the site holds (its pages, articles, redirects) once.
      for (const address of ['/flood-old', '/no-such-page', '/blog/no-such-post']) await send(address);
      const before = counted.statements();
      for (let i = 0; i < 50; i++) {
        expect((await send('/flood-old?lang=ar')).headers.get('location')).toBe('/flood-new?lang=ar');
        expect((await send(`/no-such-page-${i}`)).status).not.toBe(301);
        expect((await send(`/blog/no-such-post-${i}`)).status).not.toBe(301);
      }
      expect(counted.statements() - before).toBe(0);
    } finally {
      await counted.close();
    }
  });

  it('without the public cache, asks the database for the one address', async () => {
    const counted = await countingApp(app);
    try {
      const answer = await counted.app.fetch(new Request('http://localhost/flood-old?lang=ar'));
      expect({ status: answer.status, location: answer.headers.get('location') }).toEqual({ status: 301, location: '/flood-new?lang=ar' });
    } finally {
      await counted.close();
    }
  });
});
