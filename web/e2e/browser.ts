import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

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

/** A fresh browser profile in the given language (as the detector would find it stored). */
export async function newContext(browser: Browser, options: { language?: 'en' | 'ar'; viewport?: keyof typeof viewports } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: viewports[options.viewport ?? 'desktop'], locale: 'en-US', baseURL: baseUrl() });
  if (options.language) await context.addInitScript((lang) => localStorage.setItem('i18nextLng', lang), options.language);
  return context;
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: join(root, 'test-results/screenshots', `${name}.png`), fullPage: false });
}
