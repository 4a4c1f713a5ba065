import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql as graphqlAs, login } from './api.ts';
import { accessibilityProblems, launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// Translation status in the admin: the English of a post with Arabic is edited in the editor, and
// the Arabic then reads "Out of date" in the editor, with what changed in the English; the list's
// filter finds it, the dashboard lists it, and "Mark as reviewed" clears it. In English and Arabic,
// on a desktop and a phone. What this file writes it deletes again.

let browser: Browser;
let adminToken: string;
const createdPosts: string[] = [];

const graphql = <T>(query: string, variables: Record<string, unknown> = {}) => graphqlAs<T>(adminToken, query, variables);

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
});

afterAll(async () => {
  for (const id of createdPosts) await graphql('mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id }).catch(() => {});
  await browser?.close();
});

async function bilingualPost(title: string): Promise<string> {
  const { createPost } = await graphql<{ createPost: { post: { id: string } } }>(
    'mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }',
    {
      input: {
        status: 'DRAFT',
        tags: [],
        translations: {
          en: { title, excerpt: 'Why banks keep AI at home.', body: 'Banks in the Gulf deploy private AI in six weeks.' },
          ar: { title: `${title} بالعربية`, excerpt: 'لماذا تبقي البنوك الذكاء في الداخل.', body: 'تنشر البنوك في الخليج ذكاءً اصطناعيًا خاصًا في ستة أسابيع.' },
        },
      },
    },
  );
  createdPosts.push(createPost.post.id);
  return createPost.post.id;
}

async function signedIn(language: 'en' | 'ar', viewport: keyof typeof viewports = 'desktop'): Promise<BrowserContext> {
  const context = await newContext(browser, { language, viewport, bypassCSP: true });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), adminToken);
  return context;
}

const texts = {
  en: { outOfDate: 'Out of date', upToDate: 'Up to date', show: 'Show what changed in the English', review: 'Mark the Arabic as reviewed' },
  ar: { outOfDate: 'قديمة', upToDate: 'محدّثة', show: 'عرض ما تغيّر في الإنجليزية', review: 'تحديد العربية كمُراجَعة' },
};

for (const language of ['en', 'ar'] as const) {
  const t = texts[language];
  describe(`translation status in the ${language} admin`, () => {
    it('shows the Arabic out of date after an English edit, with the change, in the list filter and the dashboard; Mark as reviewed clears it', async () => {
      const title = `Translation check ${language} ${Date.now()}`;
      const id = await bilingualPost(title);
      const context = await signedIn(language);
      const page = await context.newPage();
      await page.goto(`/admin/blog/edit/${encodeURIComponent(id)}`);
      const panel = page.getByTestId('translation-status');
      await panel.locator('[data-locale="ar"][data-translation-state="UP_TO_DATE"]').waitFor();

      // Edit the English body and save.
      await page.locator('#post-tab-en').click();
      const body = page.locator('[data-field="en.body"]');
      await body.fill('Banks in the Gulf deploy private AI in four weeks.');
      await page.keyboard.press('Control+s');
      const arabic = panel.locator('[data-locale="ar"]');
      await expect.poll(() => arabic.getAttribute('data-translation-state'), { timeout: 15_000 }).toBe('OUT_OF_DATE');
      expect(await arabic.textContent()).toContain(t.outOfDate);
      expect(await panel.locator('[data-locale="en"]').getAttribute('data-translation-state')).toBe('UP_TO_DATE');

      await panel.getByRole('button', { name: t.show }).click();
      const changes = panel.getByTestId('source-changes');
      await changes.locator('ins', { hasText: 'four' }).waitFor();
      await changes.locator('del', { hasText: 'six' }).waitFor();
      expect(await changes.locator('dd').first().getAttribute('dir')).toBe('ltr');
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, `translation-editor-${language}-desktop`);
      expect(await accessibilityProblems(page)).toEqual([]);

      // The posts list's filter finds it.
      await page.goto('/admin/blog?translation=ar-out-of-date');
      await page.getByRole('link', { name: title }).first().waitFor();
      expect(await page.getByTestId('translation-filter').inputValue()).toBe('ar-out-of-date');
      await page.goto('/admin/blog?translation=en-out-of-date');
      await page.getByTestId('translation-filter').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('link', { name: title }).count()).toBe(0);

      // The dashboard lists it, linking to its editor.
      await page.goto('/admin');
      const work = page.getByTestId('translation-work');
      await work.getByRole('link', { name: title }).waitFor();
      await work.scrollIntoViewIfNeeded();
      await screenshot(page, `translation-dashboard-${language}-desktop`);
      await work.getByRole('link', { name: title }).click();

      // Mark as reviewed: up to date again.
      await panel.getByRole('button', { name: t.review }).click();
      await expect.poll(() => arabic.getAttribute('data-translation-state'), { timeout: 15_000 }).toBe('UP_TO_DATE');
      expect(await arabic.textContent()).toContain(t.upToDate);
      await context.close();
    });

    it('reads on a phone', async () => {
      const title = `Translation phone ${language} ${Date.now()}`;
      const id = await bilingualPost(title);
      const { updatePost } = await graphql<{ updatePost: { post: { id: string } } }>(
        'mutation($input: UpdatePostInput!) { updatePost(input: $input) { post { id } } }',
        {
          input: {
            id,
            version: 1,
            status: 'DRAFT',
            tags: [],
            translations: {
              en: { title, excerpt: 'Why banks keep AI at home.', body: 'Banks in the Gulf deploy sovereign AI in six weeks.' },
              ar: {
                title: `${title} بالعربية`,
                excerpt: 'لماذا تبقي البنوك الذكاء في الداخل.',
                body: 'تنشر البنوك في الخليج ذكاءً اصطناعيًا خاصًا في ستة أسابيع.',
              },
            },
          },
        },
      );
      expect(updatePost.post.id).toBe(id);
      const context = await signedIn(language, 'phone');
      const page = await context.newPage();
      await page.goto(`/admin/blog/edit/${encodeURIComponent(id)}`);
      const panel = page.getByTestId('translation-status');
      await panel.locator('[data-locale="ar"][data-translation-state="OUT_OF_DATE"]').waitFor();
      await panel.getByRole('button', { name: t.show }).click();
      await panel.getByTestId('source-changes').locator('ins', { hasText: 'sovereign' }).waitFor();
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, `translation-editor-${language}-phone`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.goto('/admin');
      await page.getByTestId('translation-work').waitFor();
      await page.getByTestId('translation-work').scrollIntoViewIfNeeded();
      await screenshot(page, `translation-dashboard-${language}-phone`);
      await context.close();
    });
  });
}
