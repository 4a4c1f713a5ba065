import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './browser.ts';
import { createStaff, graphql, login } from './api.ts';
import { adminPassword } from './globalSetup.ts';

// Changes to a contributor's own live page, reviewed in the page editor (issue 24,
// docs/publishing.md#review): the contributor, in Arabic, edits a block of the page an editor
// approved earlier; the edit waits as pending changes (a signed-out reader keeps the published
// text) and they submit the changes. The editor, in English, opens them while another reviewer
// sends them back: approving then says the changes no longer await review. Resubmitted, the editor
// approves them in Arabic, and only then does the reader read the new text. Screenshots of the
// contributor's page editor with pending changes, en and ar.

let browser: Browser;
let adminToken: string;
const userIds: string[] = [];
let pageId = '';
const contributor = { username: 'e2e-page-changes-writer', password: 'a contributor passphrase 91', displayName: 'Layla Writer' };
const editor = { username: 'e2e-page-changes-reviewer', password: 'a reviewing passphrase 92', displayName: 'Omar Editor' };
const sitePage = {
  path: '/e2e-page-changes',
  en: 'Clinics we serve',
  ar: 'العيادات التي نخدمها',
  published: 'Private AI for Gulf clinics',
  changed: 'Private AI for Gulf clinics and hospitals',
};

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  for (const [account, role] of [
    [contributor, 'CONTRIBUTOR'],
    [editor, 'EDITOR'],
  ] as const) {
    userIds.push(await createStaff(adminToken, account, role));
  }
  // The contributor's page, submitted and approved earlier: live, and theirs.
  const writerToken = await login(contributor.username, contributor.password);
  const paragraph = { en: 'Patient records stay in the country.', ar: 'تبقى سجلات المرضى داخل البلد.' };
  const created = await graphql<{ createPage: { page: { id: string; version: number } } }>(
    writerToken,
    'mutation($input: CreatePageInput!) { createPage(input: $input) { page { id version } } }',
    {
      input: {
        path: sitePage.path,
        status: 'DRAFT',
        translations: { en: { title: sitePage.en }, ar: { title: sitePage.ar } },
        blocks: [{ type: 'text', id: 'intro', title: { en: sitePage.published, ar: 'ذكاء اصطناعي خاص لعيادات الخليج' }, paragraphs: [paragraph] }],
      },
    },
  );
  pageId = created.createPage.page.id;
  await graphql(writerToken, 'mutation($id: ID!) { submitForReview(input: { subjectId: $id }) { page { id } } }', { id: pageId });
  const editorToken = await login(editor.username, editor.password);
  await graphql(editorToken, 'mutation($id: ID!, $v: Int!) { approve(input: { subjectId: $id, version: $v }) { page { id } } }', {
    id: pageId,
    v: created.createPage.page.version,
  });
});

afterAll(async () => {
  if (pageId) await graphql(adminToken, 'mutation($id: ID!) { deletePage(input: { id: $id }) { deletedPageId } }', { id: pageId }).catch(() => undefined);
  for (const id of userIds) await graphql(adminToken, 'mutation($id: ID!) { deleteUser(input: { id: $id }) { deletedUserId } }', { id }).catch(() => undefined);
  await browser?.close();
});

/** A browser signed in as `account` (the sign-in screen has its own tests). */
async function signedIn(account: { username: string; password: string }, language: 'en' | 'ar'): Promise<BrowserContext> {
  const token = await login(account.username, account.password);
  const context = await newContext(browser, { language });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), token);
  return context;
}

/** The headings a signed-out reader reads on the page. */
async function readerHeadings(reader: Page): Promise<string[]> {
  const response = await reader.goto(`${sitePage.path}?lang=en`);
  expect(response!.status()).toBe(200);
  return (await reader.locator('main').locator('h1, h2').allTextContents()).map((text) => text.trim());
}

const editorPath = () => `/admin/pages/edit/${encodeURIComponent(pageId)}`;
const field = (page: Page, key: string) => page.locator(`[data-field="${key}"]`);

