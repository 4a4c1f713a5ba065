import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { graphql as graphqlAs, login } from './api.ts';
import { adminPassword } from './globalSetup.ts';

// Tags (issue 24), the Arabic tag: "UAE" typed in the editor stays UAE, الإمارات + Enter adds an
// Arabic-named tag; the tags screen refuses a name another tag has, merges the Arabic tag into UAE,
// renames in the Arabic interface on a phone and deletes with a confirmation; Arabic readers see
// the Arabic name, and the merged tag's topic leads to the kept one.

let browser: Browser;
let adminToken: string;
const slug = 'e2e-tags-arabic';
const title = { en: 'Sovereign AI in the Emirates', ar: 'الذكاء الاصطناعي السيادي في الإمارات' };
const arabicTag = 'الإمارات';

const graphql = <T>(query: string, variables: Record<string, unknown> = {}) => graphqlAs<T>(adminToken, query, variables);

type TagNode = { id: string; slug: string; en: string | null; ar: string | null };
async function allTags(): Promise<TagNode[]> {
  const { adminTags } = await graphql<{ adminTags: { edges: { node: TagNode }[] } }>(
    '{ adminTags(first: 100) { edges { node { id slug en: ownName(locale: en) ar: ownName(locale: ar) } } } }',
  );
  return adminTags.edges.map((edge) => edge.node);
}

/** Tags and the post this file makes, from an earlier run. */
async function cleanUp() {
  for (const tag of await allTags()) {
    if (['UAE', 'United Arab Emirates', 'Throwaway topic'].includes(tag.en ?? '') || tag.ar === arabicTag) {
      await graphql('mutation($id: ID!) { deleteTag(input: { id: $id }) { deletedTagId } }', { id: tag.id });
    }
  }
  const { post } = await graphql<{ post: { id: string } | null }>('query($slug: String!) { post(slug: $slug) { id } }', { slug });
  if (post) await graphql('mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id: post.id });
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  await cleanUp();
});

afterAll(async () => {
  if (adminToken) await cleanUp().catch(() => undefined);
  await browser?.close();
});

async function signedIn(language: 'en' | 'ar', viewport: keyof typeof viewports = 'desktop'): Promise<BrowserContext> {
  const context = await newContext(browser, { language, viewport });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), adminToken);
  return context;
}

const tagRow = (page: Page, tagSlug: string) => page.locator(`tr[data-tag="${tagSlug}"]`);

