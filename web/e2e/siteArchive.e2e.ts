import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, stopProcess, type SiteServer } from '../../api/scripts/siteServer.ts';
import { login } from './api.ts';
import { accessibilityProblems, launchBrowser, screenshot, viewports } from './browser.ts';

// Export and import (issue 26, docs/operations.md#export-and-import) between two running sites of
// their own (an import replaces a site's content: not the shared test server's). The old site gets
// an image, a post showing it, a setting and a redirect; its archive, imported into a fresh site,
// reproduces every public page, in both languages, byte for byte but the CSP nonce. Then an admin
// does it from Settings, by keyboard: downloads an export, is refused a file that is no archive in
// words of their language, and imports one.

const password = 'archive e2e admin password';
// One public address for both: the pages name it (canonical links), not the port each listens on.
const env = { ADMIN_PASSWORD: password, PUBLIC_MISS_MS_PER_SECOND: '0', SITE_URL: 'https://sovra.example' };

let dir: string;
let from: SiteServer;
let to: SiteServer;
let browser: Browser;
let archive: Buffer;

async function call(site: SiteServer, path: string, init: { method?: string; token?: string; json?: unknown; body?: FormData } = {}) {
  const headers: Record<string, string> = init.token ? { authorization: `Bearer ${init.token}` } : {};
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${site.origin}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    redirect: 'manual',
  });
}

/** The text of an answer as any visitor's browser gets it: the CSP nonce, new at every answer, left out. */
async function pageText(site: SiteServer, address: string): Promise<string> {
  const answer = await call(site, address);
  expect(answer.status, `${site.origin}${address}`).toBe(200);
  return (await answer.text()).replace(/nonce="[^"]*"/g, 'nonce=""');
}

/** Where two pages first differ, a little either side, for the failure's message. */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `${JSON.stringify(a.slice(Math.max(0, at - 120), at + 120))} vs ${JSON.stringify(b.slice(Math.max(0, at - 120), at + 120))}`;
}
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sovra-archive-'));
  [from, to] = await Promise.all([startSiteServer({ databaseFile: join(dir, 'from.db'), env }), startSiteServer({ databaseFile: join(dir, 'to.db'), env })]);
  browser = await launchBrowser();
  const token = await login('admin', password, from.origin);
  const form = new FormData();
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#c8963e' } })
    .png()
    .toBuffer();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dunes.png');
  form.set('altEn', 'Dunes at dusk');
  form.set('altAr', 'كثبان عند الغروب');
  const image = await call(from, '/api/media', { method: 'POST', token, body: form });
  expect(image.status).toBe(201);
  const { url } = ((await image.json()) as { data: { url: string } }).data;
  const post = await call(from, '/api/blogs', {
    method: 'POST',
    token,
    json: {
      slug: 'carried-across',
      status: 'published',
      tags: ['sovereign-ai'],
      translations: {
        en: { title: 'Carried across', excerpt: 'Moved with its image.', body: `Still here:\n\n![Dunes at dusk](${url})` },
        ar: { title: 'منقول كما هو', excerpt: 'انتقل مع صورته.', body: `ما زال هنا:\n\n![كثبان عند الغروب](${url})` },
      },
    },
  });
  expect(post.status).toBe(201);
  expect((await call(from, '/api/settings', { method: 'PATCH', token, json: { contactPhone: '+971 4 555 0199' } })).status).toBe(200);
  expect((await call(from, '/api/redirects', { method: 'POST', token, json: { from: '/old-journal', to: '/blog' } })).status).toBe(201);
  const exported = await call(from, '/api/export', { method: 'POST', token });
  expect(exported.status).toBe(200);
  archive = Buffer.from(await exported.arrayBuffer());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([from, to].filter(Boolean).map((site) => stopProcess(site.process)));
  rmSync(dir, { recursive: true, force: true });
});

