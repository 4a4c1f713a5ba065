import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems, launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { graphql as graphqlAs, login } from './api.ts';
import { adminPassword } from './globalSetup.ts';

// Redirects (issue 24): a published post's slug changed in the editor, then its old links followed by
// a signed-out reader in both languages, `?lang=` kept, through two renames in one hop; and the admin
// screen at /admin/redirects: empty, loading and failed states, adding by keyboard with the field
// errors, searching, editing and deleting, on a desktop in English and a phone in Arabic.

let browser: Browser;
let adminToken: string;
let postId = '';
const slugs = ['e2e-redirect-first', 'e2e-redirect-second', 'e2e-redirect-third'];
const title = { en: 'Data residency, renamed', ar: 'إقامة البيانات، بعنوان جديد' };

const graphql = <T>(query: string, variables: Record<string, unknown> = {}) => graphqlAs<T>(adminToken, query, variables);

async function allRedirects() {
  const { redirects } = await graphql<{ redirects: { edges: { node: { id: string; from: string; to: string } }[] } }>(
    '{ redirects(first: 100) { edges { node { id from to } } } }',
  );
  return redirects.edges.map((edge) => edge.node);
}

async function removeRedirects() {
  for (const { id } of await allRedirects()) await graphql('mutation($id: ID!) { deleteRedirect(input: { id: $id }) { deletedRedirectId } }', { id });
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  // The screen's empty state is this file's to see: other files' renames leave redirects behind.
  await removeRedirects();
  const created = await graphql<{ createPost: { post: { id: string } } }>('mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }', {
    input: {
      slug: slugs[0],
      status: 'PUBLISHED',
      tags: [],
      translations: {
        en: { title: title.en, excerpt: 'Where the data lives.', body: 'Keeping data in the country.' },
        ar: { title: title.ar, excerpt: 'أين تقيم البيانات.', body: 'إبقاء البيانات داخل الدولة.' },
      },
    },
  });
  postId = created.createPost.post.id;
});

afterAll(async () => {
  if (postId) await graphql('mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id: postId }).catch(() => undefined);
  if (adminToken) await removeRedirects().catch(() => undefined);
  await browser?.close();
});

async function signedIn(language: 'en' | 'ar', viewport: keyof typeof viewports = 'desktop', bypassCSP = false): Promise<BrowserContext> {
  const context = await newContext(browser, { language, viewport, bypassCSP });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), adminToken);
  return context;
}

/** Changes the post's slug in the editor and saves it, as an editor would. */
async function renameInEditor(page: Page, slug: string) {
  await page.goto(`/admin/blog/edit/${encodeURIComponent(postId)}`);
  const field = page.getByLabel('URL slug');
  await field.waitFor();
  const old = await field.inputValue();
  await field.fill(slug);
  // Before the save, the editor says where the old address will lead.
  expect(await page.getByTestId('slug-redirect').textContent()).toBe(`Once saved, the old address /blog/${old} will lead here.`);
  await page.getByRole('button', { name: 'Update' }).click();
  // The post is live: the rename waits as pending changes, and takes effect when they are published.
  const card = page.getByTestId('pending-changes');
  await card.getByText('Saved, not yet published. Visitors still read the published version.').waitFor();
  await card.getByRole('button', { name: 'Publish changes' }).click();
  await page.getByText('The changes are published.').waitFor();
}

/** A signed-out reader following an old link: where they land, and through how many redirects. */
async function follow(reader: Page, address: string) {
  const response = await reader.goto(address);
  let hops = 0;
  for (let request = response!.request().redirectedFrom(); request; request = request.redirectedFrom()) hops++;
  return { url: new URL(reader.url()), status: response!.status(), hops };
}

describe("a renamed post's old links", () => {
  let admin: BrowserContext;
  let editor: Page;
  let reader: BrowserContext;

  beforeAll(async () => {
    admin = await signedIn('en');
    editor = await admin.newPage();
    reader = await newContext(browser);
  });
  afterAll(async () => {
    await admin?.close();
    await reader?.close();
  });

  it('lead to the new address in both languages, the language kept, after one rename and after two, in one hop', async () => {
    await renameInEditor(editor, slugs[1]);
    const page = await reader.newPage();
    for (const language of ['ar', 'en'] as const) {
      const landed = await follow(page, `/blog/${slugs[0]}?lang=${language}`);
      expect({ path: landed.url.pathname, search: landed.url.search, status: landed.status, hops: landed.hops }).toEqual({
        path: `/blog/${slugs[1]}`,
        search: `?lang=${language}`,
        status: 200,
        hops: 1,
      });
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      await page.getByRole('heading', { level: 1, name: title[language] }).waitFor();
    }

    await renameInEditor(editor, slugs[2]);
    for (const [old, language] of [
      [slugs[0], 'ar'],
      [slugs[1], 'en'],
    ] as const) {
      const landed = await follow(page, `/blog/${old}?lang=${language}`);
      expect({ path: landed.url.pathname, search: landed.url.search, hops: landed.hops }).toEqual({
        path: `/blog/${slugs[2]}`,
        search: `?lang=${language}`,
        hops: 1,
      });
      await page.getByRole('heading', { level: 1, name: title[language] }).waitFor();
    }
    await page.close();
  });
});

