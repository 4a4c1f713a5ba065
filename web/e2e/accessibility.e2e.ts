import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems, launchBrowser, newContext, screenshot } from './browser.ts';
import { adminPassword } from './globalSetup.ts';
import { marketingPages } from '../src/paths.ts';

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

describe('accessibility (axe-core, WCAG 2.2 AA, serious and critical)', () => {
  for (const language of ['en', 'ar'] as const) {
    for (const [path, ready] of screens) {
      it(`${path} in ${language}`, async () => {
        const context = await newContext(browser, { language, bypassCSP: true });
        const page = await context.newPage();
        await page.goto(path);
        await page.locator(ready).first().waitFor();
        expect(await accessibilityProblems(page)).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('accessibility of the admin panel, signed in', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`dashboard, users and profile in ${language}`, async () => {
      const context = await newContext(browser, { language, bypassCSP: true });
      const page = await context.newPage();
      await page.goto('/admin');
      await page.locator('input[name="username"]').fill('admin');
      await page.locator('input[name="password"]').fill(adminPassword);
      await page.locator('button[type="submit"]').click();
      // The navigation's link (the dashboard's quick links lead there too).
      await page.locator('nav a[href="/admin/users"]').waitFor();
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