describe('a site moved by its archive', () => {
  it('serves every public page of the old site as it was, in English and Arabic', async () => {
    const token = await login('admin', password, to.origin);
    const body = new FormData();
    body.set('archive', new Blob([new Uint8Array(archive)], { type: 'application/zip' }), 'site.zip');
    const imported = await call(to, '/api/import', { method: 'POST', token, body });
    expect(imported.status, await imported.clone().text()).toBe(200);

    // Every address of either sitemap, each page asked of both sites one right after the other.
    const addresses = async (site: SiteServer) =>
      [...(await (await call(site, '/sitemap.xml')).text()).matchAll(/<loc>https:\/\/sovra\.example([^<?]*)/g)].map((match) => match[1] || '/');
    const [fromPaths, toPaths] = await Promise.all([addresses(from), addresses(to)]);
    expect([...new Set(toPaths)].sort()).toEqual([...new Set(fromPaths)].sort());
    expect(fromPaths.length).toBeGreaterThan(20);
    const differing: string[] = [];
    for (const path of new Set(fromPaths)) {
      for (const lang of ['en', 'ar']) {
        const [a, b] = [await pageText(from, `${path}?lang=${lang}`), await pageText(to, `${path}?lang=${lang}`)];
        if (a !== b) differing.push(`${path} ${lang}: ${firstDifference(a, b)}`);
      }
    }
    expect(differing).toEqual([]);
    expect(await pageText(from, '/blog/carried-across?lang=ar')).toContain('منقول كما هو');
    const moved = await call(to, '/old-journal');
    expect(moved.status).toBe(301);
  }, 120_000);
});

async function adminAt(site: SiteServer, language: 'en' | 'ar', viewport: keyof typeof viewports): Promise<BrowserContext> {
  const token = await login('admin', password, site.origin);
  const context = await browser.newContext({ viewport: viewports[viewport], locale: 'en-US', baseURL: site.origin, acceptDownloads: true, bypassCSP: true });
  await context.addInitScript(
    ([value, lang]) => {
      localStorage.setItem('admin_auth_token', value);
      localStorage.setItem('i18nextLng', lang);
    },
    [token, language],
  );
  await context.addCookies([{ name: 'lang', value: language, url: site.origin }]);
  return context;
}

describe('Settings → Export and import', () => {
  it('downloads an export, refuses a file that is no archive, and imports one (English, desktop, keyboard)', async () => {
    const context = await adminAt(to, 'en', 'desktop');
    const page = await context.newPage();
    await page.goto('/admin/settings');
    const section = page.getByRole('region', { name: 'Export and import' });
    await section.waitFor();

    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download an export' }).focus();
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sovra-site-\d{4}-\d{2}-\d{2}\.zip$/);
    const saved = join(dir, 'downloaded.zip');
    await file.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK');

    const notes = join(dir, 'notes.zip');
    writeFileSync(notes, 'meeting notes, not an archive');
    const chooser = section.getByLabel('Choose an archive…');
    await chooser.setInputFiles(notes);
    const dialog = page.getByRole('dialog', { name: "Replace this site's content?" });
    await dialog.getByText('notes.zip').waitFor();
    await dialog.getByRole('button', { name: 'Replace the content' }).click();
    await dialog.getByRole('alert').getByText('This file is not a site archive: it is not a zip file.').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await chooser.setInputFiles(saved);
    await dialog.getByRole('button', { name: 'Replace the content' }).click();
    await section
      .getByRole('status')
      .getByText(/^Imported: posts \d+, pages \d+, images 1, redirects 1\./)
      .waitFor();
    // The settings above are read again: they came with the archive.
    await expect.poll(() => page.getByLabel('Contact phone').inputValue()).toBe('+971 4 555 0199');
    expect(await accessibilityProblems(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'site-archive-en-desktop');
    await context.close();
  }, 60_000);

  it('reads right to left in Arabic on a phone, the confirmation included', async () => {
    const context = await adminAt(to, 'ar', 'phone');
    const page = await context.newPage();
    await page.goto('/admin/settings');
    const section = page.getByRole('region', { name: 'التصدير والاستيراد' });
    await page.getByLabel('هاتف التواصل').waitFor();
    await section.getByRole('button', { name: 'تنزيل نسخة مُصدَّرة' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'site-archive-ar-phone');
    await section.getByLabel('اختيار أرشيف…').setInputFiles(join(dir, 'notes.zip'));
    const dialog = page.getByRole('dialog', { name: 'استبدال محتوى هذا الموقع؟' });
    await dialog.getByRole('button', { name: 'استبدال المحتوى' }).click();
    await dialog.getByRole('alert').getByText('هذا الملف ليس أرشيف موقع: إنه ليس ملف zip.').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'site-archive-ar-phone-dialog');
    await context.close();
  }, 60_000);
});
