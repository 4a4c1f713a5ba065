import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems, baseUrl, launchBrowser, newContext, pageReady, screenshot, viewports } from './browser.ts';
import { createStaff, graphql as graphqlAs, login } from './api.ts';
import { adminPassword } from './globalSetup.ts';

// The staff's blog: the post list, the bilingual editor (autosave, preview, field errors, a 409 from
// another tab, publish, schedule, history; nothing made until something is written), and what
// visitors then see, in English and Arabic, on a desktop and a phone.

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  // The launch posts, and whatever another file left: the list's counts are checked from here.
  postsAtStart = (await graphql<{ adminPosts: { totalCount: number } }>('{ adminPosts(first: 1) { totalCount } }')).adminPosts.totalCount;
});
let postsAtStart = 3;
const postCount = (n: number) => new RegExp(`^${n} posts?$`);
// What this file wrote goes, for the other files count the launch posts and the staff.
const launchSlugs = [
  'data-sovereignty-uae-ai-infrastructure-guide',
  'private-llm-deployment-middle-east-enterprises',
  'ai-infrastructure-roi-gcc-companies-300-percent-returns',
];
afterAll(async () => {
  const { adminPosts } = await graphql<{ adminPosts: { edges: { node: { id: string; slug: string } }[] } }>(
    '{ adminPosts(first: 100) { edges { node { id slug } } } }',
  );
  for (const { node } of adminPosts.edges) {
    if (!launchSlugs.includes(node.slug)) await graphql('mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id: node.id });
  }
  const { users } = await graphql<{ users: { edges: { node: { id: string; username: string } }[] } }>(
    '{ users(first: 100) { edges { node { id username } } } }',
  );
  for (const { node } of users.edges) {
    if (node.username === 'blog-editor') await graphql('mutation($id: ID!) { deleteUser(input: { id: $id }) { deletedUserId } }', { id: node.id });
  }
  await browser?.close();
});

/** GraphQL as the admin, unless another token is given. */
const graphql = <T>(query: string, variables: Record<string, unknown> = {}, token = adminToken) => graphqlAs<T>(token, query, variables);

/** A browser profile already signed in (the token where the admin keeps it). */
async function signedIn(token: string, language: 'en' | 'ar', viewport: keyof typeof viewports = 'desktop', bypassCSP = false): Promise<BrowserContext> {
  const context = await newContext(browser, { language, viewport, bypassCSP });
  await context.addInitScript((value) => localStorage.setItem('admin_auth_token', value), token);
  return context;
}

const dubaiInput = (date: Date) => new Date(date.getTime() + 4 * 3600_000).toISOString().slice(0, 16);
const postIdOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

const post = {
  en: {
    title: 'Sovereign AI for Gulf banks: a practical guide',
    excerpt: 'What a bank in the UAE needs before it runs a large language model on its own servers.',
    body: '## Why it matters\n\nBanks hold **sensitive data**. Keeping models on premises keeps that data in the country.\n\n- Data residency\n- Audit trails',
  },
  ar: {
    title: 'الذكاء الاصطناعي السيادي للبنوك الخليجية: دليل عملي',
    excerpt: 'ما يحتاجه البنك في الإمارات قبل تشغيل نموذج لغوي كبير على خوادمه الخاصة.',
    body: '## لماذا يهم ذلك\n\nتحتفظ البنوك **ببيانات حساسة**، وتشغيل النماذج داخليًا يبقي هذه البيانات داخل الدولة.',
  },
};
const slug = 'sovereign-ai-for-gulf-banks-a-practical-guide';
let postId = '';

describe('the blog editor (admin, English)', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(browser, { language: 'en' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('signs in and lists the posts, with filters in the address', async () => {
    await page.goto('/admin/blog');
    await page.getByPlaceholder('Enter your username').fill('admin');
    await page.getByPlaceholder('Enter your password').fill(adminPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Posts', level: 1 }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: postCount(postsAtStart) })
      .waitFor();
    await page.getByRole('link', { name: 'Deploying Private LLMs' }).first().waitFor();
    await screenshot(page, 'blog-admin-list-en');

    await page.getByRole('button', { name: 'Drafts', exact: true }).click();
    await page.getByRole('heading', { name: 'No posts found' }).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('draft');
    await page.getByRole('button', { name: 'Show all posts' }).click();
    await page.getByPlaceholder('Search by title, excerpt or slug').fill('playbook');
    await page.waitForURL(/[?&]q=playbook/);
    await page
      .getByRole('status')
      .filter({ hasText: /^1 post$/ })
      .waitFor();
    await page.getByPlaceholder('Search by title, excerpt or slug').fill('');
    await page
      .getByRole('status')
      .filter({ hasText: postCount(postsAtStart) })
      .waitFor();
  });

  it('writes a post in both languages with a live preview; the first autosave creates it', async () => {
    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByRole('heading', { name: 'New post', level: 1 }).waitFor();
    const pane = page.getByRole('tabpanel');
    expect(await pane.getAttribute('lang')).toBe('en');
    await pane.getByLabel('Title', { exact: true }).fill(post.en.title);
    await pane.getByLabel('Excerpt', { exact: true }).fill(post.en.excerpt);
    await pane.getByLabel('Body', { exact: true }).fill(post.en.body);
    // The server's own rendering of the Markdown, as the article page shows it.
    await pane.getByRole('heading', { name: 'Why it matters' }).waitFor();
    await pane.locator('strong', { hasText: 'sensitive data' }).waitFor();
    expect(await page.getByLabel('URL slug').inputValue()).toBe(slug);

    await page.getByRole('tab', { name: /العربية/ }).click();
    const arabic = page.getByRole('tabpanel');
    expect(await arabic.getAttribute('dir')).toBe('rtl');
    expect(await arabic.getAttribute('lang')).toBe('ar');
    await arabic.getByLabel('Title', { exact: true }).fill(post.ar.title);
    await arabic.getByLabel('Excerpt', { exact: true }).fill(post.ar.excerpt);
    await arabic.getByLabel('Body', { exact: true }).fill(post.ar.body);
    await arabic.getByRole('heading', { name: 'لماذا يهم ذلك' }).waitFor();

    // A draft saves itself once typing stops; the new post takes its own address, same screen.
    await page.waitForURL(/\/admin\/blog\/edit\//, { timeout: 15_000 });
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor({ timeout: 15_000 });
    postId = postIdOf(page);
    await expect.poll(async () => await page.getByRole('tabpanel').getByLabel('Title', { exact: true }).inputValue()).toBe(post.ar.title);
    const saved = await graphql<{ node: { slug: string; status: string; translations: { locale: string; title: string; body: string }[] } }>(
      'query($id: ID!) { node(id: $id) { ... on Post { slug status translations { locale title body } } } }',
      { id: postId },
    );
    expect(saved.node.slug).toBe(slug);
    expect(saved.node.status).toBe('DRAFT');
    expect(saved.node.translations.map((tr) => tr.title).sort()).toEqual([post.en.title, post.ar.title].sort());

    await page.getByRole('tab', { name: 'English' }).click();
    await page.getByLabel('Tags', { exact: true }).fill('Banking');
    await page.keyboard.press('Enter');
    await page.getByLabel('Tags', { exact: true }).fill('data-sovereignty');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+s');
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor();
    await expect
      .poll(async () =>
        (
          await graphql<{ node: { tags: { slug: string }[] } }>('query($id: ID!) { node(id: $id) { ... on Post { tags { slug } } } }', { id: postId })
        ).node.tags.map((t) => t.slug),
      )
      .toEqual(['banking', 'data-sovereignty']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'blog-admin-editor-en');
  });

  it('shows the server field errors at their fields, and checks the slug in the browser first', async () => {
    const slugField = page.getByLabel('URL slug');
    await slugField.fill('Bad slug!');
    await page.keyboard.press('Control+s');
    await page.getByText('Use lowercase letters and digits, with single hyphens between words').waitFor();

    await slugField.fill('private-llm-deployment-middle-east-enterprises');
    await page.keyboard.press('Control+s');
    await page.getByText('Another post already uses this slug.').waitFor();
    await page.getByRole('button', { name: 'Use the title' }).click();
    await page.keyboard.press('Control+s');
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor();
    expect(await slugField.inputValue()).toBe(slug);
  });

  it('explains a 409 when another tab saved first: copy my text, then load the latest version', async () => {
    // Another tab (here: the API directly) saves the post after this editor loaded it.
    const current = await graphql<{ node: { version: number; translations: { locale: 'en' | 'ar'; title: string; excerpt: string; body: string }[] } }>(
      'query($id: ID!) { node(id: $id) { ... on Post { version translations { locale title excerpt body } } } }',
      { id: postId },
    );
    const translations = Object.fromEntries(
      current.node.translations.map(({ locale, title, excerpt, body }) => [
        locale,
        { title: locale === 'en' ? 'Changed in another tab' : title, excerpt, body },
      ]),
    );
    await graphql('mutation($input: UpdatePostInput!) { updatePost(input: $input) { post { id } } }', {
      input: { id: postId, version: current.node.version, status: 'DRAFT', tags: ['banking', 'data-sovereignty'], translations },
    });

    await page.getByRole('tabpanel').getByLabel('Excerpt', { exact: true }).fill(`${post.en.excerpt} Written in this tab.`);
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this post' });
    await dialog.waitFor({ timeout: 15_000 });
    await screenshot(page, 'blog-admin-conflict-en');
    await dialog.getByRole('button', { name: 'Copy my text' }).click();
    await page.getByText('Your text is on the clipboard.').waitFor();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toContain('Written in this tab.');
    expect(clipboard).toContain(post.ar.title);

    await dialog.getByRole('button', { name: 'Load latest version' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('tabpanel').getByLabel('Title', { exact: true }).inputValue()).toBe('Changed in another tab');
  });

  it('restores an earlier version from the history', async () => {
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Current').waitFor();
    // Newest first: the second entry is the save before the other tab's.
    await history.getByRole('button', { name: 'View' }).nth(1).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: post.en.title }).waitFor();
    await screenshot(page, 'blog-admin-revision-en');
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await dialog.getByRole('button', { name: /^Restore version \d+$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/Version \d+ was restored\./).waitFor();
    expect(await page.getByRole('tabpanel').getByLabel('Title', { exact: true }).inputValue()).toBe(post.en.title);
    await history.locator('li').first().getByText('Restored').waitFor();
  });

  it('publishes; visitors see it on /blog and /blog/{slug} in both languages', async () => {
    await page.getByRole('button', { name: 'Publish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish this post' });
    await screenshot(page, 'blog-admin-publish-en');
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Published: the post is live.').waitFor();
    await page.getByRole('button', { name: 'Unpublish…' }).waitFor();

    const visitor = await newContext(browser);
    const reader = await visitor.newPage();
    for (const [language, text] of [
      ['en', post.en],
      ['ar', post.ar],
    ] as const) {
      await reader.goto(`/blog?lang=${language}`);
      await reader.getByRole('link', { name: text.title }).first().waitFor();
      await reader.goto(`/blog/${slug}?lang=${language}`);
      await reader.getByRole('heading', { level: 1, name: text.title }).waitFor();
      await reader.getByText(text.excerpt).first().waitFor();
    }
    // A visitor likes it; the count goes up once.
    await reader.goto(`/blog/${slug}?lang=en`);
    await pageReady(reader);
    const like = reader.getByRole('button', { name: 'Like' });
    await like.click();
    await reader.waitForFunction(() => document.querySelector('[aria-pressed="true"]') !== null);
    await visitor.close();
    // As staff: never from the public cache.
    const headers = { authorization: `Bearer ${adminToken}` };
    const { data } = await fetch(`${baseUrl()}/api/blogs/${slug}`, { headers }).then((r) => r.json() as Promise<{ data: { likes: number } }>);
    expect(data.likes).toBe(1);

    // Without JavaScript, the server's HTML alone carries the post in each language.
    const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const html = await plain.newPage();
    for (const [language, text] of [
      ['en', post.en],
      ['ar', post.ar],
    ] as const) {
      await html.goto(`/blog?lang=${language}`);
      expect(await html.getByRole('link', { name: text.title }).count()).toBeGreaterThan(0);
      await html.goto(`/blog/${slug}?lang=${language}`);
      expect(await html.locator('h1').textContent()).toBe(text.title);
      expect(await html.getAttribute('html', 'lang')).toBe(language);
    }
    await plain.close();
  });

  it('an edit of a published post saves itself as pending changes, published by Publish changes; leaving before a save asks first', async () => {
    const excerpt = page.getByRole('tabpanel').getByLabel('Excerpt', { exact: true });
    await excerpt.fill(`${post.en.excerpt} Updated.`);
    // Left before the autosave: asked first.
    await page.getByRole('link', { name: 'All posts' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    const card = page.getByTestId('pending-changes');
    await card.getByText('Saved, not yet published. Visitors still read the published version.').waitFor();
    const reader = await browser.newContext({ baseURL: baseUrl() });
    const article = await reader.newPage();
    await article.goto(`/blog/${slug}?lang=en`);
    expect(await article.locator('body').textContent()).not.toContain('Updated.');
    await card.getByRole('button', { name: 'Publish changes' }).click();
    await page.getByText('The changes are published.').waitFor();
    await expect
      .poll(async () => {
        await article.goto(`/blog/${slug}?lang=en`);
        return article.locator('body').textContent();
      })
      .toContain('Updated.');
    await reader.close();
    await page.getByRole('link', { name: 'All posts' }).click();
    await page.getByRole('heading', { name: 'Posts', level: 1 }).waitFor();
    // Polled, so that a failure says what the list counted.
    await expect
      .poll(
        () =>
          page
            .getByRole('status')
            .filter({ hasText: /posts?$/ })
            .first()
            .textContent(),
        { timeout: 30_000 },
      )
      .toMatch(postCount(postsAtStart + 1));
  });

  it('publishes and unpublishes from the list, and deletes after asking', async () => {
    const created = await graphql<{ createPost: { post: { id: string } } }>(
      'mutation($input: CreatePostInput!) { createPost(input: $input) { post { id } } }',
      { input: { status: 'DRAFT', translations: { en: { title: 'Quick actions draft', body: 'Some text.' } } } },
    );
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'Quick actions draft' });
    await row.getByText('Draft', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Publish/ }).click();
    await page.getByText('“Quick actions draft” is now live.').waitFor();
    await row.getByText('Published', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Unpublish/ }).click();
    await row.getByText('Draft', { exact: true }).waitFor();

    await row.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
    await dialog.getByText('will be deleted for good').waitFor();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText('“Quick actions draft” was deleted.').waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await graphql<{ node: null }>('query($id: ID!) { node(id: $id) { id } }', { id: created.createPost.post.id })).node).toBeNull();
  });
});

