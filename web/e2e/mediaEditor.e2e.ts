import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql as graphqlAs, login } from './api.ts';
import { accessibilityProblems, launchBrowser, newContext, viewports } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// Images in the post editor: a cover uploaded (with its progress) and chosen from the library with
// the keyboard, images dropped, inserted and pasted into the English and Arabic texts, publishing
// refused until every image has alt text in both languages (the editor takes the writer to the
// fields), then the article showing each image as <picture> with the alt text of its language.
//
// The library is shared with the other files: the images here carry this run's word, and go.

let browser: Browser;
let adminToken: string;
const run = Date.now().toString(36);
const shots = '/tmp/s11/shots';
const slug = `harbour-compute-${run}`;
let postId = '';

const graphql = <T>(query: string, variables: Record<string, unknown> = {}) => graphqlAs<T>(adminToken, query, variables);

/** A photo-like JPEG of this run (its own pixels: the library keeps one image per file). */
async function photo(width: number, height: number, colour: string, seed: number): Promise<Buffer> {
  const shapes = Array.from({ length: 12 }, (_, i) => {
    const x = ((seed * 97 + i * 131) % 90) / 100;
    const y = ((seed * 53 + i * 71) % 80) / 100;
    return `<rect x="${Math.round(x * width)}" y="${Math.round(y * height)}" width="${Math.round(width / 8)}" height="${Math.round(height / 6)}" fill="hsl(${(seed * 40 + i * 30) % 360} 60% 55%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}<text x="40" y="${height - 40}" font-size="48" fill="#fff">${run}</text></svg>`;
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

const files: Record<'cover' | 'harbour' | 'rack', { name: string; buffer: Buffer }> = {
  cover: { name: `cover-${run}.jpg`, buffer: Buffer.alloc(0) },
  harbour: { name: `harbour-${run}.jpg`, buffer: Buffer.alloc(0) },
  rack: { name: `rack-${run}.jpg`, buffer: Buffer.alloc(0) },
};
const alts = {
  cover: { en: 'Cargo cranes at a Gulf harbour at dusk', ar: 'رافعات الشحن في ميناء خليجي عند الغروب' },
  harbour: { en: 'A container ship leaving the harbour', ar: 'سفينة حاويات تغادر الميناء' },
  rack: { en: 'A rack of servers with blue lights', ar: 'خزانة خوادم بأضواء زرقاء' },
};

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  files.cover.buffer = await photo(1600, 900, '#1d3557', 1);
  files.harbour.buffer = await photo(1200, 800, '#2a6f97', 2);
  files.rack.buffer = await photo(900, 1200, '#3d405b', 3);
});

afterAll(async () => {
  if (postId) await graphql('mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id: postId }).catch(() => {});
  const { media } = await graphql<{ media: { edges: { node: { id: string } }[] } }>(
    'query($search: String) { media(first: 50, search: $search) { edges { node { id } } } }',
    { search: run },
  ).catch(() => ({ media: { edges: [] } }));
  for (const { node } of media.edges)
    await graphql('mutation($id: ID!) { deleteMedia(input: { id: $id }) { deletedMediaId } }', { id: node.id }).catch(() => {});
  await browser?.close();
});

const shot = (page: Page, name: string) => page.screenshot({ path: join(shots, `${name}.png`) });
const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

/** Drops `file` on `target` as the browser does when a file is dragged from the desktop. */
async function dropFile(page: Page, target: Locator, file: { name: string; buffer: Buffer }) {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: 'image/jpeg' }));
      return transfer;
    },
    { base64: file.buffer.toString('base64'), name: file.name },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** Pastes `file` into `target` as an image copied in another program would be. */
async function pasteFile(target: Locator, file: { name: string; buffer: Buffer }) {
  await target.evaluate(
    (element, { base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: 'image/jpeg' }));
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    },
    { base64: file.buffer.toString('base64'), name: file.name },
  );
}

