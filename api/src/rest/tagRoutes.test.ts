import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// Tags (issue 24): the name typed is the name kept, case and all; a name typed in Arabic makes a tag
// named in Arabic (filed under tag-<id>); a name in either language finds its tag whatever the case;
// staff rename, merge and delete tags at /api/tags and over GraphQL; public reads name each tag in
// the reader's language, else the other's.

let app: TestApp;
let admin: string;
let editor: string;

beforeAll(async () => {
  app = createTestApp();
  const [a, e] = await Promise.all([app.createStaff({ username: 'tag-admin', role: 'ADMIN' }), app.createStaff({ username: 'tag-editor', role: 'EDITOR' })]);
  admin = await app.signIn(a.username, a.password);
  editor = await app.signIn(e.username, e.password);
});
afterAll(() => app.cleanup());

let posts = 0;
/** A post filed under `tags`, published unless said otherwise; its tags as the answer shows them. */
async function postWith(tags: unknown[], status = 'published') {
  posts++;
  const created = await app.call('/api/blogs', {
    method: 'POST',
    token: editor,
    json: {
      slug: `tagged-${posts}`,
      status,
      tags,
      translations: { en: { title: `Tagged ${posts}`, body: 'Words.' }, ar: { title: `موسوم ${posts}`, body: 'نص.' } },
    },
  });
  return created;
}

async function tagBySlug(slug: string) {
  const list = await app.call(`/api/tags?search=${encodeURIComponent(slug)}`, { token: editor });
  expect(list.status, list.text).toBe(200);
  return list.body.data.tags.find((tag: { slug: string }) => tag.slug === slug);
}

describe('tags typed in the editor', () => {
  it('keeps the name as typed, case and all', async () => {
    const created = await postWith(['UAE', 'Data centres']);
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.tags).toEqual([
      { slug: 'data-centres', name: 'Data centres' },
      { slug: 'uae', name: 'UAE' },
    ]);
    expect(await tagBySlug('uae')).toMatchObject({ names: { en: 'UAE', ar: null }, publishedPosts: 1, posts: 1 });
  });

  it('makes a tag named in Arabic from Arabic typed, under a slug any address takes, and shows it to Arabic readers', async () => {
    const created = await postWith(['الإمارات']);
    expect(created.status, created.text).toBe(201);
    const [tag] = created.body.data.tags;
    expect(tag.slug).toMatch(/^tag-\d+$/);
    expect(tag.name).toBe('الإمارات');
    const row = await app.db.tag.findUniqueOrThrow({ where: { slug: tag.slug }, include: { translations: true } });
    expect(row.translations.map((tr) => [tr.locale, tr.name])).toEqual([['ar', 'الإمارات']]);
    // No English name yet: English readers see the Arabic one rather than nothing.
    for (const lang of ['ar', 'en']) {
      const list = await app.call(`/api/blogs?category=${tag.slug}&lang=${lang}`);
      expect(list.body.data.blogs.map((post: { tags: unknown }) => post.tags)).toEqual([[{ slug: tag.slug, name: 'الإمارات' }]]);
    }
    const { data } = await app.graphql('{ tags { slug ar: name(locale: ar) en: name(locale: en) } }');
    expect(data.tags).toContainEqual({ slug: tag.slug, ar: 'الإمارات', en: 'الإمارات' });
    const feed = await app.request('/rss.xml?lang=ar');
    expect(await feed.text()).toContain('<category>الإمارات</category>');
  });

  it('files a post under the existing tag when its name is typed again in either language, whatever the case', async () => {
    const before = await app.db.tag.count();
    const again = await postWith(['uae', 'DATA CENTRES', 'الإمارات', 'data-centres']);
    expect(again.status, again.text).toBe(201);
    expect(again.body.data.tags.map((tag: { name: string }) => tag.name)).toEqual(['Data centres', 'الإمارات', 'UAE']);
    expect(await app.db.tag.count()).toBe(before);
  });

  it('takes a name spelled with Cyrillic or Greek letters drawn like Latin ones as the Latin name', async () => {
    const before = await app.db.tag.count();
    // Cyrillic А and Е, Greek Α (upper and lower case): each reads as "UAE".
    for (const spoof of ['U\u0410E', 'u\u0430\u0435', 'U\u0391E']) {
      const filed = await postWith([spoof]);
      expect(filed.body.data.tags, spoof).toEqual([{ slug: 'uae', name: 'UAE' }]);
    }
    expect(await app.db.tag.count()).toBe(before);
  });

  it('makes one tag of one new name typed in two posts saved at once', async () => {
    const before = await app.db.tag.count();
    const saves = await Promise.all([
      postWith(['السحابة السيادية']),
      postWith(['السحابة السيادية']),
      postWith(['Sovereign cloud']),
      postWith(['sovereign CLOUD']),
    ]);
    expect(saves.map((save) => save.status)).toEqual([201, 201, 201, 201]);
    expect(await app.db.tag.count()).toBe(before + 2);
  });

  it('refuses tags that are no names, and writes nothing', async () => {
    const before = await app.db.post.count();
    for (const tag of ['', '   ', 'a,b', 'الإمارات، عُمان', 'x'.repeat(51), 'x'.repeat(10_000), 'bad\u0000name', '\u202Eevil', 'a\u2066b', '---', 42, null]) {
      const refused = await postWith([tag]);
      expect(refused.status, JSON.stringify(tag)).toBe(400);
      expect(refused.body.details).toHaveProperty('tags.0');
    }
    expect(await app.db.post.count()).toBe(before);
  });
});

