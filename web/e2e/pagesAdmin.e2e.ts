import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { createStaff, graphql as graphqlAs, login } from './api.ts';
import { adminPassword } from './globalSetup.ts';

// The staff's pages and menus: a new page made in the editor (three block types, English and Arabic
// side by side, reordered by keyboard, autosaved, published and then public), a 409 from another
// tab, a revision put back; the header menu linking the page; what an editor may not do.

let browser: Browser;
let adminToken: string;
const path = '/e2e-about';
const editorUser = { username: 'pages-editor', password: 'a quiet harbour at dusk' };
let headerAtStart: { version: number; items: unknown } | null = null;

const graphql = <T>(query: string, variables: Record<string, unknown> = {}, token = adminToken) => graphqlAs<T>(token, query, variables);
const headerMenu = async () =>
  (await graphql<{ menus: { name: string; version: number; items: unknown }[] }>('{ menus { name version items } }')).menus.find(
    (menu) => menu.name === 'HEADER',
  )!;

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  headerAtStart = await headerMenu();
});

afterAll(async () => {
  const { pages } = await graphql<{ pages: { edges: { node: { id: string; path: string } }[] } }>('{ pages(first: 100) { edges { node { id path } } } }');
  for (const { node } of pages.edges) {
    if (node.path.startsWith('/e2e-')) await graphql('mutation($id: ID!) { deletePage(input: { id: $id }) { deletedPageId } }', { id: node.id });
  }
  if (headerAtStart) {
    const now = await headerMenu();
    await graphql('mutation($input: UpdateMenuInput!) { updateMenu(input: $input) { menu { version } } }', {
      input: { name: 'HEADER', items: headerAtStart.items, version: now.version },
    });
  }
  const { users } = await graphql<{ users: { edges: { node: { id: string; username: string } }[] } }>(
    '{ users(first: 100) { edges { node { id username } } } }',
  );
  for (const { node } of users.edges) {
    if (node.username === editorUser.username) await graphql('mutation($id: ID!) { deleteUser(input: { id: $id }) { deletedUserId } }', { id: node.id });
  }
  await browser?.close();
});

async function signedIn(token: string, language: 'en' | 'ar', viewport: keyof typeof viewports = 'desktop'): Promise<BrowserContext> {
  const context = await newContext(browser, { language, viewport });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), token);
  return context;
}

const block = (page: Page, n: number) => page.locator('[data-block]').nth(n);
/** A text of a block in one language: the field at its path. */
const field = (page: Page, key: string) => page.locator(`[data-field="${key}"]`);

