import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, graphql as graphqlAs, login } from './api.ts';
import { accessibilityProblems, baseUrl, launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// The staff inbox: enquiries sent through the public form, the unread badge, search, a message
// opened (and so read), archived, filtered, exported as CSV, deleted by an admin and not offered
// for deletion to an editor; in English and Arabic, on a desktop and a phone.
//
// Every browser test shares one server, and its contact throttle (5 enquiries per 10 minutes from
// 127.0.0.1): this file sends two, and counts relative to what the inbox held before.

let browser: Browser;
let adminToken: string;
const run = Date.now().toString(36);
const editor = { username: 'inbox-editor', password: 'a slow tide under the pier' };

const english = {
  fullName: 'Layla Haddad',
  company: 'Gulf Freight Logistics',
  email: `layla.${run}@example.com`,
  subject: `Private GPU cluster for our Dubai office ${run}`,
  message: 'Hello,\n\nWe would like a quote for an on-premise cluster.\nAbout 40 users, Arabic and English documents.\n\nThank you,\nLayla',
  consent: true,
  language: 'en',
};
const arabic = {
  fullName: 'سارة المنصوري',
  company: 'شركة الخليج للتقنية',
  email: `sara.${run}@example.ae`,
  subject: `استفسار عن النشر داخل مقر الشركة ${run}`,
  message: 'مرحبًا،\n\nنرغب في معرفة المزيد عن تشغيل النماذج داخل مقر شركتنا في أبوظبي.\nهل يمكن ترتيب عرض توضيحي؟\n\nمع الشكر،\nسارة',
  consent: true,
  language: 'ar',
};
const ids: Record<'english' | 'arabic', { databaseId: number; id: string }> = { english: { databaseId: 0, id: '' }, arabic: { databaseId: 0, id: '' } };

/** GraphQL as the admin, unless another token is given. */
const graphql = <T>(query: string, variables: Record<string, unknown> = {}, token = adminToken) => graphqlAs<T>(token, query, variables);

const unreadNow = async () =>
  (await graphql<{ contactMessages: { unreadCount: number } }>('{ contactMessages(first: 0) { unreadCount } }')).contactMessages.unreadCount;
const statusOf = async (id: string) =>
  (await graphql<{ contactMessage: { status: string } }>('query($id: ID!) { contactMessage(id: $id) { status } }', { id })).contactMessage.status;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  for (const [i, message] of [english, arabic].entries()) {
    // Each from an address of its own (the server trusts X-Forwarded-For: globalSetup): the form's
    // limit of enquiries per address is shared by every file that sends one.
    const response = await fetch(`${baseUrl()}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${90 + i}` },
      body: JSON.stringify(message),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }
  const found = await graphql<{ contactMessages: { edges: { node: { id: string; databaseId: number; subject: string } }[] } }>(
    'query($search: String) { contactMessages(first: 10, search: $search) { edges { node { id databaseId subject } } } }',
    { search: run },
  );
  for (const { node } of found.contactMessages.edges)
    ids[node.subject === english.subject ? 'english' : 'arabic'] = { databaseId: node.databaseId, id: node.id };
  expect(ids.english.databaseId).toBeGreaterThan(0);
  expect(ids.arabic.databaseId).toBeGreaterThan(0);
  await createStaff(adminToken, { ...editor, displayName: 'Inbox Editor' }, 'EDITOR');
});

// What this file wrote goes: other files count the staff, and may count the enquiries.
afterAll(async () => {
  for (const { id } of Object.values(ids)) {
    if (id) await graphql('mutation($id: ID!) { deleteContactMessage(input: { id: $id }) { deletedContactMessageId } }', { id }).catch(() => {});
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
async function signedIn(token: string, language: 'en' | 'ar', viewport: keyof typeof viewports = 'desktop', bypassCSP = false): Promise<BrowserContext> {
  const context = await newContext(browser, { language, viewport, bypassCSP });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), token);
  return context;
}

/** The number on the navigation's "Inbox" (0 when it shows none). */
async function badgeOf(page: Page): Promise<number> {
  const text = await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Inbox|^صندوق الوارد/ })
    .textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1] ?? 0);
}

/** A GraphQL answer with every message's `notification` replaced. */
function withNotification(value: unknown, notification: object): unknown {
  if (Array.isArray(value)) return value.map((item) => withNotification(item, notification));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, key === 'notification' ? notification : withNotification(child, notification)]));
}

const searchBox = (page: Page) => page.getByRole('searchbox');
const messageList = (page: Page) => page.getByRole('list', { name: /^Messages$|^الرسائل$/ });

