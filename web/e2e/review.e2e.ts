import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from './browser.ts';
import { createStaff, graphql as graphqlAs, login } from './api.ts';
import { adminPassword } from './globalSetup.ts';

// Review (issue 24): an admin makes a contributor and an editor; the contributor signs in (in
// Arabic), writes a post and submits it; the editor finds it on the dashboard, shares a preview
// link that a signed-out browser opens, and sends it back (in Arabic) with a comment; the
// contributor reads the comment on the dashboard and in the editor (a phone, in Arabic), edits and
// submits again; the editor approves it and it is public at /blog/<slug>.

let browser: Browser;
let adminToken: string;
const userIds: string[] = [];
let postId = '';
const contributor = { username: 'e2e-contributor', password: 'a contributor passphrase 71', displayName: 'Omar Writer' };
const editor = { username: 'e2e-reviewer', password: 'a reviewing passphrase 72', displayName: 'Layla Editor' };
const post = { en: 'Sovereign inference at the edge', ar: 'الاستدلال السيادي على الحافة', slug: 'sovereign-inference-at-the-edge' };
const comment = 'الرجاء إضافة مثال من قطاع الطاقة.';

const graphql = <T>(query: string, variables: Record<string, unknown> = {}) => graphqlAs<T>(adminToken, query, variables);

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  for (const [account, role] of [
    [contributor, 'CONTRIBUTOR'],
    [editor, 'EDITOR'],
  ] as const) {
    userIds.push(await createStaff(adminToken, account, role));
  }
});

afterAll(async () => {
  if (postId) await graphql('mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id: postId }).catch(() => undefined);
  for (const id of userIds) await graphql('mutation($id: ID!) { deleteUser(input: { id: $id }) { deletedUserId } }', { id }).catch(() => undefined);
  await browser?.close();
});

async function signIn(page: Page, account: { username: string; password: string }, language: 'en' | 'ar') {
  const words =
    language === 'ar'
      ? { user: 'أدخل اسم المستخدم', password: 'أدخل كلمة المرور', submit: 'تسجيل الدخول' }
      : { user: 'Enter your username', password: 'Enter your password', submit: 'Sign In' };
  await page.goto('/admin');
  await page.getByPlaceholder(words.user).fill(account.username);
  await page.getByPlaceholder(words.password).fill(account.password);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
}

/** The editor's screen, signed in by its token (the sign-in screen has its own tests). */
async function editorContext(language: 'en' | 'ar'): Promise<BrowserContext> {
  const token = await login(editor.username, editor.password);
  const context = await newContext(browser, { language });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), token);
  return context;
}

const reviewQueue = (page: Page) => page.locator('section[aria-labelledby="review-queue-heading"]');

