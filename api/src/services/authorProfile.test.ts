import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { authorBio, authorName } from './authorProfile.ts';

// What readers see of an article's author: the name and bio in the page's language, the English
// ones where the author has no Arabic, through GraphQL, REST and the RSS feed alike.

describe('authorName and authorBio', () => {
  const author = { displayName: 'Layla Haddad', displayNameAr: 'ليلى حداد', bio: 'Writes about data.', bioAr: 'تكتب عن البيانات.' };

  it('give the Arabic texts to Arabic readers and the English ones to English readers', () => {
    expect(authorName(author, 'ar')).toBe('ليلى حداد');
    expect(authorBio(author, 'ar')).toBe('تكتب عن البيانات.');
    expect(authorName(author, 'en')).toBe('Layla Haddad');
    expect(authorBio(author, 'en')).toBe('Writes about data.');
  });

  it('fall back to English when the Arabic text is empty or blank, or no language is asked for', () => {
    const english = { ...author, displayNameAr: '', bioAr: '  \n' };
    expect(authorName(english, 'ar')).toBe('Layla Haddad');
    expect(authorBio(english, 'ar')).toBe('Writes about data.');
    expect(authorName(author, null)).toBe('Layla Haddad');
    expect(authorBio(author, undefined)).toBe('Writes about data.');
  });
});

describe('the article author for readers', () => {
  let app: TestApp;
  const authorQuery = /* GraphQL */ `
    query ($slug: String!, $locale: Locale) {
      post(slug: $slug) {
        author {
          plain: displayName
          plainBio: bio
          displayName(locale: $locale)
          bio(locale: $locale)
        }
      }
    }
  `;

  async function authoredPost(slug: string, author: { displayName: string; displayNameAr: string; bio: string; bioAr: string }) {
    const user = await app.db.user.create({ data: { username: slug, email: `${slug}@example.com`, role: 'EDITOR', passwordHash: 'x', ...author } });
    await app.db.post.create({
      data: {
        slug,
        status: 'PUBLISHED',
        publishedAt: new Date(Date.now() - 60_000),
        authorId: user.id,
        translations: {
          create: [
            { locale: 'en', title: `English ${slug}` },
            { locale: 'ar', title: `عربي ${slug}` },
          ],
        },
      },
    });
    return user;
  }

  beforeAll(async () => {
    app = createTestApp();
    await authoredPost('bilingual-author', { displayName: 'Layla Haddad', displayNameAr: 'ليلى حداد', bio: 'Writes about data.', bioAr: 'تكتب عن البيانات.' });
    await authoredPost('english-author', { displayName: 'Omar Said', displayNameAr: '', bio: 'Engineer.', bioAr: '' });
  });
  afterAll(() => app.cleanup());

  it('GraphQL: Author.displayName and bio take a locale, English by default (as before)', async () => {
    const ar = await app.graphql(authorQuery, { slug: 'bilingual-author', locale: 'ar' });
    expect(ar.errors).toBeUndefined();
    expect(ar.data.post.author).toEqual({ plain: 'Layla Haddad', plainBio: 'Writes about data.', displayName: 'ليلى حداد', bio: 'تكتب عن البيانات.' });
    const en = await app.graphql(authorQuery, { slug: 'bilingual-author', locale: 'en' });
    expect(en.data.post.author).toMatchObject({ displayName: 'Layla Haddad', bio: 'Writes about data.' });
    // An explicit null is English too.
    const none = await app.graphql(authorQuery, { slug: 'bilingual-author', locale: null });
    expect(none.data.post.author).toMatchObject({ displayName: 'Layla Haddad', bio: 'Writes about data.' });
  });

  it('GraphQL: an author without Arabic shows in English on Arabic pages', async () => {
    const result = await app.graphql(authorQuery, { slug: 'english-author', locale: 'ar' });
    expect(result.data.post.author).toMatchObject({ displayName: 'Omar Said', bio: 'Engineer.' });
  });

  it('GraphQL: readers still see nothing else of the account', async () => {
    for (const field of ['displayNameAr', 'bioAr', 'email']) {
      const result = await app.graphql(`{ post(slug: "bilingual-author") { author { ${field} } } }`);
      expect(result.errors?.[0].message).toMatch(new RegExp(`Cannot query field "${field}"`));
    }
  });

  it('REST: the blog endpoints give the author in the language of lang=', async () => {
    const ar = await (await app.request('/api/blogs/bilingual-author?lang=ar')).json();
    expect(ar.data.author).toMatchObject({ displayName: 'ليلى حداد', bio: 'تكتب عن البيانات.' });
    const en = await (await app.request('/api/blogs/bilingual-author')).json();
    expect(en.data.author).toMatchObject({ displayName: 'Layla Haddad', bio: 'Writes about data.' });
    const list = await (await app.request('/api/blogs?lang=ar&limit=50')).json();
    const authors = Object.fromEntries(list.data.blogs.map((blog: any) => [blog.slug, blog.author.displayName]));
    expect(authors).toMatchObject({ 'bilingual-author': 'ليلى حداد', 'english-author': 'Omar Said' });
  });

  it('RSS: the Arabic feed names the author in Arabic, the English feed in English', async () => {
    const ar = await (await app.request('/rss.xml?lang=ar')).text();
    expect(ar).toContain('<dc:creator>ليلى حداد</dc:creator>');
    expect(ar).toContain('<dc:creator>Omar Said</dc:creator>');
    const en = await (await app.request('/rss.xml')).text();
    expect(en).toContain('<dc:creator>Layla Haddad</dc:creator>');
    expect(en).not.toContain('ليلى حداد');
  });
});

describe('the public cache and Arabic author texts', () => {
  it('shows an author’s new Arabic name at once after they change it', async () => {
    const app = createTestApp();
    try {
      const { id, username, password } = await app.createStaff({ username: 'arabic-author', role: 'EDITOR' });
      await app.db.post.create({
        data: {
          slug: 'cached-author',
          status: 'PUBLISHED',
          publishedAt: new Date(Date.now() - 1000),
          authorId: id,
          translations: { create: { locale: 'ar', title: 'بقلم كاتبة' } },
        },
      });
      await app.publicContent.changed();
      const read = () => app.request('/api/blogs/cached-author?lang=ar');
      expect((await (await read()).json()).data.author.displayName).toBe('arabic-author');
      expect((await read()).headers.get('x-cache')).toBe('hit');
      const token = await app.signIn(username, password);
      const saved = await app.graphql('mutation { updateOwnProfile(input: { displayNameAr: "نورة" }) { user { displayNameAr } } }', {}, token);
      expect(saved.errors).toBeUndefined();
      expect((await (await read()).json()).data.author.displayName).toBe('نورة');
    } finally {
      await app.cleanup();
    }
  });
});
