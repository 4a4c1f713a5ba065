import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { createStaff, graphql as graphqlAs, login } from './api.ts';
import { adminPassword } from './globalSetup.ts';

// Changes to a contributor's own live post, reviewed (issue 24, docs/publishing.md#review): the
// contributor, in Arabic, edits the post an editor approved earlier; the edit waits as pending
// changes (a signed-out reader keeps the published title) and they submit the changes. The editor
// finds "Changes to a live post" in the dashboard's queue and sends them back; the contributor, on
// a phone, edits and resubmits; the editor, in Arabic, approves and the reader reads the new title.
// Screenshots of the contributor's pending-changes editor and the reviewer's banner, en and ar.

let browser: Browser;
let adminToken: string;
const userIds: string[] = [];
let postId = '';
const contributor = { username: 'e2e-changes-writer', password: 'a contributor passphrase 81', displayName: 'Huda Writer' };
const editor = { username: 'e2e-changes-reviewer', password: 'a reviewing passphrase 82', displayName: 'Karim Editor' };
const post = {
  slug: 'e2e-changes-for-review',
  en: 'Private AI for Gulf hospitals',
  ar: 'ذكاء اصطناعي خاص لمستشفيات الخليج',
  changed: 'Private AI for Gulf hospitals and clinics',
  changedAgain: 'Private AI for Gulf hospitals, clinics and labs',
};
const comment = 'أضف المختبرات أيضًا.';

const graphql = <T>(token: string, query: string, variables: Record<string, unknown> = {}) => graphqlAs<T>(token, query, variables);

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  for (const [account, role] of [
    [contributor, 'CONTRIBUTOR'],
    [editor, 'EDITOR'],
  ] as const) {
    userIds.push(await createStaff(adminToken, account, role));
  }
  // The contributor's post, submitted and approved earlier: live, and theirs.
  const writerToken = await login(contributor.username, contributor.password);
  const created = await graphql<{ createPost: { post: { id: string; version: number } } }>(
    writerToken,
    'mutation($input: CreatePostInput!) { createPost(input: $input) { post { id version } } }',
    {
      input: {
        slug: post.slug,
        status: 'DRAFT',
        tags: [],
        translations: {
          en: { title: post.en, excerpt: 'Patient data stays in the country.', body: 'Hospitals keep their records at home.' },
          ar: { title: post.ar, excerpt: 'تبقى بيانات المرضى داخل البلد.', body: 'تحتفظ المستشفيات بسجلاتها في الداخل.' },
        },
      },
    },
  );
  postId = created.createPost.post.id;
  await graphql(writerToken, 'mutation($id: ID!) { submitForReview(input: { subjectId: $id }) { post { id } } }', { id: postId });
  const editorToken = await login(editor.username, editor.password);
  await graphql(editorToken, 'mutation($id: ID!, $v: Int!) { approve(input: { subjectId: $id, version: $v }) { post { id } } }', {
    id: postId,
    v: created.createPost.post.version,
  });
});

afterAll(async () => {
  if (postId) await graphql(adminToken, 'mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id: postId }).catch(() => undefined);
  for (const id of userIds) await graphql(adminToken, 'mutation($id: ID!) { deleteUser(input: { id: $id }) { deletedUserId } }', { id }).catch(() => undefined);
  await browser?.close();
});

/** A browser signed in as `account` (the sign-in screen has its own tests). */
async function signedIn(
  account: { username: string; password: string },
  language: 'en' | 'ar',
  viewport: keyof typeof viewports = 'desktop',
): Promise<BrowserContext> {
  const token = await login(account.username, account.password);
  const context = await newContext(browser, { language, viewport });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), token);
  return context;
}

/** The English title a signed-out reader reads on the article. */
async function readerTitle(reader: Page): Promise<string> {
  const response = await reader.goto(`/blog/${post.slug}?lang=en`);
  expect(response!.status()).toBe(200);
  return ((await reader.locator('h1').first().textContent()) ?? '').trim();
}

const editorPath = () => `/admin/blog/edit/${encodeURIComponent(postId)}`;
const reviewQueue = (page: Page) => page.locator('section[aria-labelledby="review-queue-heading"]');

/** Types a new English title into the post (the Arabic screen opens on the Arabic tab). */
async function retitle(page: Page, title: string, tabName: RegExp) {
  await page.getByRole('tab', { name: tabName }).click();
  await page
    .getByRole('tabpanel')
    .getByLabel(/^(Title|العنوان)$/)
    .fill(title);
}

