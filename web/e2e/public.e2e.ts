import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, pageReady, screenshot } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('home page', () => {
  for (const language of ['en', 'ar'] as const) {
    for (const viewport of ['desktop', 'phone'] as const) {
      it(`shows the hero in ${language} on a ${viewport}`, async () => {
        const context = await newContext(browser, { language, viewport });
        const page = await context.newPage();
        await page.goto('/');
        const title = page.locator('#hero-title');
        await title.waitFor();
        expect(await page.getAttribute('html', 'lang')).toBe(language);
        expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        if (language === 'ar') {
          expect(await title.textContent()).toMatch(/[\u0600-\u06FF]/);
          expect(await page.title()).toContain('سوفرا');
        } else {
          expect(await title.textContent()).toBe('Your own AI, on your own ground');
          expect(await page.title()).toContain('Sovra');
        }
        await screenshot(page, `home-${language}-${viewport}`);
        await context.close();
      });
    }
  }

  it('loads no blog, Relay or admin code', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.locator('#hero-title').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /relay|Blog|Article|admin|Users|Auth|Dashboard|Profile/i.test(s))).toEqual([]);
    await context.close();
  });

  it('takes the language from ?lang=, switches it with the header link (before and after the app starts) and remembers it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/?lang=ar');
    await page.locator('#hero-title').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    // At once, perhaps before hydration: the link loads the English page.
    await page.getByRole('link', { name: /English/ }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    expect(await page.locator('#hero-title').textContent()).toBe('Your own AI, on your own ground');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    // Once hydrated, the switch happens in place (no page load), and the address follows.
    await pageReady(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('link', { name: /العربية/ }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('ar');
    await page.goto('/blog');
    await page.locator('h1').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    await context.close();
  });

  it('ignores a language parameter that carries markup', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/?lang=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await page.locator('#hero-title').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });
});

describe('blog', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`lists the launch articles with featured and latest sections in ${language}`, async () => {
      const context = await newContext(browser, { language });
      const page = await context.newPage();
      await page.goto('/blog');
      await page.locator('article h3').first().waitFor();
      expect(await page.locator('article h3').count()).toBe(3);
      expect(await page.locator('#featured-heading').count()).toBe(1);
      const search = page.getByRole('searchbox');
      expect(await search.getAttribute('placeholder')).toBe(language === 'en' ? 'Search articles...' : 'ابحث في المقالات...');
      await screenshot(page, `blog-${language}`);
      await context.close();
    });
  }

  it('filters by topic and by search, and says when nothing matches', async () => {
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    await page.goto('/blog');
    await page.locator('article h3').first().waitFor();
    await page.getByRole('group').getByRole('link', { name: 'ROI' }).click();
    await page.waitForFunction(() => document.querySelectorAll('article h3').length === 1);
    expect(page.url()).toContain('tag=roi');
    await page.getByRole('group').getByRole('link', { name: 'All Topics' }).click();
    await page.waitForFunction(() => document.querySelectorAll('article h3').length > 1);
    // Searching as one types needs the app (without it, Enter submits the form to the server).
    await pageReady(page);
    await page.getByRole('searchbox').fill('zzzz no such words');
    await page.getByText('No articles match your search').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'articles found' }).textContent()).toContain('0');
    await screenshot(page, 'blog-empty-en');
    await context.close();
  });

  it('opens an article from the list and goes back', async () => {
    const context = await newContext(browser, { language: 'ar' });
    const page = await context.newPage();
    await page.goto('/blog');
    await page.locator('article h3 a').first().click();
    await page.locator('article h1').waitFor();
    expect(page.url()).toMatch(/\/blog\/[a-z0-9-]+$/);
    expect(await page.locator('article h1').textContent()).toMatch(/[\u0600-\u06FF]/);
    expect(await page.locator('.body h2').count()).toBeGreaterThan(1);
    await screenshot(page, 'article-ar');
    await page
      .getByRole('link', { name: /العودة|المدونة/ })
      .first()
      .click();
    await page.waitForURL(/\/blog$/);
    await context.close();
  });
});

describe('pages that do not exist', () => {
  it('answer 404 and show the not-found page', async () => {
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'not-found-en');
    const article = await page.goto('/blog/no-such-article');
    expect(article?.status()).toBe(404);
    await context.close();
  });

  it('product, deployment and solution pages render their copy', async () => {
    const context = await newContext(browser, { language: 'ar' });
    const page = await context.newPage();
    for (const path of ['/sovra-core', '/air-gapped-environments', '/ai-infrastructure-smes']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.locator('h1').waitFor();
      expect(await page.locator('h1').textContent()).toMatch(/[\u0600-\u06FF]/);
    }
    await screenshot(page, 'solution-ar');
    await context.close();
  });
});

describe('the server', () => {
  it('serves hashed assets with a one-year cache', async () => {
    const html = await (await fetch(baseUrl())).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(baseUrl() + script);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
