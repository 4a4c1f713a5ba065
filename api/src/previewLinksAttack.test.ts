import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ArticlePageQuery from '../../web/src/__generated__/ArticlePageQuery.graphql.ts';
import { previewOpenLimit } from './services/publishing/previewLinks.ts';
import { createTestApp, type TestApp } from './testing/testApp.ts';
import { stubWebBuild } from './testing/webBuild.ts';

// Preview tokens under attack (issue 24): a stranger guesses tokens, keeps using one after it was
// revoked, hopes a cache kept a preview, or bends a link towards another post. Every try is the
// site's 404 page, byte for byte the page any missing address gets, and nothing of a draft is left
// behind where visitors read (the article's address, GraphQL, the caches).

let build: ReturnType<typeof stubWebBuild>;
let app: TestApp;
let editor: string;

beforeAll(async () => {
  build = stubWebBuild(`
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/blog/')) return { status: 404, html: '<main>missing ' + page.language + '</main>' };
    const read = await runQuery({ id: '${ArticlePageQuery.params.id}' }, { slug: url.pathname.slice(6), locale: page.language });
    const post = read.data.post;
    return { status: post ? 200 : 404, html: '<main>' + (post ? post.translation.title : 'missing ' + page.language) + '</main>' };
  `);
  app = createTestApp({ WEB_DIST: build.webDist, SSR_DIST: build.ssrDist, NODE_ENV: 'production' });
  const e = await app.createStaff({ username: 'preview-attack-editor', role: 'EDITOR' });
  editor = await app.signIn(e.username, e.password);
});
afterAll(async () => {
  await app.cleanup();
  build.remove();
});

let addresses = 0;
/** Each test knocks from an address of its own, so the limit on opening links is the guessing test's alone. */
const freshIp = () => `198.51.100.${++addresses}`;

