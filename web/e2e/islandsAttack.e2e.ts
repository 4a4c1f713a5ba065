import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, stopProcess, type SiteServer } from '../../api/scripts/siteServer.ts';
import { graphql, login } from './api.ts';
import { baseUrl, islandReady, launchBrowser, newContext, pageReady } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// An outside tester's attack on the pages of islands (issue 22; docs/site.md, "How a public page
// loads"): hostile addresses at the server, the page swap given hostile answers and hurried
// readers, the blog's "load more", and what visitors may see while posts come and go, with the
// public cache on and off. The posts made here are deleted after (other files count the launch posts).

const run = Date.now().toString(36);
const tag = `e2e-islands-${run}`;
const posts = 13;
/** What a title may hold that markup, the server's fragment slots or String.replace patterns could mistake. */
const hostile = `"'><script>window.__xss=1</script></template>\uE000languageSwitch\uE000 $& $' $\``;
const titleOf = (i: number) => `Islands attack ${i} ${hostile}`;
const slugOf = (i: number) => `e2e-islands-${run}-${i}`;
const english = { cookie: 'lang=en' };

let browser: Browser;
let token = '';
const created: string[] = [];

interface Post {
  id: string;
  slug: string;
  version: number;
}

async function createPost(input: Record<string, unknown>, site = { origin: baseUrl(), token }): Promise<Post> {
  const { createPost } = await graphql<{ createPost: { post: Post } }>(
    site.token,
    'mutation($input: CreatePostInput!) { createPost(input: $input) { post { id slug version } } }',
    { input },
    site.origin,
  );
  if (site.origin === baseUrl()) created.push(createPost.post.id);
  return createPost.post;
}

