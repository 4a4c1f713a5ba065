import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { graphql as graphqlAs, login } from './api.ts';
import { adminPassword } from './globalSetup.ts';

// An outside tester's attack on the blog screens: hostile and huge content, time zones, likes. Each
// test states what a customer expects. (Its findings on dialogs and a failing API are tested in
// blogAdmin.e2e.ts.) The posts made here are deleted after, for the other files count the launch posts.

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
});
const created: string[] = [];
afterAll(async () => {
  for (const id of created) await graphql('mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id });
  await browser?.close();
});

/** GraphQL as the admin, unless another token is given. */
const graphql = <T>(query: string, variables: Record<string, unknown> = {}, token = adminToken) => graphqlAs<T>(token, query, variables);

async function signedIn(language: 'en' | 'ar' = 'en', viewport: keyof typeof viewports = 'desktop', timezoneId?: string): Promise<BrowserContext> {
  const context = timezoneId
    ? await browser.newContext({ viewport: viewports[viewport], locale: 'en-US', baseURL: baseUrl(), timezoneId })
    : await newContext(browser, { language, viewport });
  if (timezoneId) await context.addInitScript((lang) => localStorage.setItem('i18nextLng', lang), language);
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), adminToken);
  return context;
}

type Translation = { title: string; excerpt?: string; body?: string; seoTitle?: string; seoDescription?: string };
async function createPost(input: {
  status: 'DRAFT' | 'PUBLISHED';
  translations: { en?: Translation; ar?: Translation };
  tags?: string[];
  coverImage?: string;
  featured?: boolean;
}) {
  const { post } = (
    await graphql<{ createPost: { post: { id: string; slug: string } } }>(
      'mutation($input: CreatePostInput!) { createPost(input: $input) { post { id slug } } }',
      { input },
    )
  ).createPost;
  created.push(post.id);
  return post;
}

async function adminPosts() {
  return (
    await graphql<{
      adminPosts: { edges: { node: { id: string; slug: string; version: number; updatedAt: string; translations: { locale: string; title: string }[] } }[] };
    }>('{ adminPosts(first: 100) { edges { node { id slug version updatedAt translations { locale title } } } } }')
  ).adminPosts.edges.map((edge) => edge.node);
}

const overflow = (page: Page) => page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth }));

describe('hostile content is shown as text everywhere', () => {
  it('no script runs from the title, excerpt, body, SEO fields or tags in the admin, the preview, the public pages', async () => {
    const payload = (key: string) => `<img src=x onerror="window.__xss='${key}'"><script>window.__xss='${key}'</script>"'><svg onload=window.__xss='${key}'>`;
    const post = await createPost({
      status: 'PUBLISHED',
      tags: ['xss-tag'],
      coverImage: 'https://example.com/a.png?x=%22onerror%3D1&y=javascript:alert(1)',
      translations: {
        en: {
          title: `XSS ${payload('title')}`,
          excerpt: payload('excerpt'),
          body: `# H ${payload('body')}\n\n[click](javascript:window.__xss='link')\n\n![i](x" onerror="window.__xss='img')`,
          seoTitle: '</title><script>window.__xss="seo"</script>',
          seoDescription: '"><script>window.__xss="meta"</script>',
        },
        ar: { title: `عنوان ${payload('ar')}`, body: payload('arbody') },
      },
    });
    const context = await signedIn('en');
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const path of [
      '/admin/blog',
      `/admin/blog/edit/${encodeURIComponent(post.id)}`,
      '/blog?lang=en',
      `/blog/${post.slug}?lang=en`,
      `/blog/${post.slug}?lang=ar`,
      '/blog?tag=xss-tag',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), path).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
    await context.close();
  });
});