describe('scheduling (office time, Dubai)', () => {
  it('schedules a post for a time entered in Dubai time, stored as UTC; it goes live by itself', { timeout: 120_000 }, async () => {
    const context = await signedIn(adminToken, 'en');
    const page = await context.newPage();
    await page.goto('/admin/blog/new');
    const pane = page.getByRole('tabpanel');
    await pane.getByLabel('Title', { exact: true }).fill('Arabic language models at the edge');
    await pane.getByLabel('Body', { exact: true }).fill('Running Arabic models close to the data.');
    await page.waitForURL(/\/admin\/blog\/edit\//, { timeout: 15_000 });
    const id = postIdOf(page);

    // The next full minute at least 40 s away, typed as a Dubai wall-clock time.
    const at = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
    await page.getByRole('button', { name: 'Publish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish this post' });
    await dialog.getByText('At a later time').click();
    await dialog.getByLabel('Date and time (Dubai, UTC+4)').fill(dubaiInput(at));
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/^Scheduled for .* \(Dubai time\)\.$/).waitFor();
    const stored = await graphql<{ node: { status: string; publishedAt: string; version: number } }>(
      'query($id: ID!) { node(id: $id) { ... on Post { status publishedAt version } } }',
      { id },
    );
    expect(stored.node).toMatchObject({ status: 'PUBLISHED', publishedAt: at.toISOString() });

    await page.goto('/admin/blog?status=scheduled');
    const row = page.getByRole('row').filter({ hasText: 'Arabic language models at the edge' });
    await row.getByText('Scheduled', { exact: true }).waitFor();
    await row.getByText(/^Goes live /).waitFor();
    await screenshot(page, 'blog-admin-list-scheduled-en');

    // The dialog takes whole minutes, so the time typed is 40 to 100 s away. That the post goes live
    // by itself at its time is seen sooner: the dialog's own mutation moves the time to 20 s from
    // now, long enough for a reader's page to show it absent on a loaded machine.
    const soon = new Date(Date.now() + 20_000);
    await graphql('mutation($input: PublishPostInput!) { publishPost(input: $input) { post { id } } }', {
      input: { id, version: stored.node.version, publishedAt: soon.toISOString() },
    });
    const visitor = await newContext(browser);
    const reader = await visitor.newPage();
    await reader.goto('/blog?lang=en');
    await reader.getByRole('heading', { level: 1 }).waitFor();
    expect(await reader.getByRole('link', { name: 'Arabic language models at the edge' }).count()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, soon.getTime() - Date.now() + 1000)));
    await reader.goto('/blog?lang=en');
    await reader.getByRole('link', { name: 'Arabic language models at the edge' }).first().waitFor();
    await visitor.close();
    await context.close();
  });
});

