import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, islandReady, launchBrowser, newContext, pageReady, screenshot, viewports } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// The blog as a visitor reads it: articles rendered from the server's HTML, likes, sharing, the
// notice for a post not written in the page's language, and paging the list. The posts it needs are
// written through the REST API as the admin, and deleted at the end (other files count the seed posts).

const root = resolve(import.meta.dirname, '../..');
const run = Date.now().toString(36);
const richSlug = `e2e-rich-${run}`;
const englishOnlySlug = `e2e-english-only-${run}`;
const deadLinkSlug = `e2e-dead-link-${run}`;
const pagingTag = `e2e-paging-${run}`;
const pagingPosts = 13;
/** A desktop browser's own name: the page sends no view beacon for headless browsers. */
const readerAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const englishBody = `Private AI starts with knowing where every byte goes. Read our [other articles](/blog) or the [regulator's guidance](https://example.com/guidance).

## Why sovereignty matters

Models, prompts, vectors and logs are all data, and all of it should stay under your control.

> Data that never leaves your walls cannot leak from someone else's.

### What it costs

| Option | Monthly cost (AED) | Data stays in the UAE |
| :--- | ---: | :---: |
| Public API with a very long descriptive name | 12,000 | No |
| Sovra Core | 5,000 | Yes |
| Hybrid deployment | 8,500 | Partly |

## Deploying a model

\`\`\`ts
const deployment = await sovra.deploy({ model: 'falcon-40b', region: 'uae-north', replicas: 2, quantization: 'int8' });
\`\`\`

- Keep the weights on your own hardware
- Call the model with \`sovra.chat()\` from your own network

![The Sovra mark](/favicon.svg)
`;

const arabicBody = `يبدأ الذكاء الاصطناعي الخاص بمعرفة مسار كل بايت من بياناتك. اقرأ [مقالاتنا الأخرى](/blog).

## لماذا تهم السيادة

النماذج والتعليمات والمتجهات والسجلات كلها بيانات، ويجب أن تبقى جميعها تحت سيطرتك.

> البيانات التي لا تغادر جدرانك لا يمكن أن تتسرب من جدران غيرك.

### كم يكلف ذلك

| الخيار | التكلفة الشهرية (درهم) | تبقى البيانات في الإمارات |
| :--- | ---: | :---: |
| واجهة برمجة عامة باسم وصفي طويل جدًا | 12,000 | لا |
| سوفرا كور | 5,000 | نعم |
| نشر هجين | 8,500 | جزئيًا |

## نشر نموذج

\`\`\`ts
const deployment = await sovra.deploy({ model: 'falcon-40b', region: 'uae-north', replicas: 2, quantization: 'int8' });
\`\`\`

- احتفظ بأوزان النموذج على أجهزتك
- استدعِ النموذج عبر \`sovra.chat()\` من شبكتك
`;

let browser: Browser;
let token = '';
const created: number[] = [];

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as { success: boolean; data: Record<string, unknown>; message?: string };
  if (!payload.success) throw new Error(`${method} ${path}: ${response.status} ${payload.message}`);
  return payload.data;
}

async function createPost(post: Record<string, unknown>) {
  const data = await api('POST', '/api/blogs', { status: 'published', ...post });
  created.push(data.id as number);
  return data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = ((await api('POST', '/api/auth/login', { username: 'admin', password: adminPassword })) as { token: string }).token;
  await createPost({
    slug: richSlug,
    tags: [`e2e-rich-${run}`],
    translations: {
      en: { title: 'Sovereign AI, line by line', excerpt: 'Tables, code and quotes in a sovereign AI article.', body: englishBody },
      ar: { title: 'الذكاء الاصطناعي السيادي سطرًا بسطر', excerpt: 'جداول وشيفرات واقتباسات في مقال عن الذكاء الاصطناعي السيادي.', body: arabicBody },
    },
  });
  await createPost({
    slug: englishOnlySlug,
    translations: {
      en: {
        title: 'Written in English only',
        excerpt: 'This post has no Arabic version yet.',
        body: '## The only section\n\nSome English text that nobody has translated yet.',
      },
    },
  });
  await createPost({
    slug: deadLinkSlug,
    translations: {
      en: { title: 'A link to nowhere', excerpt: 'This post links to an article that is gone.', body: `Read [the removed article](/blog/e2e-gone-${run}).` },
    },
  });
  for (let i = 1; i <= pagingPosts; i++) {
    await createPost({
      slug: `e2e-page-${run}-${i}`,
      tags: [pagingTag],
      translations: {
        en: { title: `Paging post number ${i}`, excerpt: `Excerpt of paging post ${i}.`, body: `Body of paging post ${i}.` },
        ar: { title: `مقال الترقيم رقم ${i}`, excerpt: `ملخص مقال الترقيم ${i}.`, body: `نص مقال الترقيم ${i}.` },
      },
    });
  }
});