describe("review of the changes to a contributor's live post", () => {
  it('keeps visitors on the published post until an editor approves the changes, through a send-back and a resubmission', { timeout: 180_000 }, async () => {
    const readerContext = await newContext(browser, { language: 'en' });
    const reader = await readerContext.newPage();

    // The contributor, in Arabic: their live post opens in the editor (not the read-only notice).
    const writerContext = await signedIn(contributor, 'ar');
    const writer = await writerContext.newPage();
    await writer.goto(editorPath());
    const card = writer.getByTestId('pending-changes');
    await card.waitFor();
    expect(await writer.getByRole('button', { name: 'إلغاء النشر' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'نشر التغييرات' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'جدولة التغييرات' }).count()).toBe(0);
    await retitle(writer, post.changed, /English/);
    // Saved by itself, as pending changes: the difference shows, the reader keeps the published title.
    await card.getByRole('button', { name: 'تجاهل التغييرات' }).waitFor();
    await card.locator('ins', { hasText: 'and clinics' }).first().waitFor();
    expect(await readerTitle(reader)).toBe(post.en);
    await card.scrollIntoViewIfNeeded();
    await screenshot(writer, 'changes-review-contributor-desktop-ar');
    await card.getByRole('button', { name: 'إرسال التغييرات للمراجعة' }).click();
    await writer.locator('[data-review="submitted"]').getByRole('heading', { name: 'أُرسلت تغييراتك للمراجعة' }).waitFor();
    expect(await card.getByRole('button', { name: 'أُرسلت التغييرات' }).isDisabled()).toBe(true);
    await writerContext.close();
    expect(await readerTitle(reader)).toBe(post.en);

    // The editor, in English: the queue marks them as changes to a live post; the banner says so.
    const reviewerContext = await signedIn(editor, 'en');
    const reviewer = await reviewerContext.newPage();
    await reviewer.goto('/admin');
    const queued = reviewQueue(reviewer).locator('li', { hasText: post.en });
    await queued.getByText('Changes to a live post').waitFor();
    await queued.getByRole('link', { name: post.en }).click();
    const banner = reviewer.locator('[data-review="submitted"]');
    await banner.getByRole('heading', { name: `Changes submitted for review by ${contributor.displayName}` }).waitFor();
    await expect(banner.innerText()).resolves.toContain('visitors still read the published version');
    await banner.scrollIntoViewIfNeeded();
    await screenshot(reviewer, 'changes-review-reviewer-banner-desktop-en');
    await banner.getByRole('button', { name: 'Send back…' }).click();
    const dialog = reviewer.getByRole('dialog');
    await dialog.getByLabel('What should change?').fill(comment);
    await dialog.getByRole('button', { name: 'Send back', exact: true }).click();
    await reviewer.locator('[data-review="sent-back"]').getByText(comment).waitFor();
    await reviewerContext.close();

    // The contributor, on a phone in Arabic: reads the comment, edits the changes, submits them again.
    const phoneContext = await signedIn(contributor, 'ar', 'phone');
    const phone = await phoneContext.newPage();
    await phone.goto('/admin');
    await reviewQueue(phone).getByText(comment).waitFor();
    await expect(reviewQueue(phone).innerText()).resolves.toContain('تغييرات على مقال منشور');
    await phone.goto(editorPath());
    const sentBack = phone.locator('[data-review="sent-back"]');
    await sentBack.getByText(comment).waitFor();
    await expect(sentBack.innerText()).resolves.toContain('عدّل تغييراتك، ثم أرسلها للمراجعة مرة أخرى.');
    await retitle(phone, post.changedAgain, /English/);
    const phoneCard = phone.getByTestId('pending-changes');
    await phoneCard.locator('ins', { hasText: 'labs' }).first().waitFor();
    await phoneCard.getByRole('button', { name: 'إرسال التغييرات للمراجعة' }).click();
    await phone.locator('[data-review="submitted"]').waitFor();
    await phoneCard.scrollIntoViewIfNeeded();
    await screenshot(phone, 'changes-review-contributor-phone-ar');
    // The page fits the phone: nothing wider than its 390 px.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phoneContext.close();
    expect(await readerTitle(reader)).toBe(post.en);

    // The contributor's editor in English, for its screenshot.
    const englishContext = await signedIn(contributor, 'en');
    const english = await englishContext.newPage();
    await english.goto(editorPath());
    await english.getByRole('heading', { name: 'Your changes are submitted for review' }).waitFor();
    const englishCard = english.getByTestId('pending-changes');
    await englishCard.getByRole('button', { name: 'Changes submitted' }).waitFor();
    await englishCard.scrollIntoViewIfNeeded();
    await screenshot(english, 'changes-review-contributor-desktop-en');
    await englishContext.close();

    // The editor, in Arabic, approves by keyboard: the changes are published, the reader reads them.
    const approvingContext = await signedIn(editor, 'ar');
    const approving = await approvingContext.newPage();
    await approving.goto(editorPath());
    const arabicBanner = approving.locator('[data-review="submitted"]');
    await arabicBanner.getByRole('heading', { name: `أرسل ${contributor.displayName} تغييرات للمراجعة` }).waitFor();
    await arabicBanner.scrollIntoViewIfNeeded();
    await screenshot(approving, 'changes-review-reviewer-banner-desktop-ar');
    await arabicBanner.getByRole('button', { name: 'الموافقة على التغييرات ونشرها' }).focus();
    await approving.keyboard.press('Enter');
    await approving.getByText('تمت الموافقة: تغييرات المقال منشورة الآن.').waitFor();
    expect(await approving.locator('[data-review]').count()).toBe(0);
    await approvingContext.close();

    await expect.poll(() => readerTitle(reader)).toBe(post.changedAgain);
    await readerContext.close();
  });
});
