import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './api.ts';
import { baseUrl, islandReady, launchBrowser, newContext, pageReady, viewports } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// The blog as pages of islands (docs/blog.md, "In the browser"): its list and articles are the
// server's HTML, put in place without a page load; its search, topics, "load more", like and share
// work with JavaScript and without. The posts it needs are written through the REST API and
// deleted at the end (other files count the launch posts).

const run = Date.now().toString(36);
const tag = `e2e-nav-${run}`;
const posts = 13;
/** A word in two posts: the 7th of the topic's, and one outside it. */
const word = `zephyr${run}`;
const slugOf = (i: number) => `e2e-nav-${run}-${i}`;

let browser: Browser;
let token = '';
const created: number[] = [];

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; data: { id: number }; message?: string };
  if (!answer.success) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await login('admin', adminPassword);
  for (let i = 1; i <= posts; i++) {
    const extra = i === 7 ? ` ${word}` : '';
    const { id } = await api('POST', '/api/blogs', {
      status: 'published',
      slug: slugOf(i),
      tags: [tag],
      translations: {
        en: { title: `Navigation post number ${i}`, excerpt: `Excerpt of navigation post ${i}.${extra}`, body: `Body of navigation post ${i}.` },
        ar: { title: `مقال التنقل رقم ${i}`, excerpt: `ملخص مقال التنقل ${i}.${extra}`, body: `نص مقال التنقل ${i}.` },
      },
    });
    created.push(id);
  }
  const { id } = await api('POST', '/api/blogs', {
    status: 'published',
    slug: `e2e-nav-${run}-outside`,
    translations: { en: { title: 'Outside the topic', excerpt: `Not filed under it, but about ${word}.`, body: 'Its body.' } },
  });
  created.push(id);
});

afterAll(async () => {
  for (const id of created) await api('DELETE', `/api/blogs/${id}`).catch(() => {});
  await browser?.close();
});

/** A page that records uncaught errors and what the console says, and marks its document (a page load loses the mark). */
async function visit(context: BrowserContext, path: string): Promise<{ page: Page; problems: string[]; samePage: () => Promise<boolean> }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(path);
  await pageReady(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  return { page, problems, samePage: () => page.evaluate(() => (window as { samePage?: boolean }).samePage === true) };
}

const cards = (page: Page) => page.locator('main article h3');
const count = (page: Page) => page.getByRole('status').filter({ hasText: /articles? found|عُثر/ });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe('the blog list without JavaScript', () => {
  it('links "load more" to the next page, which the server renders with the filters; the search keeps the topic', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), viewport: viewports.phone, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`/blog?tag=${tag}`);
    expect(await cards(page).count()).toBe(12);
    const more = page.getByRole('link', { name: 'Load more articles' });
    expect(await more.getAttribute('href')).toBe(`/blog?tag=${tag}&page=2`);
    await more.click();
    await page.waitForURL(`**/blog?tag=${tag}&page=2`);
    expect(await cards(page).allTextContents()).toEqual(['Navigation post number 1']);
    expect(await count(page).textContent()).toBe('13 articles found');
    expect(await page.locator('#featured-heading').count()).toBe(0);
    expect(await more.count()).toBe(0);
    // One address per page: its canonical is the list's, and a page past the end is not found.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}/blog?tag=${tag}&lang=en`);
    const past = await fetch(`${baseUrl()}/blog?tag=${tag}&page=3`);
    expect(past.status).toBe(404);
    expect(await past.text()).toContain('Page not found');
    // A page number the list does not read is the first page.
    await page.goto(`/blog?tag=${tag}&page=1x`);
    expect(await cards(page).count()).toBe(12);

    // Enter asks the server, keeping the topic and the language.
    await page.goto(`/blog?lang=en&tag=${tag}`);
    await page.getByRole('searchbox').fill(word);
    await page.getByRole('searchbox').press('Enter');
    await page.waitForURL(`**/blog?lang=en&tag=${tag}&q=${word}`);
    expect(await cards(page).allTextContents()).toEqual(['Navigation post number 7']);
    // "Clear filters" is a link too.
    await page.goto(`/blog?tag=${tag}&q=nothing${run}`);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.pathname === '/blog' && url.search === '');
    expect(await cards(page).count()).toBeGreaterThan(3);
    await context.close();
  });
});

