import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, graphql, login } from './api.ts';
import { accessibilityProblems, baseUrl, launchBrowser, newContext, screenshot } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// /admin/settings: an admin changes the contact details in Arabic and the public home page shows them
// at once (server-rendered, no restart); a wrong email is refused with the field's own message; an
// editor is sent to their profile instead. Every browser test shares one server: the settings this
// file changes and the editor it creates are put back afterwards.

const editor = { username: 'settings-e2e-editor', password: 'a quiet harbour at noon' };
const run = Date.now().toString(36).slice(-5);
const newEmail = `sales-${run}@sovra.ae`;
const newPhone = '+971 4 123 4567';

let browser: Browser;
let adminToken: string;
/** The settings this file changes, as they were. */
let original: { contactEmail: string; contactPhone: string };
let editorId: string | null = null;

const settingsQuery = '{ adminSettings { contactEmail contactPhone } }';

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  original = (await graphql<{ adminSettings: typeof original }>(adminToken, settingsQuery)).adminSettings;
  editorId = await createStaff(adminToken, { ...editor, displayName: 'Settings Editor' }, 'EDITOR');
});

afterAll(async () => {
  if (adminToken) {
    // Back to what the other test files expect (a value equal to the original changes nothing).
    await graphql(adminToken, 'mutation($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { changed } }', { input: original });
    if (editorId) await graphql(adminToken, 'mutation($id: ID!) { deleteUser(input: { id: $id }) { deletedUserId } }', { id: editorId });
  }
  await browser?.close();
});

const words = {
  en: {
    username: 'Enter your username',
    password: 'Enter your password',
    submit: 'Sign In',
    title: 'Settings',
    email: 'Contact email',
    phone: 'Contact phone',
    save: 'Save settings',
    saved: 'Settings saved. The site shows them now.',
    emailInvalid: 'Enter a valid email address, such as sales@example.com.',
    notAvailable: 'Not available',
    profile: 'My profile',
  },
  ar: {
    username: 'أدخل اسم المستخدم',
    password: 'أدخل كلمة المرور',
    submit: 'تسجيل الدخول',
    title: 'الإعدادات',
    email: 'البريد الإلكتروني للتواصل',
    phone: 'هاتف التواصل',
    save: 'حفظ الإعدادات',
    saved: 'حُفظت الإعدادات، ويعرضها الموقع الآن.',
    emailInvalid: 'أدخل عنوان بريد إلكتروني صالحًا، مثل: \u200esales@example.com\u200e',
    notAvailable: 'غير متاح',
    profile: 'ملفي الشخصي',
  },
};

async function openSettings(page: Page, language: 'en' | 'ar', user: { username: string; password: string }) {
  const t = words[language];
  await page.goto('/admin/settings');
  await page.getByPlaceholder(t.username).fill(user.username);
  await page.getByPlaceholder(t.password).fill(user.password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

describe('the settings screen', () => {
  it('lets an admin change the contact email and phone in Arabic; the public home page shows them at once', async () => {
    const t = words.ar;
    const context = await newContext(browser, { language: 'ar', viewport: 'phone', bypassCSP: true });
    const page = await context.newPage();
    await openSettings(page, 'ar', { username: 'admin', password: adminPassword });
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    const email = page.getByLabel(t.email, { exact: true });
    await email.waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await email.inputValue()).toBe(original.contactEmail);
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'settings-ar-phone');

    // A wrong address: the field says why, in Arabic, and nothing is saved.
    await email.fill('not an address');
    await page.getByRole('button', { name: t.save }).click();
    await page.getByText(t.emailInvalid).waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    // The focus goes to the field at fault.
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await graphql<{ adminSettings: typeof original }>(adminToken, settingsQuery)).adminSettings).toEqual(original);
    await screenshot(page, 'settings-ar-phone-error');

    // By keyboard: the email, the phone next, then Save.
    await email.fill(newEmail);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('contactPhone');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(newPhone);
    await page.getByRole('button', { name: t.save }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: t.saved }).waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('false');
    expect(await accessibilityProblems(page)).toEqual([]);

    // The home page as the server renders it, before any script: the new details, in Arabic.
    const html = await (await fetch(`${baseUrl()}/?lang=ar`)).text();
    expect(html).toContain(`href="mailto:${newEmail}"`);
    expect(html).toContain(newPhone);
    expect(html).toContain('href="tel:+97141234567"');
    expect(html).not.toContain(`mailto:${original.contactEmail}`);

    const home = await context.newPage();
    await home.goto('/#contact');
    await home.locator('#contact').getByRole('link', { name: newEmail }).waitFor();
    await home.locator('#contact').getByRole('link', { name: newPhone }).waitFor();
    await home.locator('#contact dl').scrollIntoViewIfNeeded();
    await screenshot(home, 'settings-home-contact-ar-phone');
    await context.close();
  });

  it('shows the settings in English on a desktop', async () => {
    const context = await newContext(browser, { language: 'en', bypassCSP: true });
    const page = await context.newPage();
    await openSettings(page, 'en', { username: 'admin', password: adminPassword });
    await page.getByRole('heading', { name: words.en.title, level: 1 }).waitFor();
    await page.getByLabel(words.en.email, { exact: true }).waitFor();
    expect(await page.getByLabel(words.en.email, { exact: true }).inputValue()).toBe(newEmail);
    await screenshot(page, 'settings-en-desktop');
    await page.getByRole('switch', { name: 'Count page views' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-en-desktop-enquiries');
    expect(await accessibilityProblems(page)).toEqual([]);
    await context.close();
  });

  it('does not overwrite a change another admin saved after the screen opened: it says so and loads theirs', async () => {
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    await openSettings(page, 'en', { username: 'admin', password: adminPassword });
    const phone = page.getByLabel(words.en.phone, { exact: true });
    await phone.waitFor();
    // Meanwhile, another admin saves a phone number.
    const theirs = '+971 4 765 4321';
    await graphql(adminToken, 'mutation($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { changed } }', {
      input: { contactPhone: theirs },
    });
    await phone.fill('+971 4 111 2222');
    await page.getByRole('button', { name: words.en.save }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Another administrator saved the settings' });
    await alert.waitFor();
    expect((await graphql<{ adminSettings: typeof original }>(adminToken, settingsQuery)).adminSettings.contactPhone).toBe(theirs);
    await alert.getByRole('button', { name: 'Load the latest settings' }).click();
    await expect.poll(() => phone.inputValue()).toBe(theirs);
    await context.close();
  });

  it('refuses an editor, who is sent to their own profile', async () => {
    const t = words.en;
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    await openSettings(page, 'en', editor);
    await page.getByRole('heading', { name: t.notAvailable }).waitFor();
    expect(await page.getByLabel(t.email, { exact: true }).count()).toBe(0);
    await page.locator('#main').getByRole('link', { name: t.profile }).click();
    await page.waitForURL('**/admin/profile');

    // Nor can the editor change them through the API.
    const token = await login(editor.username, editor.password);
    const response = await fetch(`${baseUrl()}/api/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ contactEmail: 'editor@sovra.ae' }),
    });
    expect(response.status).toBe(403);
    await context.close();
  });
});