describe('the inbox (admin, English, desktop)', () => {
  it('shows the unread count, searches, opens a message (read), archives, filters, exports and deletes it', async () => {
    const context = await signedIn(adminToken, 'en', 'desktop', true);
    const page = await context.newPage();
    // The export is refused while `exportFails` is set: routed from the start, as a route added
    // just before a request may not catch it (see contact.e2e.ts).
    let exportFails = false;
    await page.route('**/api/contact-messages.csv*', (route) =>
      exportFails
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: 'Busy', error: 'SERVICE_UNAVAILABLE', status: 503 }),
          })
        : route.continue(),
    );
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const unread = await unreadNow();
    expect(unread).toBeGreaterThanOrEqual(2);
    await expect.poll(() => badgeOf(page)).toBe(unread);

    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Inbox/ })
      .click();
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    await page.getByText(`${unread} unread messages from the contact form.`).waitFor();
    expect(await page.getByRole('button', { name: /^New/ }).textContent()).toBe(`New${unread}`);

    // Both seeded messages, newest first, found by the run's word; then one by its sender's address.
    await searchBox(page).fill(run);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(run);
    await page
      .getByRole('status')
      .filter({ hasText: /^2 messages$/ })
      .waitFor();
    const rows = messageList(page).getByRole('listitem');
    expect(await rows.count()).toBe(2);
    await expect.poll(() => rows.first().textContent()).toContain(arabic.subject);
    expect(await rows.nth(1).textContent()).toContain(english.company);
    expect(await rows.nth(1).textContent()).toContain('EN');
    await screenshot(page, 'inbox-list-en-desktop');

    await searchBox(page).fill(english.email);
    await page
      .getByRole('status')
      .filter({ hasText: /^1 message$/ })
      .waitFor();
    const row = messageList(page).getByRole('link').first();
    expect(await row.textContent()).toContain(english.subject);
    expect(await row.textContent()).toContain('New');

    // Opening it reads it: the badge and the server agree.
    await row.click();
    await page.waitForURL((url) => url.pathname === `/admin/inbox/${ids.english.databaseId}` && url.searchParams.get('q') === english.email);
    const detail = page.getByRole('article');
    await detail.getByRole('heading', { name: english.subject, level: 2 }).waitFor();
    expect(await detail.getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toBe(
      `mailto:${english.email}?subject=${encodeURIComponent(`Re: ${english.subject}`)}`,
    );
    // The visitor's text as written: line breaks kept, shown as text, in its own direction.
    const body = detail.locator('div[dir="auto"]').filter({ hasText: 'Thank you,' });
    expect(await body.innerText()).toBe(english.message);
    await detail.getByText('The email alert is waiting to be sent.').waitFor();
    await expect.poll(() => statusOf(ids.english.id)).toBe('READ');
    await expect.poll(() => badgeOf(page)).toBe(unread - 1);
    await detail.getByText('Read', { exact: true }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'inbox-message-en-desktop');

    // Unread again (and not read again behind the reader's back), then archived.
    await detail.getByRole('button', { name: 'Mark as unread' }).click();
    await page.getByText('Marked as unread.').waitFor();
    await expect.poll(() => badgeOf(page)).toBe(unread);
    expect(await statusOf(ids.english.id)).toBe('NEW');
    await detail.getByRole('button', { name: 'Archive' }).click();
    await page.getByText('Message archived.').waitFor();
    await expect.poll(() => statusOf(ids.english.id)).toBe('ARCHIVED');
    await expect.poll(() => badgeOf(page)).toBe(unread - 1);
    await detail.getByRole('button', { name: 'Unarchive' }).waitFor();

    // The archived filter finds it; the search stays.
    await page.getByRole('button', { name: 'Archived', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('archived');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 message$/ })
      .waitFor();
    expect(await messageList(page).textContent()).toContain(english.subject);

    // The export is what the list shows, in a dated file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv).toContain(english.subject);
    expect(csv).toContain('"ARCHIVED"');
    expect(csv).not.toContain(arabic.subject);
    // A failed export says so.
    exportFails = true;
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByText('The CSV file could not be downloaded. The server is busy. Try again in a moment.').waitFor();
    exportFails = false;

    // Deleting asks first, then takes it out of the list.
    await detail.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
    await dialog.getByText(`The message from ${english.fullName} will be deleted for good`).waitFor();
    await screenshot(page, 'inbox-delete-en-desktop');
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText(`The message from ${english.fullName} was deleted.`).waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/inbox');
    await page.getByRole('heading', { name: 'No messages found' }).waitFor();
    const gone = await graphql<{ node: unknown }>('query($id: ID!) { node(id: $id) { id } }', { id: ids.english.id });
    expect(gone.node).toBeNull();
    ids.english.id = '';

    // An address that names no message says so.
    await page.goto(`/admin/inbox/${ids.english.databaseId}`);
    await page.getByRole('heading', { name: 'Message not found' }).waitFor();
    await context.close();
  });
});