describe('the tags screen’s API', () => {
  it('lists every tag, drafts’ included, searchable by either name or slug; visitors 401', async () => {
    await postWith(['Draft-only topic'], 'draft');
    expect((await app.call('/api/tags')).status).toBe(401);
    const draftOnly = await tagBySlug('draft-only-topic');
    expect(draftOnly).toMatchObject({ names: { en: 'Draft-only topic', ar: null }, publishedPosts: 0, posts: 1 });
    const arabic = await app.call(`/api/tags?search=${encodeURIComponent('الإمارات')}`, { token: editor });
    expect(arabic.body.data.tags.map((tag: { names: { ar: string } }) => tag.names.ar)).toEqual(['الإمارات']);
    const upper = await app.call('/api/tags?search=DATA', { token: editor });
    expect(upper.body.data.tags.map((tag: { slug: string }) => tag.slug)).toContain('data-centres');
  });

  it('renames a tag in both languages, keeping its slug; public reads name it in the reader’s language', async () => {
    const uae = await tagBySlug('uae');
    const renamed = await app.call(`/api/tags/${uae.id}`, { method: 'PUT', token: editor, json: { en: '  United Arab  Emirates ', ar: 'الإمارات العربية' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data).toMatchObject({ slug: 'uae', names: { en: 'United Arab Emirates', ar: 'الإمارات العربية' } });
    const ar = await app.call('/api/blogs?category=uae&lang=ar');
    expect(ar.body.data.blogs[0].tags).toContainEqual({ slug: 'uae', name: 'الإمارات العربية' });
    const en = await app.call('/api/blogs?category=uae&lang=en');
    expect(en.body.data.blogs[0].tags).toContainEqual({ slug: 'uae', name: 'United Arab Emirates' });
    const audit = await app.db.auditEvent.findFirst({ where: { action: 'tag.renamed', target: `tag:${uae.id}` } });
    expect(audit).not.toBeNull();
  });

  it('refuses bad names with 400 naming the language, taken names with 409, unknown tags with 404, never a 500', async () => {
    const uae = await tagBySlug('uae');
    const cases: [unknown, number, Record<string, string>][] = [
      [{ en: '', ar: '' }, 400, { en: 'required' }],
      [{}, 400, { en: 'required' }],
      [{ en: 'x'.repeat(51) }, 400, { en: 'too_long' }],
      [{ en: 'x'.repeat(10_000) }, 400, { en: 'too_long' }],
      [{ en: 'tab\u0007bell' }, 400, { en: 'invalid' }],
      [{ ar: '\u202Eالإمارات' }, 400, { ar: 'invalid' }],
      [{ en: '!!!' }, 400, { en: 'invalid' }],
      [{ en: 12 }, 400, { en: 'invalid' }],
      [{ en: 'data CENTRES' }, 409, { en: 'taken' }],
      [{ en: 'Fine', ar: 'الإمارات' }, 409, { ar: 'taken' }],
    ];
    for (const [body, status, details] of cases) {
      const answer = await app.call(`/api/tags/${uae.id}`, { method: 'PUT', token: editor, json: body });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.details).toEqual(details);
    }
    expect((await tagBySlug('uae')).names).toEqual({ en: 'United Arab Emirates', ar: 'الإمارات العربية' });
    for (const id of ['999999', '0', 'abc', '-1', '1e3']) {
      const answer = await app.call(`/api/tags/${id}`, { method: 'PUT', token: editor, json: { en: 'Anything' } });
      expect(answer.status, id).toBe(id === '999999' ? 404 : 400);
    }
    // An Arabic reader of the admin panel reads the refusal's code (details) in their own words: the message is for API consumers.
    const arabic = await app.call(`/api/tags/${uae.id}?lang=ar`, { method: 'PUT', token: editor, json: { en: '' } });
    expect(arabic.status).toBe(400);
  });

  it('lets one of two racing renames to one name through', async () => {
    const [a, b] = [await tagBySlug('data-centres'), await tagBySlug('sovereign-cloud')];
    const answers = await Promise.all([a, b].map((tag) => app.call(`/api/tags/${tag.id}`, { method: 'PUT', token: editor, json: { en: 'Racing name' } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    // Put back.
    const loser = answers[0].status === 409 ? a : b;
    const winner = loser === a ? b : a;
    await app.call(`/api/tags/${winner.id}`, { method: 'PUT', token: editor, json: { en: winner.names.en, ar: winner.names.ar } });
  });

  it('merges a tag into another: posts re-filed once each, names kept where missing, the old topic leads to the new, the tag gone', async () => {
    // One post under both: it must end under the one that stays once.
    const both = await postWith(['Sovereign cloud', 'السحابة السيادية']);
    expect(both.body.data.tags).toHaveLength(2);
    const arabic = await tagBySlug((await app.db.tag.findFirstOrThrow({ where: { translations: { some: { name: 'السحابة السيادية' } } } })).slug);
    const cloud = await tagBySlug('sovereign-cloud');
    const merged = await app.call(`/api/tags/${arabic.id}/merge`, { method: 'POST', token: editor, json: { into: cloud.id } });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body.data).toMatchObject({ id: cloud.id, slug: 'sovereign-cloud', names: { en: 'Sovereign cloud', ar: 'السحابة السيادية' } });
    expect(merged.body.data.posts).toBe(cloud.posts + arabic.posts - 1);
    expect(await app.db.tag.findUnique({ where: { id: arabic.id } })).toBeNull();
    const reread = await app.call(`/api/blogs/${both.body.data.slug}?lang=ar`);
    expect(reread.body.data.tags).toEqual([{ slug: 'sovereign-cloud', name: 'السحابة السيادية' }]);
    // The merged tag's address is the other's topic, with the reader's language.
    const visit = await app.request(`/blog?tag=${arabic.slug}&lang=ar`, { redirect: 'manual' });
    await visit.body?.cancel();
    expect(visit.status).toBe(301);
    expect(visit.headers.get('location')).toBe('/blog?lang=ar&tag=sovereign-cloud');
    // Its slug typed again finds the tag it was merged into.
    const typed = await postWith([arabic.slug]);
    expect(typed.body.data.tags).toEqual([{ slug: 'sovereign-cloud', name: 'Sovereign cloud' }]);
    expect(await app.db.auditEvent.count({ where: { action: 'tag.merged', target: `tag:${arabic.id}` } })).toBe(1);
  });

  it('files a name the merged tag had under the tag it was merged into, though that tag keeps its own name in that language', async () => {
    const kept = (await postWith(['Private AI'])).body.data.tags[0];
    const gone = (await postWith(['On-premise AI', 'الذكاء الخاص'])).body.data.tags;
    const goneTag = await tagBySlug(gone.find((tag: { slug: string }) => tag.slug === 'on-premise-ai').slug);
    const merged = await app.call(`/api/tags/${goneTag.id}/merge`, { method: 'POST', token: editor, json: { into: (await tagBySlug(kept.slug)).id } });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body.data.names).toEqual({ en: 'Private AI', ar: null });
    // Typing the dropped English name again, in any case, files under the survivor: no new tag.
    const before = await app.db.tag.count();
    const typed = await postWith(['on-premise AI']);
    expect(typed.body.data.tags).toEqual([{ slug: 'private-ai', name: 'Private AI' }]);
    expect(await app.db.tag.count()).toBe(before);
    // Merged on again, the name follows its tag.
    const last = (await postWith(['Sovereign AI'])).body.data.tags[0];
    const again = await app.call(`/api/tags/${(await tagBySlug('private-ai')).id}/merge`, {
      method: 'POST',
      token: editor,
      json: { into: (await tagBySlug(last.slug)).id },
    });
    expect(again.status, again.text).toBe(200);
    expect((await postWith(['On-premise AI'])).body.data.tags).toEqual([{ slug: 'sovereign-ai', name: 'Sovereign AI' }]);
  });

  it('refuses a merge into itself, into or of an unknown tag, or without a target, and a second of two racing merges', async () => {
    const cloud = await tagBySlug('sovereign-cloud');
    const cases: [string, unknown, number][] = [
      [`/api/tags/${cloud.id}/merge`, { into: cloud.id }, 400],
      [`/api/tags/${cloud.id}/merge`, { into: 999_999 }, 404],
      [`/api/tags/999999/merge`, { into: cloud.id }, 404],
      [`/api/tags/${cloud.id}/merge`, {}, 400],
      [`/api/tags/${cloud.id}/merge`, { into: 'x'.repeat(10_000) }, 400],
      [`/api/tags/${cloud.id}/merge`, { into: -3 }, 400],
    ];
    for (const [path, body, status] of cases) {
      const answer = await app.call(path, { method: 'POST', token: editor, json: body });
      expect(answer.status, `${path} ${JSON.stringify(body).slice(0, 40)}`).toBe(status);
    }
    const self = await app.graphql(
      'mutation($input: MergeTagInput!) { mergeTag(input: $input) { tag { slug } } }',
      { input: { id: encodeGlobalID('Tag', String(cloud.id)), into: encodeGlobalID('Tag', String(cloud.id)) } },
      editor,
    );
    expect(self.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { into: 'same' } });
    // Two tags merged into each other at once: one merge happens, the other finds its tag gone.
    const [x, y] = [(await postWith(['Race one'])).body.data.tags[0], (await postWith(['Race two'])).body.data.tags[0]];
    const [one, two] = [await tagBySlug(x.slug), await tagBySlug(y.slug)];
    const answers = await Promise.all([
      app.call(`/api/tags/${one.id}/merge`, { method: 'POST', token: editor, json: { into: two.id } }),
      app.call(`/api/tags/${two.id}/merge`, { method: 'POST', token: admin, json: { into: one.id } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect(await app.db.tag.count({ where: { id: { in: [one.id, two.id] } } })).toBe(1);
  });

  it('deletes a tag: its posts stay, without it; a second delete is 404', async () => {
    const draftOnly = await tagBySlug('draft-only-topic');
    const post = await app.db.postTag.findFirstOrThrow({ where: { tagId: draftOnly.id } });
    const [first, second] = await Promise.all([
      app.call(`/api/tags/${draftOnly.id}`, { method: 'DELETE', token: editor }),
      app.call(`/api/tags/${draftOnly.id}`, { method: 'DELETE', token: admin }),
    ]);
    expect([first.status, second.status].sort(), first.text + second.text).toEqual([200, 404]);
    expect(await app.db.post.findUnique({ where: { id: post.postId } })).not.toBeNull();
    expect(await app.db.postTag.count({ where: { tagId: draftOnly.id } })).toBe(0);
    expect(await app.db.auditEvent.count({ where: { action: 'tag.deleted', target: `tag:${draftOnly.id}` } })).toBe(1);
    expect((await app.call('/api/tags/abc', { method: 'DELETE', token: editor })).status).toBe(400);
  });

  it('shows tag changes in the activity feed', async () => {
    const { data } = await app.graphql('{ recentActivity(first: 10) { edges { node { action } } } }', {}, admin);
    const actions = data.recentActivity.edges.map((edge: { node: { action: string } }) => edge.node.action);
    expect(actions).toEqual(expect.arrayContaining(['TAG_DELETED', 'TAG_MERGED']));
  });
});