const deletePost = (id: string, site = { origin: baseUrl(), token }) =>
  graphql(site.token, 'mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id }, site.origin);

beforeAll(async () => {
  browser = await launchBrowser();
  token = await login('admin', adminPassword);
  for (let i = 1; i <= posts; i++) {
    await createPost({
      status: 'PUBLISHED',
      slug: slugOf(i),
      tags: [tag],
      translations: {
        // Titles and excerpts hold no bidirectional override: they reach the page's head (hasDisguisingCharacters).
        en: { title: titleOf(i), excerpt: `Excerpt ${hostile}`, body: `Body ${i}: [our platform](/sovra-core/).` },
        ar: { title: `هجوم ${i} ${hostile}`, body: `نص ${i}` },
      },
    });
  }
});

afterAll(async () => {
  for (const id of created) await deletePost(id).catch(() => {});
  await browser?.close();
});

/** A page that marks its document (a page load loses the mark) and records every page load after the first. */
async function visit(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const loads: string[] = [];
  await page.goto(path);
  await pageReady(page);
  page.on('request', (request) => {
    if (request.isNavigationRequest()) loads.push(request.url());
  });
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  return { page, loads, samePage: () => page.evaluate(() => (window as { samePage?: boolean }).samePage === true) };
}

/** Clicks a link as a reader would (a plain left click), whether or not it is on screen. */
const follow = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((link: HTMLAnchorElement) => link.click());
/** Two frames and a little more: what the page's code does after an answer has arrived, done. */
const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))));
/** Waits until the page's heading reads `text` exactly. */
const headingIs = (page: Page, text: string) => page.waitForFunction((expected) => document.querySelector('main h1')?.textContent === expected, text);
const cardLinks = (page: Page) => page.locator('main article h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
const cardTitles = (page: Page) => page.locator('main article h3').allTextContents();

describe('hostile addresses', () => {
  const list = `/blog?tag=${tag}`;
  // [address, status, cards on the page (a 200 of the topic's list)]
  const pageNumbers: [string, number, number?][] = [
    ...['0', '-1', '1e9', 'abc', '9'.repeat(400), '', '%00', '%EF%BC%92', '2.5', '02'].map((page): [string, number, number] => [
      `${list}&page=${page}`,
      200,
      12,
    ]),
    [`${list}&page[]=2`, 200, 12],
    [`${list}&page=1&page=2`, 200, 12],
    [`${list}&page=2&page=1`, 200, 1],
    [`${list}&page=3`, 404],
    [`${list}&page=9999`, 404],
  ];

  it('answers every odd page number of the list with its first page, the page asked for, or not found', async () => {
    for (const [path, status, cards] of pageNumbers) {
      const response = await fetch(`${baseUrl()}${path}`, { headers: english, redirect: 'manual' });
      expect(response.status, path).toBe(status);
      const html = await response.text();
      if (cards !== undefined) expect(html.match(/<article/g)?.length, path).toBe(cards);
    }
  });

  it('renders any search as the words typed, never as markup, and keeps it out of every cache', async () => {
    // As the address carries them: a lone surrogate as its UTF-8 bytes, an old-style escape, control characters.
    const searches = [
      'a'.repeat(12_000),
      '%00%01%1F%7F',
      '%E2%80%AE%E2%80%8F%20%D8%B9%D8%B1%D8%A8%D9%8A',
      '%ED%A0%80%20unpaired',
      '%uD800',
      '%EE%80%80languageSwitch%EE%80%80',
      ...['</script><script>window.__xss=1</script>', "$& $' $` $$", 'ab* '.repeat(60), '"\'><img src=x onerror=alert(1)>'].map(encodeURIComponent),
    ];
    for (const words of searches) {
      const response = await fetch(`${baseUrl()}/blog?q=${words}`, { headers: english });
      expect(response.status, words.slice(0, 40)).toBe(200);
      expect(response.headers.get('cache-control'), words.slice(0, 40)).toBe('no-store');
      const html = await response.text();
      expect(html).not.toMatch(/<script>window|<img src=x/);
      expect(html).toContain('<meta name="robots" content="noindex">');
      // Cut to the longest words a box takes (paths.ts), once in the page's links, not 12 KB in each.
      if (words.length === 12_000) expect(html).not.toContain('a'.repeat(301));
    }
  });

  it('renders an odd language in English (or what it names), and an odd topic leads to the blog', async () => {
    const languages: [string, 'en' | 'ar'][] = [
      ['/?lang=', 'en'],
      ['/?lang=AR', 'ar'],
      ['/?lang=ar-AE', 'ar'],
      ['/?lang=%00', 'en'],
      ['/?lang=ar&lang=en', 'ar'],
      ['/?lang[]=ar', 'en'],
      ['/blog?lang=%3Cscript%3E', 'en'],
      ['/sovra-core?lang=xx', 'en'],
    ];
    for (const [path, language] of languages) {
      const response = await fetch(`${baseUrl()}${path}`, { headers: english });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    }
    for (const path of ['/blog?tag=%3Cscript%3E', '/blog?tag=a&tag=b', `/blog?tag=${'x'.repeat(4000)}`, '/blog?tag=%00']) {
      const response = await fetch(`${baseUrl()}${path}`, { headers: english, redirect: 'manual' });
      expect(response.status, path.slice(0, 40)).toBe(302);
      expect(response.headers.get('location'), path.slice(0, 40)).toBe('/blog');
    }
    expect((await fetch(`${baseUrl()}/blog?topic=%3Cscript%3E`, { headers: english })).status).toBe(200);
  });
});

describe('the page swap given hostile answers', () => {
  it('runs none of the scripts of a page it puts in place', async () => {
    const context = await newContext(browser, { language: 'en' });
    const real = await (await fetch(`${baseUrl()}/sovra-core?lang=en`, { headers: english })).text();
    const scripts = [
      '<script src="/e2e-evil.js"></script>',
      '<script>window.__evil = "inline"</script>',
      '<img src="/no-such-image.png" onerror="window.__evil = \'onerror\'">',
      '<iframe srcdoc="<script>parent.__evil = \'iframe\'</script>"></iframe>',
    ].join('');
    await context.route('**/e2e-evil.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__evil = "external";' }));
    await context.route('**/sovra-core', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: real.replace('<div id="root" data-islands="">', `<div id="root" data-islands="">${scripts}`).replace('</head>', `${scripts}</head>`),
      }),
    );
    const { page, samePage } = await visit(context, '/privacy');
    await follow(page, 'footer a[href="/sovra-core"]');
    await page.waitForURL('**/sovra-core');
    await page.locator('iframe').waitFor({ state: 'attached' });
    await settle(page);
    expect(await samePage()).toBe(true);
    expect(await page.evaluate(() => (window as { __evil?: string }).__evil)).toBeUndefined();
    await context.close();
  });

  it('shows the address a redirect led to (a link written with a trailing slash)', async () => {
    const context = await newContext(browser, { language: 'en' });
    const { page, loads, samePage } = await visit(context, `/blog/${slugOf(1)}`);
    await follow(page, 'main a[href="/sovra-core/"]');
    await page.getByRole('heading', { level: 1, name: /^Sovra Core/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sovra-core');
    expect(await samePage()).toBe(true);
    expect(loads).toEqual([]);
    // Back returns to the article, Forward to the page at its own address.
    await page.goBack();
    await headingIs(page, titleOf(1));
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: /^Sovra Core/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sovra-core');
    await context.close();
  });

  it('shows the address a redirect led to when Back returns to an entry whose address now redirects', async () => {
    const context = await newContext(browser, { language: 'en' });
    const { page, loads, samePage } = await visit(context, `/blog/${slugOf(1)}`);
    // An entry at an address the server now sends elsewhere (as a topic gone since), then a page after it.
    await page.evaluate(() => history.pushState({}, '', '/sovra-core/'));
    await follow(page, 'header a[href="/blog"]');
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: /^Sovra Core/ }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sovra-core');
    expect(await samePage()).toBe(true);
    expect(loads).toEqual([]);
    await context.close();
  });

  it('shows the address a redirect led to (a topic gone since the list was drawn leads to the whole blog)', async () => {
    const gone = `${tag}-gone`;
    const post = await createPost({ status: 'PUBLISHED', tags: [gone], translations: { en: { title: 'Soon withdrawn', body: 'x' } } });
    const context = await newContext(browser, { language: 'en' });
    const { page, loads, samePage } = await visit(context, '/blog');
    await deletePost(post.id);
    await follow(page, `#topic-${gone}`);
    // The whole blog put in place: the topic is not among its topics any more.
    await page.locator(`#topic-${gone}`).waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    expect(await samePage()).toBe(true);
    expect(loads).toEqual([]);
    await context.close();
  });

  for (const answer of ['a page', 'an error'] as const) {
    it(`the last click wins: ${answer} asked for first and answered late is not shown over the page asked for after`, async () => {
      const context = await newContext(browser, { language: 'en' });
      // Routed before the page loads (docs/testing.md); held when the step comes.
      let hold = false;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route('**/sovra-core', async (route) => {
        if (!hold) return route.continue();
        await held;
        return answer === 'a page' ? route.continue() : route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' });
      });
      const { page, loads, samePage } = await visit(context, '/privacy');
      hold = true;
      const late = page.waitForEvent('requestfinished', (request) => new URL(request.url()).pathname === '/sovra-core');
      await follow(page, 'footer a[href="/sovra-core"]');
      await follow(page, 'footer a[href="/sovra-vault"]');
      await page.getByRole('heading', { level: 1, name: /^Sovra Vault/ }).waitFor();
      hold = false;
      release();
      await late;
      await settle(page);
      expect(loads).toEqual([]);
      expect(await samePage()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/sovra-vault');
      expect(await page.locator('h1').textContent()).toMatch(/^Sovra Vault/);
      await context.close();
    });
  }
});

