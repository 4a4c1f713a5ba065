import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './api.ts';
import { accessibilityProblems, baseUrl, launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// Personal-data requests (issue 26) at /admin/personal-data: an admin finds what the site holds
// about a visitor's address (her enquiry, the message about it, a sign-in typed with it), downloads
// it as JSON and erases it, by keyboard, on a desktop in English; an address the site does not hold,
// on a phone in Arabic.

let browser: Browser;
let adminToken: string;
const person = 'rana.k.e2e@example.com';

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  const sent = await fetch(`${baseUrl()}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.61' },
    body: JSON.stringify({
      fullName: 'Rana Khalil',
      email: person,
      subject: 'Hosting in Abu Dhabi',
      message: 'Can the models run in our own data centre?',
      consent: true,
    }),
  });
  expect(sent.status).toBe(201);
  const failed = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: person, password: 'not the password at all' }),
  });
  expect(failed.status).toBe(401);
});

afterAll(async () => {
  await browser?.close();
});

async function signedIn(language: 'en' | 'ar', viewport: keyof typeof viewports = 'desktop'): Promise<BrowserContext> {
  const context = await newContext(browser, { language, viewport, bypassCSP: true });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), adminToken);
  return context;
}

describe('a personal-data request (admin, English, desktop)', () => {
  it('finds her enquiry and the log line, downloads them as JSON, and erases them', async () => {
    const context = await signedIn('en');
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Personal data' }).click();
    await page.getByRole('heading', { name: 'Personal data', level: 1 }).waitFor();

    const email = page.getByLabel('Email address');
    await email.fill('not an address');
    await email.press('Enter');
    await page.getByText('Enter a valid email address, such as name@company.ae.').waitFor();

    await email.fill(person.toUpperCase());
    await email.press('Enter');
    await page.getByText('1 enquiry, 1 message and 1 audit log line.').waitFor();
    await page.getByRole('link', { name: 'Hosting in Abu Dhabi' }).waitFor();
    await page.getByText('auth.login_failed').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'personal-data-desktop-en');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as JSON' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(exported).toMatchObject({
      email: person,
      enquiries: [{ fullName: 'Rana Khalil', subject: 'Hosting in Abu Dhabi' }],
      auditEntries: [{ action: 'auth.login_failed' }],
    });

    await page.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('dialog', { name: "Erase this person's data?" });
    await dialog.getByText('Deletes 1 enquiry and 1 message, and replaces the address with [erased] in 1 audit log line').waitFor();
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await page.getByText('Erased: 1 enquiry, 1 message, and the address in 1 audit log line.').waitFor();
    await page.getByText('The site holds nothing about this address.').waitFor();
    expect(await page.getByRole('button', { name: 'Erase…' }).count()).toBe(0);
    await context.close();
  });
});

describe('an address the site does not hold (admin, Arabic, phone)', () => {
  it('says so right to left, without overflowing, and with no serious accessibility problem', async () => {
    const context = await signedIn('ar', 'phone');
    const page = await context.newPage();
    await page.goto('/admin/personal-data');
    await page.getByRole('heading', { name: 'البيانات الشخصية', level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByLabel('عنوان البريد الإلكتروني').fill('nobody.here@example.org');
    await page.getByRole('button', { name: 'بحث', exact: true }).click();
    await page.getByText('لا يحفظ الموقع شيئًا عن هذا العنوان.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'personal-data-phone-ar');
    await context.close();
  });
});
