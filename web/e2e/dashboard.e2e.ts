import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, graphql as graphqlAs, login } from './api.ts';
import { accessibilityProblems, launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// The dashboard (/admin): this week's numbers, what waits, the recent activity of what a test has
// just done (posts and pages), the quick links, and an editor who sees only their own actions; in
// English and Arabic, on a desktop and a phone. What this file writes it deletes again (other files
// count posts, pages and staff).

let browser: Browser;
let adminToken: string;
let editorToken: string;
let editorId = '';
const createdPosts: string[] = [];
const createdPages: string[] = [];
const editor = { username: 'dashboard-editor', password: 'a slow tide over the creek', displayName: 'Dana Editor' };

const graphql = <T>(query: string, variables: Record<string, unknown> = {}, token = adminToken) => graphqlAs<T>(token, query, variables);

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  editorId = await createStaff(adminToken, editor, 'EDITOR');
  editorToken = await login(editor.username, editor.password);
});

afterAll(async () => {
  for (const id of createdPosts) await graphql('mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id }).catch(() => {});
  for (const id of createdPages) await deletePage(id).catch(() => {});
  if (editorId) await graphql('mutation($id: ID!) { deleteUser(input: { id: $id }) { deletedUserId } }', { id: editorId });
  await browser?.close();
});

/** A draft written through the API as the token's user; published at once when asked. */
async function writePost(token: string, title: string, publish = false): Promise<string> {
  const { createPost } = await graphql<{ createPost: { post: { id: string; version: number } } }>(
    'mutation($input: CreatePostInput!) { createPost(input: $input) { post { id version } } }',
    { input: { status: 'DRAFT', tags: [], translations: { en: { title, excerpt: 'For the dashboard test.', body: `About ${title}.` } } } },
    token,
  );
  createdPosts.push(createPost.post.id);
  if (publish) {
    await graphql(
      'mutation($input: PublishPostInput!) { publishPost(input: $input) { post { id } } }',
      { input: { id: createPost.post.id, version: createPost.post.version } },
      token,
    );
  }
  return createPost.post.id;
}

/** A page made and published at once through the API, as the admin. */
async function publishPage(path: string): Promise<string> {
  const text = { en: 'For the dashboard test.', ar: 'لاختبار لوحة المعلومات.' };
  const { createPage } = await graphql<{ createPage: { page: { id: string; version: number } } }>(
    'mutation($input: CreatePageInput!) { createPage(input: $input) { page { id version } } }',
    {
      input: {
        path,
        status: 'DRAFT',
        translations: { en: { title: 'Dashboard check' }, ar: { title: 'فحص لوحة المعلومات' } },
        blocks: [{ type: 'text', id: 'intro', title: text, paragraphs: [text] }],
      },
    },
  );
  createdPages.push(createPage.page.id);
  await graphql('mutation($input: PublishPageInput!) { publishPage(input: $input) { page { id } } }', {
    input: { id: createPage.page.id, version: createPage.page.version },
  });
  return createPage.page.id;
}

const deletePage = (id: string) => graphql('mutation($id: ID!) { deletePage(input: { id: $id }) { deletedPageId } }', { id });

/** A browser profile already signed in (the token where the admin keeps it), with axe allowed in. */
async function signedIn(token: string, language: 'en' | 'ar', viewport: keyof typeof viewports = 'desktop'): Promise<BrowserContext> {
  const context = await newContext(browser, { language, viewport, bypassCSP: true });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), token);
  return context;
}

const texts = {
  en: {
    dashboard: 'Dashboard',
    activity: 'Recent activity',
    ownActivity: 'Your recent activity',
    published: 'published',
    created: 'created',
    pagePublished: 'published the page',
    pageDeleted: 'deleted the page',
    drafts: 'Drafts',
    views: 'Views this week',
    quickLinks: 'Quick links',
    writePost: 'Write a post',
    newPost: 'New post',
    openInbox: 'Open the inbox',
    inbox: 'Inbox',
    analytics: 'Visitors and views',
    users: 'Manage staff accounts',
    usersTitle: 'Users',
    settings: 'Configure the site',
  },
  ar: {
    dashboard: 'لوحة المعلومات',
    activity: 'آخر النشاطات',
    ownActivity: 'آخر نشاطاتك',
    published: 'نُشر',
    created: 'أُنشئ',
    pagePublished: 'نُشرت الصفحة',
    pageDeleted: 'حُذفت الصفحة',
    drafts: 'المسودات',
    views: 'مشاهدات الأسبوع',
    quickLinks: 'روابط سريعة',
    writePost: 'اكتب مقالًا',
    newPost: 'مقال جديد',
    openInbox: 'افتح صندوق الوارد',
    inbox: 'صندوق الوارد',
    analytics: 'الزوار والمشاهدات',
    users: 'إدارة حسابات الفريق',
    usersTitle: 'المستخدمون',
    settings: 'ضبط إعدادات الموقع',
  },
};

