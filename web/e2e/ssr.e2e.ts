import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPagePaths } from '../src/paths.ts';
import { brand } from '../src/brand.ts';
import { baseUrl, islandReady, launchBrowser, newContext, pageReady } from './browser.ts';

// Public pages arrive complete from the server: readable with JavaScript off, in the right
// language, with their head; then hydrated without a request or a mismatch.

const articles = [
  'data-sovereignty-uae-ai-infrastructure-guide',
  'private-llm-deployment-middle-east-enterprises',
  'ai-infrastructure-roi-gcc-companies-300-percent-returns',
];
const publicPaths = [...publicPagePaths, ...articles.map((slug) => `/blog/${slug}`)];
const arabic = /[\u0600-\u06FF]/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function withoutJavaScript<T>(language: 'en' | 'ar', run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), locale: 'en-US' });
  await context.addCookies([{ name: 'lang', value: language, url: baseUrl() }]);
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

describe('with JavaScript off, every public page reads whole', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`in ${language === 'en' ? 'English' : 'Arabic'}: content, h1, lang/dir, title, canonical, hreflang, og:title`, async () => {
      await withoutJavaScript(language, async (page) => {
        for (const path of publicPaths) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          expect(await page.getAttribute('html', 'lang'), path).toBe(language);
          expect(await page.getAttribute('html', 'dir'), path).toBe(language === 'ar' ? 'rtl' : 'ltr');
          const h1 = (await page.locator('h1').first().textContent())?.trim() ?? '';
          expect(h1.length, `${path} h1`).toBeGreaterThan(5);
          const main = (await page.locator('main').textContent()) ?? '';
          expect(main.length, `${path} main text`).toBeGreaterThan(150);
          const title = await page.title();
          expect(title.length, `${path} title`).toBeGreaterThan(5);
          if (language === 'ar') expect(title, path).toMatch(arabic);
          // The site's name, as settings give it in the page's language (an article's too, not "Insights").
          expect(title, path).toContain(brand.name[language]);
          const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
          expect(canonical, path).toBe(`${baseUrl()}${path}?lang=${language}`);
          for (const hreflang of ['en', 'ar']) {
            expect(await page.getAttribute(`link[rel="alternate"][hreflang="${hreflang}"]`, 'href'), path).toBe(`${baseUrl()}${path}?lang=${hreflang}`);
          }
          expect(await page.getAttribute('link[rel="alternate"][hreflang="x-default"]', 'href'), path).toBe(`${baseUrl()}${path}`);
          expect(await page.getAttribute('meta[property="og:title"]', 'content'), path).toBe(title);
          expect(await page.getAttribute('meta[name="description"]', 'content'), path).toBeTruthy();
        }
      });
    });
  }

  it('lists the blog’s cards and reads an article’s body', async () => {
    await withoutJavaScript('en', async (page) => {
      await page.goto('/blog');
      expect(await page.locator('main article, main a[href^="/blog/"]').count()).toBeGreaterThanOrEqual(3);
      await page.goto(`/blog/${articles[1]}`);
      expect(await page.locator('main h2').count()).toBeGreaterThan(0);
      expect(await page.getAttribute('meta[property="og:type"]', 'content')).toBe('article');
      expect(await page.getAttribute('meta[property="article:published_time"]', 'content')).toMatch(/^\d{4}-\d\d-\d\dT/);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    });
  });

  it('answers unknown paths and articles with HTTP 404 and the not-found page', async () => {
    await withoutJavaScript('ar', async (page) => {
      for (const path of ['/nope', '/blog/no-such-article', '/sovra-nothing', '/%ZZ']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        expect(await page.locator('h1').textContent(), path).toMatch(arabic);
      }
    });
  });

  it('picks the language from ?lang, then the cookie, then Accept-Language', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: baseUrl(),
      locale: 'ar-AE',
      extraHTTPHeaders: { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' },
    });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    await context.addCookies([{ name: 'lang', value: 'en', url: baseUrl() }]);
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.goto('/?lang=ar');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    await page.goto('/?lang=%3Cscript%3E');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });

  it('tells search engines not to index the admin panel, and no cache to keep it, however it is spelled', async () => {
    for (const path of ['/admin', '/ADMIN', '/%61dmin/users']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.headers.get('x-robots-tag'), path).toContain('noindex');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it('renders the blog for a search longer than the API takes, instead of failing', async () => {
    const response = await fetch(`${baseUrl()}/blog?q=${'%25_'.repeat(3000)}`);
    expect(response.status).toBe(200);
  });
});

describe('with JavaScript on, hydration keeps the server’s page', () => {
  for (const [language, path] of [
    ['en', '/'],
    ['ar', '/'],
    ['en', '/blog'],
    ['ar', `/blog/${articles[0]}`],
    ['ar', '/sovra-vault'],
  ] as const) {
    it(`${path} in ${language}: no warning, no GraphQL request, the same h1 node`, async () => {
      const context = await newContext(browser, { language });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const graphql: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/graphql') graphql.push(request.url());
      });
      // Hold the app's entry script until the server's h1 is marked, to recognise it afterwards.
      let release!: () => void;
      const marked = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await marked;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await page.locator('h1').first().waitFor({ state: 'attached' });
      await page.evaluate(() => ((document.querySelector('h1') as unknown as { serverNode: boolean }).serverNode = true));
      release();
      await pageReady(page);
      // The home page's islands, each hydrated over the server's markup as it comes into view.
      if (path === '/') for (const island of ['DemoAssistant', 'SolutionFinder', 'ContactForm'] as const) await islandReady(page, island);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (document.querySelector('h1') as unknown as { serverNode?: boolean }).serverNode)).toBe(true);
      expect(graphql).toEqual([]);
      expect(problems).toEqual([]);
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      await context.close();
    });
  }
});

describe('the builds (built by globalSetup)', () => {
  it("render with react-router's production build, on the server and in the browser", () => {
    // Its package sends Node and every bundler to its development build, whose checks and
    // warnings run on each render: vite.config.ts aliases it, and the server's build bundles it.
    const dist = resolve(import.meta.dirname, '../../dist');
    for (const dir of ['ssr', 'web/assets']) {
      const files = (readdirSync(join(dist, dir), { recursive: true }) as string[])
        .filter((file) => file.endsWith('.js'))
        .map((file) => ({ file, code: readFileSync(join(dist, dir, file), 'utf8') }));
      const holding = (pattern: RegExp) => files.filter(({ code }) => pattern.test(code)).map(({ file }) => file);
      expect(holding(/may be used only in the context of a <Router> component/).length, `${dir}: react-router is bundled`).toBeGreaterThan(0);
      if (dir === 'ssr') expect(holding(/^import\b[^\n]*\bfrom\s*"react-router[/"]/m), 'an import left for Node to resolve').toEqual([]);
      expect(holding(/You rendered descendant <Routes>/), `${dir}: a warning only the development build has`).toEqual([]);
    }
  });
});
