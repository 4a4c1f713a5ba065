import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login } from './api.ts';
import { accessibilityProblems, baseUrl, islandReady, launchBrowser, newContext, pageReady, viewports } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// The contact form on the home page: checked as the visitor goes, a progress indicator, "Sending...",
// the thank-you panel and "Send another message"; a network failure that keeps what was typed; in
// English and Arabic, by keyboard, on a desktop and a phone.
//
// Every browser test shares one server, and its contact throttle (5 enquiries per 10 minutes from
// 127.0.0.1; inbox.e2e.ts sends 2): this file sends 2 for real, and deletes them afterwards.

const root = resolve(import.meta.dirname, '../..');
const run = Date.now().toString(36);

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
});
afterAll(async () => {
  const { contactMessages } = await graphql<{ contactMessages: { edges: { node: { id: string } }[] } }>(
    adminToken,
    'query($search: String) { contactMessages(first: 10, search: $search) { edges { node { id } } } }',
    { search: run },
  );
  for (const { node } of contactMessages.edges) {
    await graphql(adminToken, 'mutation($id: ID!) { deleteContactMessage(input: { id: $id }) { deletedContactMessageId } }', { id: node.id });
  }
  await browser?.close();
});

const words = {
  en: {
    title: 'Send us a message',
    progress: (count: number) => `${count} of 5 required fields completed`,
    nameRequired: 'Please enter your full name.',
    emailInvalid: 'Please enter a valid email address, such as name@company.com.',
    messageShort: 'Please enter at least 10 characters.',
    consentRequired: 'Please agree to the privacy policy and terms so that we can answer you.',
    submit: 'Send message',
    sending: 'Sending...',
    busy: 'Your message is being sent, please wait.',
    thanks: 'Thank you for your message!',
    another: 'Send another message',
    failed: 'Failed to send message. Please try again.',
    noScript: 'Sending this form needs JavaScript',
  },
  ar: {
    title: 'أرسل لنا رسالة',
    progress: (count: number) => `اكتمل ${count} من 5 حقول مطلوبة`,
    nameRequired: 'يُرجى إدخال اسمك الكامل.',
    emailInvalid: 'يُرجى إدخال عنوان بريد إلكتروني صحيح.',
    messageShort: 'يجب ألا يقل عدد الأحرف عن 10.',
    consentRequired: 'يُرجى الموافقة على سياسة الخصوصية وشروط الخدمة لنتمكّن من الرد عليك.',
    submit: 'إرسال الرسالة',
    sending: 'جارٍ الإرسال...',
    busy: 'جارٍ إرسال رسالتك، يُرجى الانتظار.',
    thanks: 'شكرًا لك على رسالتك!',
    another: 'إرسال رسالة أخرى',
    failed: 'تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.',
    noScript: 'يتطلّب إرسال هذا النموذج تفعيل JavaScript',
  },
} as const;

const enquiries = {
  en: {
    fullName: 'Omar Khalid',
    company: 'Khalid Trading',
    email: `omar.${run}@example.com`,
    subject: `Air-gapped pilot ${run}`,
    message: 'We would like to run a pilot for 30 analysts.',
  },
  ar: {
    fullName: 'نورة الكعبي',
    company: '',
    email: `noura.${run}@example.ae`,
    subject: `عرض توضيحي لفريقنا ${run}`,
    message: 'نرغب في عرض توضيحي للنشر داخل مقر الشركة.',
  },
};

const field = (page: Page, name: string) => page.locator(`#contact-${name}`);
const submitButton = (page: Page) => page.locator('#contact-form button[type="submit"]');
const progress = (page: Page) => page.locator('#contact-form [role="progressbar"]');
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const errorOf = async (page: Page, name: string) => {
  const describedBy = (await field(page, name).getAttribute('aria-describedby')) ?? '';
  const id = describedBy.split(' ').find((part) => part.endsWith('-error'));
  return id ? page.locator(`#${id}`).textContent() : null;
};

/**
 * The contact card at both widths, for the reader of test-results/screenshots; on a screen tall
 * enough to hold it whole (a taller card would be drawn under the sticky header).
 */
async function shoot(page: Page, name: string, target = '#contact-form') {
  const current = page.viewportSize();
  for (const viewport of ['desktop', 'phone'] as const) {
    await page.setViewportSize({ width: viewports[viewport].width, height: 2400 });
    await page.locator(target).screenshot({ path: join(root, 'test-results/screenshots', `contact-${name}-${viewport}.png`) });
  }
  if (current) await page.setViewportSize(current);
}

/** What the page's POST /api/contact meets: the server, the server once `held` resolves, or a network failure. */
interface ContactRoute {
  held: Promise<void> | null;
  fails: boolean;
}

/**
 * The home page, its form brought to life (its code comes at the first sign of use). The enquiry
 * goes through a route set before the page loads: Chromium may let a request made just after a
 * page's first route past it (the interception it starts reaches the page a moment later), and
 * the form then thanks the visitor before the test has seen "Sending...".
 */