describe('review: a contributor submits, an editor previews, sends back and approves', () => {
  it('runs from a contributor’s draft to a public post', async () => {
    // The contributor, in Arabic: a dashboard without the inbox or analytics, and an empty queue.
    const writerContext = await newContext(browser, { language: 'ar' });
    const writer = await writerContext.newPage();
    await signIn(writer, contributor, 'ar');
    await reviewQueue(writer).getByText('لم ترسل شيئًا بعد', { exact: false }).waitFor();
    expect(await writer.getByRole('alert').count()).toBe(0);
    expect(await writer.getByRole('link', { name: 'صندوق الوارد' }).count()).toBe(0);

    // The page editor offers the same step.
    await writer.goto('/admin/pages/new');
    await writer.getByRole('heading', { name: 'صفحة جديدة', level: 1 }).waitFor();
    expect(await writer.getByRole('button', { name: 'إرسال للمراجعة', exact: true }).count()).toBe(1);
    expect(await writer.getByRole('button', { name: 'نشر…' }).count()).toBe(0);

    await writer.goto('/admin/blog/new');
    const pane = writer.getByRole('tabpanel');
    await pane.getByLabel('العنوان', { exact: true }).fill(post.ar);
    await pane.getByLabel('الملخص', { exact: true }).fill('كيف تبقى البيانات داخل الدولة.');
    await pane.getByLabel('نص المقال', { exact: true }).fill('النموذج يعمل حيث تُنتج البيانات.');
    await writer.getByRole('tab', { name: /English/ }).click();
    const english = writer.getByRole('tabpanel');
    await english.getByLabel('العنوان', { exact: true }).fill(post.en);
    await english.getByLabel('الملخص', { exact: true }).fill('How data stays in the country.');
    await english.getByLabel('نص المقال', { exact: true }).fill('The model runs where the data is made.');
    // No Publish… for a contributor: Submit for review, which saves what changed first.
    expect(await writer.getByRole('button', { name: 'نشر…' }).count()).toBe(0);
    await writer.getByRole('button', { name: 'إرسال للمراجعة', exact: true }).click();
    await writer.locator('[data-review="submitted"]').getByRole('heading', { name: 'أُرسل للمراجعة' }).waitFor();
    expect(await writer.getByRole('button', { name: 'أُرسل', exact: true }).isDisabled()).toBe(true);
    postId = decodeURIComponent(writer.url().split('/edit/')[1]);

    // The editor, in English: the queue, the banner, a preview link opened signed out.
    const reviewerContext = await editorContext('en');
    const reviewer = await reviewerContext.newPage();
    await reviewer.goto('/admin');
    const queued = reviewQueue(reviewer).getByRole('link', { name: post.en });
    await queued.waitFor();
    await expect(reviewQueue(reviewer).innerText()).resolves.toContain(`Submitted by ${contributor.displayName}`);
    await reviewQueue(reviewer).scrollIntoViewIfNeeded();
    await screenshot(reviewer, 'review-queue-desktop-en');
    await queued.click();
    await reviewer.getByRole('heading', { name: `Submitted for review by ${contributor.displayName}` }).waitFor();
    const card = reviewer.locator('section[aria-labelledby="share-preview-heading"]');
    await card.getByRole('button', { name: 'Create preview link' }).click();
    await card.locator('[data-preview-created]').waitFor();
    const previewUrl = await card.getByLabel('English').inputValue();
    const stranger = await newContext(browser);
    const reader = await stranger.newPage();
    expect((await reader.goto(previewUrl))!.status()).toBe(200);
    expect(await reader.locator('h1').first().innerText()).toBe(post.en);
    await stranger.close();
    await reviewerContext.close();

    // Sent back, in Arabic: the comment is required, said at the field; cancelling gives focus back.
    const arabicReviewerContext = await editorContext('ar');
    const arabicReviewer = await arabicReviewerContext.newPage();
    await arabicReviewer.goto(`/admin/blog/edit/${encodeURIComponent(postId)}`);
    const sendBack = arabicReviewer.getByRole('button', { name: 'إعادة للتعديل…' });
    await sendBack.click();
    const dialog = arabicReviewer.getByRole('dialog');
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    await expect.poll(() => arabicReviewer.evaluate(() => document.activeElement?.textContent)).toBe('إعادة للتعديل…');
    await sendBack.click();
    await dialog.getByRole('button', { name: 'إعادة', exact: true }).click();
    await dialog.getByText('اكتب ما يجب تغييره قبل الإعادة.').waitFor();
    expect(await dialog.getByLabel('ما الذي يجب تغييره؟').getAttribute('aria-invalid')).toBe('true');
    await screenshot(arabicReviewer, 'review-send-back-dialog-desktop-ar');
    await dialog.getByLabel('ما الذي يجب تغييره؟').fill(comment);
    await dialog.getByRole('button', { name: 'إعادة', exact: true }).click();
    await arabicReviewer.locator('[data-review="sent-back"]').getByText(comment).waitFor();
    await arabicReviewerContext.close();

    // The contributor reads the comment on the dashboard and in the editor (a phone), edits, submits again.
    await writerContext.close();
    const phoneContext = await newContext(browser, { language: 'ar', viewport: 'phone' });
    const phone = await phoneContext.newPage();
    await signIn(phone, contributor, 'ar');
    const item = reviewQueue(phone);
    await item.getByText(comment).waitFor();
    // Opened afresh, the dashboard's loader starts before the role is known: the screen corrects it.
    await phone.reload();
    await item.getByText(comment).waitFor();
    expect(await phone.getByRole('alert').count()).toBe(0);
    await expect(item.innerText()).resolves.toContain('أُعيد للتعديل');
    await item.scrollIntoViewIfNeeded();
    await screenshot(phone, 'review-queue-phone-ar');
    await item.getByRole('link', { name: post.ar }).click();
    const banner = phone.locator('[data-review="sent-back"]');
    await banner.getByText(comment).waitFor();
    await expect(banner.innerText()).resolves.toContain(`أعاده ${editor.displayName} للتعديل`);
    await screenshot(phone, 'review-sent-back-banner-phone-ar');
    const body = phone.getByRole('tabpanel').getByLabel('نص المقال', { exact: true });
    await body.fill('النموذج يعمل حيث تُنتج البيانات، كما في محطات الطاقة.');
    await phone.getByRole('button', { name: 'إرسال للمراجعة', exact: true }).click();
    await phone.locator('[data-review="submitted"]').waitFor();
    await phoneContext.close();

    // The editor approves: the post is published and public.
    const approvingContext = await editorContext('en');
    const approving = await approvingContext.newPage();
    await approving.goto(`/admin/blog/edit/${encodeURIComponent(postId)}`);
    await approving.getByRole('button', { name: 'Approve and publish' }).click();
    await approving.getByText('Approved: the post is live.').waitFor();
    expect(await approving.locator('[data-review]').count()).toBe(0);
    await approving.getByRole('button', { name: 'Unpublish' }).waitFor();
    await approvingContext.close();

    const visitorContext = await newContext(browser);
    const visitor = await visitorContext.newPage();
    expect((await visitor.goto(`/blog/${post.slug}`))!.status()).toBe(200);
    expect(await visitor.locator('h1').first().innerText()).toBe(post.en);
    await expect(visitor.locator('article').innerText()).resolves.toContain('The model runs where the data is made.');
    await visitorContext.close();
  });
});
