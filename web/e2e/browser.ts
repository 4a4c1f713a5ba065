import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { IslandName } from '../src/islands/registry.ts';

const root = resolve(import.meta.dirname, '../..');
export const baseUrl = () => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** A fresh browser profile in the given language (as a returning visitor would have stored it). */
export async function newContext(
  browser: Browser,
  options: { language?: 'en' | 'ar'; viewport?: keyof typeof viewports; bypassCSP?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: viewports[options.viewport ?? 'desktop'],
    locale: 'en-US',
    baseURL: baseUrl(),
    // Only to inject axe-core: the site's own policy forbids inline scripts.
    bypassCSP: options.bypassCSP ?? false,
  });
  if (options.language) {
    // A returning visitor's choice: stored by the language detector, mirrored in a cookie for the server.
    await context.addInitScript((lang) => localStorage.setItem('i18nextLng', lang), options.language);
    await context.addCookies([{ name: 'lang', value: options.language, url: baseUrl() }]);
  }
  return context;
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: join(root, 'test-results/screenshots', `${name}.png`), fullPage: false });
}

const axeSource = join(root, 'node_modules/axe-core/axe.min.js');

/** Runs axe-core on the page; returns the serious and critical WCAG violations, described. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // Only violations are read: axe then skips describing every passing node (most of its time on a long page).
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

/**
 * Waits until the fonts the page asked for are in, at most a second. Plex is `optional`
 * (theme/fonts.ts): a face not there 100 ms after its text needs it is never drawn on that page, so
 * after a second no font moves anything. Unbounded, `document.fonts.ready` held a test for its whole
 * minute once in CI (marketing.e2e.ts, 2026-11-28); the faces still loading then are printed.
 */
export async function fontsSettled(page: Page) {
  const loading = await page.evaluate(() =>
    Promise.race([
      document.fonts.ready.then(() => []),
      new Promise<string[]>((resolve) =>
        setTimeout(() => resolve([...document.fonts].filter((face) => face.status === 'loading').map((face) => `${face.family} ${face.weight}`)), 1000),
      ),
    ]),
  );
  if (loading.length) console.warn(`${page.url()}: fonts still loading after a second: ${loading.join(', ')}`);
}

/**
 * Waits until the page's own code runs: on a page of islands (every server-rendered page) its
 * enhancements (menus, links, language switch: `html[data-enhanced]`), on a page the app draws
 * React on the h1. docs/site.md.
 */
export const pageReady = (page: Page) =>
  page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-enhanced') || Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );

/** Brings an island into view, as a visitor scrolling to it would, and waits until its code runs (React's, or a plain island's). */
export async function islandReady(page: Page, name: IslandName) {
  await pageReady(page);
  await page.locator(`[data-island="${name}"] > *`).first().scrollIntoViewIfNeeded();
  await page.waitForSelector(`[data-island="${name}"][data-hydrated]`, { state: 'attached' });
}
