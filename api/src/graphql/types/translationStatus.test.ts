import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTranslationTracking } from '../../services/translations/track.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Translation status as staff read it through the API: an edit of one language makes the other out
// of date (not itself), both edited together stay up to date, the diff names what changed, and
// "mark as reviewed" clears it, for posts and pages alike.

let app: TestApp;
let editor: string;

beforeAll(async () => {
  app = createTestApp();
  const made = await app.createStaff({ username: 'translator', role: 'EDITOR' });
  editor = await app.signIn(made.username, made.password);
});
afterAll(() => app.cleanup());

const en = { title: 'Private AI for banks', excerpt: 'Why banks keep AI at home', body: 'Banks in the Gulf deploy private AI in six weeks.' };
const ar = { title: 'ذكاء اصطناعي خاص للبنوك', excerpt: 'لماذا تبقي البنوك الذكاء في الداخل', body: 'تنشر البنوك في الخليج ذكاءً اصطناعيًا خاصًا في ستة أسابيع.' };

const postFields = 'id version translationStatus { locale state textChangedAt }';
const states = (post: { translationStatus: { locale: string; state: string }[] }) =>
  Object.fromEntries(post.translationStatus.map((status) => [status.locale, status.state]));

async function createPost(translations: Record<string, unknown>) {
  const result = await app.graphql(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { post { ${postFields} } } }`,
    {
      input: { status: 'DRAFT', translations },
    },
    editor,
  );
  expect(result.errors).toBeUndefined();
  return result.data.createPost.post;
}
async function updatePost(post: { id: string; version: number }, translations: Record<string, unknown>) {
  const result = await app.graphql(
    `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { post { ${postFields} } } }`,
    {
      input: { id: post.id, version: post.version, status: 'DRAFT', translations },
    },
    editor,
  );
  expect(result.errors).toBeUndefined();
  return result.data.updatePost.post;
}
const changes = async (id: string, locale: string, token = editor) =>
  app.graphql(
    'query ($id: ID!, $locale: Locale!) { node(id: $id) { ... on Post { translationChanges(locale: $locale) { field blockType changes { kind text } } } } }',
    { id, locale },
    token,
  );
const markReviewed = (input: Record<string, unknown>, token?: string) =>
  app.graphql(
    `mutation ($input: MarkPostTranslationReviewedInput!) { markPostTranslationReviewed(input: $input) { post { ${postFields} } } }`,
    { input },
    token,
  );
const listed = async (translation: string) =>
  (
    await app.graphql('query ($t: TranslationFilter) { adminPosts(first: 50, translation: $t) { edges { node { id } } } }', { t: translation }, editor)
  ).data.adminPosts.edges.map((edge: { node: { id: string } }) => edge.node.id);

describe('the translation status of a post', () => {
  it('is up to date in both languages when written together, and missing for a language not written', async () => {
    expect(states(await createPost({ en, ar }))).toEqual({ en: 'UP_TO_DATE', ar: 'UP_TO_DATE' });
    const english = await createPost({ en });
    expect(states(english)).toEqual({ en: 'UP_TO_DATE', ar: 'MISSING' });
    // A title alone is not a translation a reader could read.
    expect(states(await updatePost(english, { en, ar: { title: ar.title } }))).toEqual({ en: 'UP_TO_DATE', ar: 'MISSING' });
    expect(await listed('MISSING')).toContain(english.id);
  });

  it('makes the Arabic out of date after an English edit, not the English, and shows what changed', async () => {
    const post = await createPost({ en, ar });
    const edited = await updatePost(post, { en: { ...en, body: 'Banks in the Gulf deploy private AI in four weeks.' }, ar });
    expect(states(edited)).toEqual({ en: 'UP_TO_DATE', ar: 'OUT_OF_DATE' });
    expect(await listed('AR_OUT_OF_DATE')).toContain(post.id);
    expect(await listed('EN_OUT_OF_DATE')).not.toContain(post.id);
    // The REST staff list filters alike, its posts in their usual shape.
    const rest = await app.call('/api/blogs/admin?translation=ar-out-of-date&limit=50', { token: editor });
    expect(rest.status).toBe(200);
    expect(rest.body.data.blogs.map((blog: { title: string; id: number }) => blog.id)).toContain(
      Number(Buffer.from(post.id, 'base64').toString().split(':')[1]),
    );
    const refused = await app.call('/api/blogs/admin?translation=fr-out-of-date', { token: editor });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual({ translation: 'invalid' });

    const diff = await changes(post.id, 'ar');
    expect(diff.data.node.translationChanges).toEqual([
      {
        field: 'body',
        blockType: null,
        changes: [
          { kind: 'SAME', text: 'Banks in the Gulf deploy private AI in ' },
          { kind: 'REMOVED', text: 'six' },
          { kind: 'ADDED', text: 'four' },
          { kind: 'SAME', text: ' weeks.' },
        ],
      },
    ]);
    expect((await changes(post.id, 'en')).data.node.translationChanges).toEqual([]);

    // Saving again without touching the Arabic keeps it out of date; translating it clears it, and
    // the translation does not in turn make the English out of date (nor do its autosaves).
    const again = await updatePost(edited, { en: { ...en, body: 'Banks in the Gulf deploy private AI in four weeks.' }, ar });
    expect(states(again)).toEqual({ en: 'UP_TO_DATE', ar: 'OUT_OF_DATE' });
    const translated = await updatePost(again, {
      en: { ...en, body: 'Banks in the Gulf deploy private AI in four weeks.' },
      ar: { ...ar, body: 'تنشر البنوك في الخليج ذكاءً اصطناعيًا خاصًا في أربعة أسابيع.' },
    });
    expect(states(translated)).toEqual({ en: 'UP_TO_DATE', ar: 'UP_TO_DATE' });
    const autosaved = await updatePost(translated, {
      en: { ...en, body: 'Banks in the Gulf deploy private AI in four weeks.' },
      ar: { ...ar, body: 'تنشر البنوك في الخليج ذكاءً اصطناعيًا خاصًا في أربعة أسابيع فقط.' },
    });
    expect(states(autosaved)).toEqual({ en: 'UP_TO_DATE', ar: 'UP_TO_DATE' });
  });

  it('makes the English out of date after an Arabic edit of a post in step', async () => {
    const post = await createPost({ en, ar });
    const edited = await updatePost(post, { en, ar: { ...ar, title: 'ذكاء اصطناعي سيادي للبنوك' } });
    expect(states(edited)).toEqual({ en: 'OUT_OF_DATE', ar: 'UP_TO_DATE' });
    const [title] = (await changes(post.id, 'en')).data.node.translationChanges;
    expect(title.field).toBe('title');
    expect(title.changes).toContainEqual({ kind: 'ADDED', text: 'سيادي' });
  });

  it('keeps both up to date when both languages change in one save', async () => {
    const post = await createPost({ en, ar });
    const both = await updatePost(post, { en: { ...en, title: 'Sovereign AI for banks' }, ar: { ...ar, title: 'ذكاء اصطناعي سيادي للبنوك' } });
    expect(states(both)).toEqual({ en: 'UP_TO_DATE', ar: 'UP_TO_DATE' });
  });

  it('marks a language as reviewed: up to date again, audited; a stale version is 409', async () => {
    const post = await createPost({ en, ar });
    const edited = await updatePost(post, { en: { ...en, title: 'Private AI for Gulf banks' }, ar });
    const stale = await markReviewed({ id: post.id, locale: 'ar', version: post.version }, editor);
    expect(stale.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', details: { version: 'stale' } });

    const result = await markReviewed({ id: post.id, locale: 'ar', version: edited.version }, editor);
    expect(result.errors).toBeUndefined();
    expect(states(result.data.markPostTranslationReviewed.post)).toEqual({ en: 'UP_TO_DATE', ar: 'UP_TO_DATE' });
    // Reviewing changes no text: the version the editor holds stays good for its next save.
    expect(result.data.markPostTranslationReviewed.post.version).toBe(edited.version);
    expect(await listed('AR_OUT_OF_DATE')).not.toContain(post.id);
    const audit = await app.db.auditEvent.findFirst({ where: { action: 'post.translation_reviewed' }, orderBy: { id: 'desc' } });
    expect(audit).toMatchObject({ target: `post:${Buffer.from(post.id, 'base64').toString().split(':')[1]}`, detail: JSON.stringify({ locale: 'ar' }) });

    // A later English edit makes it out of date again, the diff starting from the text reviewed.
    await updatePost({ id: post.id, version: edited.version }, { en: { ...en, title: 'Private AI for all Gulf banks' }, ar });
    const [title] = (await changes(post.id, 'ar')).data.node.translationChanges;
    expect(title.changes.filter((change: { kind: string }) => change.kind !== 'SAME')).toEqual([{ kind: 'ADDED', text: 'all ' }]);
  });

  it('refuses visitors, a missing language and hostile input with a 4xx, never a 500', async () => {
    const post = await createPost({ en });
    const visitor = await markReviewed({ id: post.id, locale: 'ar', version: post.version });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const readByVisitor = await changes(post.id, 'ar', '');
    expect(readByVisitor.data?.node ?? null).toBeNull();

    const missing = await markReviewed({ id: post.id, locale: 'ar', version: post.version }, editor);
    expect(missing.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { locale: 'missing' } });

    for (const input of [
      { id: post.id, locale: 'fr', version: post.version },
      { id: post.id, locale: 'ar', version: -1 },
      { id: 'UG9zdDo5OTk5OTk=', locale: 'ar', version: 1 },
      { id: "'; DROP TABLE Post; --", locale: 'en', version: 1 },
    ]) {
      const response = await app.request('/graphql', {
        method: 'POST',
        token: editor,
        json: {
          query: 'mutation ($input: MarkPostTranslationReviewedInput!) { markPostTranslationReviewed(input: $input) { post { id } } }',
          variables: { input },
        },
      });
      expect(response.status).toBeLessThan(500);
      const body = await response.json();
      expect(['BAD_USER_INPUT', 'NOT_FOUND', 'GRAPHQL_VALIDATION_FAILED']).toContain(body.errors?.[0].extensions?.code);
    }
    const badFilter = await app.graphql('{ adminPosts(first: 5, translation: FR_OUT_OF_DATE) { totalCount } }', {}, editor);
    expect(badFilter.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('the translation status of a page', () => {
  const blocks = [
    { type: 'hero', id: 'intro', variant: 'page', title: { en: 'About us', ar: 'من نحن' }, actions: [], highlights: [], facts: [] },
    { type: 'text', id: 'story', paragraphs: [{ en: 'We build private AI in the Gulf.', ar: 'نبني الذكاء الاصطناعي الخاص في الخليج.' }] },
  ];
  const pageFields = 'id version translationStatus { locale state }';
  const translations = { en: { title: 'About Sovra' }, ar: { title: 'عن سوفرا' } };

  it('follows the texts of the blocks per language: an English edit makes the Arabic out of date, with the block named', async () => {
    const created = await app.graphql(
      `mutation ($input: CreatePageInput!) { createPage(input: $input) { page { ${pageFields} } } }`,
      {
        input: { path: '/about-translations', status: 'DRAFT', translations, blocks },
      },
      editor,
    );
    const page = created.data.createPage.page;
    expect(states(page)).toEqual({ en: 'UP_TO_DATE', ar: 'UP_TO_DATE' });

    const edited = blocks.map((block) =>
      block.type === 'text' ? { ...block, paragraphs: [{ en: 'We build sovereign AI in the Gulf.', ar: 'نبني الذكاء الاصطناعي الخاص في الخليج.' }] } : block,
    );
    const updated = await app.graphql(
      `mutation ($input: UpdatePageInput!) { updatePage(input: $input) { page { ${pageFields} } } }`,
      {
        input: { id: page.id, version: page.version, path: '/about-translations', status: 'DRAFT', translations, blocks: edited },
      },
      editor,
    );
    const after = updated.data.updatePage.page;
    expect(states(after)).toEqual({ en: 'UP_TO_DATE', ar: 'OUT_OF_DATE' });

    const diff = await app.graphql(
      'query ($id: ID!) { node(id: $id) { ... on Page { translationChanges(locale: ar) { field blockType changes { kind text } } } } }',
      { id: page.id },
      editor,
    );
    expect(diff.data.node.translationChanges).toEqual([
      {
        field: 'blocks.1.paragraphs.0',
        blockType: 'text',
        changes: [
          { kind: 'SAME', text: 'We build ' },
          { kind: 'REMOVED', text: 'private' },
          { kind: 'ADDED', text: 'sovereign' },
          { kind: 'SAME', text: ' AI in the Gulf.' },
        ],
      },
    ]);

    const reviewed = await app.graphql(
      `mutation ($input: MarkPageTranslationReviewedInput!) { markPageTranslationReviewed(input: $input) { page { ${pageFields} } } }`,
      {
        input: { id: page.id, locale: 'ar', version: after.version },
      },
      editor,
    );
    expect(states(reviewed.data.markPageTranslationReviewed.page)).toEqual({ en: 'UP_TO_DATE', ar: 'UP_TO_DATE' });
  });

  it('keeps an out-of-date Arabic out of date when the blocks move, and names the changed text by its block where it is now', async () => {
    const save = async (page: { id: string; version: number } | null, next: unknown[]) => {
      const input = { path: '/about-moves', status: 'DRAFT', translations, blocks: next };
      const result = page
        ? await app.graphql(
            `mutation ($input: UpdatePageInput!) { updatePage(input: $input) { page { ${pageFields} } } }`,
            { input: { ...input, id: page.id, version: page.version } },
            editor,
          )
        : await app.graphql(`mutation ($input: CreatePageInput!) { createPage(input: $input) { page { ${pageFields} } } }`, { input }, editor);
      expect(result.errors).toBeUndefined();
      return (result.data.updatePage ?? result.data.createPage).page;
    };
    const created = await save(null, blocks);
    const story = { ...blocks[1], paragraphs: [{ en: 'We build sovereign AI in the Gulf.', ar: 'نبني الذكاء الاصطناعي الخاص في الخليج.' }] };
    const edited = await save(created, [blocks[0], story]);
    expect(states(edited)).toEqual({ en: 'UP_TO_DATE', ar: 'OUT_OF_DATE' });

    // The text block goes first: the same words in each language, the Arabic still behind.
    const moved = await save(edited, [story, blocks[0]]);
    expect(states(moved)).toEqual({ en: 'UP_TO_DATE', ar: 'OUT_OF_DATE' });
    const diff = await app.graphql(
      'query ($id: ID!) { node(id: $id) { ... on Page { translationChanges(locale: ar) { field blockType } } } }',
      { id: created.id },
      editor,
    );
    expect(diff.data.node.translationChanges).toEqual([{ field: 'blocks.0.paragraphs.0', blockType: 'text' }]);

    // Moved back and translated, it is up to date; moving blocks alone then changes nothing.
    const translated = await save(moved, [blocks[0], { ...story, paragraphs: [{ ...story.paragraphs[0], ar: 'نبني الذكاء الاصطناعي السيادي في الخليج.' }] }]);
    expect(states(translated)).toEqual({ en: 'UP_TO_DATE', ar: 'UP_TO_DATE' });
  });

  it('takes the rows kept by block place (before block ids) as they were: an out-of-date Arabic stays so through a move', async () => {
    const created = await app.graphql(
      `mutation ($input: CreatePageInput!) { createPage(input: $input) { page { ${pageFields} databaseId } } }`,
      { input: { path: '/about-kept', status: 'DRAFT', translations, blocks } },
      editor,
    );
    const page = created.data.createPage.page;
    // The Arabic as a save before block ids left it: behind the English, its source's blocks by place.
    const oldSource = [
      { key: 'title', text: 'About Sovra' },
      { key: 'description', text: '' },
      { key: 'blocks.0.title', text: 'About us', block: 'hero' },
      { key: 'blocks.1.paragraphs.0', text: 'We built private AI.', block: 'text' },
    ];
    await app.db.pageTranslation.updateMany({
      where: { pageId: page.databaseId, locale: 'ar' },
      data: { textHash: 'kept-by-place', sourceText: JSON.stringify(oldSource), outOfDate: true },
    });
    await ensureTranslationTracking(app.db);
    const moved = await app.graphql(
      `mutation ($input: UpdatePageInput!) { updatePage(input: $input) { page { ${pageFields} } } }`,
      { input: { id: page.id, version: page.version, path: '/about-kept', status: 'DRAFT', translations, blocks: [blocks[1], blocks[0]] } },
      editor,
    );
    expect(states(moved.data.updatePage.page)).toEqual({ en: 'UP_TO_DATE', ar: 'OUT_OF_DATE' });
    const diff = await app.graphql('query ($id: ID!) { node(id: $id) { ... on Page { translationChanges(locale: ar) { field } } } }', { id: page.id }, editor);
    expect(diff.data.node.translationChanges).toEqual([{ field: 'blocks.0.paragraphs.0' }]);
  });

  it('counts the seeded pages as up to date', async () => {
    const result = await app.graphql('{ pages(first: 100) { edges { node { path translationStatus { state } } } } }', {}, editor);
    const all = result.data.pages.edges
      .filter((edge: { node: { path: string } }) => !edge.node.path.startsWith('/about-'))
      .flatMap((edge: { node: { translationStatus: { state: string }[] } }) => edge.node.translationStatus.map((s) => s.state));
    expect(all.length).toBeGreaterThan(30);
    expect(new Set(all)).toEqual(new Set(['UP_TO_DATE']));
  });
});
