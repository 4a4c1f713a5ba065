import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, pageReady, screenshot } from './browser.ts';
import { graphql as graphqlAs, login } from './api.ts';
import { adminPassword } from './globalSetup.ts';

// The page editor in Arabic, from an empty page to a link in the footer: a page at a new path made
// of three block types (hero, text, statistics) in both languages, moved by keyboard and by its
// buttons, previewed in Arabic and English on a desktop's and a phone's width as it is typed,
// published and read by visitors, then linked from the footer menu, which visitors then see.

let browser: Browser;
let adminToken: string;
let context: BrowserContext;
let page: Page;
const path = '/e2e-case-studies';
let footerAtStart: { version: number; items: unknown } | null = null;

const graphql = <T>(query: string, variables: Record<string, unknown> = {}) => graphqlAs<T>(adminToken, query, variables);
const footerMenu = async () =>
  (await graphql<{ menus: { name: string; version: number; items: unknown }[] }>('{ menus { name version items } }')).menus.find(
    (menu) => menu.name === 'FOOTER',
  )!;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  footerAtStart = await footerMenu();
  context = await newContext(browser, { language: 'ar' });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), adminToken);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  if (footerAtStart) {
    const now = await footerMenu();
    await graphql('mutation($input: UpdateMenuInput!) { updateMenu(input: $input) { menu { version } } }', {
      input: { name: 'FOOTER', items: footerAtStart.items, version: now.version },
    });
  }
  const { pageByPath } = await graphql<{ pageByPath: { id: string } | null }>('query($path: String!) { pageByPath(path: $path) { id } }', { path });
  const { pages } = await graphql<{ pages: { edges: { node: { id: string; path: string } }[] } }>('{ pages(first: 100) { edges { node { id path } } } }');
  const made = pageByPath?.id ?? pages.edges.find(({ node }) => node.path === path)?.node.id;
  if (made) await graphql('mutation($id: ID!) { deletePage(input: { id: $id }) { deletedPageId } }', { id: made });
  await browser?.close();
});