async function draft(slug: string, title: string): Promise<number> {
  const answer = await app.call('/api/blogs', {
    method: 'POST',
    token: editor,
    json: { slug, status: 'draft', tags: [], translations: { en: { title, excerpt: 'Secret', body: 'Secret words.' } } },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.data.id;
}

async function previewOf(postId: number) {
  const answer = await app.call(`/api/blogs/${postId}/preview-links`, { method: 'POST', token: editor, json: {} });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.data as { id: number; token: string };
}

async function open(address: string, ip: string, init: RequestInit = {}) {
  const answer = await app.request(address, { ...init, ip });
  return { status: answer.status, text: await answer.text(), headers: answer.headers };
}

describe('preview tokens under attack', () => {
  it('a guessed, malformed or altered token is the 404 page any missing address gets', async () => {
    const ip = freshIp();
    const missing = await open('/no-such-page-at-all?lang=en', ip);
    expect(missing.status).toBe(404);
    const real = await previewOf(await draft('guess-target', 'Guess target'));
    const altered = real.token.slice(0, -1) + (real.token.endsWith('A') ? 'B' : 'A');
    const swapped = real.token.toUpperCase() === real.token ? real.token.toLowerCase() : real.token.toUpperCase();
    const guesses = [
      ...Array.from({ length: 20 }, () => randomBytes(32).toString('base64url')),
      altered,
      swapped,
      real.token.slice(0, 22),
      `${real.token}x`,
      'a',
      '%00',
      '..',
      '%2e%2e',
      encodeURIComponent(`${real.token}/../x`),
      'x'.repeat(200),
      encodeURIComponent('\u0645\u0633\u0648\u062f\u0629'),
      String(real.id),
    ];
    for (const guess of guesses) {
      const answer = await open(`/preview/${guess}?lang=en`, ip);
      expect({ guess, status: answer.status, same: answer.text === missing.text }).toEqual({ guess, status: 404, same: true });
      // What the URL parser leaves under /preview/ ('..' is not) is answered privately.
      if (new URL(`/preview/${guess}`, 'http://x').pathname.startsWith('/preview/')) {
        expect(answer.headers.get('cache-control'), guess).toBe('private, no-store');
        expect(answer.headers.get('x-robots-tag'), guess).toBe('noindex, nofollow');
      }
    }
    expect((await open(`/preview/${real.token}?lang=en`, ip)).text).toContain('Guess target');
  });

  it('guessing is refused past the limit from one address, with the database limiter', async () => {
    const ip = freshIp();
    let refused = 0;
    for (let i = 0; i <= previewOpenLimit.max; i++) {
      const answer = await open(`/preview/${randomBytes(32).toString('base64url')}`, ip);
      if (answer.status === 429) refused++;
      else expect(answer.status).toBe(404);
    }
    expect(refused).toBe(1);
  });

  it('guesses from one IPv6 network count together, whichever address of it they come from', async () => {
    let refused = 0;
    for (let i = 0; i <= previewOpenLimit.max; i++) {
      const answer = await open(`/preview/${randomBytes(32).toString('base64url')}`, `2001:db8:77:1::${(i + 1).toString(16)}`);
      if (answer.status === 429) refused++;
      else expect(answer.status).toBe(404);
    }
    expect(refused).toBe(1);
  });

  it('a revoked link stays a 404 however it is asked for again', async () => {
    const ip = freshIp();
    const link = await previewOf(await draft('revoked-target', 'Revoked target'));
    expect((await open(`/preview/${link.token}`, ip)).status).toBe(200);
    expect((await app.call(`/api/preview-links/${link.id}`, { method: 'DELETE', token: editor })).status).toBe(200);
    for (const address of [`/preview/${link.token}`, `/preview/${link.token}/`, `/preview/${link.token}?lang=ar`, `/preview/${link.token}?v=2`]) {
      expect((await open(address, ip)).status, address).toBe(404);
    }
    // Signed in makes no difference: a link is the link, not the session.
    expect((await app.request(`/preview/${link.token}`, { token: editor, ip })).status).toBe(404);
    // Revoking again changes nothing; the link never comes back.
    expect((await app.call(`/api/preview-links/${link.id}`, { method: 'DELETE', token: editor })).status).toBe(200);
    expect((await open(`/preview/${link.token}`, ip)).status).toBe(404);
  });

  it('no cache keeps a preview: not the link, not the address of the draft, not GraphQL', async () => {
    const ip = freshIp();
    const link = await previewOf(await draft('cached-target', 'Cached target'));
    for (let i = 0; i < 3; i++) {
      const answer = await open(`/preview/${link.token}`, ip);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-cache')).toBeNull();
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
    // The draft's own address, asked right after, knows nothing of it.
    const direct = await open('/blog/cached-target', ip);
    expect(direct.status).toBe(404);
    expect(direct.text).not.toContain('Cached target');
    const query = encodeURIComponent('{ post(slug: "cached-target") { id } }');
    const graphql = await app.call(`/graphql?query=${query}`, { ip, headers: { cookie: `preview=${link.token}` } });
    expect(graphql.body.data.post).toBeNull();
    // Revoked, the next request is answered anew: nothing was kept to answer it with.
    await app.call(`/api/preview-links/${link.id}`, { method: 'DELETE', token: editor });
    expect((await open(`/preview/${link.token}`, ip)).status).toBe(404);
  });

  it('a link to one post never shows another, whatever is added to it', async () => {
    const ip = freshIp();
    await draft('other-secret', 'Other secret');
    const link = await previewOf(await draft('shown-one', 'Shown one'));
    for (const address of [
      `/preview/${link.token}?slug=other-secret`,
      `/preview/${link.token}/../../blog/other-secret`,
      `/blog/other-secret?preview=${link.token}`,
      `/blog/other-secret?token=${link.token}`,
    ]) {
      const answer = await open(address, ip);
      expect(answer.text, address).not.toContain('Other secret');
    }
    // A write to a link's address is not a way in either.
    const post = await open(`/preview/${link.token}`, ip, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.text).not.toContain('Shown one');
  });
});