describe('the redirects screen (admin, English, desktop)', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await signedIn('en');
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('says when it cannot load, and loads on "Try again"', async () => {
    let fail = true;
    await page.route('**/graphql', async (route) => {
      if (fail && route.request().postData()?.includes('RedirectsPageQuery')) await route.abort();
      else await route.continue();
    });
    await page.goto('/admin/redirects');
    await page.getByRole('alert').getByText('The redirects could not be loaded.').waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: `/blog/${slugs[0]}` })
      .waitFor();
  });

  it("lists the renames' redirects, reached from the admin navigation", async () => {
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Redirects' }).click();
    await page.getByRole('heading', { name: 'Redirects', level: 1 }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^2 redirects$/ })
      .waitFor();
    for (const old of slugs.slice(0, 2)) {
      expect(await page.locator(`tr[data-redirect="/blog/${old}"]`).textContent()).toContain(`/blog/${slugs[2]}`);
    }
  });

  it('adds one by keyboard: a target off the site is refused at its field, a fixed one reaches visitors at once', async () => {
    await page.getByRole('button', { name: 'Add redirect' }).first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a redirect' });
    await dialog.waitFor();
    // The dialog opens on its close button, the old address next.
    await page.keyboard.press('Tab');
    expect(await dialog.getByLabel('Old address').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(' /E2E-Old-Offers/ ');
    await page.keyboard.press('Tab');
    await page.keyboard.type('//evil.com');
    await page.keyboard.press('Enter');
    await dialog.getByText('Use an address on this site, starting with a single /').waitFor();
    expect(await dialog.getByLabel('Leads to').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Leads to').fill('/sovra-core');
    await page.keyboard.press('Enter');
    await page.getByText('Redirect added: /e2e-old-offers now leads to /sovra-core.').waitFor();
    await page.locator('tr[data-redirect="/e2e-old-offers"]').waitFor();

    const visitor = await (await newContext(browser)).newPage();
    const landed = await follow(visitor, '/e2e-old-offers?lang=ar');
    expect({ path: landed.url.pathname, search: landed.url.search }).toEqual({ path: '/sovra-core', search: '?lang=ar' });
    await visitor.context().close();
  });

  it("refuses an old address where a post is published, saying why in the admin's words", async () => {
    await page.getByRole('button', { name: 'Add redirect' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a redirect' });
    await dialog.getByLabel('Old address').fill(`/blog/${slugs[2]}`);
    await dialog.getByLabel('Leads to').fill('/blog');
    await dialog.getByRole('button', { name: 'Add redirect' }).click();
    await dialog.getByText('A published post or page is at this address').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('searches, edits and deletes, and says when a search finds nothing', async () => {
    const search = page.getByRole('searchbox', { name: 'Search redirects' });
    await search.fill('offers');
    await page.waitForURL(/[?&]q=offers/);
    await page
      .getByRole('status')
      .filter({ hasText: /^1 redirect$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Edit the redirect from /e2e-old-offers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the redirect' });
    await dialog.getByLabel('Leads to').fill('/blog');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Redirect saved: /e2e-old-offers now leads to /blog.').waitFor();
    expect(await page.locator('tr[data-redirect="/e2e-old-offers"]').textContent()).toContain('/blog');

    await page.getByRole('button', { name: 'Delete the redirect from /e2e-old-offers' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this redirect?' });
    await confirm.getByText('Visitors asking for /e2e-old-offers will see the page-not-found page').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The redirect from /e2e-old-offers was deleted.').waitFor();
    await page.getByRole('heading', { name: 'No redirects found' }).waitFor();
    await page.getByRole('button', { name: 'Show all redirects' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^2 redirects$/ })
      .waitFor();
    await screenshot(page, 'redirects-desktop-en');
  });
});

describe('the redirects screen (admin, Arabic, phone)', () => {
  it('reads right to left as cards, with its empty state, and no serious accessibility problem', async () => {
    const context = await signedIn('ar', 'phone', true);
    const page = await context.newPage();
    await page.goto('/admin/redirects');
    await page.getByRole('heading', { name: 'إعادة التوجيه', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'إعادتا توجيه' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    // On a phone the table's rows are cards: no header row, each address on a line of its own.
    expect(await page.locator('thead').isVisible()).toBe(false);
    const row = page.locator(`tr[data-redirect="/blog/${slugs[0]}"]`);
    const [from, to] = await Promise.all([row.locator('td').nth(0).boundingBox(), row.locator('td').nth(1).boundingBox()]);
    expect(to!.y).toBeGreaterThan(from!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'redirects-phone-ar');

    await removeRedirects();
    await page.reload();
    await page.getByRole('heading', { name: 'لا توجد إعادات توجيه بعد' }).waitFor();
    await page.getByRole('button', { name: 'إضافة إعادة توجيه' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'إضافة إعادة توجيه' });
    await dialog.getByLabel('العنوان القديم').fill('/api/health');
    await dialog.getByLabel('يؤدي إلى').fill('/');
    await dialog.getByRole('button', { name: 'إضافة إعادة توجيه' }).click();
    await dialog.getByText('هذا العنوان خاص بالموقع نفسه').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await context.close();
  });
});