describe('the Arabic tag', () => {
  let admin: BrowserContext;
  let page: Page;
  let arabicSlug = '';

  beforeAll(async () => {
    admin = await signedIn('en');
    page = await admin.newPage();
  });
  afterAll(() => admin?.close());

  it('keeps "UAE" as typed and adds الإمارات on Enter in the post editor', async () => {
    await page.goto('/admin/blog/new');
    const pane = page.getByRole('tabpanel');
    await pane.getByLabel('Title', { exact: true }).fill(title.en);
    await pane.getByLabel('Body', { exact: true }).fill('Where the models run, and who holds the keys.');
    await page.getByRole('tab', { name: /العربية/ }).click();
    await page.getByRole('tabpanel').getByLabel('Title', { exact: true }).fill(title.ar);
    await page.getByRole('tabpanel').getByLabel('Body', { exact: true }).fill('أين تعمل النماذج، ومن يملك المفاتيح.');
    await page.getByLabel('URL slug').fill(slug);
    const tags = page.getByLabel('Tags', { exact: true });
    await tags.fill('UAE');
    await page.keyboard.press('Enter');
    await tags.fill(arabicTag);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Remove the tag UAE' }).waitFor();
    await page.getByRole('button', { name: `Remove the tag ${arabicTag}` }).waitFor();
    expect(await tags.inputValue()).toBe('');
    await page.waitForURL(/\/admin\/blog\/edit\//, { timeout: 15_000 });
    await page.keyboard.press('Control+s');
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Publish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish this post' });
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('Published: the post is live.').waitFor();

    const saved = await allTags();
    expect(saved.find((tag) => tag.slug === 'uae')).toMatchObject({ en: 'UAE', ar: null });
    const arabic = saved.find((tag) => tag.ar === arabicTag);
    expect(arabic).toMatchObject({ en: null, slug: expect.stringMatching(/^tag-\d+$/) });
    arabicSlug = arabic!.slug;
  });

  it('shows Arabic readers the Arabic name on the article and among the topics', async () => {
    const visitor = await newContext(browser);
    const reader = await visitor.newPage();
    await reader.goto(`/blog/${slug}?lang=ar`);
    await reader.getByRole('heading', { level: 1, name: title.ar }).waitFor();
    await reader
      .getByRole('link', { name: `#${arabicTag}`, exact: true })
      .first()
      .waitFor();
    await reader.goto(`/blog?tag=${arabicSlug}&lang=ar`);
    await reader.getByRole('link', { name: title.ar }).first().waitFor();
    await visitor.close();
  });

  it('refuses a name another tag has, then merges the Arabic tag into UAE, on the English tags screen', async () => {
    await page.goto('/admin/tags');
    await page.getByRole('heading', { name: 'Tags', level: 1 }).waitFor();
    await tagRow(page, 'uae').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'tags-admin-en-desktop');

    await tagRow(page, 'uae').getByRole('button', { name: 'Rename the tag UAE' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename the tag' });
    await rename.getByLabel('Arabic name').fill(arabicTag);
    await rename.getByRole('button', { name: 'Save' }).click();
    await rename.getByText('Another tag already has this name in this language: merge the two instead.').waitFor();
    await rename.getByRole('button', { name: 'Cancel' }).click();

    await tagRow(page, arabicSlug)
      .getByRole('button', { name: `Merge the tag ${arabicTag} into another` })
      .click();
    const merge = page.getByRole('dialog', { name: `Merge ${arabicTag} into another tag` });
    await merge.getByRole('button', { name: 'Merge' }).click();
    await merge.getByText('Choose the tag to merge into.').waitFor();
    await merge.getByLabel('Merge into').selectOption({ label: 'UAE' });
    await merge.getByRole('button', { name: 'Merge' }).click();
    await page.getByText(`${arabicTag} was merged into UAE.`).waitFor();
    await tagRow(page, arabicSlug).waitFor({ state: 'detached' });
    await tagRow(page, 'uae').getByText(arabicTag).waitFor();

    // The merged tag's topic leads to the one kept; Arabic readers see its Arabic name.
    const visitor = await newContext(browser);
    const reader = await visitor.newPage();
    await reader.goto(`/blog?tag=${arabicSlug}&lang=ar`);
    expect(new URL(reader.url()).searchParams.get('tag')).toBe('uae');
    await reader.goto(`/blog/${slug}?lang=ar`);
    await reader
      .getByRole('link', { name: `#${arabicTag}`, exact: true })
      .first()
      .waitFor();
    await visitor.close();
  });

  it('renames and deletes in the Arabic interface on a phone', async () => {
    await graphql('mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }', {
      input: { status: 'DRAFT', tags: ['Throwaway topic'], translations: { en: { title: 'A draft with a throwaway topic' } } },
    });
    const context = await signedIn('ar', 'phone');
    const phone = await context.newPage();
    await phone.goto('/admin/tags');
    await phone.getByRole('heading', { name: 'الوسوم', level: 1 }).waitFor();
    await phone.getByRole('searchbox', { name: 'البحث في الوسوم' }).fill('UAE');
    await tagRow(phone, 'uae').waitFor();
    await tagRow(phone, 'throwaway-topic').waitFor({ state: 'detached' });
    await screenshot(phone, 'tags-admin-ar-phone');

    await tagRow(phone, 'uae')
      .getByRole('button', { name: `إعادة تسمية الوسم ${arabicTag}` })
      .click();
    const rename = phone.getByRole('dialog', { name: 'إعادة تسمية الوسم' });
    await rename.getByLabel('الاسم بالإنجليزية').fill('');
    await rename.getByLabel('الاسم بالعربية').fill('');
    await rename.getByRole('button', { name: 'حفظ' }).click();
    await rename.getByText('اكتب اسمًا للوسم بالعربية أو بالإنجليزية.').waitFor();
    await rename.getByLabel('الاسم بالإنجليزية').fill('United Arab Emirates');
    await rename.getByLabel('الاسم بالعربية').fill(arabicTag);
    await rename.getByRole('button', { name: 'حفظ' }).click();
    await phone.getByText(`حُفظ الوسم: ${arabicTag}.`).waitFor();
    await tagRow(phone, 'uae').getByText('United Arab Emirates').waitFor();

    await phone.getByRole('searchbox', { name: 'البحث في الوسوم' }).fill('Throwaway');
    await tagRow(phone, 'throwaway-topic').getByRole('button', { name: 'حذف الوسم Throwaway topic' }).click();
    const confirm = phone.getByRole('dialog', { name: 'حذف الوسم Throwaway topic؟' });
    await confirm.getByText('تبقى المقالة المصنّفة تحته، بلا هذا الوسم.').waitFor();
    await confirm.getByRole('button', { name: 'حذف' }).click();
    await phone.getByText('حُذف الوسم Throwaway topic.').waitFor();
    await tagRow(phone, 'throwaway-topic').waitFor({ state: 'detached' });
    expect((await allTags()).some((tag) => tag.slug === 'throwaway-topic')).toBe(false);

    const desktop = await signedIn('ar');
    const wide = await desktop.newPage();
    await wide.goto('/admin/tags');
    await tagRow(wide, 'uae').waitFor();
    await screenshot(wide, 'tags-admin-ar-desktop');
    const english = await signedIn('en', 'phone');
    const narrow = await english.newPage();
    await narrow.goto('/admin/tags');
    await tagRow(narrow, 'uae').waitFor();
    await screenshot(narrow, 'tags-admin-en-phone');
    await Promise.all([context.close(), desktop.close(), english.close()]);
  });
});