describe('an editor', () => {
  it('reads and archives messages, and is not offered delete', async () => {
    const token = await login(editor.username, editor.password);
    const context = await signedIn(token, 'en');
    const page = await context.newPage();
    await page.goto('/admin');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Inbox/ })
      .click();
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    await messageList(page).waitFor();
    await page.goto(`/admin/inbox/${ids.arabic.databaseId}`);
    const detail = page.getByRole('article');
    await detail.getByRole('heading', { name: arabic.subject }).waitFor();
    await detail.getByRole('button', { name: 'Archive' }).waitFor();
    await detail.getByRole('link', { name: 'Reply by email' }).waitFor();
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await expect.poll(() => statusOf(ids.arabic.id)).toBe('READ');
    // Unread again, for the screenshots that follow.
    await detail.getByRole('button', { name: 'Mark as unread' }).click();
    await expect.poll(() => statusOf(ids.arabic.id)).toBe('NEW');
    await context.close();
  });
});

describe('in both languages, on a desktop and a phone', () => {
  for (const language of ['ar', 'en'] as const) {
    for (const viewport of ['desktop', 'phone'] as const) {
      it(`the list and a message fit, and pass axe (${language}, ${viewport})`, async () => {
        const context = await signedIn(adminToken, language, viewport, true);
        const page = await context.newPage();
        // The notification as the outbox would report one that failed (Arabic) or is being retried
        // (English): this server has no mail transport, so its own stay pending. It goes into the
        // message's answers once `rewriting` is set; routed from the start (see contact.e2e.ts).
        const notification =
          language === 'ar'
            ? { status: 'FAILED', attempts: 20, lastError: '550 5.1.1 <sales@example.ae>: mailbox unavailable', nextAttemptAt: null, sentAt: null }
            : {
                status: 'PENDING',
                attempts: 3,
                lastError: 'connect ECONNREFUSED 10.0.0.5:587',
                nextAttemptAt: new Date(Date.now() + 120_000).toISOString(),
                sentAt: null,
              };
        let rewriting = false;
        await page.route('**/graphql', async (route) => {
          if (!rewriting || !/MessagePageQuery|useInboxMutationsUpdateMutation/.test(route.request().postData() ?? '')) return route.fallback();
          const response = await route.fetch();
          await route.fulfill({ response, json: withNotification(await response.json(), notification) });
        });
        await page.goto(`/admin/inbox?q=${run}`);
        await page.getByRole('heading', { name: language === 'ar' ? 'صندوق الوارد' : 'Inbox', level: 1 }).waitFor();
        await messageList(page).getByText(arabic.subject).waitFor();
        expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports[viewport].width);
        if (!(language === 'en' && viewport === 'desktop')) await screenshot(page, `inbox-list-${language}-${viewport}`);
        expect(await accessibilityProblems(page)).toEqual([]);

        rewriting = true;
        await messageList(page).getByRole('link').first().click();
        const detail = page.getByRole('article');
        await detail.getByRole('heading', { name: arabic.subject, level: 2 }).waitFor();
        await detail.getByText(language === 'ar' ? 'مقروءة' : 'Read', { exact: true }).waitFor();
        expect(await detail.locator('div[dir="auto"]').filter({ hasText: 'مع الشكر' }).innerText()).toBe(arabic.message);
        await detail.getByText(notification.lastError).waitFor();
        await detail
          .getByText(language === 'ar' ? 'تعذّر تسليم تنبيه البريد بعد 20 محاولة' : 'The email alert is not delivered yet: 3 attempts failed.')
          .waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports[viewport].width);
        // On a phone the message takes the list's place, with a way back.
        if (viewport === 'phone') expect(await messageList(page).isVisible()).toBe(false);
        await screenshot(page, `inbox-arabic-message-${language}-${viewport}`);
        expect(await accessibilityProblems(page)).toEqual([]);
        await detail.getByText(notification.lastError).scrollIntoViewIfNeeded();
        await screenshot(page, `inbox-notification-${language}-${viewport}`);
        // Unread again, so the next run shows it as new (and the badge, back on the list, counts it).
        await graphql('mutation($input: UpdateContactMessageInput!) { updateContactMessage(input: $input) { contactMessage { id } } }', {
          input: { id: ids.arabic.id, status: 'NEW' },
        });
        if (viewport === 'phone') {
          await page.getByRole('link', { name: language === 'ar' ? 'العودة إلى جميع الرسائل' : 'Back to all messages' }).click();
          await messageList(page).waitFor();
          expect(new URL(page.url()).searchParams.get('q')).toBe(run);
          // The menu's "Inbox" carries the unread count on a phone too.
          await page.getByRole('button', { name: language === 'ar' ? 'القائمة' : 'Menu' }).click();
          await expect.poll(() => badgeOf(page)).toBe(await unreadNow());
          expect(await badgeOf(page)).toBeGreaterThanOrEqual(1);
          await screenshot(page, `inbox-menu-${language}-phone`);
        }
        await context.close();
      });
    }
  }
});
