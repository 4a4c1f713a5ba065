import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { graphql as graphqlAs, login } from './api.ts';
import { adminPassword } from './globalSetup.ts';

// Pending changes over live content (issue 24, docs/publishing.md#pending-changes): an editor edits
// a live post; the edit saves itself as pending changes, a signed-out reader still reads the
// published text, the editor's card shows both states and the difference; publishing the changes
// puts them before the reader. Then, in Arabic on a phone, an edit is discarded and the reader
// never sees it. Screenshots of the card in both languages, desktop and phone.

let browser: Browser;
let adminToken: string;
let postId = '';
const post = {
  slug: 'e2e-pending-changes',
  en: 'Sovereign AI for Gulf banks',
  ar: 'ذكاء اصطناعي سيادي لبنوك الخليج',
  newEn: 'Sovereign AI for Gulf banks and insurers',
  newAr: 'ذكاء اصطناعي سيادي لبنوك الخليج وشركات التأمين',
};

const graphql = <T>(query: string, variables: Record<string, unknown> = {}) => graphqlAs<T>(adminToken, query, variables);

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  const created = await graphql<{ createPost: { post: { id: string } } }>('mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }', {
    input: {
      slug: post.slug,
      status: 'PUBLISHED',
      tags: [],
      translations: {
        en: { title: post.en, excerpt: 'Why banks keep their models at home.', body: 'Banks in the Gulf keep their data in the country.' },
        ar: { title: post.ar, excerpt: 'لماذا تبقي البنوك نماذجها في الداخل.', body: 'تبقي البنوك في الخليج بياناتها داخل البلد.' },
      },
    },
  });
  postId = created.createPost.post.id;
});

afterAll(async () => {
  if (postId) await graphql('mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id: postId }).catch(() => undefined);
  await browser?.close();
});

async function signedIn(language: 'en' | 'ar', viewport: keyof typeof viewports = 'desktop'): Promise<BrowserContext> {
  const context = await newContext(browser, { language, viewport });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), adminToken);
  return context;
}

/** The title a signed-out reader reads on the article, in a language. */
async function readerTitle(reader: Page, language: 'en' | 'ar'): Promise<string> {
  const response = await reader.goto(`/blog/${post.slug}?lang=${language}`);
  expect(response!.status()).toBe(200);
  return ((await reader.locator('h1').first().textContent()) ?? '').trim();
}

const editorPath = () => `/admin/blog/edit/${encodeURIComponent(postId)}`;

