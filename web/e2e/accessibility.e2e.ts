import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems, baseUrl, launchBrowser, newContext, pageReady, screenshot } from './browser.ts';
import { login } from './api.ts';
import { adminPassword } from './globalSetup.ts';
import { marketingPages } from '../src/paths.ts';

// Every public page, loaded once per language on a desktop: all that is checked of a page as it
// stands (axe-core, its one h1, direction, title, breadcrumb, diagram, width, the screenshot, and
// the language switch on it) is checked on that one load. marketing.e2e.ts keeps the menus, the
// islands, the phone and the 320 px sweeps.

const arabic = /[\u0600-\u06FF]/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Every public route (the home page, the blog, an article, the 18 marketing pages), the not-found page and the login.
const screens: [string, string][] = [
  ['/', '#hero-title'],
  ['/blog', 'article h3'],
  ['/blog/data-sovereignty-uae-ai-infrastructure-guide', 'article h1'],
  ...marketingPages.map(({ path }): [string, string] => [path, 'h1']),
  ['/nope', 'h1'],
  ['/admin', 'form h1'],
];
// The pages of each kind whose desktop screenshots are kept (the phone's: marketing.e2e.ts).
const screenshotted = new Set(['/', '/sovra-core', '/air-gapped-environments', '/regional-ai-implementation', '/privacy']);

/** The structure a marketing page shows in any language: one h1, the language's direction and title, its breadcrumb and diagram. */
async function expectMarketingStructure(page: Page, path: string, language: 'en' | 'ar') {
  const { section } = marketingPages.find((p) => p.path === path)!;
  expect(await page.locator('h1').count(), path).toBe(1);
  expect(await page.getAttribute('html', 'dir'), path).toBe(language === 'ar' ? 'rtl' : 'ltr');
  if (language === 'ar') expect(await page.title(), path).toMatch(arabic);
  const crumbs = page.getByRole('navigation', { name: language === 'en' ? 'Breadcrumb' : 'مسار التنقل', exact: true }).locator('ol li');
  expect(await crumbs.count(), path).toBe(section === 'legal' ? 2 : 3);
  if (section !== 'legal') expect(await page.locator('figure svg').count(), `${path} diagram`).toBeGreaterThan(0);
}

/** Switches an English marketing page to Arabic in place (its Arabic copy, as the server renders it), then back. */
async function expectLanguageSwitch(page: Page, path: string) {
  const arabicH1 = /<h1[^>]*>([^<]+)<\/h1>/.exec(await (await fetch(`${baseUrl()}${path}?lang=ar`)).text())?.[1];
  await page.getByRole('link', { name: /Switch language/ }).click();
  await expect.poll(async () => (await page.locator('h1').textContent())?.trim(), { message: path }).toBe(arabicH1?.replace(/&amp;/g, '&'));
  expect(await page.title(), path).toMatch(arabic);
  await page.getByRole('link', { name: /تغيير اللغة/ }).click();
  await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
}

for (const language of ['en', 'ar'] as const) {
  describe(`every public page in ${language}: accessibility (axe-core, WCAG 2.2 AA, serious and critical), structure, screenshots`, () => {
    let context: BrowserContext;
    let page: Page;
    const titles = new Set<string>();
    beforeAll(async () => {
      context = await newContext(browser, { language, bypassCSP: true });
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    for (const [path, ready] of screens) {
      it(`${path} in ${language}`, async () => {
        const response = await page.goto(path);
        await page.locator(ready).first().waitFor();
        await pageReady(page);
        const marketing = marketingPages.some((p) => p.path === path);
        if (marketing) {
          expect(response?.status(), path).toBe(200);
          await expectMarketingStructure(page, path, language);
          titles.add(await page.title());
        }
        if (screenshotted.has(path)) {
          // Nothing wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
          await screenshot(page, `page-${path.slice(1) || 'home'}-${language}-desktop`);
        }
        expect(await accessibilityProblems(page)).toEqual([]);
        // What an outside attack found: switching to Arabic on any marketing page loads its Arabic copy in place.
        if (marketing && language === 'en') await expectLanguageSwitch(page, path);
      });
    }

    it(`gives every marketing page its own title in ${language}`, () => {
      expect(titles.size, 'every page has its own title').toBe(marketingPages.length);
    });
  });
}

describe('accessibility of the admin panel, signed in', () => {
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await login('admin', adminPassword);
  });

  for (const language of ['en', 'ar'] as const) {
    it(`dashboard, users and profile in ${language}`, async () => {
      // Signed in with a token in the profile: signing in through the form is login.e2e.ts's.
      const context = await newContext(browser, { language, bypassCSP: true });
      await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), adminToken);
      const page = await context.newPage();
      for (const [path, ready] of [
        ['/admin', 'main h1'],
        ['/admin/users', 'td'],
        ['/admin/profile', 'form h2'],
      ]) {
        await page.goto(path);
        await page.locator(ready).first().waitFor();
        expect(await accessibilityProblems(page), path).toEqual([]);
        await screenshot(page, `a11y${path.replaceAll('/', '-')}-${language}`);
      }
      await context.close();
    });
  }
});