describe('an editor', () => {
  it('sees the posts with "my posts", and no delete', async () => {
    await createStaff(adminToken, { username: 'blog-editor', displayName: 'Blog Editor', password: 'a quiet harbour at noon' }, 'EDITOR');
    const token = await login('blog-editor', 'a quiet harbour at noon');
    const context = await signedIn(token, 'en');
    const page = await context.newPage();
    await page.goto('/admin/blog');
    await page.getByRole('link', { name: post.en.title, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    const author = page.getByLabel('Author', { exact: true });
    // A disabled placeholder stands in for the filter while its own query loads.
    await expect.poll(() => author.isEnabled()).toBe(true);
    expect(await author.locator('option').allTextContents()).toEqual(['All authors', 'My posts']);
    await author.selectOption({ label: 'My posts' });
    await page.getByRole('heading', { name: 'No posts found' }).waitFor();
    expect(new URL(page.url()).searchParams.get('author')).toBeTruthy();
    await context.close();
  });

  it('opens "New post" and leaves, twice, and nothing is made; deletes the draft they then write (Arabic)', async () => {
    const token = await login('blog-editor', 'a quiet harbour at noon');
    const context = await signedIn(token, 'ar');
    const page = await context.newPage();
    const total = async () => (await graphql<{ adminPosts: { totalCount: number } }>('{ adminPosts(first: 1) { totalCount } }')).adminPosts.totalCount;
    const before = await total();
    await page.goto('/admin/blog');
    for (let i = 0; i < 2; i++) {
      await page.getByRole('link', { name: 'مقال جديد' }).first().click();
      await page.getByRole('heading', { name: 'مقال جديد', level: 1 }).waitFor();
      // Longer than a draft waits before it saves itself.
      await page.waitForTimeout(3500);
      await page.getByRole('link', { name: 'جميع المقالات' }).click();
      await page.getByRole('heading', { name: 'المقالات', level: 1 }).waitFor();
    }
    expect(await total()).toBe(before);

    // Something written is a draft: theirs, which they may delete (no one else's).
    await page.getByRole('link', { name: 'مقال جديد' }).first().click();
    await page.getByRole('tabpanel').getByLabel('العنوان', { exact: true }).fill('مسودة بدأت بالخطأ');
    await page.waitForURL(/\/admin\/blog\/edit\//, { timeout: 15_000 });
    expect(await total()).toBe(before + 1);
    await page.getByRole('link', { name: 'جميع المقالات' }).click();
    const row = page.getByRole('row').filter({ hasText: 'مسودة بدأت بالخطأ' });
    await row.getByRole('button', { name: /^حذف/ }).waitFor();
    expect(await page.getByRole('button', { name: /^حذف/ }).count()).toBe(1);
    await row.getByRole('button', { name: /^حذف/ }).click();
    const dialog = page.getByRole('dialog', { name: 'حذف هذا المقال؟' });
    await dialog.getByRole('button', { name: 'حذف نهائي' }).click();
    await page.getByText('تم حذف «مسودة بدأت بالخطأ».').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await total()).toBe(before);
    await context.close();
  });
});

describe('in Arabic, on a desktop and a phone', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const language of ['ar', 'en'] as const) {
      it(`the list and the editor fit (${language}, ${viewport})`, async () => {
        const context = await signedIn(adminToken, language, viewport, true);
        const page = await context.newPage();
        await page.goto('/admin/blog');
        await page.getByRole('heading', { name: language === 'ar' ? 'المقالات' : 'Posts', level: 1 }).waitFor();
        await page.getByRole('link', { name: language === 'ar' ? post.ar.title : post.en.title, exact: true }).waitFor();
        expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports[viewport].width);
        if (!(language === 'en' && viewport === 'desktop')) await screenshot(page, `blog-admin-list-${language}-${viewport}`);
        expect(await accessibilityProblems(page)).toEqual([]);

        await page.goto(`/admin/blog/edit/${encodeURIComponent(postId)}`);
        await page.getByRole('heading', { name: language === 'ar' ? 'تعديل المقال' : 'Edit post', level: 1 }).waitFor();
        // On a phone the preview waits behind its toggle; on a desktop it sits beside the text.
        if (viewport === 'desktop') await page.getByRole('tabpanel').getByRole('heading').first().waitFor();
        else
          await page
            .getByRole('tabpanel')
            .getByLabel(language === 'ar' ? 'العنوان' : 'Title', { exact: true })
            .waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports[viewport].width);
        await screenshot(page, `blog-admin-editor-${language}-${viewport}`);
        expect(await accessibilityProblems(page)).toEqual([]);
        if (viewport === 'phone') {
          await page.getByRole('button', { name: language === 'ar' ? 'معاينة' : 'Preview', exact: true }).click();
          await page.getByRole('tabpanel').getByRole('heading').first().waitFor();
          await screenshot(page, `blog-admin-editor-preview-${language}-${viewport}`);
        }
        await page.getByRole('region', { name: language === 'ar' ? 'إعدادات المقال' : 'Post settings' }).scrollIntoViewIfNeeded();
        await screenshot(page, `blog-admin-editor-settings-${language}-${viewport}`);
        await page.getByRole('region', { name: language === 'ar' ? 'سجلّ التعديلات' : 'History' }).scrollIntoViewIfNeeded();
        await screenshot(page, `blog-admin-editor-panels-${language}-${viewport}`);
        await context.close();
      });
    }
  }
});

