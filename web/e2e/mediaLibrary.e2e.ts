import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, graphql as graphqlAs, login } from './api.ts';
import { accessibilityProblems, launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// The media library: images uploaded through the file picker (progress, then their cards), a file
// that is no image refused in the reader's language, search, alt texts edited (and refused empty on
// a published post), an unused image deleted, a used one kept, an editor kept from an admin's
// upload, the activity feed naming the uploads; in English and Arabic, on a desktop and a phone.
//
// The library is shared with the other files: everything here carries this run's word, and goes.

let browser: Browser;
let adminToken: string;
let editorToken: string;
const run = Date.now().toString(36);
const editor = { username: 'media-editor', password: 'a lantern over the dhow' };
const shots = '/tmp/s11/shots';

/** GraphQL as the admin, unless another token is given. */
const graphql = <T>(query: string, variables: Record<string, unknown> = {}, token = adminToken) => graphqlAs<T>(token, query, variables);

interface LibraryImage {
  id: string;
  databaseId: number;
  name: string;
  altEn: string;
  altAr: string;
  useCount: number;
  image: { src: string };
}

async function findImages(search: string): Promise<LibraryImage[]> {
  const { media } = await graphql<{ media: { edges: { node: LibraryImage }[] } }>(
    'query($search: String) { media(first: 50, search: $search) { edges { node { id databaseId name altEn altAr useCount image { src } } } } }',
    { search },
  );
  return media.edges.map((edge) => edge.node);
}

const images: Record<'harbour' | 'rack' | 'editorOwn' | 'notes', { name: string; buffer: Buffer }> = {
  harbour: { name: `harbour-${run}.png`, buffer: Buffer.alloc(0) },
  rack: { name: `server-rack-${run}.jpg`, buffer: Buffer.alloc(0) },
  editorOwn: { name: `editor-desk-${run}.png`, buffer: Buffer.alloc(0) },
  notes: { name: `notes-${run}.txt`, buffer: Buffer.from('These are meeting notes, not an image.\n') },
};
let postId = '';

/** Random pixels: a PNG that does not compress, big enough for an upload to take a while on a slow line. */
function noise(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  images.harbour.buffer = await noise(640, 480);
  images.rack.buffer = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1f6f8b' } })
    .composite([
      { input: Buffer.from('<svg width="1600" height="900"><rect x="400" y="150" width="800" height="600" fill="#f2c14e"/></svg>'), top: 0, left: 0 },
    ])
    .jpeg()
    .toBuffer();
  images.editorOwn.buffer = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#8b1f4c' } })
    .png()
    .toBuffer();
  await createStaff(adminToken, { ...editor, displayName: 'Media Editor' }, 'EDITOR');
  editorToken = await login(editor.username, editor.password);
});

// What this file wrote goes: other files count the staff and the posts, and may look at the library.
afterAll(async () => {
  if (postId) await graphql('mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id: postId }).catch(() => {});
  for (const image of await findImages(run).catch(() => [])) {
    await graphql('mutation($id: ID!) { deleteMedia(input: { id: $id }) { deletedMediaId } }', { id: image.id }).catch(() => {});
  }
  const { users } = await graphql<{ users: { edges: { node: { id: string; username: string } }[] } }>(
    '{ users(first: 100) { edges { node { id username } } } }',
  );
  for (const { node } of users.edges) {
    if (node.username === editor.username) await graphql('mutation($id: ID!) { deleteUser(input: { id: $id }) { deletedUserId } }', { id: node.id });
  }
  await browser?.close();
});

/** A browser profile already signed in (the token where the admin keeps it). */
async function signedIn(token: string, language: 'en' | 'ar', viewport: keyof typeof viewports = 'desktop'): Promise<BrowserContext> {
  const context = await newContext(browser, { language, viewport, bypassCSP: true });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), token);
  return context;
}

async function shoot(page: Page, name: string, fullPage = false) {
  await screenshot(page, `media-${name}`);
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
}

const fileInput = (page: Page) => page.locator('input[type="file"]');
const grid = (page: Page) => page.getByRole('list', { name: /^Images$|^الصور$/ });
const uploads = (page: Page) => page.getByRole('list', { name: /^Uploads$|^الصور المرفوعة$/ });
const card = (page: Page, name: string) =>
  grid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const asFile = (image: { name: string; buffer: Buffer }, mimeType: string) => ({ name: image.name, mimeType, buffer: image.buffer });
/** The progress bar of one upload, by the file's name. */
const progressOf = (page: Page, name: string) => uploads(page).getByRole('progressbar', { name, exact: true });