describe('hurried readers', () => {
  it('the language switch clicked twice while the other language is on its way ends in that language, shown and stored', async () => {
    const context = await newContext(browser, { language: 'en' });
    let hold = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/sovra-core?lang=ar', async (route) => {
      if (hold) await held;
      return route.continue();
    });
    const { page, loads, samePage } = await visit(context, '/sovra-core');
    hold = true;
    await follow(page, '#language-switch');
    await follow(page, '#language-switch');
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    release();
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
    await settle(page);
    expect(await page.evaluate(() => [document.documentElement.dir, localStorage.getItem('i18nextLng'), document.cookie])).toEqual(['rtl', 'ar', 'lang=ar']);
    expect(await page.locator('#language-switch').getAttribute('href')).toBe('?lang=en');
    expect(await page.locator('h1').textContent()).toMatch(/[\u0600-\u06FF]/);
    expect(new URL(page.url()).search).toBe('');
    expect(loads).toEqual([]);
    expect(await samePage()).toBe(true);
    await context.close();
  });

  it('Back while a page is on its way returns to the page before, and Forward to the one left', async () => {
    const context = await newContext(browser, { language: 'en' });
    let hold = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/sovra-core', async (route) => {
      if (hold) await held;
      return route.continue();
    });
    const { page, loads, samePage } = await visit(context, '/');
    await follow(page, 'footer a[href="/privacy"]');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    hold = true;
    const late = page.waitForEvent('requestfinished', (request) => new URL(request.url()).pathname === '/sovra-core');
    await follow(page, 'footer a[href="/sovra-core"]');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    release();
    await late;
    await settle(page);
    expect(await page.locator('main h1').first().textContent()).toBe('Your own AI, on your own ground');
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(loads).toEqual([]);
    expect(await samePage()).toBe(true);
    await context.close();
  });

  it('a list put back in place (the language switch, Back) does not move the scroll of a page opened meanwhile', async () => {
    const context = await newContext(browser, { language: 'en', viewport: 'phone' });
    let held: Promise<void> | null = null;
    await context.route(/\/blog\?.*page=2/, async (route) => {
      await held;
      return route.continue();
    });
    /** Holds the list's second page from now until the returned function is called; and the moment it has arrived. */
    function holdSecondPage() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      const arrived = page.waitForEvent('requestfinished', (request) => /page=2/.test(request.url()));
      return { release, arrived };
    }
    const { page, loads, samePage } = await visit(context, `/blog?tag=${tag}`);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await islandReady(page, 'BlogList');
    await page.getByRole('link', { name: 'Load more articles' }).click();
    await page.waitForFunction((count) => document.querySelectorAll('main article h3').length === count, posts);
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const article = `/blog/${slugOf(posts)}`;

    /** While the list loads its second page again, slowly, the reader opens its first article: the top of it, and it stays there. */
    async function openArticleMeanwhile(second: ReturnType<typeof holdSecondPage>) {
      await follow(page, 'main article h3 a');
      await headingIs(page, `هجوم ${posts} ${hostile}`);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      second.release();
      await second.arrived;
      await settle(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(new URL(page.url()).pathname).toBe(article);
    }

    // The switch puts the Arabic list in place, and its second page again.
    let second = holdSecondPage();
    await follow(page, '#language-switch');
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
    await openArticleMeanwhile(second);
    // Back puts the list in place, and its second page again.
    second = holdSecondPage();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/blog');
    await page.locator('[data-island="BlogList"]').waitFor({ state: 'attached' });
    await openArticleMeanwhile(second);
    expect(loads).toEqual([]);
    expect(await samePage()).toBe(true);
    await context.close();
  });

  it('"load more" clicked three times adds each article once, its titles as written, and the keyboard lands on the first new one', async () => {
    const context = await newContext(browser, { language: 'en' });
    const { page } = await visit(context, `/blog?tag=${tag}`);
    await islandReady(page, 'BlogList');
    await page.evaluate(() => {
      const more = document.querySelector<HTMLAnchorElement>('a[data-load-more]')!;
      for (let i = 0; i < 3; i++) more.click();
    });
    await page.waitForFunction(() => !document.querySelector('a[data-load-more]'));
    expect(await cardTitles(page)).toEqual(Array.from({ length: posts }, (_, i) => titleOf(posts - i)));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(titleOf(1));
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await context.close();
  });

  it('"load more" after a post was published meanwhile adds each article once', async () => {
    const context = await newContext(browser, { language: 'en' });
    const { page } = await visit(context, `/blog?tag=${tag}`);
    await islandReady(page, 'BlogList');
    // Published after the list was drawn: the second page now starts one article earlier.
    const fresh = await createPost({ status: 'PUBLISHED', tags: [tag], translations: { en: { title: 'Published while reading', body: 'News.' } } });
    await page.getByRole('link', { name: 'Load more articles' }).click();
    await page.waitForFunction(() => !document.querySelector('a[data-load-more]'));
    const links = await cardLinks(page);
    await deletePost(fresh.id);
    expect(links).toEqual(Array.from({ length: posts }, (_, i) => `/blog/${slugOf(posts - i)}`));
    // The keyboard lands on the first article new to the list.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(titleOf(1));
    await context.close();
  });
});

