import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext } from './browser.ts';
import { graphql as graphqlAs, login } from './api.ts';
import { adminPassword } from './globalSetup.ts';

// Words in the other language say so (outside attack on issue 22): a post written only in Arabic,
// with a tag named only in Arabic, read on English pages marks its title and its tag (the topic on
// /blog, the card's tag list, the article's tag link) lang="ar" dir="rtl"; an English-only one on
// Arabic pages lang="en" dir="ltr"; words in the page's language are not marked. A card whose post
// has no excerpt draws no empty paragraph for it.

let browser: Browser;
let adminToken: string;
const graphql = <T>(query: string, variables: Record<string, unknown> = {}) => graphqlAs<T>(adminToken, query, variables);

const arabic = { slug: 'e2e-arabic-only-words', title: 'مقال بالعربية وحدها', tag: 'وسم بالعربية وحده' };
const english = { slug: 'e2e-english-only-words', title: 'An article in English alone', tag: 'Tag in English alone' };

/** The post of `slug` and its tags, from an earlier run or this one: gone. */
async function remove(slug: string) {
  const { post } = await graphql<{ post: { id: string; tags: { id: string }[] } | null }>('query($slug: String!) { post(slug: $slug) { id tags { id } } }', {
    slug,
  });
  if (!post) return;
  await graphql('mutation($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }', { id: post.id });
  for (const tag of post.tags) await graphql('mutation($id: ID!) { deleteTag(input: { id: $id }) { deletedTagId } }', { id: tag.id });
}

/** Publishes a post written in one language only, with no excerpt; returns its tag's slug. */
async function publish(slug: string, language: 'en' | 'ar', title: string, tag: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/blogs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ slug, status: 'PUBLISHED', tags: [tag], translations: { [language]: { title, excerpt: '', body: `${title}.` } } }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { tags: { slug: string }[] } }).data.tags[0].slug;
}

let arabicTag = '';
let englishTag = '';

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await login('admin', adminPassword);
  await remove(arabic.slug);
  await remove(english.slug);
  arabicTag = await publish(arabic.slug, 'ar', arabic.title, arabic.tag);
  englishTag = await publish(english.slug, 'en', english.title, english.tag);
});

afterAll(async () => {
  if (adminToken) {
    await remove(arabic.slug).catch(() => undefined);
    await remove(english.slug).catch(() => undefined);
  }
  await browser?.close();
});

const marks = async (page: Page, selector: string) => {
  const element = page.locator(selector).first();
  return { text: (await element.textContent())?.trim(), lang: await element.getAttribute('lang'), dir: await element.getAttribute('dir') };
};

describe.each([
  { language: 'en', other: arabic, same: english, otherMarks: { lang: 'ar', dir: 'rtl' }, viewport: 'desktop' },
  { language: 'ar', other: english, same: arabic, otherMarks: { lang: 'en', dir: 'ltr' }, viewport: 'phone' },
] as const)('on $language pages', ({ language, other, same, otherMarks, viewport }) => {
  const tagOf = (post: typeof arabic | typeof english) => (post === arabic ? arabicTag : englishTag);

  it("marks the other language's tag as written in it on /blog's topics and the cards, and not the page's own", async () => {
    const context = await newContext(browser, { language, viewport });
    const page = await context.newPage();
    await page.goto(`/blog?lang=${language}`);
    expect(await marks(page, `#topic-${tagOf(other)}`)).toEqual({ text: other.tag, ...otherMarks });
    expect(await marks(page, `#topic-${tagOf(same)}`)).toEqual({ text: same.tag, lang: null, dir: null });

    await page.goto(`/blog?lang=${language}&tag=${tagOf(other)}`);
    const card = page.locator('article').filter({ has: page.getByRole('link', { name: other.title }) });
    expect(await card.locator('h3').getAttribute('lang')).toBe(otherMarks.lang);
    const tag = card.getByRole('list').getByText(other.tag);
    expect({ lang: await tag.getAttribute('lang'), dir: await tag.getAttribute('dir') }).toEqual(otherMarks);
    // No excerpt: no paragraph for it (the card's one paragraph is its date and read time).
    expect(await card.locator('p').count()).toBe(1);
    expect(await card.locator('p[lang]').count()).toBe(0);

    await page.goto(`/blog?lang=${language}&tag=${tagOf(same)}`);
    const own = page.locator('article').filter({ has: page.getByRole('link', { name: same.title }) });
    const ownTag = own.getByRole('list').getByText(same.tag);
    expect({ lang: await ownTag.getAttribute('lang'), dir: await ownTag.getAttribute('dir') }).toEqual({ lang: null, dir: null });
    await context.close();
  });

  it("marks the article's tag link in the other language", async () => {
    const context = await newContext(browser, { language, viewport });
    const page = await context.newPage();
    await page.goto(`/blog/${other.slug}?lang=${language}`);
    await page.getByRole('heading', { level: 1, name: other.title }).waitFor();
    expect(await marks(page, `main a[href="/blog?tag=${tagOf(other)}"]`)).toEqual({ text: `#${other.tag}`, ...otherMarks });
    await page.goto(`/blog/${same.slug}?lang=${language}`);
    expect(await marks(page, `main a[href="/blog?tag=${tagOf(same)}"]`)).toEqual({ text: `#${same.tag}`, lang: null, dir: null });
    await context.close();
  });
});