const field = (key: string) => page.locator(`[data-field="${key}"]`);
const moved = (text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();
/** The headings the preview shows, top to bottom. */
const headings = (frame: FrameLocator) => frame.locator('h1, h2').allTextContents();

describe('the page editor in Arabic', () => {
  it('makes a page of a hero, a text and statistics in both languages', async () => {
    await page.goto('/admin/pages/new');
    await page.getByRole('heading', { name: 'صفحة جديدة', level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await field('path').fill(path);
    // The hint's paths read left to right inside the Arabic sentence.
    expect(await page.locator('bdi[dir="ltr"]').allTextContents()).toEqual(['/about', '/case-studies/gulf-bank']);
    // Its slash is drawn before (left of) the word, not after it as bidi puts it unisolated.
    const slashFirst = await page
      .locator('bdi[dir="ltr"]')
      .first()
      .evaluate((bdi) => {
        const x = (at: number) => {
          const range = document.createRange();
          range.setStart(bdi.firstChild!, at);
          range.setEnd(bdi.firstChild!, at + 1);
          return range.getBoundingClientRect().x;
        };
        return x(0) < x(1);
      });
    expect(slashFirst).toBe(true);
    await screenshot(page, 'pages-editor-arabic-path');
    await field('translations.en.title').fill('Case studies');
    await field('translations.ar.title').fill('دراسات الحالة');
    for (const type of ['الافتتاحية', 'نص', 'إحصاءات']) {
      await page.getByLabel('نوع القسم').selectOption({ label: type });
      await page.getByRole('button', { name: 'إضافة قسم' }).click();
    }
    await field('blocks.0.title.ar').fill('دراسات الحالة');
    await field('blocks.0.title.en').fill('Case studies');
    await field('blocks.1.title.ar').fill('قصة بنك خليجي');
    await field('blocks.1.title.en').fill('A Gulf bank');
    await page.locator('[data-block]').nth(1).getByRole('button', { name: 'إضافة إلى الفقرات' }).click();
    await field('blocks.1.paragraphs.0.ar').fill('نقل البنك مساعده الذكي إلى خوادمه في الدولة.');
    await field('blocks.1.paragraphs.0.en').fill('The bank moved its assistant onto its own servers in the country.');
    await field('blocks.2.title.ar').fill('بالأرقام');
    await field('blocks.2.title.en').fill('In figures');
    await page.locator('[data-block]').nth(2).getByRole('button', { name: 'إضافة إلى العناصر' }).click();
    await field('blocks.2.items.0.value.ar').fill('٦ أسابيع');
    await field('blocks.2.items.0.value.en').fill('6 weeks');
    await field('blocks.2.items.0.label.ar').fill('حتى التشغيل');
    await field('blocks.2.items.0.label.en').fill('To go live');
    expect(await field('blocks.1.paragraphs.0.ar').getAttribute('dir')).toBe('rtl');
    // Autosaved as a draft: the address becomes the page's own.
    await page.waitForURL(/\/admin\/pages\/edit\//, { timeout: 15_000 });
    await page
      .getByRole('status')
      .filter({ hasText: /^تم الحفظ$/ })
      .waitFor();
  });

  it('moves the blocks by keyboard and by their buttons, and says where each went', async () => {
    // Statistics up by keyboard, from inside the block: hero, statistics, text.
    await field('blocks.2.title.ar').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await moved('نُقل إحصاءات إلى الموضع 2 من 3.');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('بالأرقام');
    // The text up by its button: hero, text, statistics.
    await page.getByRole('button', { name: 'نقل نص (القسم 3) للأعلى' }).click();
    await moved('نُقل نص إلى الموضع 2 من 3.');
    // And down again by keyboard: hero, statistics, text.
    await field('blocks.1.title.ar').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await moved('نُقل نص إلى الموضع 3 من 3.');
    expect(await field('blocks.1.title.ar').inputValue()).toBe('بالأرقام');
    expect(await field('blocks.2.title.ar').inputValue()).toBe('قصة بنك خليجي');
  });

  it('previews the page as typed, in Arabic and English, at a desktop and a phone width, by keyboard', async () => {
    await page.getByRole('button', { name: 'معاينة', exact: true }).click();
    const preview = page.getByRole('region', { name: 'المعاينة', exact: true });
    const shown = preview.frameLocator('iframe');
    const frame = preview.locator('iframe');
    await shown.getByRole('heading', { level: 1, name: 'دراسات الحالة' }).waitFor();
    expect(await headings(shown)).toEqual(['دراسات الحالة', 'بالأرقام', 'قصة بنك خليجي']);
    await shown.getByText('٦ أسابيع').waitFor();
    expect(await shown.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await shown.locator('html').getAttribute('lang')).toBe('ar');
    expect(await frame.evaluate((element: HTMLIFrameElement) => element.contentWindow!.innerWidth)).toBe(1280);
    // Unsaved words show at once.
    await field('blocks.0.lead.ar').fill('مشاريع حقيقية من المنطقة.');
    await shown.getByText('مشاريع حقيقية من المنطقة.').waitFor();
    await screenshot(page, 'pages-editor-arabic-preview-ar-desktop');

    // English, chosen by keyboard: the page as English readers see it, left to right.
    const languageGroup = preview.getByRole('group', { name: 'لغة المعاينة' });
    await languageGroup.getByRole('button', { name: 'الإنجليزية' }).focus();
    await page.keyboard.press('Enter');
    expect(await languageGroup.getByRole('button', { name: 'الإنجليزية' }).getAttribute('aria-pressed')).toBe('true');
    await shown.getByRole('heading', { level: 1, name: 'Case studies' }).waitFor();
    expect(await headings(shown)).toEqual(['Case studies', 'In figures', 'A Gulf bank']);
    expect(await shown.locator('html').getAttribute('dir')).toBe('ltr');
    await screenshot(page, 'pages-editor-arabic-preview-en-desktop');

    // A phone's width, by keyboard too.
    const widthGroup = preview.getByRole('group', { name: 'عرض المعاينة' });
    await widthGroup.getByRole('button', { name: 'هاتف' }).focus();
    await page.keyboard.press('Space');
    await shown.getByRole('heading', { level: 1, name: 'Case studies' }).waitFor();
    expect(await frame.evaluate((element: HTMLIFrameElement) => element.contentWindow!.innerWidth)).toBe(390);
    expect(await frame.getAttribute('title')).toBe('معاينة الصفحة باللغة الإنجليزية، بعرض هاتف');
    await shown.getByText('6 weeks', { exact: true }).waitFor();
    await screenshot(page, 'pages-editor-arabic-preview-en-phone');
    await languageGroup.getByRole('button', { name: 'العربية' }).click();
    await shown.getByRole('heading', { level: 1, name: 'دراسات الحالة' }).waitFor();
    // The phone's width lays the page out as a phone does: nothing wider than it.
    expect(await frame.evaluate((element: HTMLIFrameElement) => element.contentDocument!.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'pages-editor-arabic-preview-ar-phone');
  });

  it('publishes it, and visitors read it in Arabic and English', async () => {
    await page.getByRole('button', { name: 'نشر…', exact: true }).click();
    await page.getByRole('dialog', { name: 'نشر هذه الصفحة' }).getByRole('button', { name: 'نشر الآن' }).click();
    await page.getByText('تم النشر: الصفحة متاحة الآن على الموقع.').waitFor();

    const visitor = await (await newContext(browser, { language: 'ar' })).newPage();
    const response = await visitor.goto(path);
    expect(response?.status()).toBe(200);
    await visitor.getByRole('heading', { level: 1, name: 'دراسات الحالة' }).waitFor();
    expect(await visitor.getAttribute('html', 'dir')).toBe('rtl');
    expect(await visitor.locator('main').locator('h1, h2').allTextContents()).toEqual(['دراسات الحالة', 'بالأرقام', 'قصة بنك خليجي']);
    await visitor.getByText('مشاريع حقيقية من المنطقة.').waitFor();
    await visitor.goto(`${path}?lang=en`);
    await visitor.getByRole('heading', { level: 1, name: 'Case studies' }).waitFor();
    await visitor.getByText('6 weeks', { exact: true }).waitFor();
    await visitor.context().close();
  });

  it('links it from the footer, where visitors then find it', async () => {
    await page.goto('/admin/menus');
    const footer = page.getByRole('region', { name: 'التذييل', exact: true });
    await footer.waitFor();
    await footer.getByRole('button', { name: 'إضافة رابط', exact: true }).click();
    const last = footer.locator('[data-item]').last();
    await last.locator('[data-field$=".label.ar"]').fill('دراسات الحالة');
    await last.locator('[data-field$=".label.en"]').fill('Case studies');
    await last.locator('[data-field$=".link.kind"]').selectOption('page');
    await last.locator('[data-field$=".link.pageId"]').selectOption({ label: `${path} — دراسات الحالة` });
    await last.locator('[data-field$=".label.ar"]').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page
      .getByRole('status')
      .filter({ hasText: /^نُقل دراسات الحالة إلى الموضع \d+ من \d+\.$/ })
      .waitFor();
    await screenshot(page, 'pages-editor-arabic-menus');
    await footer.getByRole('button', { name: 'حفظ التذييل' }).click();
    await page.getByText('تم حفظ التذييل.').waitFor();

    const visitor = await (await newContext(browser, { language: 'ar' })).newPage();
    await visitor.goto('/');
    await pageReady(visitor);
    const link = visitor.locator('footer').getByRole('link', { name: 'دراسات الحالة', exact: true });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${path}([?#]|$)`));
    await link.click();
    await visitor.waitForURL((url) => url.pathname === path);
    await visitor.getByRole('heading', { level: 1, name: 'دراسات الحالة' }).waitFor();
    await visitor.goto('/?lang=en');
    await visitor.locator('footer').getByRole('link', { name: 'Case studies', exact: true }).waitFor();
    await visitor.context().close();
  });
});
