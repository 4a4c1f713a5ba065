import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, screenshot } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const texts = {
  en: {
    title: 'Admin Login',
    subtitle: 'Sign in to access the Sovra admin panel',
    username: 'Enter your username',
    password: 'Enter your password',
    submit: 'Sign In',
    invalid: 'Invalid username or password. Please check your credentials and try again.',
    dashboard: 'Dashboard',
    users: 'Users',
    addUser: 'Add user',
    create: 'Add user',
    signOut: 'Sign out',
    notAvailable: 'Not available',
    displayName: 'Display name',
    email: 'Email',
    role: 'Role',
    passwordLabel: 'Password',
    usernameLabel: 'Username',
    editor: 'Editor',
    userCount: (n: number) => `${n} users`,
    deactivate: 'Deactivate',
    deactivated: 'Deactivated',
  },
  ar: {
    title: 'تسجيل دخول المسؤول',
    subtitle: 'سجّل الدخول للوصول إلى لوحة إدارة سوفرا',
    username: 'أدخل اسم المستخدم',
    password: 'أدخل كلمة المرور',
    submit: 'تسجيل الدخول',
    invalid: 'اسم المستخدم أو كلمة المرور غير صحيحة. يُرجى التحقق من بياناتك والمحاولة مرة أخرى.',
    dashboard: 'لوحة المعلومات',
    users: 'المستخدمون',
    addUser: 'إضافة مستخدم',
    create: 'إضافة مستخدم',
    signOut: 'تسجيل الخروج',
    notAvailable: 'غير متاح',
    displayName: 'الاسم المعروض',
    email: 'البريد الإلكتروني',
    role: 'الدور',
    passwordLabel: 'كلمة المرور',
    usernameLabel: 'اسم المستخدم',
    editor: 'محرر',
    // Arabic counts 3 to 10 with the plural, 11 and up with the singular accusative.
    userCount: (n: number) => (n <= 10 ? `${n} مستخدمين` : `${n} مستخدمًا`),
    deactivate: 'تعطيل',
    deactivated: 'معطّل',
  },
};

async function signIn(page: Page, t: (typeof texts)['en'], username: string, password: string) {
  await page.getByPlaceholder(t.username).fill(username);
  await page.getByPlaceholder(t.password).fill(password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

for (const language of ['en', 'ar'] as const) {
  const t = texts[language];
  describe(`staff accounts in ${language}`, () => {
    it('an admin signs in, creates an editor; the editor is refused the users screen; both sign out', async () => {
      const context = await newContext(browser, { language });
      const page = await context.newPage();
      await page.goto('/admin');
      await page.getByRole('heading', { name: t.title }).waitFor();
      await page.getByText(t.subtitle).waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await screenshot(page, `admin-login-${language}`);

      // The spec's error catalogue, word for word.
      await signIn(page, t, 'admin', 'not the password at all');
      await page.getByText(t.invalid).waitFor();
      await screenshot(page, `admin-login-error-${language}`);

      await signIn(page, t, 'admin', adminPassword);
      await page.getByRole('heading', { name: t.dashboard }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('admin_auth_token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await screenshot(page, `admin-dashboard-${language}`);

      await page.getByRole('link', { name: t.users }).click();
      await page.getByRole('heading', { name: t.users, level: 1 }).waitFor();
      await page.getByRole('button', { name: t.addUser }).click();
      const dialog = page.getByRole('dialog');
      const editor = `editor-${language}`;
      const editorPassword = `a calm river at dawn ${language}`;
      await dialog.getByLabel(t.usernameLabel).fill(editor);
      await dialog.getByLabel(t.displayName).fill(`Editor ${language.toUpperCase()}`);
      await dialog.getByLabel(t.email).fill(`${editor}@example.com`);
      await dialog.getByLabel(t.passwordLabel).fill(editorPassword);
      await screenshot(page, `admin-create-user-${language}`);
      // However many accounts other files made before this one, the count follows the new row.
      const token = await page.evaluate(() => localStorage.getItem('admin_auth_token'));
      const listed = await fetch(`${baseUrl()}/api/users?limit=1`, { headers: { authorization: `Bearer ${token}` } });
      const before = ((await listed.json()) as { data: { pagination: { total: number } } }).data.pagination.total;
      await dialog.getByRole('button', { name: t.create }).click();
      await page.getByRole('cell', { name: new RegExp(`@${editor}`) }).waitFor();
      expect(await page.locator('p[role="status"]').textContent()).toBe(t.userCount(before + 1));
      await screenshot(page, `admin-users-${language}`);

      // The editor, in a second browser profile.
      const editorContext = await newContext(browser, { language });
      const editorPage = await editorContext.newPage();
      await editorPage.goto('/admin');
      await signIn(editorPage, t, editor, editorPassword);
      await editorPage.getByRole('heading', { name: t.dashboard }).waitFor();
      expect(await editorPage.getByRole('link', { name: t.users }).count()).toBe(0);
      await editorPage.goto('/admin/users');
      await editorPage.getByRole('heading', { name: t.notAvailable }).waitFor();
      await screenshot(editorPage, `admin-editor-refused-${language}`);
      await editorPage.getByRole('button', { name: t.signOut }).click();
      await editorPage.getByRole('heading', { name: t.title }).waitFor();
      expect(await editorPage.evaluate(() => localStorage.getItem('admin_auth_token'))).toBeNull();
      await editorContext.close();

      // Deactivating the editor is one click, and says so in the row.
      const row = page.getByRole('row').filter({ hasText: `@${editor}` });
      await row.getByRole('button', { name: t.deactivate }).click();
      await row.getByText(t.deactivated).waitFor();

      await page.getByRole('button', { name: t.signOut }).click();
      await page.getByRole('heading', { name: t.title }).waitFor();
      await context.close();
    });
  });
}

describe('the protection wrapper', () => {
  it('silently drops a stored token the server no longer accepts', async () => {
    const context = await newContext(browser, { language: 'en' });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('admin_auth_token', 'not-a-real-token');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('admin_auth_token'))).toBeNull();
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('works on a phone', async () => {
    const context = await newContext(browser, { language: 'ar', viewport: 'phone' });
    const page = await context.newPage();
    await page.goto('/admin');
    await signIn(page, texts.ar, 'admin', adminPassword);
    await page.getByRole('heading', { name: texts.ar.dashboard }).waitFor();
    await screenshot(page, 'admin-dashboard-ar-phone');
    await page.getByRole('button', { name: 'القائمة' }).click();
    await page.getByRole('link', { name: 'المستخدمون' }).click();
    await page.getByRole('heading', { name: 'المستخدمون', level: 1 }).waitFor();
    await page.getByRole('cell', { name: /@admin/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-users-ar-phone');
    await context.close();
  });
});