describe('very long words (a URL or a compound without spaces) in a title', () => {
  const word = 'Supercalifragilistic'.repeat(7);
  let slug = '';
  beforeAll(async () => {
    slug = (
      await createPost({
        status: 'PUBLISHED',
        featured: true,
        translations: {
          en: { title: `Long ${word}`, excerpt: `Excerpt ${word}`, body: `Text ${word} and https://example.com/${'a'.repeat(150)}` },
          ar: { title: `طويل ${'كلمةطويلةجدا'.repeat(10)}`, body: 'نص' },
        },
      })
    ).slug;
  });

  for (const viewport of ['phone', 'desktop'] as const) {
    for (const language of ['en', 'ar'] as const) {
      it(`the blog list does not scroll sideways (${language}, ${viewport})`, async () => {
        const context = await newContext(browser, { language, viewport });
        const page = await context.newPage();
        await page.goto(`/blog?lang=${language}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await screenshot(page, `attack-long-title-list-${language}-${viewport}`);
        const { scrollWidth, innerWidth } = await overflow(page);
        await context.close();
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      });
    }
  }

  it('the article does not scroll sideways on a phone', async () => {
    const context = await newContext(browser, { language: 'en', viewport: 'phone' });
    const page = await context.newPage();
    await page.goto(`/blog/${slug}?lang=en`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'attack-long-title-article-en-phone');
    const { scrollWidth, innerWidth } = await overflow(page);
    await context.close();
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});

describe('scheduling from browsers in other time zones', () => {
  for (const timezoneId of ['America/New_York', 'Asia/Tokyo']) {
    it(`9:30 Dubai time is stored as 05:30 UTC (${timezoneId})`, async () => {
      const post = await createPost({ status: 'DRAFT', translations: { en: { title: `Scheduled from ${timezoneId}`, body: 'x' } } });
      const context = await signedIn('en', 'desktop', timezoneId);
      const page = await context.newPage();
      await page.goto(`/admin/blog/edit/${encodeURIComponent(post.id)}`);
      await page.getByRole('button', { name: 'Publish…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish this post' });
      await dialog.getByText('At a later time').click();
      await dialog.getByLabel('Date and time (Dubai, UTC+4)').fill('2030-03-14T09:30');
      await dialog.getByRole('button', { name: 'Schedule' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(/^Scheduled for 14 Mar 2030, 9:30 \(Dubai time\)\.$/).waitFor();
      const stored = await graphql<{ node: { publishedAt: string } }>('query($id: ID!) { node(id: $id) { ... on Post { publishedAt } } }', { id: post.id });
      await context.close();
      expect(stored.node.publishedAt).toBe('2030-03-14T05:30:00.000Z');
    });
  }
});

describe('likes', () => {
  it('a fast double click likes once', async () => {
    const post = await createPost({ status: 'PUBLISHED', translations: { en: { title: 'Double click like', body: 'x' } } });
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    await page.goto(`/blog/${post.slug}?lang=en`);
    await page.waitForLoadState('networkidle');
    // Every like the page sends, and every one answered: the count is read once all are.
    const likes = { sent: 0, answered: 0 };
    const isLike = (request: Request) => request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'likePostMutation';
    page.on('request', (request) => void (isLike(request) && likes.sent++));
    page.on('requestfinished', (request) => void (isLike(request) && likes.answered++));
    page.on('requestfailed', (request) => void (isLike(request) && likes.answered++));
    await page.getByRole('button', { name: 'Like' }).dblclick();
    await page.getByText('1 like', { exact: true }).waitFor();
    await expect.poll(() => likes.sent > 0 && likes.answered === likes.sent).toBe(true);
    await screenshot(page, 'attack-like-double-click');
    const counted = await graphql<{ node: { likeCount: number } }>('query($id: ID!) { node(id: $id) { ... on Post { likeCount } } }', { id: post.id });
    await context.close();
    expect(counted.node.likeCount).toBe(1);
  });

  it('a visitor\'s like is not a change of the post (staff list order, "last change", sitemap lastmod)', async () => {
    const post = await createPost({ status: 'PUBLISHED', translations: { en: { title: 'Liked but not edited', body: 'x' } } });
    const before = (await adminPosts()).find((p) => p.id === post.id)!.updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    await page.goto(`/blog/${post.slug}?lang=en`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Like' }).click();
    await page.getByText('1 like', { exact: true }).waitFor();
    await context.close();
    const after = (await adminPosts()).find((p) => p.id === post.id)!.updatedAt;
    expect(after).toBe(before);
  });

  it('a tap on Like while the page is still loading (slow phone) is not lost', async () => {
    const post = await createPost({ status: 'PUBLISHED', translations: { en: { title: 'Early tap like', body: 'x' } } });
    const context = await newContext(browser, { language: 'en', viewport: 'phone' });
    const page = await context.newPage();
    // A slow network: the server-rendered page shows at once, its scripts arrive two seconds later.
    await page.route('**/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      return route.continue();
    });
    await page.goto(`/blog/${post.slug}?lang=en`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Like' }).click();
    await page.waitForLoadState('networkidle');
    // Either the like counts, or the button cannot be pressed before it works: waited for until it holds.
    const seen = async () => ({
      likeCount: (await graphql<{ node: { likeCount: number } }>('query($id: ID!) { node(id: $id) { ... on Post { likeCount } } }', { id: post.id })).node
        .likeCount,
      pressed: await page.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed'),
    });
    await expect.poll(seen, { timeout: 10_000 }).toEqual({ likeCount: 1, pressed: 'true' });
    await screenshot(page, 'attack-like-early-tap');
    await context.close();
  });
});