const activityRegion = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Follows a link of the dashboard, checks where it led, and comes back. */
async function follow(page: Page, region: string, link: string, path: RegExp) {
  await page.getByRole('region', { name: region, exact: true }).getByRole('link', { name: link, exact: true }).click();
  await page.waitForURL(path);
  await page.goBack();
  await page.getByRole('region', { name: region, exact: true }).waitFor();
}

for (const language of ['en', 'ar'] as const) {
  const t = texts[language];
  describe(`the dashboard in ${language}`, () => {
    it('shows an admin the post just published, with links to it, the counts and the quick links', async () => {
      const title = `Dashboard check ${language} ${Date.now()}`;
      const postId = await writePost(adminToken, title, true);
      const context = await signedIn(adminToken, language);
      const page = await context.newPage();
      await page.goto('/admin');
      await page.getByRole('heading', { name: t.dashboard, level: 1 }).waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');

      // The feed says who did what, newest first: the publication above the creation.
      const feed = activityRegion(page, t.activity);
      const entries = feed.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
      await entries.first().waitFor();
      const sentences = await entries.allTextContents();
      expect(sentences[0]).toContain(t.published);
      expect(sentences[1]).toContain(t.created);
      await page.getByRole('heading', { name: t.views }).waitFor();
      await screenshot(page, `dashboard-admin-${language}-desktop`);
      expect(await accessibilityProblems(page)).toEqual([]);

      // The post's title opens it in the editor.
      await entries.first().getByRole('link', { name: title, exact: true }).click();
      await page.waitForURL(`**/admin/blog/edit/${encodeURIComponent(postId)}`);
      await page.goBack();
      await page.getByRole('heading', { name: t.dashboard, level: 1 }).waitFor();

      // The cards lead to their lists, the quick links to their screens.
      await page.getByRole('link', { name: t.drafts, exact: true }).click();
      await page.waitForURL(/\/admin\/blog\?status=draft$/);
      await page.goBack();
      await follow(page, t.quickLinks, t.writePost, /\/admin\/blog\/new$/);
      await follow(page, t.quickLinks, t.openInbox, /\/admin\/inbox$/);
      await follow(page, t.quickLinks, t.analytics, /\/admin\/analytics$/);
      await follow(page, t.quickLinks, t.users, /\/admin\/users$/);
      await follow(page, t.quickLinks, t.settings, /\/admin\/settings$/);

      // By keyboard: a quick link, focused, is followed with Enter.
      const writeLink = page.getByRole('region', { name: t.quickLinks, exact: true }).getByRole('link', { name: t.writePost, exact: true });
      await writeLink.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: t.newPost, level: 1 }).waitFor();
      await context.close();
    });

    it('names a page by its path, linked to its editor while it exists', async () => {
      const path = `/dashboard-check-${language}-${Date.now()}`;
      const pageId = await publishPage(path);
      const context = await signedIn(adminToken, language);
      const page = await context.newPage();
      await page.goto('/admin');
      const feed = activityRegion(page, t.activity);
      const published = feed.getByRole('listitem').filter({ hasText: `${t.pagePublished} ${path}` });
      const link = published.getByRole('link', { name: path, exact: true });
      await link.waitFor();
      // Left to right in Arabic too: a path is read so.
      expect(await link.getAttribute('dir')).toBe('ltr');
      await published.first().scrollIntoViewIfNeeded();
      await screenshot(page, `dashboard-page-activity-${language}`);
      await link.click();
      await page.waitForURL(`**/admin/pages/edit/${encodeURIComponent(pageId)}`);

      // Deleted, it is named by its path, with no link.
      await deletePage(pageId);
      await page.goto('/admin');
      await feed
        .getByRole('listitem')
        .filter({ hasText: `${t.pageDeleted} ${path}` })
        .waitFor();
      expect(await feed.getByRole('link', { name: path, exact: true }).count()).toBe(0);
      await context.close();
    });

    it('shows an editor only their own activity, and no admin links', async () => {
      const own = `Editor draft ${language} ${Date.now()}`;
      const others = `Admin draft ${language} ${Date.now()}`;
      await writePost(editorToken, own);
      await writePost(adminToken, others);
      const context = await signedIn(editorToken, language, language === 'ar' ? 'phone' : 'desktop');
      const page = await context.newPage();
      await page.goto('/admin');
      const feed = activityRegion(page, t.ownActivity);
      await feed.getByRole('link', { name: own, exact: true }).waitFor();
      expect(await feed.getByRole('link', { name: others, exact: true }).count()).toBe(0);
      expect(await page.getByRole('link', { name: t.users }).count()).toBe(0);
      expect(await page.getByRole('link', { name: t.settings }).count()).toBe(0);
      await page.getByRole('region', { name: t.quickLinks, exact: true }).getByRole('link', { name: t.writePost, exact: true }).waitFor();
      if (language === 'ar') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
        await screenshot(page, 'dashboard-editor-ar-phone');
      }
      expect(await accessibilityProblems(page)).toEqual([]);
      await context.close();
    });
  });
}