describe('the blog list with JavaScript', () => {
  it('loads more in place, and brings the loaded cards and the scroll back after an article (Back), Forward and a reload', async () => {
    const context = await newContext(browser, { language: 'en' });
    const { page, problems, samePage } = await visit(context, `/blog?tag=${tag}`);
    await islandReady(page, 'BlogList');
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: 'Load more articles' }).click();
    await page.waitForFunction(() => document.querySelectorAll('main article h3').length === 13);
    // The pages loaded belong to the list's entry: no entry of their own.
    expect(new URL(page.url()).search).toBe(`?tag=${tag}`);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    const where = await scrollY(page);
    expect(where).toBeGreaterThan(0);

    // The keyboard is on the first card loaded: Enter opens it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Navigation post number 1');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/blog/${slugOf(1)}`);
    await page.getByRole('heading', { level: 1, name: 'Navigation post number 1' }).waitFor();
    await page.goBack();
    await page.waitForURL(`**/blog?tag=${tag}`);
    await page.waitForFunction(() => document.querySelectorAll('main article h3').length === 13);
    await expect.poll(() => scrollY(page)).toBe(where);
    expect(await page.getByRole('link', { name: 'Load more articles' }).count()).toBe(0);
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Navigation post number 1' }).waitFor();
    await page.goBack();
    await page.waitForFunction(() => document.querySelectorAll('main article h3').length === 13);
    expect(await samePage()).toBe(true);

    await page.reload();
    await pageReady(page);
    await page.waitForFunction(() => document.querySelectorAll('main article h3').length === 13);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is busy while it loads, says so when more cannot be loaded, and keeps the link', async () => {
    const context = await newContext(browser, { language: 'ar' });
    // Routed before the page loads (see docs/testing.md): the next page is held, then cannot be reached.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/blog\?.*page=2/, async (route) => {
      await held;
      await route.abort();
    });
    const { page } = await visit(context, `/blog?tag=${tag}`);
    await islandReady(page, 'BlogList');
    const more = page.locator('a[data-load-more]');
    await page.getByRole('link', { name: 'عرض المزيد من المقالات' }).click();
    await page.waitForFunction(() => document.querySelector('a[data-load-more]')?.getAttribute('aria-busy') === 'true');
    expect(await more.getAttribute('aria-disabled')).toBe('true');
    expect(await more.locator('[data-busy]').isVisible()).toBe(true);
    expect(await more.locator('[data-busy]').innerText()).toMatch(/جارٍ التحميل…$/);
    expect(await more.locator('[data-idle]').isVisible()).toBe(false);
    release();
    await page.getByRole('status').filter({ hasText: 'تعذّر تحميل المزيد من المقالات. يُرجى المحاولة مرة أخرى.' }).waitFor();
    expect(await cards(page).count()).toBe(12);
    expect(await more.getAttribute('aria-busy')).toBe('false');
    expect(await more.locator('[data-busy]').isVisible()).toBe(false);
    expect(await more.locator('[data-idle]').innerText()).toBe('عرض المزيد من المقالات');
    await context.close();
  });

  for (const language of ['en', 'ar'] as const) {
    const found = language === 'en' ? '13 articles found' : 'عُثر على 13 مقالًا';
    it(`follows a topic in place (the scroll and the focus stay) with a history entry of its own: Back returns to the whole list where it was, then leaves the blog (${language})`, async () => {
      const context = await newContext(browser, { language });
      const { page, problems, samePage } = await visit(context, '/');
      await page
        .locator('header')
        .getByRole('link', { name: language === 'en' ? 'Blog' : 'المدونة', exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/blog');
      await islandReady(page, 'BlogList');
      const entries = await page.evaluate(() => history.length);
      const all = await count(page).textContent();
      const topic = page.locator(`#topic-${tag}`);
      await topic.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 40));
      const where = await scrollY(page);
      expect(where).toBeGreaterThan(0);
      await topic.click();
      await page.waitForURL(`**/blog?tag=${tag}`);
      await page.waitForFunction((text) => document.querySelector('[role="status"]')?.textContent === text, found);
      expect(await page.evaluate(() => history.length)).toBe(entries + 1);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(`topic-${tag}`);
      expect(await topic.getAttribute('aria-current')).toBe('true');
      expect(await scrollY(page)).toBe(where);

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/blog' && url.search === '');
      await page.waitForFunction((text) => document.querySelector('[role="status"]')?.textContent === text, all);
      expect(await page.locator('#topic-all').getAttribute('aria-current')).toBe('true');
      await expect.poll(() => scrollY(page)).toBe(where);
      await page.goForward();
      await page.waitForFunction((text) => document.querySelector('[role="status"]')?.textContent === text, found);
      await page.goBack();
      await page.waitForFunction((text) => document.querySelector('[role="status"]')?.textContent === text, all);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await page.locator('#hero-title').waitFor();
      expect(await samePage()).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('follows a topic clicked while the words typed are not searched yet: one entry, with the topic and the words', async () => {
    const context = await newContext(browser, { language: 'ar' });
    const { page, problems, samePage } = await visit(context, '/blog');
    await islandReady(page, 'BlogList');
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('searchbox').fill(word);
    // Before the list follows the box (300 ms after the last key).
    await page.locator(`#topic-${tag}`).click();
    await page.waitForURL(`**/blog?tag=${tag}&q=${word}`);
    await page.waitForFunction(() => document.querySelector('[role="status"]')?.textContent === 'عُثر على مقال واحد');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe(`?tag=${tag}&q=${word}`);
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    expect(await page.getByRole('searchbox').inputValue()).toBe(word);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/blog' && url.search === '');
    await page.waitForFunction(() => document.querySelectorAll('main article h3').length > 2);
    expect(await samePage()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('searches as the reader types, in one history entry: Back returns to the list, then to the page before', async () => {
    const context = await newContext(browser, { language: 'en' });
    const { page, problems, samePage } = await visit(context, '/');
    await page.locator('header').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL('**/blog');
    await islandReady(page, 'BlogList');
    const entries = await page.evaluate(() => history.length);
    const box = page.getByRole('searchbox');
    await box.click();
    // A pause on the way: the list follows the first letters, then the rest, in the same entry.
    await page.keyboard.type(word.slice(0, 6), { delay: 50 });
    await page.waitForURL(`**/blog?q=${word.slice(0, 6)}`);
    await page.keyboard.type(word.slice(6), { delay: 50 });
    await page.waitForURL(`**/blog?q=${word}`);
    await page.waitForFunction(() => document.querySelector('[role="status"]')?.textContent === '2 articles found');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    expect(await box.inputValue()).toBe(word);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('blog-search');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/blog' && url.search === '');
    // The address changes at once, the page once the server's has come.
    await page.waitForFunction(() => document.querySelectorAll('main article h3').length > 2);
    expect(await box.inputValue()).toBe('');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('#hero-title').waitFor();
    expect(await samePage()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
  it('clears the filters in place when nothing matches, the keyboard back in the search box', async () => {
    const context = await newContext(browser, { language: 'en' });
    const { page, problems, samePage } = await visit(context, `/blog?tag=${tag}&q=nothing${run}`);
    await islandReady(page, 'BlogList');
    await page.getByText('No articles match your search').waitFor();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.pathname === '/blog' && url.search === '');
    await page.waitForFunction(() => document.activeElement?.id === 'blog-search');
    expect(await page.getByRole('searchbox').inputValue()).toBe('');
    expect(await cards(page).count()).toBeGreaterThan(3);
    await page.goBack();
    await page.getByText('No articles match your search').waitFor();
    expect(await samePage()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('an article reached from the list', () => {
  it('shares and likes after the page was put in place, and switches to its Arabic version in place', async () => {
    const context = await newContext(browser, { language: 'en' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    const { page, problems, samePage } = await visit(context, `/blog?tag=${tag}`);
    await page.getByRole('link', { name: 'Navigation post number 13', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Navigation post number 13' }).waitFor();

    await islandReady(page, 'Share');
    await page.getByRole('button', { name: 'Share article' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/blog/${slugOf(13)}?lang=en`);
    await islandReady(page, 'Like');
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('button[aria-pressed="true"]:not([disabled])') !== null);
    expect(await page.locator('#like-count').textContent()).toBe('1 like');

    // The language switch: the same article in Arabic, the address as it was, the like remembered.
    await page
      .locator('header')
      .getByRole('link', { name: /العربية/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'مقال التنقل رقم 13' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/blog/${slugOf(13)}`);
    await islandReady(page, 'Like');
    await page.waitForFunction(() => document.querySelector('button[aria-pressed="true"]') !== null);
    expect(await page.locator('#like-count').textContent()).toBe('إعجاب واحد');
    await islandReady(page, 'Share');
    await page.getByRole('button', { name: 'مشاركة المقال' }).click();
    await page.getByRole('status').filter({ hasText: 'تم نسخ الرابط' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/blog/${slugOf(13)}?lang=ar`);
    expect(await samePage()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the language switch on a filtered list', () => {
  it('keeps the topic, the words searched and the pages loaded', async () => {
    const context = await newContext(browser, { language: 'en' });
    const { page, problems, samePage } = await visit(context, `/blog?tag=${tag}`);
    await islandReady(page, 'BlogList');
    await page.getByRole('searchbox').fill('navigation');
    await page.waitForURL(`**/blog?tag=${tag}&q=navigation`);
    await page.waitForFunction(() => document.querySelector('a[data-load-more]') !== null);
    await page.getByRole('link', { name: 'Load more articles' }).click();
    await page.waitForFunction(() => document.querySelectorAll('main article h3').length === 13);

    await page
      .locator('header')
      .getByRole('link', { name: /العربية/ })
      .click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.waitForFunction(() => document.querySelectorAll('main article h3').length === 13);
    expect(await count(page).textContent()).toBe('عُثر على 13 مقالًا');
    expect(await cards(page).first().textContent()).toMatch(/^مقال التنقل رقم/);
    expect(await page.getByRole('searchbox').inputValue()).toBe('navigation');
    expect(await page.locator(`#topic-${tag}`).getAttribute('aria-current')).toBe('true');
    expect(new URL(page.url()).search).toBe(`?tag=${tag}&q=navigation`);
    expect(await samePage()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
