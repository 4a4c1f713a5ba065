import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { createStaff, graphql as graphqlAs, login } from './api.ts';
import { adminPassword } from './globalSetup.ts';

// Safe publishing (issue 24) attacked in the browser, in Arabic on a phone: an unpublish time set
// through the API survives the editor's own saves (they carried none, and a write carries the whole
// post), and is shown and changed in the post's Publishing card; changes whose new slug another post
// took meanwhile are refused at the slug field, in Arabic, and the reader keeps the published post.
// A contributor opening an editor's published post is told they may read it, not change it, rather
// than given an editor whose every save and button is refused.

let browser: Browser;
let adminToken: string;
const made: string[] = [];
const users: string[] = [];
const contributor = { username: 'e2e-attack-contributor', password: 'a contributor passphrase 24', displayName: 'Attack Writer' };

const graphql = <T>(query: string, variables: Record<string, unknown> = {}) => graphqlAs<T>(adminToken, query, variables);

const translations = (en: string, ar: string) => ({
  en: { title: en, excerpt: 'Why it matters.', body: 'Words in English.' },
  ar: { title: ar, excerpt: 'لماذا يهم.', body: 'كلمات بالعربية.' },
});

async function livePost(slug: string, en: string, ar: string, extra: Record<string, unknown> = {}) {
  const created = await graphql<{ createPost: { post: { id: string } } }>('mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }', {
    input: { slug, status: 'PUBLISHED', tags: [], translations: translations(en, ar), ...extra },
  });
  made.push(created.createPost.post.id);
  return created.createPost.post.id;
}

const readPost = (id: string) =>
  graphql<{ node: { slug: string; version: number; unpublishAt: string | null; pendingChanges: { content: string } | null } }>(
    'query($id: ID!) { node(id: $id) { ... on Post { slug version unpublishAt pendingChanges { content } } } }',
    { id },
  ).then((data) => data.node);

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
});

afterAll(async () => {
  for (const id of made) await graphql('mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id }).catch(() => undefined);
  for (const id of users) await graphql('mutation($id: ID!) { deleteUser(input: { id: $id }) { deletedUserId } }', { id }).catch(() => undefined);
  await browser?.close();
});

async function signedIn(language: 'en' | 'ar', viewport: keyof typeof viewports = 'phone', token = adminToken): Promise<BrowserContext> {
  const context = await newContext(browser, { language, viewport });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), token);
  return context;
}

describe('the post editor on a phone, in Arabic', () => {
  it("keeps a live post's unpublish time through its own saves, and shows it in the Publishing card", async () => {
    const at = new Date(Date.now() + 7 * 86_400_000);
    at.setUTCSeconds(0, 0);
    const id = await livePost('e2e-attack-unpublish', 'Edge inference', 'الاستدلال على الحافة', { unpublishAt: at.toISOString() });
    const context = await signedIn('ar');
    const page = await context.newPage();
    try {
      await page.goto(`/admin/blog/edit/${encodeURIComponent(id)}`);
      const field = page.getByLabel('إزالة من الموقع في (دبي، UTC+4)');
      await field.waitFor();
      // Office time (UTC+4), as the date input holds it.
      expect(await field.inputValue()).toBe(new Date(at.getTime() + 4 * 3_600_000).toISOString().slice(0, 16));

      const card = page.getByTestId('pending-changes');
      await page.getByRole('tabpanel').getByLabel('العنوان', { exact: true }).fill('الاستدلال على الحافة، منقّح');
      await card.getByRole('button', { name: 'تجاهل التغييرات' }).waitFor();
      await expect.poll(async () => (await readPost(id)).pendingChanges !== null, { timeout: 10_000 }).toBe(true);
      expect((await readPost(id)).unpublishAt).toBe(at.toISOString());

      // Another time typed in the field is the one kept.
      await field.fill('2030-01-01T09:00');
      await expect.poll(async () => (await readPost(id)).unpublishAt, { timeout: 10_000 }).toBe('2030-01-01T05:00:00.000Z');
      await field.scrollIntoViewIfNeeded();
      await screenshot(page, 'attack24-unpublish-field-ar-phone');
    } finally {
      await context.close();
    }
  });

  it('says at the slug field, in Arabic, that the changes’ new slug was taken meanwhile; the reader keeps the published post', async () => {
    const id = await livePost('e2e-attack-slug-before', 'Sovereign racks', 'خوادم سيادية');
    const context = await signedIn('ar');
    const page = await context.newPage();
    try {
      await page.goto(`/admin/blog/edit/${encodeURIComponent(id)}`);
      const slug = page.getByLabel('الرابط المختصر');
      await slug.fill('e2e-attack-slug-wanted');
      const card = page.getByTestId('pending-changes');
      await card.getByRole('button', { name: 'تجاهل التغييرات' }).waitFor();
      await expect.poll(async () => (await readPost(id)).pendingChanges?.content ?? '', { timeout: 10_000 }).toContain('e2e-attack-slug-wanted');

      // Another editor takes the slug before the changes are published.
      await livePost('e2e-attack-slug-wanted', 'Squatter', 'دخيل');
      await card.getByRole('button', { name: 'نشر التغييرات' }).click();
      await page.getByText('يستخدم مقال آخر هذا الرابط المختصر.').waitFor();
      expect((await readPost(id)).slug).toBe('e2e-attack-slug-before');
      const reader = await (await newContext(browser, { language: 'ar' })).newPage();
      expect((await reader.goto('/blog/e2e-attack-slug-before?lang=ar'))!.status()).toBe(200);
      await reader.context().close();
      await slug.scrollIntoViewIfNeeded();
      await screenshot(page, 'attack24-slug-taken-ar-phone');
    } finally {
      await context.close();
    }
  });
});