/** Chooses `file` in the file picker a button opens. */
async function chooseFile(page: Page, button: Locator, file: { name: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles({ name: file.name, mimeType: 'image/jpeg', buffer: file.buffer });
}

const storedImage = /!\[\]\(\/media\/[0-9a-f]{32}\.jpg\)/;

describe('images in the post editor (English, desktop)', () => {
  let context: BrowserContext;
  let page: Page;
  /** Set, the answer to an upload waits a moment: long enough to see its bar. */
  let slowUploads = false;
  beforeAll(async () => {
    context = await newContext(browser, { language: 'en' });
    page = await context.newPage();
    // Routed before the page loads: a route added just before a request may not catch it (see contact.e2e.ts).
    await page.route('**/graphql', async (route) => {
      if (slowUploads && route.request().headers()['content-type']?.startsWith('multipart/form-data')) await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
  });
  afterAll(() => context?.close());

  it('signs in and uploads a cover, with a progress bar, a preview at its own size and its alt fields', async () => {
    await page.goto('/admin/blog/new');
    await page.getByPlaceholder('Enter your username').fill('admin');
    await page.getByPlaceholder('Enter your password').fill(adminPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'New post', level: 1 }).waitFor();
    const pane = page.getByRole('tabpanel');
    await pane.getByLabel('Title', { exact: true }).fill(`Harbour compute ${run}`);
    await pane.getByLabel('Excerpt', { exact: true }).fill('How the Gulf’s ports run their own AI.');

    slowUploads = true;
    const settings = page.getByRole('region', { name: 'Post settings' });
    const cover = settings.getByRole('group', { name: 'Cover image' });
    await cover.getByText('Drag an image here, or:').waitFor();
    await chooseFile(page, cover.getByRole('button', { name: 'Upload image' }), files.cover);
    const bar = cover.getByRole('progressbar', { name: `Uploading ${files.cover.name}` });
    await bar.waitFor();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    const preview = cover.locator('figure img');
    await preview.waitFor();
    expect(await preview.getAttribute('width')).toBe('1600');
    expect(await preview.getAttribute('height')).toBe('900');
    expect(await preview.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    await cover.getByText(files.cover.name).waitFor();
    await cover.getByLabel('Alt text in English', { exact: true }).waitFor();
    expect(await cover.getByLabel('Alt text in Arabic', { exact: true }).getAttribute('dir')).toBe('rtl');
    slowUploads = false;

    // The first autosave makes the post; the cover goes with it.
    await page.waitForURL(/\/admin\/blog\/edit\//, { timeout: 15_000 });
    postId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect
      .poll(
        async () =>
          (await graphql<{ node: { coverImage: string | null } }>('query($id: ID!) { node(id: $id) { ... on Post { coverImage } } }', { id: postId })).node
            .coverImage,
        { timeout: 15_000 },
      )
      .toBe(await preview.getAttribute('src'));
    await settings.scrollIntoViewIfNeeded();
    await shot(page, 'editor-cover-en-desktop');
  });

  it('chooses the cover from the library with the keyboard; Escape closes the dialog and focus comes back', async () => {
    const cover = page.getByRole('group', { name: 'Cover image' });
    const choose = cover.getByRole('button', { name: 'Choose from library' });
    await choose.click();
    const dialog = page.getByRole('dialog', { name: 'Choose an image' });
    await dialog.getByRole('button', { name: new RegExp(files.cover.name) }).waitFor();
    await shot(page, 'editor-library-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(choose)).toBe(true);

    await choose.focus();
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Search the library').fill(files.cover.name);
    await dialog
      .getByRole('status')
      .filter({ hasText: /^1 image matches$/ })
      .waitFor();
    await dialog.getByLabel('Search the library').focus();
    // Past the hint to the first image, then choose it.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(files.cover.name);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await cover.getByText(files.cover.name).waitFor();
  });

  it('drops an image into the English text at the caret: a placeholder, then the Markdown, and the preview shows it', async () => {
    const pane = page.getByRole('tabpanel');
    const body = pane.getByLabel('Body', { exact: true });
    await body.fill('The harbour never sleeps.\n\nIts cranes run on models kept in the country.');
    await body.press('Control+Home');
    await body.press('End');
    slowUploads = true;
    await dropFile(page, body, files.harbour);
    await expect.poll(() => body.inputValue()).toContain(`[Uploading ${files.harbour.name}…]`);
    await pane.getByRole('progressbar', { name: `Uploading ${files.harbour.name}` }).waitFor();
    await expect
      .poll(() => body.inputValue(), { timeout: 15_000 })
      .toMatch(new RegExp(`^The harbour never sleeps\\.\\n\\n${storedImage.source}\\n\\nIts cranes run`));
    slowUploads = false;
    const image = pane.locator('.preview picture img');
    await image.waitFor();
    expect(await image.getAttribute('width')).toBe('1200');

    // Text pasted is still the browser's to handle.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await page.evaluate(() => navigator.clipboard.writeText(' Pasted text.'));
    await body.press('Control+End');
    await body.press('Control+V');
    await expect.poll(() => body.inputValue()).toMatch(/country\. Pasted text\.$/);
  });

  it('inserts and pastes images into the Arabic text', async () => {
    await page.getByRole('tab', { name: /العربية/ }).click();
    const pane = page.getByRole('tabpanel');
    expect(await pane.getAttribute('lang')).toBe('ar');
    await pane.getByLabel('Title', { exact: true }).fill(`حوسبة الموانئ ${run}`);
    await pane.getByLabel('Excerpt', { exact: true }).fill('كيف تشغّل موانئ الخليج ذكاءها الاصطناعي بنفسها.');
    const body = pane.getByLabel('Body', { exact: true });
    await body.fill('الميناء لا ينام.');
    await body.press('Control+End');
    await chooseFile(page, pane.getByRole('button', { name: 'Insert image' }), files.rack);
    await expect.poll(() => body.inputValue(), { timeout: 15_000 }).toMatch(new RegExp(`^الميناء لا ينام\\.\\n\\n${storedImage.source}$`));
    await pasteFile(body, files.harbour);
    await expect.poll(async () => (await body.inputValue()).match(new RegExp(storedImage.source, 'g'))?.length ?? 0, { timeout: 15_000 }).toBe(2);
    await pane.locator('.preview picture').nth(1).waitFor();

    // The library from the text: arrow keys move between its images; Escape gives focus back.
    const fromLibrary = pane.getByRole('button', { name: 'From library' });
    await fromLibrary.click();
    const dialog = page.getByRole('dialog', { name: 'Choose an image' });
    const search = dialog.getByLabel('Search the library');
    await search.fill(run);
    await dialog
      .getByRole('status')
      .filter({ hasText: /^3 images match$/ })
      .waitFor();
    await search.focus();
    await page.keyboard.press('Tab');
    const firstName = await page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.keyboard.press('ArrowRight');
    const secondName = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(secondName).toMatch(new RegExp(run));
    expect(secondName).not.toBe(firstName);
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(firstName);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(fromLibrary)).toBe(true);
  });

  it('refuses to publish while images lack alt text, and takes the writer to the fields', async () => {
    const panel = page.getByRole('region', { name: 'Images' });
    await panel.getByText('3 images need alt text before the post can be published.').waitFor();
    await page.getByRole('button', { name: 'Publish…' }).click();
    await page.getByRole('dialog', { name: 'Publish this post' }).getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('alert').filter({ hasText: 'Publishing needs alt text in English and Arabic for every image: 3 images are missing it.' }).waitFor();
    // The first empty field is the cover's, in the post settings.
    const first = page.getByRole('group', { name: 'Cover image' }).getByLabel('Alt text in English', { exact: true });
    await expect.poll(() => isFocused(first)).toBe(true);
    await panel.getByText('Write the alt text: publishing needs it.').first().waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'editor-alt-missing');
    await page.screenshot({ path: join(shots, 'editor-alt-missing-full.png'), fullPage: true });
    const status = await graphql<{ node: { status: string } }>('query($id: ID!) { node(id: $id) { ... on Post { status } } }', { id: postId });
    expect(status.node.status).toBe('DRAFT');
  });

  it('saves the alt texts to the library as they are typed, then publishes', async () => {
    const cover = page.getByRole('group', { name: 'Cover image' });
    await cover.getByLabel('Alt text in English', { exact: true }).fill(alts.cover.en);
    await cover.getByLabel('Alt text in Arabic', { exact: true }).fill(alts.cover.ar);
    const panel = page.getByRole('region', { name: 'Images' });
    for (const key of ['harbour', 'rack'] as const) {
      const item = panel.getByRole('listitem').filter({ hasText: files[key].name });
      await item.getByLabel('Alt text in English', { exact: true }).fill(alts[key].en);
      await item.getByLabel('Alt text in Arabic', { exact: true }).fill(alts[key].ar);
    }
    // The panel shows the cover's texts typed in the settings (one store).
    const coverItem = panel.getByRole('listitem').filter({ hasText: files.cover.name });
    expect(await coverItem.getByLabel('Alt text in Arabic', { exact: true }).inputValue()).toBe(alts.cover.ar);
    await panel.getByText('Every image has alt text in English and Arabic.').waitFor();

    await page.getByRole('button', { name: 'Publish…' }).click();
    await page.getByRole('dialog', { name: 'Publish this post' }).getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('Published: the post is live.').waitFor();
    const { media } = await graphql<{ media: { edges: { node: { name: string; altEn: string; altAr: string } }[] } }>(
      'query($search: String) { media(first: 10, search: $search) { edges { node { name altEn altAr } } } }',
      { search: run },
    );
    expect(Object.fromEntries(media.edges.map(({ node }) => [node.name, { en: node.altEn, ar: node.altAr }]))).toEqual({
      [files.cover.name]: alts.cover,
      [files.harbour.name]: alts.harbour,
      [files.rack.name]: alts.rack,
    });
  });
});

describe('the editor in Arabic on a phone', () => {
  it('fits, reads right to left, and passes the accessibility checks', async () => {
    const context = await newContext(browser, { language: 'ar', viewport: 'phone', bypassCSP: true });
    await context.addInitScript((token) => localStorage.setItem('admin_auth_token', token), adminToken);
    const page = await context.newPage();
    await page.goto(`/admin/blog/edit/${encodeURIComponent(postId)}`);
    await page.getByRole('heading', { name: 'تعديل المقال', level: 1 }).waitFor();
    const cover = page.getByRole('group', { name: 'صورة الغلاف' });
    await cover.locator('figure img').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await page.getByRole('tabpanel').getByRole('button', { name: 'إدراج صورة' }).waitFor();
    await shot(page, 'editor-ar-phone');
    await cover.scrollIntoViewIfNeeded();
    await shot(page, 'editor-ar-phone-cover');
    const panel = page.getByRole('region', { name: 'الصور' });
    await panel.getByText('لكل صورة نص بديل بالإنجليزية والعربية.').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'editor-ar-phone-images');
    expect(await accessibilityProblems(page)).toEqual([]);
    await context.close();
  });
});

describe('the published article', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`shows the text's images as <picture>, with the alt text of the page's language (${language})`, async () => {
      const context = await newContext(browser, { language });
      const page = await context.newPage();
      await page.goto(`/blog/${slug}?lang=${language}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const pictures = page.locator('article .body picture');
      await pictures.first().waitFor();
      const expected = language === 'en' ? [alts.harbour.en] : [alts.rack.ar, alts.harbour.ar];
      expect(await pictures.count()).toBe(expected.length);
      for (const [i, alt] of expected.entries()) {
        const picture = pictures.nth(i);
        expect(await picture.locator('source[type="image/avif"]').count()).toBe(1);
        const img = picture.locator('img');
        expect(await img.getAttribute('alt')).toBe(alt);
        expect(await img.getAttribute('srcset')).toMatch(/\/media\/[0-9a-f]{32}\.jpg \d+w/);
        expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
      }
      // The cover: a <picture> before the text (ArticlePage), with the alt text of the page's language.
      const all = page.locator('article picture');
      expect(await all.count()).toBe(expected.length + 1);
      const cover = all.first().locator('img');
      expect(await cover.getAttribute('alt')).toBe(alts.cover[language]);
      expect(await all.first().locator('source[type="image/avif"]').count()).toBe(1);
      expect(await cover.getAttribute('width')).toBe('1600');
      expect(await cover.getAttribute('height')).toBe('900');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `article-${language}`);
      await pictures.first().scrollIntoViewIfNeeded();
      await shot(page, `article-${language}-body-image`);
      await context.close();
    });
  }
});