async function openForm(language: 'en' | 'ar', viewport: keyof typeof viewports) {
  const context = await newContext(browser, { language, viewport });
  const page = await context.newPage();
  const contact: ContactRoute = { held: null, fails: false };
  await page.route('**/api/contact', async (route) => {
    if (contact.fails) return route.abort();
    await contact.held;
    await route.continue();
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    // An aborted request is logged by the browser itself.
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await pageReady(page);
  // Before it is used, the server's markup stands: its button cannot send yet.
  expect(await submitButton(page).isDisabled()).toBe(true);
  await field(page, 'fullName').focus();
  await submitButton(page).and(page.locator(':not([disabled])')).waitFor();
  return { page, problems, contact, close: () => context.close() };
}

/** Fills the form by keyboard from the focused name field, checking the progress after each required field. */
async function fillByKeyboard(page: Page, language: 'en' | 'ar', enquiry: (typeof enquiries)['en']) {
  const say = words[language];
  let done = 0;
  for (const name of ['fullName', 'company', 'email', 'subject', 'message'] as const) {
    expect(await activeId(page)).toBe(`contact-${name}`);
    if (enquiry[name]) await page.keyboard.type(enquiry[name]);
    if (name !== 'company') done += 1;
    await expect.poll(() => progress(page).getAttribute('aria-valuenow')).toBe(String(done));
    await page.keyboard.press('Tab');
  }
  expect(await activeId(page)).toBe('contact-consent');
  await page.keyboard.press('Space');
  await expect.poll(() => progress(page).getAttribute('aria-valuetext')).toBe(say.progress(5));
  // Then the two links of the consent, then the button: the hidden honeypot is never reached.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement).type)).toBe('submit');
}

describe('the contact form', () => {
  it('is in the server’s page, with its words, and says how to reach us without JavaScript', async () => {
    for (const language of ['en', 'ar'] as const) {
      const html = await (await fetch(`${baseUrl()}/?lang=${language}`)).text();
      for (const name of ['fullName', 'company', 'email', 'subject', 'message', 'consent', 'website']) expect(html).toContain(`id="contact-${name}"`);
      expect(html).toContain(words[language].title);
      // Chromium under test parses <noscript> as if scripts ran, so its words are checked in the HTML.
      const noScript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
      expect(noScript).toContain(words[language].noScript);
      expect(noScript).toContain('href="mailto:');
      expect(noScript).toContain('href="tel:');
    }
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto('/?lang=en');
    await field(page, 'fullName').waitFor();
    // It cannot post JSON without the app: its button says so by being disabled.
    expect(await submitButton(page).isDisabled()).toBe(true);
    await context.close();
  });

  for (const [language, viewport] of [
    ['en', 'desktop'],
    ['ar', 'phone'],
  ] as const) {
    it(`checks, shows its progress, sends and thanks in ${language === 'en' ? 'English' : 'Arabic'} (${viewport}), by keyboard`, async () => {
      const say = words[language];
      const enquiry = enquiries[language];
      const { page, problems, contact, close } = await openForm(language, viewport);
      expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(await field(page, 'email').getAttribute('dir')).toBe('ltr');
      expect(await progress(page).getAttribute('aria-valuetext')).toBe(say.progress(0));
      // The honeypot: out of reach of people and their tools.
      expect(await field(page, 'website').getAttribute('tabindex')).toBe('-1');
      expect(await field(page, 'website').getAttribute('autocomplete')).toBe('off');
      expect(await page.locator('#contact-form [aria-hidden="true"]:has(#contact-website)').count()).toBe(1);
      await shoot(page, `idle-${language}`);
      await shoot(page, `section-${language}`, '#contact');

      // Submitting the empty form: a message under each required field, focus on the first.
      await submitButton(page).click();
      await expect.poll(() => activeId(page)).toBe('contact-fullName');
      expect(await field(page, 'fullName').getAttribute('aria-invalid')).toBe('true');
      expect(await errorOf(page, 'fullName')).toBe(say.nameRequired);
      expect(await errorOf(page, 'consent')).toBe(say.consentRequired);
      expect(await errorOf(page, 'company')).toBeNull();
      // Leaving a field checks it; fixing it clears the message at once.
      await field(page, 'email').fill('omar@');
      await field(page, 'email').blur();
      expect(await errorOf(page, 'email')).toBe(say.emailInvalid);
      await field(page, 'message').fill('Too short');
      await field(page, 'message').blur();
      expect(await errorOf(page, 'message')).toBe(say.messageShort);
      await shoot(page, `errors-${language}`);

      // Start again by keyboard.
      for (const name of ['email', 'message']) await field(page, name).fill('');
      await field(page, 'fullName').focus();
      await fillByKeyboard(page, language, enquiry);
      expect(await errorOf(page, 'email')).toBeNull();
      expect(await errorOf(page, 'message')).toBeNull();

      // Sending, held until it has been seen.
      let release!: () => void;
      contact.held = new Promise<void>((resolve) => (release = resolve));
      await page.keyboard.press('Enter');
      await expect.poll(() => submitButton(page).textContent()).toBe(say.sending);
      expect(await page.locator('#contact-form form').getAttribute('aria-busy')).toBe('true');
      expect(await progress(page).getAttribute('aria-valuetext')).toBe(say.sending);
      expect(await page.locator('#contact-form [aria-live="polite"]').textContent()).toBe(say.busy);
      expect(await field(page, 'message').getAttribute('readonly')).not.toBeNull();
      await shoot(page, `sending-${language}`);
      release();

      // Thanks, with focus on it; the message is in the staff inbox.
      const thanks = page.getByRole('heading', { name: say.thanks });
      await thanks.waitFor();
      await expect.poll(() => activeId(page)).toBe('contact-done');
      await shoot(page, `success-${language}`);
      const { contactMessages } = await graphql<{
        contactMessages: { edges: { node: { fullName: string; email: string; subject: string; language: string; status: string } }[] };
      }>(adminToken, 'query($search: String) { contactMessages(first: 5, search: $search) { edges { node { fullName email subject language status } } } }', {
        search: enquiry.subject,
      });
      expect(contactMessages.edges.map(({ node }) => node)).toEqual([
        { fullName: enquiry.fullName, email: enquiry.email, subject: enquiry.subject, language, status: 'NEW' },
      ]);

      // "Send another message": an empty form, focus on its first field.
      await page.getByRole('button', { name: say.another }).click();
      await expect.poll(() => activeId(page)).toBe('contact-fullName');
      expect(await field(page, 'fullName').inputValue()).toBe('');
      expect(await field(page, 'consent').isChecked()).toBe(false);
      expect(await progress(page).getAttribute('aria-valuenow')).toBe('0');
      expect(problems).toEqual([]);
      await close();
    });
  }

  for (const language of ['en', 'ar'] as const) {
    it(`keeps what was typed when the network fails, and says so, in ${language === 'en' ? 'English' : 'Arabic'}`, async () => {
      const say = words[language];
      const enquiry = { ...enquiries[language], subject: `Never sent ${run}` };
      const { page, problems, contact, close } = await openForm(language, 'desktop');
      contact.fails = true;
      await fillByKeyboard(page, language, enquiry);
      await page.keyboard.press('Enter');
      const alert = page.locator('#contact-form [role="alert"]');
      await alert.waitFor();
      expect(await alert.textContent()).toBe(say.failed);
      expect(await submitButton(page).textContent()).toBe(say.submit);
      expect(await field(page, 'fullName').inputValue()).toBe(enquiry.fullName);
      expect(await field(page, 'message').inputValue()).toBe(enquiry.message);
      expect(await field(page, 'consent').isChecked()).toBe(true);
      await shoot(page, `failed-${language}`);
      expect(problems).toEqual([]);
      await close();
    });
  }

  it('fits a 320 px screen, and has no accessibility problem with its messages on show', async () => {
    for (const language of ['en', 'ar'] as const) {
      const context = await newContext(browser, { language, bypassCSP: true });
      const page = await context.newPage();
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto('/');
      await field(page, 'fullName').focus();
      await submitButton(page).and(page.locator(':not([disabled])')).waitFor();
      await submitButton(page).click();
      await expect.poll(() => activeId(page)).toBe('contact-fullName');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const box = await page.locator('#contact-form').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(320);
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.setViewportSize({ width: 320, height: 1600 });
      await page.locator('#contact-form').screenshot({ path: join(root, 'test-results/screenshots', `contact-errors-${language}-320.png`) });
      await context.close();
    }
  });

  it('keeps what was typed into the server’s form before its code arrived', async () => {
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    await page.goto('/');
    await pageReady(page);
    // As the browser's autofill or a restored page would: values without any event the app hears.
    await page.evaluate(() => {
      (document.getElementById('contact-fullName') as HTMLInputElement).value = 'Omar Khalid';
      (document.getElementById('contact-consent') as HTMLInputElement).checked = true;
    });
    expect(await submitButton(page).isDisabled()).toBe(true);
    await field(page, 'email').focus();
    await submitButton(page).and(page.locator(':not([disabled])')).waitFor();
    await expect.poll(() => progress(page).getAttribute('aria-valuenow')).toBe('2');
    expect(await field(page, 'fullName').inputValue()).toBe('Omar Khalid');
    expect(await field(page, 'consent').isChecked()).toBe(true);
    await context.close();
  });

  it('switched to Arabic before it was used, it is drawn in Arabic, without a hydration error', async () => {
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await pageReady(page);
    await page.getByRole('link', { name: /Switch language/ }).click();
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    await expect.poll(() => page.locator('#contact-form h3').textContent()).toBe(words.ar.title);
    await islandReady(page, 'ContactForm');
    await submitButton(page).and(page.locator(':not([disabled])')).waitFor();
    expect(await submitButton(page).textContent()).toBe(words.ar.submit);
    await submitButton(page).click();
    await expect.poll(() => errorOf(page, 'fullName')).toBe(words.ar.nameRequired);
    expect(problems).toEqual([]);
    await context.close();
  });
});