describe("a contributor opening an editor's published post", () => {
  it('is told they cannot change it, in Arabic on a phone and in English, with the way to the site and back', async () => {
    users.push(await createStaff(adminToken, contributor, 'CONTRIBUTOR'));
    const token = await login(contributor.username, contributor.password);
    const id = await livePost('e2e-attack-read-only', 'Not yours', 'ليس لك');
    for (const language of ['ar', 'en'] as const) {
      const context = await signedIn(language, 'phone', token);
      const page = await context.newPage();
      try {
        await page.goto(`/admin/blog/edit/${encodeURIComponent(id)}`);
        const words =
          language === 'ar'
            ? { title: 'لا يمكنك تعديل هذا المقال', site: 'عرض على الموقع', back: 'العودة إلى جميع المقالات', update: 'تحديث' }
            : { title: 'You cannot change this post', site: 'View on site', back: 'Back to all posts', update: 'Update' };
        await page.getByRole('heading', { name: words.title }).waitFor();
        expect(await page.getByRole('link', { name: words.site }).getAttribute('href')).toBe(`/blog/e2e-attack-read-only?lang=${language}`);
        await page.getByRole('link', { name: words.back }).waitFor();
        expect(await page.getByRole('button', { name: words.update, exact: true }).count()).toBe(0);
        await screenshot(page, `attack24-read-only-${language}-phone`);
      } finally {
        await context.close();
      }
    }

    // A published page alike, in Arabic.
    const text = { en: 'Not yours either.', ar: 'ليست لك أيضًا.' };
    const sitePage = await graphql<{ createPage: { page: { id: string } } }>(
      'mutation($input: CreatePageInput!) { createPage(input: $input) { page { id } } }',
      {
        input: {
          path: '/e2e-attack-read-only',
          status: 'PUBLISHED',
          translations: { en: { title: 'Not yours' }, ar: { title: 'ليست لك' } },
          blocks: [{ type: 'text', id: 'intro', title: text, paragraphs: [text] }],
        },
      },
    );
    const context = await signedIn('ar', 'phone', token);
    const page = await context.newPage();
    try {
      await page.goto(`/admin/pages/edit/${encodeURIComponent(sitePage.createPage.page.id)}`);
      await page.getByRole('heading', { name: 'لا يمكنك تعديل هذه الصفحة' }).waitFor();
      expect(await page.getByRole('link', { name: 'عرض على الموقع' }).getAttribute('href')).toBe('/e2e-attack-read-only?lang=ar');
    } finally {
      await context.close();
      await graphql('mutation($id: ID!) { deletePage(input: { id: $id }) { deletedPageId } }', { id: sitePage.createPage.page.id }).catch(() => undefined);
    }
  });
});