describe('pending changes of a live post', () => {
  it('wait beside the published post until published: the reader keeps the old title, the editor shows both states and the difference', async () => {
    const context = await signedIn('en');
    const page = await context.newPage();
    const readerContext = await newContext(browser, { language: 'en' });
    const reader = await readerContext.newPage();
    try {
      await page.goto(editorPath());
      const card = page.getByTestId('pending-changes');
      await card.getByText('None: your next edit is saved here, not on the site.').waitFor();
      const title = page.getByRole('tabpanel').getByLabel('Title', { exact: true });
      await title.fill(post.newEn);
      // Saved by itself, as pending changes.
      await card.getByRole('button', { name: 'Discard changes' }).waitFor();
      await card.getByText('Saved, not yet published. Visitors still read the published version.').waitFor();
      expect(await readerTitle(reader, 'en')).toBe(post.en);

      const difference = card.getByTestId('source-changes').first();
      await difference.locator('ins', { hasText: 'and insurers' }).waitFor();
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'pending-changes-desktop-en');

      await card.getByRole('button', { name: 'Publish changes' }).click();
      await page.getByText('The changes are published.').waitFor();
      await card.getByText('None: your next edit is saved here, not on the site.').waitFor();
      await expect.poll(() => readerTitle(reader, 'en')).toBe(post.newEn);
    } finally {
      await context.close();
      await readerContext.close();
    }
  });

  it('are discarded in Arabic on a phone: the reader never sees them, and the form shows the published text again', async () => {
    const context = await signedIn('ar', 'phone');
    const page = await context.newPage();
    const readerContext = await newContext(browser, { language: 'ar', viewport: 'phone' });
    const reader = await readerContext.newPage();
    try {
      await page.goto(editorPath());
      const card = page.getByTestId('pending-changes');
      await card.waitFor();
      await page.getByRole('tab', { name: 'العربية' }).click();
      const title = page.getByRole('tabpanel').getByLabel('العنوان', { exact: true });
      await title.fill(post.newAr);
      await card.getByRole('button', { name: 'تجاهل التغييرات' }).waitFor();
      expect(await readerTitle(reader, 'ar')).toBe(post.ar);
      await card.locator('ins', { hasText: 'وشركات التأمين' }).first().waitFor();
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'pending-changes-phone-ar');

      await card.getByRole('button', { name: 'تجاهل التغييرات' }).click();
      await card.getByRole('button', { name: 'نعم، تجاهل تغييراتي' }).click();
      await page.getByText('تم تجاهل التغييرات: يعرض النموذج النسخة المنشورة.').waitFor();
      await expect.poll(() => title.inputValue()).toBe(post.ar);
      expect(await readerTitle(reader, 'ar')).toBe(post.ar);
    } finally {
      await context.close();
      await readerContext.close();
    }
  });

  it('keep the unpublish time set in Arabic through later saves: Take off the site at, refused in the past at the field', async () => {
    const context = await signedIn('ar');
    const page = await context.newPage();
    try {
      await page.goto(editorPath());
      await page.getByTestId('pending-changes').waitFor();
      const field = page.getByLabel('إزالة من الموقع في (دبي، UTC+4)');
      await field.fill('2020-01-01T09:00');
      await page.getByText('اختر وقتًا في المستقبل، بعد وقت النشر.').waitFor();
      await field.fill('2099-01-01T09:00');
      await page.getByText('اختر وقتًا في المستقبل، بعد وقت النشر.').waitFor({ state: 'detached' });
      await page.getByTestId('pending-changes').getByRole('button', { name: 'تجاهل التغييرات' }).waitFor();
      const read = () =>
        graphql<{ node: { unpublishAt: string | null } }>('query($id: ID!) { node(id: $id) { ... on Post { unpublishAt } } }', { id: postId }).then(
          (data) => data.node.unpublishAt,
        );
      await expect.poll(read, { timeout: 15_000 }).toBe('2099-01-01T05:00:00.000Z');
      // A later edit of the text saves the whole post: the time stays.
      await page.getByRole('tab', { name: 'العربية' }).click();
      await page.getByRole('tabpanel').getByLabel('العنوان', { exact: true }).fill(`${post.ar}، مراجَع`);
      await expect
        .poll(
          () =>
            graphql<{ node: { pendingChanges: { content: string } | null } }>(
              'query($id: ID!) { node(id: $id) { ... on Post { pendingChanges { content } } } }',
              {
                id: postId,
              },
            ).then((data) => data.node.pendingChanges?.content ?? ''),
          { timeout: 15_000 }, // saved by itself, after the autosave's pause
        )
        .toContain('مراجَع');
      await page.reload();
      await expect.poll(() => page.getByLabel('إزالة من الموقع في (دبي، UTC+4)').inputValue(), { timeout: 15_000 }).toBe('2099-01-01T09:00');
      expect(await read()).toBe('2099-01-01T05:00:00.000Z');
      await page.getByLabel('إزالة من الموقع في (دبي، UTC+4)').scrollIntoViewIfNeeded();
      await screenshot(page, 'unpublish-time-desktop-ar');
      await page.getByLabel('إزالة من الموقع في (دبي، UTC+4)').fill('');
      await expect.poll(read, { timeout: 15_000 }).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('show both states on an Arabic desktop and an English phone', async () => {
    for (const [language, viewport, text] of [
      ['ar', 'desktop', 'ذكاء اصطناعي سيادي لبنوك الخليج، محدّث'],
      ['en', 'phone', 'Sovereign AI for Gulf banks, revised'],
    ] as const) {
      const context = await signedIn(language, viewport);
      const page = await context.newPage();
      try {
        await page.goto(editorPath());
        const card = page.getByTestId('pending-changes');
        await card.waitFor();
        if (language === 'ar') await page.getByRole('tab', { name: 'العربية' }).click();
        await page
          .getByRole('tabpanel')
          .getByLabel(language === 'ar' ? 'العنوان' : 'Title', { exact: true })
          .fill(text);
        await card.getByRole('button', { name: language === 'ar' ? 'تجاهل التغييرات' : 'Discard changes' }).waitFor();
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `pending-changes-${viewport}-${language}`);
        await card.getByRole('button', { name: language === 'ar' ? 'تجاهل التغييرات' : 'Discard changes' }).click();
        await card.getByRole('button', { name: language === 'ar' ? 'نعم، تجاهل تغييراتي' : 'Yes, discard my changes' }).click();
        await card.getByRole('button', { name: language === 'ar' ? 'تجاهل التغييرات' : 'Discard changes' }).waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }
    }
  });
});