describe("review of the changes to a contributor's live page", () => {
  it('keeps visitors on the published page until an editor approves the changes in the page editor', { timeout: 180_000 }, async () => {
    const readerContext = await newContext(browser, { language: 'en' });
    const reader = await readerContext.newPage();
    expect(await readerHeadings(reader)).toContain(sitePage.published);

    // The contributor, in Arabic: their live page opens in the editor (not the read-only notice),
    // with the pending-changes card but none of a reviewer's moves.
    const writerContext = await signedIn(contributor, 'ar');
    const writer = await writerContext.newPage();
    await writer.goto(editorPath());
    const card = writer.getByTestId('pending-changes');
    await card.waitFor();
    await writer.getByText('هذه الصفحة منشورة، وأنت من أنشأها').waitFor();
    expect(await writer.getByRole('button', { name: 'إلغاء النشر' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'نشر التغييرات' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'جدولة التغييرات' }).count()).toBe(0);
    await field(writer, 'blocks.0.title.en').fill(sitePage.changed);
    // Saved by itself, as pending changes: the difference shows, the reader keeps the published text.
    await card.getByRole('button', { name: 'تجاهل التغييرات' }).waitFor();
    await card.locator('ins', { hasText: 'hospitals' }).first().waitFor();
    // The changed block is named by its place in the form, as the editor shows it.
    await card.getByText('القسم 1: نص', { exact: true }).waitFor();
    expect(await readerHeadings(reader)).toContain(sitePage.published);
    await card.scrollIntoViewIfNeeded();
    await screenshot(writer, 'page-changes-contributor-desktop-ar');
    await card.getByRole('button', { name: 'إرسال التغييرات للمراجعة' }).click();
    await writer.locator('[data-review="submitted"]').getByRole('heading', { name: 'أُرسلت تغييراتك للمراجعة' }).waitFor();
    await writer.getByText('أُرسلت التغييرات للمراجعة وأُبلغ المحررون.').waitFor();
    expect(await card.getByRole('button', { name: 'أُرسلت التغييرات' }).isDisabled()).toBe(true);
    await writerContext.close();
    expect(await readerHeadings(reader)).toContain(sitePage.published);

    // The same editor in English, for its screenshot: the changes wait for a reviewer.
    const englishContext = await signedIn(contributor, 'en');
    const english = await englishContext.newPage();
    await english.goto(editorPath());
    await english.getByRole('heading', { name: 'Your changes are submitted for review' }).waitFor();
    const englishCard = english.getByTestId('pending-changes');
    await englishCard.getByRole('button', { name: 'Changes submitted' }).waitFor();
    await englishCard.locator('ins', { hasText: 'hospitals' }).first().waitFor();
    await englishCard.getByText('Block 1: Text', { exact: true }).waitFor();
    expect(await english.getByRole('button', { name: 'Publish changes' }).count()).toBe(0);
    await englishCard.scrollIntoViewIfNeeded();
    await screenshot(english, 'page-changes-contributor-desktop-en');
    await englishContext.close();

    // The editor, in English, opens the changes; another reviewer sends them back meanwhile: the
    // approval is refused, said in the words of changes, and the banner shows where they stand.
    const reviewerContext = await signedIn(editor, 'en');
    const reviewer = await reviewerContext.newPage();
    await reviewer.goto(editorPath());
    const banner = reviewer.locator('[data-review="submitted"]');
    await banner.getByRole('heading', { name: `Changes submitted for review by ${contributor.displayName}` }).waitFor();
    await expect(banner.innerText()).resolves.toContain('This page is live: visitors still read the published version.');
    await graphql(adminToken, 'mutation($id: ID!) { sendBack(input: { subjectId: $id, comment: "Name the hospitals." }) { page { id } } }', { id: pageId });
    await banner.getByRole('button', { name: 'Approve and publish changes' }).click();
    await reviewer.getByRole('alert').filter({ hasText: 'These changes no longer await review' }).waitFor();
    await reviewer.locator('[data-review="sent-back"]').getByText('Name the hospitals.').waitFor();
    await reviewerContext.close();
    expect(await readerHeadings(reader)).toContain(sitePage.published);

    // Submitted again (the contributor's editor has its own test above), the editor approves in Arabic.
    const writerToken = await login(contributor.username, contributor.password);
    await graphql(writerToken, 'mutation($id: ID!) { submitForReview(input: { subjectId: $id }) { page { id } } }', { id: pageId });
    const approvingContext = await signedIn(editor, 'ar');
    const approving = await approvingContext.newPage();
    await approving.goto(editorPath());
    const arabicBanner = approving.locator('[data-review="submitted"]');
    await arabicBanner.getByRole('heading', { name: `أرسل ${contributor.displayName} تغييرات للمراجعة` }).waitFor();
    await arabicBanner.getByRole('button', { name: 'الموافقة على التغييرات ونشرها' }).click();
    await approving.getByText('تمت الموافقة: تغييرات الصفحة منشورة الآن.').waitFor();
    expect(await approving.locator('[data-review]').count()).toBe(0);
    await approvingContext.close();

    await expect.poll(() => readerHeadings(reader)).toContain(sitePage.changed);
    expect(await readerHeadings(reader)).not.toContain(sitePage.published);
    await readerContext.close();
  });
});