describe('the media library (admin, English, desktop)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await signedIn(adminToken, 'en');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('says when the library is empty, and offers to upload', async () => {
    // Other files may have left images: the library as a fresh site has it.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { id?: string; query?: string } | null;
      if (!JSON.stringify(body ?? '').includes('MediaPageQuery')) return route.fallback();
      const response = await route.fetch();
      const json = await response.json();
      json.data.media = { ...json.data.media, edges: [], totalCount: 0, pageInfo: { ...json.data.media.pageInfo, hasNextPage: false, endCursor: null } };
      await route.fulfill({ response, json });
    });
    await page.goto('/admin/media');
    await page.getByRole('heading', { name: 'Media library', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No images yet' }).waitFor();
    expect(await page.getByRole('button', { name: 'Upload images' }).count()).toBe(2);
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Media' }).getAttribute('aria-current')).toBe('page');
    expect(await accessibilityProblems(page)).toEqual([]);
    await shoot(page, 'empty-en-desktop');
    await page.unrouteAll();
  });

  it('uploads two images through the file picker, showing their progress, then their cards first in the grid', async () => {
    await page.goto('/admin/media');
    await page.getByRole('heading', { name: 'Media library', level: 1 }).waitFor();
    expect(await fileInput(page).getAttribute('accept')).toContain('image/png');
    expect(await fileInput(page).getAttribute('multiple')).not.toBeNull();

    // A slow line, so the upload's progress can be seen going.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 300 * 1024 });
    const seen = new Set<number>();
    await fileInput(page).setInputFiles([asFile(images.harbour, 'image/png'), asFile(images.rack, 'image/jpeg')]);
    const harbourBar = progressOf(page, images.harbour.name);
    await harbourBar.waitFor();
    await expect
      .poll(
        async () => {
          const value = Number(await harbourBar.getAttribute('aria-valuenow').catch(() => null));
          if (value) seen.add(value);
          return [...seen].some((percent) => percent > 0 && percent < 100);
        },
        { timeout: 15_000, interval: 50 },
      )
      .toBe(true);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const rows = uploads(page).getByRole('listitem');
    for (const name of [images.harbour.name, images.rack.name]) {
      const row = rows.filter({ hasText: name });
      await row.getByText('Uploaded', { exact: true }).waitFor({ timeout: 30_000 });
      expect(await row.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    }
    await card(page, images.harbour.name).waitFor();
    await card(page, images.rack.name).waitFor();
    // Newest first, without a reload: the two just made lead the grid.
    const firstTwo = await grid(page)
      .getByRole('listitem')
      .locator('a')
      .evaluateAll((links) => links.slice(0, 2).map((link) => link.textContent));
    expect(firstTwo.sort()).toEqual([images.harbour.name, images.rack.name].sort());

    const rackCard = card(page, images.rack.name);
    expect(await rackCard.textContent()).toContain('1,600 × 900');
    expect(await rackCard.textContent()).toContain('Not used');
    const thumb = rackCard.locator('img');
    expect(await thumb.getAttribute('loading')).toBe('lazy');
    expect(await thumb.getAttribute('width')).toBe('1600');
    expect(await thumb.getAttribute('height')).toBe('900');
    expect(await thumb.getAttribute('sizes')).toBeTruthy();
    expect(await thumb.getAttribute('srcset')).toMatch(/\/media\/[0-9a-f]{32}\.jpg \d+w/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await findImages(run)).map((image) => image.name).sort()).toEqual([images.harbour.name, images.rack.name].sort());
  });

  it('refuses a file that is no image, saying why', async () => {
    await fileInput(page).setInputFiles([asFile(images.notes, 'text/plain')]);
    const row = uploads(page).getByRole('listitem').filter({ hasText: images.notes.name });
    await row.getByText('Not uploaded', { exact: true }).waitFor();
    await row.getByRole('alert').filter({ hasText: 'This file is not an image we accept. Use JPEG, PNG, WebP, AVIF, GIF or SVG.' }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await shoot(page, 'library-en-desktop', true);
    await page.getByRole('button', { name: 'Clear finished uploads' }).click();
    expect(await uploads(page).count()).toBe(0);
  });

  it('narrows the grid by a search kept in the address', async () => {
    await page.getByRole('searchbox', { name: 'Search images' }).fill(`server-rack-${run}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(`server-rack-${run}`);
    await page
      .getByRole('status')
      .filter({ hasText: /^1 image matches$/ })
      .waitFor();
    await expect.poll(() => grid(page).getByRole('listitem').count()).toBe(1);
    await card(page, images.rack.name).waitFor();

    await page.getByRole('searchbox', { name: 'Search images' }).fill(`nothing-like-this-${run}`);
    await page.getByRole('heading', { name: 'No images found' }).waitFor();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await card(page, images.harbour.name).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBeNull();
  });

  it('edits the alt texts of an image in its details, in both languages', async () => {
    await page.getByRole('searchbox', { name: 'Search images' }).fill(run);
    await page
      .getByRole('status')
      .filter({ hasText: /^2 images match$/ })
      .waitFor();
    // By keyboard: the card is a link; Enter opens the details, with focus inside them.
    const rackLink = card(page, images.rack.name).getByRole('link');
    await rackLink.focus();
    expect(await card(page, images.rack.name).evaluate((item) => getComputedStyle(item).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Image details' });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(run);
    expect(new URL(page.url()).searchParams.get('selected')).toMatch(/^\d+$/);
    await dialog.getByText('No post shows this image.').waitFor();
    const arabicField = dialog.getByLabel('Alt text in Arabic');
    expect(await arabicField.getAttribute('dir')).toBe('rtl');
    expect(await arabicField.getAttribute('lang')).toBe('ar');
    await dialog.getByLabel('Alt text in English').fill('A server rack in a data centre');
    await arabicField.fill('خزانة خوادم في مركز بيانات');
    await dialog.getByRole('button', { name: 'Save alt texts' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Alt texts saved' }).waitFor();
    const [rack] = await findImages(images.rack.name);
    expect(rack).toMatchObject({ altEn: 'A server rack in a data centre', altAr: 'خزانة خوادم في مركز بيانات' });
    // The address to copy, as posts name it.
    expect(await dialog.getByRole('textbox', { name: 'Address' }).inputValue()).toBe(rack.image.src);
    await dialog.getByRole('button', { name: 'Copy as Markdown' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Markdown copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`![A server rack in a data centre](${rack.image.src})`);
    expect(await accessibilityProblems(page)).toEqual([]);
    await shoot(page, 'details-en-desktop');
    // Escape closes it, focus goes back to the card, and the search stays.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => rackLink.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(new URL(page.url()).searchParams.get('selected')).toBeNull();
    expect(new URL(page.url()).searchParams.get('q')).toBe(run);
  });

  it('deletes an unused image after asking, and it leaves the grid', async () => {
    await card(page, images.harbour.name).getByRole('link').click();
    const dialog = page.getByRole('dialog', { name: 'Image details' });
    await dialog.getByRole('button', { name: 'Delete image' }).click();
    await dialog.getByText(`Delete “${images.harbour.name}” for good? This cannot be undone.`).waitFor();
    // Focus goes to the safe choice first.
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`“${images.harbour.name}” deleted`).waitFor();
    await expect.poll(() => card(page, images.harbour.name).count()).toBe(0);
    await page
      .getByRole('status')
      .filter({ hasText: /^1 image matches$/ })
      .waitFor();
    expect((await findImages(run)).map((image) => image.name)).toEqual([images.rack.name]);
  });

  it('keeps an image a published post shows: no deletion, and its alt text cannot be emptied', async () => {
    const [rack] = await findImages(images.rack.name);
    const created = await graphql<{ createPost: { post: { id: string } } }>(
      'mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }',
      {
        input: {
          status: 'PUBLISHED',
          coverImage: rack.image.src,
          tags: [],
          translations: {
            en: { title: `Racks we trust ${run}`, excerpt: 'Our servers.', body: 'Where the models run.' },
            ar: { title: `خوادم نثق بها ${run}`, excerpt: 'خوادمنا.', body: 'حيث تعمل النماذج.' },
          },
        },
      },
    );
    postId = created.createPost.post.id;
    await page.reload();
    await card(page, images.rack.name).getByText('Used in 1 post').waitFor();
    await card(page, images.rack.name).getByRole('link').click();
    const dialog = page.getByRole('dialog', { name: 'Image details' });
    const postLink = dialog.getByRole('link', { name: `Racks we trust ${run}` });
    expect(await postLink.getAttribute('href')).toBe(`/admin/blog/edit/${encodeURIComponent(postId)}`);
    const remove = dialog.getByRole('button', { name: 'Delete image' });
    expect(await remove.isDisabled()).toBe(true);
    await dialog.getByText('It is used in 1 post: remove it from the post before deleting it.').waitFor();

    await dialog.getByLabel('Alt text in English').fill('');
    await dialog.getByRole('button', { name: 'Save alt texts' }).click();
    await dialog.getByText('This image is on a published post: it needs alt text in this language.').waitFor();
    expect(await dialog.getByLabel('Alt text in English').getAttribute('aria-invalid')).toBe('true');
    expect((await findImages(images.rack.name))[0].altEn).toBe('A server rack in a data centre');
    await page.keyboard.press('Escape');
  });

  it('names the uploads in the activity feed, linked to their details', async () => {
    await page.goto('/admin');
    const line = page.getByRole('listitem').filter({ hasText: `uploaded the image “${images.rack.name}”` });
    await line.waitFor();
    await shoot(page, 'activity-en-desktop');
    await line.getByRole('link', { name: images.rack.name }).click();
    await page.getByRole('dialog', { name: 'Image details' }).getByText(images.rack.name, { exact: true }).waitFor();
    await page.goto('/admin');
    await page
      .getByRole('listitem')
      .filter({ hasText: `deleted the image “${images.harbour.name}”` })
      .waitFor();
  });
});

describe('the media library (editor)', () => {
  it('lets an editor delete their own upload only', async () => {
    const context = await signedIn(editorToken, 'en');
    const page = await context.newPage();
    await page.goto(`/admin/media?q=${run}`);
    await fileInput(page).setInputFiles([asFile(images.editorOwn, 'image/png')]);
    await card(page, images.editorOwn.name).waitFor({ timeout: 30_000 });

    await card(page, images.rack.name).getByRole('link').click();
    let dialog = page.getByRole('dialog', { name: 'Image details' });
    await dialog.getByText('Only the person who uploaded this image, or an admin, can delete it.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete image' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await card(page, images.editorOwn.name).getByRole('link').click();
    dialog = page.getByRole('dialog', { name: 'Image details' });
    await dialog.getByRole('button', { name: 'Delete image' }).click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect.poll(() => card(page, images.editorOwn.name).count()).toBe(0);
    await context.close();
  });
});

describe('the media library (admin, Arabic)', () => {
  it('lays the library out right to left, in Arabic words, on a desktop', async () => {
    const context = await signedIn(adminToken, 'ar');
    const page = await context.newPage();
    await page.goto(`/admin/media?q=${run}`);
    await page.getByRole('heading', { name: 'مكتبة الوسائط', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await page.getByRole('navigation').getByRole('link', { name: 'الوسائط' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^صورة واحدة مطابقة$/ })
      .waitFor();
    await card(page, images.rack.name).getByText('مستخدمة في مقال واحد').waitFor();

    await fileInput(page).setInputFiles([asFile(images.notes, 'text/plain')]);
    const row = uploads(page).getByRole('listitem').filter({ hasText: images.notes.name });
    await row.getByText('لم تُرفع', { exact: true }).waitFor();
    await row.getByRole('alert').filter({ hasText: 'هذا الملف ليس صورة بصيغة مقبولة.' }).waitFor();

    // The grid runs from the right: the first card sits at the inline start, on the right.
    const box = await card(page, images.rack.name).boundingBox();
    const gridBox = await grid(page).boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(gridBox!.x + gridBox!.width - 2);
    expect(await accessibilityProblems(page)).toEqual([]);
    await shoot(page, 'library-ar-desktop', true);

    await card(page, images.rack.name).getByRole('link').click();
    const dialog = page.getByRole('dialog', { name: 'تفاصيل الصورة' });
    await dialog.getByRole('link', { name: `خوادم نثق بها ${run}` }).waitFor();
    expect(await dialog.getByLabel('النص البديل بالعربية').inputValue()).toBe('خزانة خوادم في مركز بيانات');
    expect(await accessibilityProblems(page)).toEqual([]);
    await shoot(page, 'details-ar-desktop');
    await context.close();
  });

  it('shows two columns and a details view that fits, on a phone', async () => {
    const context = await signedIn(adminToken, 'ar', 'phone');
    const page = await context.newPage();
    await page.goto('/admin/media');
    await page.getByRole('heading', { name: 'مكتبة الوسائط', level: 1 }).waitFor();
    await grid(page).getByRole('listitem').first().waitFor();
    const columns = await grid(page).evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await shoot(page, 'library-ar-phone');

    await page.goto(`/admin/media?q=${run}`);
    await card(page, images.rack.name).getByRole('link').click();
    const dialog = page.getByRole('dialog', { name: 'تفاصيل الصورة' });
    await dialog.getByLabel('النص البديل بالإنجليزية').waitFor();
    const dialogBox = await dialog.boundingBox();
    expect(dialogBox!.width).toBeLessThanOrEqual(viewports.phone.width);
    await shoot(page, 'details-ar-phone');
    await context.close();
  });
});