afterAll(async () => {
  for (const id of created) await api('DELETE', `/api/blogs/${id}`).catch(() => {});
  await browser?.close();
});

/** A page that records what the console says (hydration mismatches included) and uncaught errors. */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

async function fullScreenshot(page: Page, name: string) {
  await page.screenshot({ path: join(root, 'test-results/screenshots', `${name}.png`), fullPage: true });
}

const likeButton = (page: Page, language: 'en' | 'ar' = 'en') => page.getByRole('button', { name: language === 'en' ? 'Like' : 'أعجبني', exact: true });
const likeCount = (page: Page) =>
  page.evaluate(() => {
    const id = [...document.querySelectorAll('button[aria-pressed]')][0]?.getAttribute('aria-describedby');
    return id ? document.getElementById(id)?.textContent : null;
  });

describe('an article', () => {
  for (const language of ['en', 'ar'] as const) {
    for (const viewport of ['desktop', 'phone'] as const) {
      it(`shows the server-rendered body in ${language} on a ${viewport}: headings with ids, a table, code, a quote`, async () => {
        const context = await newContext(browser, { language, viewport });
        const { page, problems } = await watchedPage(context);
        const response = await page.goto(`/blog/${richSlug}`);
        expect(response?.status()).toBe(200);
        await pageReady(page);
        await page.waitForLoadState('networkidle');

        const body = page.locator('article div[lang][dir]').filter({ has: page.locator('h2') });
        expect(await body.getAttribute('lang')).toBe(language);
        expect(await body.getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        const headings = await body
          .locator('h2, h3')
          .evaluateAll((nodes) => nodes.map((h) => ({ tag: h.tagName, id: h.id, anchor: h.querySelector('a.heading-anchor')?.getAttribute('href') })));
        expect(headings.map((h) => h.tag)).toEqual(['H2', 'H3', 'H2']);
        for (const heading of headings) {
          expect(heading.id).toMatch(/^[\p{L}\p{N}-]+$/u);
          expect(heading.anchor).toBe(`#${heading.id}`);
        }
        if (language === 'en') expect(headings[0].id).toBe('why-sovereignty-matters');
        // Nothing in the article reads as a second h1.
        expect(await page.locator('h1').count()).toBe(1);

        const table = body.getByRole('region').locator('table');
        expect(await table.locator('tbody tr').count()).toBe(3);
        expect(await table.locator('th').nth(1).getAttribute('class')).toBe('align-right');
        expect(await body.locator('pre code.language-ts').textContent()).toContain('sovra.deploy');
        expect(await body.locator('pre').evaluate((pre) => getComputedStyle(pre).direction)).toBe('ltr');
        expect(await body.locator('blockquote').count()).toBe(1);
        if (language === 'en') {
          expect(await body.locator('img').getAttribute('loading')).toBe('lazy');
          expect(await body.locator('a[href^="https://example.com"]').getAttribute('rel')).toBe('noopener noreferrer');
        }

        if (viewport === 'phone') {
          // The page itself never scrolls sideways; the wide table scrolls inside its region.
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          const scroll = await body.getByRole('region').evaluate((region) => ({ scroll: region.scrollWidth, client: region.clientWidth }));
          expect(scroll.scroll).toBeGreaterThan(scroll.client);
        }

        // The heading's link mark shows on hover.
        if (viewport === 'desktop') {
          await body.locator('h2').first().hover();
          await page.waitForFunction(() => getComputedStyle(document.querySelector('article h2 .heading-anchor')!).opacity === '1');
        }
        await screenshot(page, `article-rich-${language}-${viewport}`);
        await body.getByRole('region').scrollIntoViewIfNeeded();
        await screenshot(page, `article-rich-${language}-${viewport}-table`);
        await fullScreenshot(page, `article-rich-${language}-${viewport}-full`);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  it('follows a link inside the body without a page load', async () => {
    const context = await newContext(browser, { language: 'en' });
    const { page, problems } = await watchedPage(context);
    await page.goto(`/blog/${richSlug}`);
    await pageReady(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('link', { name: 'other articles' }).click();
    await page.waitForURL(/\/blog$/);
    await page.locator('article h3').first().waitFor();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  // It once read the site's name only for a post it found, and React refused the render with fewer
  // hooks (the error screen instead of "not found"). Now the server's not-found page is put in place.
  it('shows "not found" for a link inside the body to an article that is gone, without a page load', async () => {
    const context = await newContext(browser, { language: 'en' });
    const { page, problems } = await watchedPage(context);
    await page.goto(`/blog/${deadLinkSlug}`);
    await pageReady(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('link', { name: 'the removed article' }).click();
    await page.waitForURL(new RegExp(`/blog/e2e-gone-${run}$`));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(await page.title()).toMatch(/^Page not found/);
    // The browser reports the page's answer, a 404, as it reports any: the only message.
    expect(problems).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await context.close();
  });
});

describe('liking an article', () => {
  it('counts once, shows it pressed while and after sending, and remembers it after a reload', async () => {
    const context = await newContext(browser, { language: 'en' });
    const { page, problems } = await watchedPage(context);
    // The like is held when `held` is set: routed from the start, as a route added just before a
    // request may not catch it (see contact.e2e.ts).
    let held: Promise<void> | null = null;
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'likePostMutation') await held;
      await route.continue();
    });
    await page.goto(`/blog/${richSlug}`);
    // Below the article: its island runs as the reader scrolls to it.
    await islandReady(page, 'Like');
    const button = likeButton(page);
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect(await likeCount(page)).toBe('0 likes');

    // Hold the request: the count goes up at once and the button waits, disabled.
    let release!: () => void;
    held = new Promise<void>((resolve) => (release = resolve));
    await button.click();
    await page.waitForFunction(() => document.querySelector('button[aria-pressed="true"]')?.hasAttribute('disabled'));
    expect(await likeCount(page)).toBe('1 like');
    release();
    await page.waitForFunction(() => !document.querySelector('button[aria-pressed="true"]')?.hasAttribute('disabled'));
    expect(await likeCount(page)).toBe('1 like');
    held = null;

    // A second click sends nothing: a like is given once.
    const likes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'likePostMutation') likes.push(request.url());
    });
    await button.click();
    await page.waitForTimeout(300);
    expect(likes).toEqual([]);
    expect(await likeCount(page)).toBe('1 like');

    await page.reload();
    // The button's island runs as it comes near the screen.
    await islandReady(page, 'Like');
    await page.waitForFunction(() => document.querySelector('button[aria-pressed="true"]') !== null);
    expect(await likeCount(page)).toBe('1 like');
    await screenshot(page, 'article-liked-en');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('does not count the same visitor twice from another browser profile', async () => {
    // Same address and browser: the API knows this visitor liked it already.
    const context = await newContext(browser, { language: 'ar' });
    const { page, problems } = await watchedPage(context);
    await page.goto(`/blog/${richSlug}`);
    await islandReady(page, 'Like');
    const answer = page.waitForResponse((response) => response.request().postDataJSON()?.operationName === 'likePostMutation');
    await likeButton(page, 'ar').click();
    expect((await (await answer).json()).data.likePost).toMatchObject({ liked: false, post: { likeCount: 1 } });
    await page.waitForFunction(() => !document.querySelector('button[aria-pressed="true"]')?.hasAttribute('disabled'));
    expect(await likeCount(page)).toBe('إعجاب واحد');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says so when the like fails, and takes the count back', async () => {
    const context = await newContext(browser, { language: 'en' });
    const { page } = await watchedPage(context);
    // Refused once `failing` is set (routed from the start: see the test above).
    let failing = false;
    await page.route('**/graphql', (route) =>
      failing
        ? route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({ data: null, errors: [{ message: 'Too many likes', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 60 } }] }),
          })
        : route.continue(),
    );
    await page.goto(`/blog/${englishOnlySlug}`);
    await islandReady(page, 'Like');
    failing = true;
    await likeButton(page).click();
    await page.getByText('Too many likes from your network just now. Please try again later.').waitFor();
    expect(await likeButton(page).getAttribute('aria-pressed')).toBe('false');
    expect(await likeCount(page)).toBe('0 likes');
    await context.close();
  });
});

describe('sharing an article', () => {
  it('copies the link when the browser has no share sheet, and offers LinkedIn, X and WhatsApp', async () => {
    const context = await newContext(browser, { language: 'en' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    const { page, problems } = await watchedPage(context);
    await page.goto(`/blog/${richSlug}`);
    await islandReady(page, 'Share');
    await page.getByRole('button', { name: 'Share article' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    const url = `${baseUrl()}/blog/${richSlug}?lang=en`;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await screenshot(page, 'article-share-copied-en');

    const links = await page
      .locator('a[target="_blank"][href*="share-offsite"], a[target="_blank"][href*="x.com/intent"], a[target="_blank"][href^="https://wa.me/"]')
      .evaluateAll((nodes) => nodes.map((a) => ({ href: a.getAttribute('href')!, rel: a.getAttribute('rel'), name: a.getAttribute('aria-label') })));
    expect(links.map((link) => link.name)).toEqual([
      'Share on LinkedIn (opens in a new tab)',
      'Share on X (opens in a new tab)',
      'Share on WhatsApp (opens in a new tab)',
    ]);
    for (const link of links) expect(link.rel).toBe('noopener noreferrer');
    expect(new URL(links[0].href).searchParams.get('url')).toBe(url);
    expect(new URL(links[1].href).searchParams.get('url')).toBe(url);
    expect(new URL(links[1].href).searchParams.get('text')).toBe('Sovereign AI, line by line');
    expect(new URL(links[2].href).searchParams.get('text')).toBe(`Sovereign AI, line by line ${url}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('an article missing the page’s language', () => {
  it('says it is in English only, and marks its text as English, on the server and after hydration', async () => {
    const html = await (await fetch(`${baseUrl()}/blog/${englishOnlySlug}?lang=ar`)).text();
    expect(html).toContain('هذا المقال متوفر باللغة الإنجليزية فقط.');
    expect(html).toMatch(/<h1[^>]*lang="en"[^>]*dir="ltr"[^>]*>Written in English only<\/h1>/);

    const context = await newContext(browser, { language: 'ar', viewport: 'phone' });
    const { page, problems } = await watchedPage(context);
    await page.goto(`/blog/${englishOnlySlug}`);
    await pageReady(page);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('note').textContent()).toBe('هذا المقال متوفر باللغة الإنجليزية فقط.');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.locator('h1').getAttribute('lang')).toBe('en');
    expect(await page.locator('h1').getAttribute('dir')).toBe('ltr');
    const body = page.locator('article div[lang]').filter({ has: page.locator('h2') });
    expect(await body.getAttribute('lang')).toBe('en');
    expect(await body.getAttribute('dir')).toBe('ltr');
    await screenshot(page, 'article-english-only-ar-phone');
    expect(problems).toEqual([]);
    await context.close();

    const english = await newContext(browser, { language: 'en' });
    const englishPage = await english.newPage();
    await englishPage.goto(`/blog/${englishOnlySlug}`);
    await englishPage.locator('article h1').waitFor();
    expect(await englishPage.getByRole('note').count()).toBe(0);
    await english.close();
  });
});

describe('the view beacon', () => {
  it('is sent once per article shown, with keepalive, and not by headless browsers', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop, baseURL: baseUrl(), locale: 'en-US', userAgent: readerAgent });
    await context.addInitScript(() => {
      const original = window.fetch;
      const sent: { body: string; keepalive: boolean }[] = [];
      Object.assign(window, { beacons: sent });
      window.fetch = (input, init) => {
        if (String(input).endsWith('/graphql') && String(init?.body).includes('recordPostViewMutation'))
          sent.push({ body: String(init?.body), keepalive: Boolean(init?.keepalive) });
        return original(input, init);
      };
    });
    const { page, problems } = await watchedPage(context);
    const sent = page.waitForRequest((request) => request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'recordPostViewMutation');
    await page.goto(`/blog/${richSlug}`);
    await pageReady(page);
    await sent;
    // (No waiting for the network to settle: Chromium never reports a keepalive request finished to Playwright.)
    // Counted by the server: this is the only reader it counts (the other tests' browsers are headless).
    const views = async () => ((await api('GET', `/api/blogs/${created[0]}/analytics`)) as { totals: { views: number } }).totals.views;
    for (let tries = 0; (await views()) < 1 && tries < 20; tries++) await new Promise((r) => setTimeout(r, 100));
    expect(await views()).toBe(1);
    const beacons = await page.evaluate(() => (window as unknown as { beacons: { body: string; keepalive: boolean }[] }).beacons);
    expect(beacons).toHaveLength(1);
    expect(beacons[0].keepalive).toBe(true);
    expect(JSON.parse(beacons[0].body)).toMatchObject({ operationName: 'recordPostViewMutation', variables: { input: { id: expect.any(String) } } });
    expect(problems).toEqual([]);
    await context.close();

    const headless = await newContext(browser, { language: 'en' });
    const headlessPage = await headless.newPage();
    const graphql: string[] = [];
    headlessPage.on('request', (request) => {
      if (request.url().endsWith('/graphql')) graphql.push(request.postDataJSON()?.operationName);
    });
    await headlessPage.goto(`/blog/${richSlug}`);
    await pageReady(headlessPage);
    await headlessPage.waitForLoadState('networkidle');
    expect(await headlessPage.evaluate(() => navigator.userAgent)).toMatch(/Headless/);
    expect(graphql).toEqual([]);
    await headless.close();
  });
});

describe('the blog list', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`loads more articles in ${language}, keeping the topic and the count`, async () => {
      const context = await newContext(browser, { language });
      const { page, problems } = await watchedPage(context);
      await page.goto(`/blog?tag=${pagingTag}`);
      await islandReady(page, 'BlogList');
      const cards = page.locator('main article h3');
      expect(await cards.count()).toBe(12);
      const count = page.getByRole('status').filter({ hasText: language === 'en' ? 'articles found' : 'عُثر' });
      const countText = language === 'en' ? '13 articles found' : 'عُثر على 13 مقالًا';
      expect(await count.textContent()).toBe(countText);
      const more = page.getByRole('link', { name: language === 'en' ? 'Load more articles' : 'عرض المزيد من المقالات' });
      await more.scrollIntoViewIfNeeded();
      await screenshot(page, `blog-paging-${language}`);
      await more.click();
      await page.waitForFunction(() => document.querySelectorAll('main article h3').length === 13);
      expect(await more.count()).toBe(0);
      expect(await count.textContent()).toBe(countText);
      expect(new URL(page.url()).searchParams.get('tag')).toBe(pagingTag);
      // The keyboard lands on the first article just loaded.
      expect(await page.evaluate(() => document.activeElement?.closest('article')?.querySelector('h3')?.textContent)).toMatch(/(number|رقم) 1$/);
      await screenshot(page, `blog-paging-${language}-loaded`);
      const titles = await cards.allTextContents();
      expect(new Set(titles).size).toBe(13);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('pages through every article without a topic, the server rendering the first page', async () => {
    const html = await (await fetch(`${baseUrl()}/blog?lang=en`)).text();
    expect(html.match(/<article/g)?.length).toBe(12);

    const context = await newContext(browser, { language: 'en', viewport: 'phone' });
    const { page, problems } = await watchedPage(context);
    await page.goto('/blog');
    await islandReady(page, 'BlogList');
    const total = Number((await page.getByRole('status').filter({ hasText: 'articles found' }).textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThanOrEqual(3 + 2 + pagingPosts);
    const more = page.getByRole('link', { name: 'Load more articles' });
    while (await more.count()) {
      const before = await page.locator('main article h3').count();
      await more.click();
      await page.waitForFunction((n) => document.querySelectorAll('main article h3').length > n, before);
    }
    expect(await page.locator('main article h3').count()).toBe(total);
    await fullScreenshot(page, 'blog-all-en-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});