describe('the dashboard on a phone', () => {
  it('fits 390 px in Arabic for an admin, the feed below the numbers and links', async () => {
    const context = await signedIn(adminToken, 'ar', 'phone');
    const page = await context.newPage();
    await page.goto('/admin');
    await activityRegion(page, texts.ar.activity).getByRole('listitem').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, 'dashboard-admin-ar-phone');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(page, 'dashboard-admin-ar-phone-feed');
    expect(await accessibilityProblems(page)).toEqual([]);
    await context.close();
  });
});

describe("the dashboard's states", () => {
  // Its route loader starts the query: the numbers are on their way while the panel still checks
  // the stored session, not asked for once it has rendered.
  it('asks for its numbers while the stored session is still being checked', async () => {
    const context = await signedIn(adminToken, 'en');
    const page = await context.newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/verify', async (route) => {
      await held;
      await route.fallback();
    });
    const asked = page.waitForRequest((request) => request.url().endsWith('/graphql') && /DashboardPageQuery/.test(request.postData() ?? ''), {
      timeout: 10_000,
    });
    await page.goto('/admin');
    await asked;
    release();
    await page.getByRole('heading', { name: texts.en.views }).waitFor();
    await context.close();
  });

  it('shows its shape while loading, a way to try again after a failure, and an empty feed to a newcomer', async () => {
    const newcomer = { username: 'dashboard-newcomer', password: 'a quiet dune at dusk', displayName: 'Noor Newcomer' };
    const newcomerId = await createStaff(adminToken, newcomer, 'EDITOR');
    try {
      const context = await signedIn(await login(newcomer.username, newcomer.password), 'en');
      const page = await context.newPage();
      // The first load is slow, then refused: the skeleton, then the problem with a way to try again.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/graphql', async (route) => {
        if (!/DashboardPageQuery/.test(route.request().postData() ?? '')) return route.fallback();
        await held;
        await route.fulfill({ json: { data: null, errors: [{ message: 'You are not allowed to see this', extensions: { code: 'FORBIDDEN' } }] } });
      });
      await page.goto('/admin');
      // Said to screen readers; the cards' outlines show it.
      await page.getByRole('status').filter({ hasText: 'Loading the overview' }).waitFor({ state: 'attached' });
      await screenshot(page, 'dashboard-loading-en');
      release();
      const problem = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
      await problem.waitFor();
      await screenshot(page, 'dashboard-error-en');
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.unroute('**/graphql');
      await problem.getByRole('button', { name: 'Try again' }).click();

      // Nothing done yet: the feed says so and offers to start.
      const feed = activityRegion(page, texts.en.ownActivity);
      await feed.getByText('Nothing yet.', { exact: false }).waitFor();
      await feed.getByRole('link', { name: 'Start writing', exact: true }).waitFor();
      await screenshot(page, 'dashboard-empty-en');
      expect(await accessibilityProblems(page)).toEqual([]);
      await context.close();
    } finally {
      await graphql('mutation($id: ID!) { deleteUser(input: { id: $id }) { deletedUserId } }', { id: newcomerId });
    }
  });
});
