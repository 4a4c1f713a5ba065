import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems, launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { graphql as graphqlAs, login } from './api.ts';
import { adminPassword } from './globalSetup.ts';

// Preview links (issue 24): an editor makes a preview link for a draft post and for a draft page with
// the editor's "Share preview" card, a signed-out browser opens it in English and in Arabic and reads
// the draft with the preview notice, then the link is revoked in the editor and the same address is
// the site's 404 page. The card on a desktop in English and a phone in Arabic, with axe-core.

let browser: Browser;
let adminToken: string;
let postId = '';
let pageId = '';
const post = { slug: 'e2e-preview-draft', en: 'A draft for the board', ar: 'مسودة لمجلس الإدارة' };
const sitePage = { path: '/e2e-preview-page', en: 'Partners, not yet live', ar: 'الشركاء، ليست منشورة بعد' };

const graphql = <T>(query: string, variables: Record<string, unknown> = {}) => graphqlAs<T>(adminToken, query, variables);

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  const created = await graphql<{ createPost: { post: { id: string } } }>('mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }', {
    input: {
      slug: post.slug,
      status: 'DRAFT',
      tags: [],
      translations: {
        en: { title: post.en, excerpt: 'Only for the board, for now.', body: 'The plan in full.' },
        ar: { title: post.ar, excerpt: 'لمجلس الإدارة فقط، حاليًا.', body: 'الخطة كاملة.' },
      },
    },
  });
  postId = created.createPost.post.id;
  const text = { en: 'Who we work with.', ar: 'من نعمل معهم.' };
  const page = await graphql<{ createPage: { page: { id: string } } }>('mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }', {
    input: {
      path: sitePage.path,
      status: 'DRAFT',
      translations: { en: { title: sitePage.en }, ar: { title: sitePage.ar } },
      blocks: [{ type: 'text', id: 'intro', title: { en: sitePage.en, ar: sitePage.ar }, paragraphs: [text] }],
    },
  });
  pageId = page.createPage.page.id;
});

afterAll(async () => {
  if (postId) await graphql('mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id: postId }).catch(() => undefined);
  if (pageId) await graphql('mutation($id: ID!) { deletePage(input: { id: $id }) { deletedPageId } }', { id: pageId }).catch(() => undefined);
  await browser?.close();
});

async function signedIn(language: 'en' | 'ar', viewport: keyof typeof viewports = 'desktop', bypassCSP = false): Promise<BrowserContext> {
  const context = await newContext(browser, { language, viewport, bypassCSP });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), adminToken);
  return context;
}

/** Makes a link in the editor's card and reads its two addresses off it. */
async function createInEditor(page: Page, editorPath: string): Promise<{ en: string; ar: string }> {
  await page.goto(editorPath);
  const card = page.locator('section[aria-labelledby="share-preview-heading"]');
  await card.getByText('No active preview links.').waitFor();
  await card.getByRole('button', { name: 'Create preview link' }).click();
  await card.locator('[data-preview-created]').waitFor();
  const en = await card.getByLabel('English').inputValue();
  const ar = await card.getByLabel('Arabic').inputValue();
  await card.getByRole('button', { name: 'Revoke' }).waitFor();
  return { en, ar };
}

/** A signed-out reader opening an address: its status and what the page says. */
async function read(reader: Page, address: string) {
  const response = await reader.goto(address);
  return { status: response!.status(), headers: response!.headers() };
}

describe('a preview link shared from the editor', () => {
  it('shows a draft post to a signed-out reader in English and Arabic, and is a 404 once revoked', async () => {
    const editor = await signedIn('en');
    const page = await editor.newPage();
    const urls = await createInEditor(page, `/admin/blog/edit/${encodeURIComponent(postId)}`);
    expect(urls.en).toMatch(/\/preview\/[A-Za-z0-9_-]{43}\?lang=en$/);
    expect(urls.ar).toBe(urls.en.replace('lang=en', 'lang=ar'));
    await screenshot(page, 'preview-card-desktop-en');

    const stranger = await newContext(browser);
    const reader = await stranger.newPage();
    const english = await read(reader, urls.en);
    expect(english.status).toBe(200);
    expect(await reader.locator('h1').first().innerText()).toBe(post.en);
    expect(english.headers['cache-control']).toBe('private, no-store');
    expect(english.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(english.headers['referrer-policy']).toBe('no-referrer');
    expect(await reader.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex');
    await expect(reader.locator('[data-preview-notice]').innerText()).resolves.toContain('Not published');
    await screenshot(reader, 'preview-post-desktop-en');

    const arabic = await read(reader, urls.ar);
    expect(arabic.status).toBe(200);
    expect(await reader.locator('h1').first().innerText()).toBe(post.ar);
    expect(await reader.locator('html').getAttribute('dir')).toBe('rtl');
    await expect(reader.locator('[data-preview-notice]').innerText()).resolves.toContain('غير منشورة');
    await screenshot(reader, 'preview-post-desktop-ar');

    // The draft's own address stays a 404 to the same reader.
    expect((await reader.goto(`/blog/${post.slug}`))!.status()).toBe(404);

    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.locator('section[aria-labelledby="share-preview-heading"]').getByText('No active preview links.').waitFor();
    const revoked = await reader.goto(urls.en);
    expect(revoked!.status()).toBe(404);
    expect(await reader.locator('h1').first().innerText()).toBe('Page not found');
    await stranger.close();
    await editor.close();
  });

  it('shows a draft page the same way, and the card works on a phone in Arabic', async () => {
    const editor = await signedIn('ar', 'phone', true);
    const page = await editor.newPage();
    await page.goto(`/admin/pages/edit/${encodeURIComponent(pageId)}`);
    const card = page.locator('section[aria-labelledby="share-preview-heading"]');
    await card.getByText('لا توجد روابط معاينة نشطة.').waitFor();
    await card.getByRole('button', { name: 'إنشاء رابط معاينة' }).click();
    await card.locator('[data-preview-created]').waitFor();
    const ar = await card.getByLabel('العربية').inputValue();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'preview-card-phone-ar');
    expect(await accessibilityProblems(page)).toEqual([]);

    const stranger = await newContext(browser, { viewport: 'phone' });
    const reader = await stranger.newPage();
    const arabic = await read(reader, ar);
    expect(arabic.status).toBe(200);
    await reader.getByText(sitePage.ar).first().waitFor();
    await screenshot(reader, 'preview-page-phone-ar');
    const english = await read(reader, ar.replace('lang=ar', 'lang=en'));
    expect(english.status).toBe(200);
    await reader.getByText(sitePage.en).first().waitFor();

    await card.getByRole('button', { name: 'إلغاء' }).click();
    await card.getByText('لا توجد روابط معاينة نشطة.').waitFor();
    expect((await reader.goto(ar))!.status()).toBe(404);
    await stranger.close();
    await editor.close();
  });
});