describe('the page editor (admin, English UI)', () => {
  let context: BrowserContext;
  let page: Page;
  let pageId = '';

  beforeAll(async () => {
    context = await signedIn(adminToken, 'en');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('lists the pages with their state and languages', async () => {
    await page.goto('/admin/pages');
    await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor();
    await page.getByRole('link', { name: '/privacy', exact: true }).waitFor();
    const privacy = page.getByRole('row').filter({ has: page.getByRole('link', { name: '/privacy', exact: true }) });
    expect(await privacy.textContent()).toMatch(/Published.*English:\s+ready to publish.*Arabic:\s+ready to publish/);
    await page.getByRole('button', { name: 'Drafts' }).click();
    await page.getByRole('heading', { name: 'No pages found' }).waitFor();
    await page.getByRole('button', { name: 'Show all pages' }).click();
    await page.getByPlaceholder('Search by path or title').fill('privacy');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await screenshot(page, 'pages-admin-list-en');
  });

  it('keeps the home page on the site at /: its path is read-only and it has no Unpublish or Delete', async () => {
    await page.goto('/admin/pages');
    await page.getByRole('link', { name: '/', exact: true }).click();
    await field(page, 'path').waitFor();
    expect(await field(page, 'path').getAttribute('readonly')).not.toBeNull();
    await page.getByText('The home page stays on the site at /').waitFor();
    expect(await page.getByRole('button', { name: /^Unpublish/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete page' }).count()).toBe(0);
    await page.goto('/admin/pages/new');
    await field(page, 'path').waitFor();
  });

  it('refuses a reserved path and a taken one at the field, in words', async () => {
    await page.goto('/admin/pages/new');
    await page.getByRole('heading', { name: 'New page', level: 1 }).waitFor();
    await field(page, 'path').fill('/admin/about');
    await field(page, 'translations.en.title').fill('About us');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('This path belongs to the site itself').waitFor();
    await field(page, 'path').fill('/privacy');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Another page already has this path').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/pages/new');
  });

  it('makes a page of three block types in both languages, reorders them by keyboard and autosaves it', async () => {
    await field(page, 'path').fill(path);
    await field(page, 'translations.ar.title').fill('من نحن');
    for (const type of ['Opening (hero)', 'Questions and answers', 'Call to action']) {
      await page.getByLabel('Block type').selectOption({ label: type });
      await page.getByRole('button', { name: 'Add block' }).click();
    }
    await field(page, 'blocks.0.title.en').fill('About Sovra');
    await field(page, 'blocks.0.title.ar').fill('عن سوفرا');
    expect(await field(page, 'blocks.0.title.ar').getAttribute('dir')).toBe('rtl');
    expect(await field(page, 'blocks.0.title.ar').getAttribute('lang')).toBe('ar');
    await field(page, 'blocks.1.title.en').fill('Questions');
    await field(page, 'blocks.1.title.ar').fill('أسئلة');
    await block(page, 1).getByRole('button', { name: 'Add to Items' }).click();
    await field(page, 'blocks.1.items.0.question.en').fill('Where is the data kept?');
    await field(page, 'blocks.1.items.0.question.ar').fill('أين تُحفظ البيانات؟');
    await field(page, 'blocks.1.items.0.answer.en').fill('In the country, on your servers.');
    await field(page, 'blocks.1.items.0.answer.ar').fill('داخل الدولة، على خوادمك.');
    await field(page, 'blocks.2.title.en').fill('Talk to us');
    await field(page, 'blocks.2.title.ar').fill('تحدث إلينا');
    await field(page, 'blocks.2.action.label.en').fill('Book a demo');
    await field(page, 'blocks.2.action.label.ar').fill('احجز عرضًا');
    await field(page, 'blocks.2.action.link.kind').selectOption('booking');

    // The call to action goes above the questions by keyboard, and says so.
    await field(page, 'blocks.2.title.en').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page.getByRole('status').filter({ hasText: 'Call to action moved to position 2 of 3.' }).waitFor();
    expect(await block(page, 1).getByRole('button', { expanded: true }).first().textContent()).toContain('Call to action');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('Talk to us');

    // Autosaved as a draft: the address becomes the page's own.
    await page.waitForURL(/\/admin\/pages\/edit\//, { timeout: 15_000 });
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor();
    pageId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const { node } = await graphql<{ node: { status: string; blocks: { type: string }[] } }>(
      'query($id: ID!) { node(id: $id) { ... on Page { status blocks } } }',
      { id: pageId },
    );
    expect(node.status).toBe('DRAFT');
    expect(node.blocks.map((one) => one.type)).toEqual(['hero', 'callToAction', 'faq']);
    await screenshot(page, 'pages-admin-editor-en');
  });

  it('previews it as visitors will see it, as it is typed, in either language, on a desktop or a phone', async () => {
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('region', { name: 'Preview', exact: true });
    const shown = preview.frameLocator('iframe');
    await shown.getByRole('heading', { level: 1, name: 'About Sovra' }).waitFor();
    await shown.getByText('Where is the data kept?').waitFor();
    expect(await shown.locator('h1, h2').allTextContents()).toEqual(['About Sovra', 'Talk to us', 'Questions']);

    // What is typed shows at once, before any save.
    await field(page, 'blocks.0.title.en').fill('About Sovra, in the Gulf');
    await shown.getByRole('heading', { level: 1, name: 'About Sovra, in the Gulf' }).waitFor();
    await screenshot(page, 'pages-admin-preview-en-desktop');

    await preview.getByRole('group', { name: 'Language of the preview' }).getByRole('button', { name: 'Arabic' }).click();
    await shown.getByRole('heading', { level: 1, name: 'عن سوفرا' }).waitFor();
    await shown.getByText('أين تُحفظ البيانات؟').waitFor();
    expect(await shown.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await preview.locator('iframe').evaluate((frame: HTMLIFrameElement) => frame.contentWindow!.innerWidth)).toBe(1280);

    await preview.getByRole('group', { name: 'Width of the preview' }).getByRole('button', { name: 'Phone' }).click();
    await shown.getByRole('heading', { level: 1, name: 'عن سوفرا' }).waitFor();
    expect(await preview.locator('iframe').evaluate((frame: HTMLIFrameElement) => frame.contentWindow!.innerWidth)).toBe(390);
    await screenshot(page, 'pages-admin-preview-ar-phone');

    // A link in the preview leads nowhere: the editor stays.
    await shown.getByRole('link', { name: 'احجز عرضًا' }).click();
    expect(new URL(page.url()).pathname).toBe(`/admin/pages/edit/${encodeURIComponent(pageId)}`);

    await field(page, 'blocks.0.title.en').fill('About Sovra');
    await page.getByRole('button', { name: 'Hide preview' }).click();
    expect(await preview.count()).toBe(0);
  });

  it('publishes it, and visitors then get it from /api/pages/by-path', async () => {
    expect((await fetch(`${baseUrl()}/api/pages/by-path?path=${path}&lang=ar`)).status).toBe(404);
    await page.getByRole('button', { name: 'Publish…', exact: true }).click();
    await page.getByRole('dialog', { name: 'Publish this page' }).getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('Published: the page is live.').waitFor();
    const response = await fetch(`${baseUrl()}/api/pages/by-path?path=${path}&lang=ar`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { title: string; blocks: { type: string; title: string }[] } };
    expect(body.data.title).toBe('من نحن');
    expect(body.data.blocks.map((one) => [one.type, one.title])).toEqual([
      ['hero', 'عن سوفرا'],
      ['callToAction', 'تحدث إلينا'],
      ['faq', 'أسئلة'],
    ]);
    // And visitors read it at its path, in the order the editor left it.
    const visitor = await (await newContext(browser, { language: 'en' })).newPage();
    expect((await visitor.goto(path))?.status()).toBe(200);
    expect(await visitor.locator('main').locator('h1, h2').allTextContents()).toEqual(['About Sovra', 'Talk to us', 'Questions']);
    await visitor.context().close();
    // Moving it now would leave a redirect: the editor says so before the save, and not once put back.
    await field(page, 'path').fill(`${path}-moved`);
    expect(await page.getByTestId('path-redirect').textContent()).toBe(`Once saved, the old address ${path} will lead here.`);
    await field(page, 'path').fill(path);
    expect(await page.getByTestId('path-redirect').count()).toBe(0);
  });

  it('meets a save made elsewhere with the conflict, and loads the latest version', async () => {
    const { node } = await graphql<{ node: { version: number; blocks: unknown[] } }>('query($id: ID!) { node(id: $id) { ... on Page { version blocks } } }', {
      id: pageId,
    });
    await graphql('mutation($input: UpdatePageInput!) { updatePage(input: $input) { page { version } } }', {
      input: {
        id: pageId,
        version: node.version,
        path,
        status: 'PUBLISHED',
        translations: { en: { title: 'About us (edited elsewhere)' }, ar: { title: 'من نحن' } },
        blocks: node.blocks,
      },
    });
    await field(page, 'blocks.0.title.en').fill('About Sovra today');
    await page.getByRole('button', { name: 'Update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this page' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Load latest version' }).click();
    await page.getByText('The latest version is loaded.').waitFor();
    expect(await field(page, 'translations.en.title').inputValue()).toBe('About us (edited elsewhere)');
    expect(await field(page, 'blocks.0.title.en').inputValue()).toBe('About Sovra');
  });

  it('puts an earlier version back from the history', async () => {
    const history = page.getByRole('region', { name: 'History' });
    await history.getByRole('button', { name: 'View' }).nth(1).click();
    const dialog = page.getByRole('dialog', { name: /^Version \d+$/ });
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await page
      .getByRole('dialog', { name: /^Restore version \d+\?$/ })
      .getByRole('button', { name: /^Restore version/ })
      .click();
    await page.getByText(/^Version \d+ was restored\.$/).waitFor();
    expect(await field(page, 'translations.en.title').inputValue()).toBe('About us');
  });
});

describe('the menus (admin)', () => {
  it('link the new page from the header, in both languages', async () => {
    const context = await signedIn(adminToken, 'en');
    const page = await context.newPage();
    await page.goto('/admin/menus');
    const header = page.getByRole('region', { name: 'Header', exact: true });
    await header.waitFor();
    await header.getByRole('button', { name: 'Add link' }).click();
    const last = header.locator('[data-item]').last();
    await last.locator('[data-field$=".label.en"]').fill('About');
    await last.locator('[data-field$=".label.ar"]').fill('من نحن');
    await last.locator('[data-field$=".link.kind"]').selectOption('page');
    await last.locator('[data-field$=".link.pageId"]').selectOption({ label: `${path} — About us` });
    // Up one place by keyboard.
    await last.locator('[data-field$=".label.en"]').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await page
      .getByRole('status')
      .filter({ hasText: /^About moved to position \d+ of \d+\.$/ })
      .waitFor();
    await screenshot(page, 'pages-admin-menus-en');
    await header.getByRole('button', { name: 'Save Header' }).click();
    await page.getByText('Header saved.').waitFor();
    const menus = (await (await fetch(`${baseUrl()}/api/menus?lang=ar`)).json()) as {
      data: { menus: { name: string; links: { label: string; href: string }[] }[] };
    };
    const links = JSON.stringify(menus.data);
    expect(links).toContain(path);
    expect(links).toContain('من نحن');
    // Visitors find it in the header, in either language.
    const visitor = await (await newContext(browser, { language: 'ar' })).newPage();
    await visitor.goto('/');
    expect(await visitor.locator('header').getByRole('link', { name: 'من نحن', exact: true }).first().getAttribute('href')).toMatch(
      new RegExp(`^${path}([?#]|$)`),
    );
    await visitor.goto('/?lang=en');
    expect(await visitor.locator('header').getByRole('link', { name: 'About', exact: true }).first().getAttribute('href')).toMatch(
      new RegExp(`^${path}([?#]|$)`),
    );
    await visitor.context().close();

    // Unpublished, the page drops out of the menu visitors read, and the editor flags the link.
    const { pageByPath } = await graphql<{ pageByPath: { id: string; version: number } }>('query($path: String!) { pageByPath(path: $path) { id version } }', {
      path,
    });
    await graphql('mutation($input: PageVersionInput!) { unpublishPage(input: $input) { page { status } } }', { input: pageByPath });
    await page.reload();
    await header.getByText('1 link leads to a page visitors cannot see: it is flagged below.').waitFor();
    await header.getByText('Visitors do not see this link: the page it leads to is a draft or scheduled.').waitFor();
    expect(JSON.stringify((await (await fetch(`${baseUrl()}/api/menus?lang=ar`)).json()) as unknown)).not.toContain(path);
    await context.close();
  });
});

describe('an editor', () => {
  it('edits pages but cannot delete a published one or edit the menus', async () => {
    await createStaff(adminToken, { ...editorUser, displayName: 'Pages Editor' }, 'EDITOR');
    const token = await login(editorUser.username, editorUser.password);
    const context = await signedIn(token, 'en');
    const page = await context.newPage();
    await page.goto('/admin/pages');
    await page.getByRole('link', { name: path, exact: true }).click();
    await page.getByRole('heading', { name: 'Edit page', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete page' }).count()).toBe(0);
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Menus' }).count()).toBe(0);
    await page.goto('/admin/menus');
    await page.getByRole('heading', { name: 'Not available' }).waitFor();
    await context.close();
  });

  it('opens "New page" and leaves, twice, and nothing is made; deletes the draft they then make', async () => {
    const token = await login(editorUser.username, editorUser.password);
    const context = await signedIn(token, 'en');
    const page = await context.newPage();
    const total = async () => (await graphql<{ pages: { totalCount: number } }>('{ pages(first: 1) { totalCount } }')).pages.totalCount;
    const before = await total();
    await page.goto('/admin/pages');
    for (let i = 0; i < 2; i++) {
      await page.getByRole('link', { name: 'New page' }).first().click();
      await page.getByRole('heading', { name: 'New page', level: 1 }).waitFor();
      // Longer than a draft waits before it saves itself.
      await page.waitForTimeout(3500);
      await page.getByRole('link', { name: 'All pages' }).click();
      await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor();
    }
    expect(await total()).toBe(before);

    // Something written is a draft: theirs, which they may delete.
    await page.getByRole('link', { name: 'New page' }).first().click();
    await field(page, 'path').fill('/e2e-begun-by-mistake');
    await field(page, 'translations.en.title').fill('Begun by mistake');
    await page.waitForURL(/\/admin\/pages\/edit\//, { timeout: 15_000 });
    expect(await total()).toBe(before + 1);
    await page.getByRole('button', { name: 'Delete page' }).click();
    await page.getByRole('dialog', { name: 'Delete this page?' }).getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText('/e2e-begun-by-mistake was deleted.').waitFor();
    expect(await total()).toBe(before);
    await context.close();
  });
});

describe('in Arabic and English, on a desktop and a phone', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const language of ['ar', 'en'] as const) {
      it(`the list, the editor and the menus fit (${language}, ${viewport})`, async () => {
        const context = await signedIn(adminToken, language, viewport);
        const page = await context.newPage();
        await page.goto('/admin/pages');
        await page.getByRole('link', { name: path, exact: true }).waitFor();
        expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        await screenshot(page, `pages-admin-list-${language}-${viewport}`);
        await page.getByRole('link', { name: path, exact: true }).click();
        await field(page, 'blocks.0.title.ar').waitFor();
        await screenshot(page, `pages-admin-editor-top-${language}-${viewport}`);
        const noOverflow = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(await noOverflow()).toBe(true);
        await field(page, 'blocks.0.title.en').scrollIntoViewIfNeeded();
        await screenshot(page, `pages-admin-editor-${language}-${viewport}`);
        await page.getByRole('button', { name: language === 'ar' ? 'معاينة' : 'Preview', exact: true }).click();
        await page.locator('#page-preview iframe').contentFrame().locator('h1').waitFor();
        expect(await noOverflow()).toBe(true);
        await page.locator('#page-preview').scrollIntoViewIfNeeded();
        await screenshot(page, `pages-admin-preview-${language}-${viewport}`);
        await page.goto('/admin/menus');
        await page.locator('[data-item]').first().waitFor();
        expect(await noOverflow()).toBe(true);
        await screenshot(page, `pages-admin-menus-${language}-${viewport}`);
        await context.close();
      });
    }
  }
});