describe('what visitors may see while posts come and go', () => {
  // The public cache is on in the shared server; a server of its own runs without it.
  const sites: Record<'on' | 'off', { origin: string; token: string }> = { on: { origin: '', token: '' }, off: { origin: '', token: '' } };
  let uncached: SiteServer | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'sovra-islands-'));
  beforeAll(async () => {
    const password = 'islands attack administrator';
    uncached = await startSiteServer({
      databaseFile: join(dataDir, 'site.db'),
      env: { PUBLIC_CACHE_MB: '0', PUBLIC_MISS_MS_PER_SECOND: '0', ADMIN_PASSWORD: password },
      stdout: 'ignore',
    });
    sites.on = { origin: baseUrl(), token };
    sites.off = { origin: uncached.origin, token: await login('admin', password, uncached.origin) };
  });
  afterAll(async () => {
    if (uncached) await stopProcess(uncached.process);
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const cache of ['on', 'off'] as const) {
    it(`a draft or a scheduled post is on no page, in no "load more" and no search; published then withdrawn, it leaves them all (public cache ${cache})`, async () => {
      const site = sites[cache];
      const topic = `${tag}-${cache}`;
      const word = `hush${run}${cache}`;
      for (let i = 1; i <= posts; i++) {
        await createPost({ status: 'PUBLISHED', tags: [topic], translations: { en: { title: `Seen ${i}`, body: 'x' } } }, site);
      }
      const secret = (title: string) => ({
        tags: [topic],
        featured: true,
        translations: { en: { title: `${title} ${word}`, body: word }, ar: { title: `${title} ع`, body: word } },
      });
      const draft = await createPost({ status: 'DRAFT', ...secret('Draft') }, site);
      const scheduled = await createPost({ status: 'PUBLISHED', publishedAt: new Date(Date.now() + 86_400_000).toISOString(), ...secret('Scheduled') }, site);
      const pages = [
        '/',
        '/?lang=ar',
        '/blog',
        '/blog?lang=ar',
        `/blog?tag=${topic}`,
        `/blog?tag=${topic}&page=2`,
        `/blog?q=${word}`,
        '/sitemap.xml',
        '/rss.xml',
      ];

      /** Which of the pages show the post (a link to it), each asked twice (the second from the cache when on); and its article's status. */
      async function showing(post: Post) {
        const shown: string[] = [];
        for (const path of [...pages, ...pages]) {
          const html = await (await fetch(`${site.origin}${path}`, { headers: english })).text();
          if (new RegExp(`/blog/${post.slug}(?![\\w-])`).test(html)) shown.push(path);
        }
        const article = await fetch(`${site.origin}/blog/${post.slug}`, { headers: english });
        return { shown: [...new Set(shown)], article: article.status };
      }

      const hidden = { shown: [], article: 404 };
      expect(await showing(draft)).toEqual(hidden);
      expect(await showing(scheduled)).toEqual(hidden);
      const { publishPost } = await graphql<{ publishPost: { post: Post } }>(
        site.token,
        'mutation($input: PublishPostInput!) { publishPost(input: $input) { post { id slug version } } }',
        { input: { id: draft.id, version: draft.version } },
        site.origin,
      );
      // Published, it is everywhere but the second page of its topic (it is the newest).
      expect(await showing(draft)).toEqual({ shown: pages.filter((path) => !path.endsWith('page=2')), article: 200 });
      await graphql(
        site.token,
        'mutation($input: PostVersionInput!) { unpublishPost(input: $input) { post { id } } }',
        { input: { id: draft.id, version: publishPost.post.version } },
        site.origin,
      );
      expect(await showing(draft)).toEqual(hidden);
      expect(await showing(scheduled)).toEqual(hidden);
    });
  }
});