describe('dialogs, the author filter and the cover image (outside tester’s findings)', () => {
  type Control = ReturnType<Page['getByRole']>;
  const created: string[] = [];
  afterAll(async () => {
    for (const id of created) await graphql('mutation($input: PostIdInput!) { deletePost(input: $input) { __typename } }', { input: { id } }).catch(() => {});
  });

  async function draft(title: string): Promise<{ id: string; version: number }> {
    const { createPost } = await graphql<{ createPost: { post: { id: string; version: number } } }>(
      'mutation($input: CreatePostInput!) { createPost(input: $input) { post { id version } } }',
      { input: { status: 'DRAFT', translations: { en: { title, body: 'Some text.' } } } },
    );
    created.push(createPost.post.id);
    return createPost.post;
  }

  const isFocused = (control: Control) => control.evaluate((element) => element === document.activeElement);

  /** Opens a dialog from the keyboard, closes it with Escape: focus must be back on its button. */
  async function roundTrip(page: Page, opener: Control, dialogName: string | RegExp) {
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(opener)).toBe(true);
  }

  it('gives focus back to the button that opened each dialog of the editor and the list', async () => {
    const title = 'Focus comes back';
    const post = await draft(title);
    // Scheduled for tomorrow: a second revision, and the scheduled post's own dialogs.
    await graphql('mutation($input: UpdatePostInput!) { updatePost(input: $input) { post { id } } }', {
      input: {
        id: post.id,
        version: post.version,
        status: 'PUBLISHED',
        publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
        translations: { en: { title, body: 'Some text.' } },
      },
    });
    const context = await signedIn(adminToken, 'en');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const page = await context.newPage();
    await page.goto(`/admin/blog/edit/${encodeURIComponent(post.id)}`);
    await page.getByRole('heading', { name: 'Edit post', level: 1 }).waitFor();

    // Unschedule and publish now (a scheduled post); the mouse and the Cancel button too.
    await roundTrip(page, page.getByRole('button', { name: 'Unschedule…' }), 'Unschedule this post?');
    await roundTrip(page, page.getByRole('button', { name: 'Publish now…' }), 'Publish now instead?');
    await page.getByRole('button', { name: 'Unschedule…' }).click();
    await page.getByRole('dialog', { name: 'Unschedule this post?' }).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => isFocused(page.getByRole('button', { name: 'Unschedule…' }))).toBe(true);

    // History: a version, and its restore confirmation (focus moves to the step's button and back).
    const history = page.getByRole('region', { name: 'History' });
    await roundTrip(page, history.getByRole('button', { name: 'View' }).first(), /^Version \d+$/);
    const view = history.getByRole('button', { name: 'View' }).nth(1);
    await view.focus();
    await page.keyboard.press('Enter');
    const version = page.getByRole('dialog', { name: /^Version \d+$/ });
    await version.getByRole('button', { name: 'Restore this version' }).click();
    await expect.poll(() => isFocused(version.getByRole('button', { name: /^Restore version \d+$/ }))).toBe(true);
    await version.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => isFocused(version.getByRole('button', { name: 'Restore this version' }))).toBe(true);
    await page.keyboard.press('Escape');
    await version.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(view)).toBe(true);

    // Back to a draft: publish, and schedule (the same dialog, "At a later time").
    await page.getByRole('button', { name: 'Unschedule…' }).click();
    await page.getByRole('dialog', { name: 'Unschedule this post?' }).getByRole('button', { name: 'Unschedule', exact: true }).click();
    const publish = page.getByRole('button', { name: 'Publish…' });
    await publish.waitFor();
    await roundTrip(page, publish, 'Publish this post');
    await publish.focus();
    await page.keyboard.press('Enter');
    const publishDialog = page.getByRole('dialog', { name: 'Publish this post' });
    await publishDialog.getByText('At a later time').click();
    await publishDialog.getByRole('button', { name: 'Close', exact: true }).click();
    await publishDialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(publish)).toBe(true);

    // A conflict: the dialog opens by itself while typing, and gives focus back to the text; then from its banner.
    const current = await graphql<{ node: { version: number } }>('query($id: ID!) { node(id: $id) { ... on Post { version } } }', { id: post.id });
    await graphql('mutation($input: UpdatePostInput!) { updatePost(input: $input) { post { id } } }', {
      input: { id: post.id, version: current.node.version, status: 'DRAFT', translations: { en: { title: 'Changed elsewhere', body: 'Some text.' } } },
    });
    const excerpt = page.getByRole('tabpanel').getByLabel('Excerpt', { exact: true });
    await excerpt.fill('Typed here.');
    const conflict = page.getByRole('dialog', { name: 'Someone else saved this post' });
    await conflict.waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await conflict.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(excerpt)).toBe(true);
    await roundTrip(page, page.getByRole('button', { name: 'Resolve' }), 'Someone else saved this post');
    await page.getByRole('button', { name: 'Resolve' }).click();
    await conflict.getByRole('button', { name: 'Load latest version' }).click();
    await conflict.waitFor({ state: 'detached' });

    // The list: the delete confirmation.
    await page.goto('/admin/blog');
    const row = page.getByRole('row').filter({ hasText: 'Changed elsewhere' });
    await roundTrip(page, row.getByRole('button', { name: /^Delete/ }), 'Delete this post?');
    await context.close();
  });

  it('keeps the list usable when the author filter cannot load', { timeout: 90_000 }, async () => {
    const context = await signedIn(adminToken, 'en');
    const page = await context.newPage();
    let attempts = 0;
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('"operationName":"AuthorFilterQuery"')) {
        attempts++;
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Internal server error' }] }) });
      } else await route.continue();
    });
    await page.goto('/admin/blog');
    await page.getByRole('heading', { name: 'Posts', level: 1 }).waitFor();
    const author = page.getByLabel('Author', { exact: true });
    // After the retries (1 + 2 + 4 s), the filter offers everyone's posts, and the page stays.
    await expect.poll(() => author.isEnabled(), { timeout: 40_000 }).toBe(true);
    expect(attempts).toBeGreaterThanOrEqual(4);
    expect(await author.locator('option').allTextContents()).toEqual(['All authors']);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await page
      .getByRole('status')
      .filter({ hasText: /^\d+ posts?$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Drafts', exact: true }).click();
    await page.waitForURL(/[?&]status=draft/);
    await page.getByRole('heading', { name: 'Posts', level: 1 }).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await context.close();
  });

  it('checks the cover image as the server does, and never previews a refused address', async () => {
    const post = await draft('Cover image checks');
    const context = await signedIn(adminToken, 'en');
    const page = await context.newPage();
    await page.goto(`/admin/blog/edit/${encodeURIComponent(post.id)}`);
    const settings = page.getByRole('region', { name: 'Post settings' });
    // An address elsewhere is the cover field's second way, behind its disclosure.
    await settings.getByText('Use an image address instead').click();
    const cover = settings.getByLabel('Image address', { exact: true });
    await cover.waitFor();
    for (const refused of [
      '//evil.example/a.jpg',
      '/\\evil.example/a.jpg',
      'https://cdn.example.com/a b.jpg',
      'https://cdn.example.com/"a.jpg',
      "/images/it's.jpg",
      'https://cdn.example.com/<a>.jpg',
      'https://cdn.example.com\\a.jpg',
    ]) {
      await cover.fill('/favicon.svg');
      await settings.locator('img').waitFor();
      await cover.fill(refused);
      await expect.poll(() => settings.locator('img').count()).toBe(0);
      await page.keyboard.press('Control+s');
      await settings.getByText('Use an address starting with https://, or a path on this site starting with /.').waitFor();
    }
    // What the server keeps, the editor shows and saves.
    await cover.fill('/favicon.svg');
    expect(await settings.locator('img').getAttribute('src')).toBe('/favicon.svg');
    await page.keyboard.press('Control+s');
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor();
    const saved = await graphql<{ node: { coverImage: string } }>('query($id: ID!) { node(id: $id) { ... on Post { coverImage } } }', { id: post.id });
    expect(saved.node.coverImage).toBe('/favicon.svg');
    await context.close();
  });
});
