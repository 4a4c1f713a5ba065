import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ArticlePageQuery from '../../web/src/__generated__/ArticlePageQuery.graphql.ts';
import { createTestApp, type TestApp } from './testing/testApp.ts';
import { stubWebBuild } from './testing/webBuild.ts';

// Pending changes and review (issue 24) attacked from outside, as an API consumer: a contributor
// trying every door to publish, schedule or read what is a reviewer's, two reviewers or a reviewer
// and the scheduler racing on one item, an address taken while changes wait. Each finding is kept
// as the test that failed before its fix (docs/publishing.md, docs/security.md#roles).

const logLines: string[] = [];
let build: ReturnType<typeof stubWebBuild>;
let app: TestApp;
let contributor: string;
let editor: string;
let otherEditor: string;

beforeAll(async () => {
  // The article as the server renders it (a preview link's too): its title and body, from the real query.
  build = stubWebBuild(`
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/blog/')) return { status: 404, html: '<main>missing</main>' };
    const read = await runQuery({ id: '${ArticlePageQuery.params.id}' }, { slug: url.pathname.slice(6), locale: page.language });
    const post = read.data.post;
    return { status: post ? 200 : 404, html: '<main>' + (post ? post.translation.title : 'missing') + '</main>' };
  `);
  app = createTestApp(
    { WEB_DIST: build.webDist, SSR_DIST: build.ssrDist, NODE_ENV: 'production' },
    { log: pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) }) },
  );
  const [c, e, o] = await Promise.all([
    app.createStaff({ username: 'attack-contributor', role: 'CONTRIBUTOR' }),
    app.createStaff({ username: 'attack-editor', role: 'EDITOR' }),
    app.createStaff({ username: 'attack-editor-2', role: 'EDITOR' }),
  ]);
  [contributor, editor, otherEditor] = await Promise.all([
    app.signIn(c.username, c.password),
    app.signIn(e.username, e.password),
    app.signIn(o.username, o.password),
  ]);
});
afterAll(async () => {
  await app?.cleanup();
  build?.remove();
});

const livePost = (slug: string, title: string) => ({
  slug,
  status: 'published',
  tags: [],
  translations: { en: { title, excerpt: 'Excerpt', body: `The words of ${title}.` } },
});

const livePage = (path: string, title: string) => ({
  path,
  status: 'published',
  translations: { en: { title }, ar: { title: `صفحة ${title}` } },
  blocks: [{ type: 'callToAction', id: 'cta', title: { en: 'Talk', ar: 'تحدث' }, action: { label: { en: 'Book', ar: 'احجز' }, link: { kind: 'booking' } } }],
});

const globalId = (type: 'Post' | 'Page', id: number) => Buffer.from(`${type}:${id}`).toString('base64');

/** A published post by the editor, with pending changes over it: its id and version now. */
async function postWithChanges(slug: string, changes: Partial<ReturnType<typeof livePost>> = {}) {
  const made = await app.call('/api/blogs', { method: 'POST', token: editor, json: livePost(slug, 'Published title') });
  expect(made.status, made.text).toBe(201);
  const saved = await app.call(`/api/blogs/${made.body.data.id}`, {
    method: 'PUT',
    token: editor,
    json: { ...livePost(slug, 'Pending title'), ...changes, version: made.body.data.version },
  });
  expect(saved.status, saved.text).toBe(200);
  return { id: made.body.data.id as number, version: saved.body.data.version as number };
}

/** A published page by the editor, with pending changes over it. */
async function pageWithChanges(path: string, changes: Partial<ReturnType<typeof livePage>> = {}) {
  const made = await app.call('/api/pages', { method: 'POST', token: editor, json: livePage(path, 'Published page') });
  expect(made.status, made.text).toBe(201);
  const saved = await app.call(`/api/pages/${made.body.data.id}`, {
    method: 'PUT',
    token: editor,
    json: { ...livePage(path, 'Pending page'), ...changes, version: made.body.data.version },
  });
  expect(saved.status, saved.text).toBe(200);
  return { id: made.body.data.id as number, version: saved.body.data.version as number };
}

const titleOf = async (id: number) => (await app.db.postTranslation.findFirstOrThrow({ where: { postId: id, locale: 'en' } })).title;

describe('a contributor and pending changes over live content', () => {
  it("cannot publish or discard another's pending changes, at either door (they stay as they were)", async () => {
    const post = await postWithChanges('attack-contributor-publishes');
    const page = await pageWithChanges('/attack-contributor-publishes');
    for (const [kind, { id, version }] of [
      ['blogs', post],
      ['pages', page],
    ] as const) {
      for (const move of ['publish-changes', 'discard-changes']) {
        const answer = await app.call(`/api/${kind}/${id}/${move}`, { method: 'POST', token: contributor, json: { version } });
        expect({ kind, move, status: answer.status, error: answer.body.error }).toEqual({ kind, move, status: 403, error: 'FORBIDDEN' });
      }
    }
    for (const [mutation, type, { id, version }] of [
      ['publishPostChanges', 'Post', post],
      ['discardPostChanges', 'Post', post],
      ['publishPageChanges', 'Page', page],
      ['discardPageChanges', 'Page', page],
    ] as const) {
      const answer = await app.graphql(
        `mutation($id: ID!, $version: Int!) { ${mutation}(input: { id: $id, version: $version }) { __typename } }`,
        {
          id: globalId(type, id),
          version,
        },
        contributor,
      );
      expect({ mutation, codes: answer.errors?.map((error) => error.extensions?.code) }).toEqual({ mutation, codes: ['FORBIDDEN'] });
    }
    // Nothing moved: visitors read the published title, the changes still wait.
    expect(await titleOf(post.id)).toBe('Published title');
    expect(await app.db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ version: post.version, pendingChanges: expect.any(String) });
    expect(await app.db.page.findUniqueOrThrow({ where: { id: page.id } })).toMatchObject({ version: page.version, pendingChanges: expect.any(String) });
  });
});

/** A draft the contributor wrote and submitted for review: its id and version. */
async function submittedDraft(slug: string) {
  const made = await app.call('/api/blogs', {
    method: 'POST',
    token: contributor,
    json: { slug, status: 'draft', tags: [], translations: { en: { title: `Draft ${slug}`, excerpt: 'Why', body: 'Some words.' } } },
  });
  expect(made.status, made.text).toBe(201);
  const submitted = await app.call(`/api/blogs/${made.body.data.id}/submit`, { method: 'POST', token: contributor });
  expect(submitted.status, submitted.text).toBe(200);
  return { id: made.body.data.id as number, version: made.body.data.version as number };
}

const reviewEmails = async (id: number) =>
  (await app.db.outbox.findMany({ where: { kind: 'review.notice' }, orderBy: { id: 'asc' }, select: { payload: true } }))
    .map((row) => JSON.parse(row.payload) as { event: string; id: number })
    .filter((notice) => notice.id === id)
    .map((notice) => notice.event);

describe('two reviewers at once', () => {
  it('approving and sending back the same draft: one wins, the other is a 409, and the submitter hears one answer', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, version } = await submittedDraft(`attack-review-race-${round}`);
      const [approved, sentBack] = await Promise.all([
        app.call(`/api/blogs/${id}/approve`, { method: 'POST', token: editor, json: { version } }),
        app.call(`/api/blogs/${id}/send-back`, { method: 'POST', token: otherEditor, json: { comment: 'Add a source.' } }),
      ]);
      expect([approved.status, sentBack.status].sort()).toEqual([200, 409]);
      const loser = approved.status === 409 ? approved : sentBack;
      expect(loser.body).toMatchObject({ error: 'CONFLICT', details: { reviewState: expect.any(String) } });
      const row = await app.db.post.findUniqueOrThrow({ where: { id } });
      if (approved.status === 200) expect(row).toMatchObject({ status: 'PUBLISHED', reviewState: null });
      else expect(row).toMatchObject({ status: 'DRAFT', reviewState: 'SENT_BACK', reviewComment: 'Add a source.' });
      expect(await reviewEmails(id)).toEqual(['submitted', approved.status === 200 ? 'approved' : 'sent_back']);
    }
  });
});

describe('a contributor scheduling by the back door', () => {
  it('an unpublish time in their draft (create or save, post or page) is refused: approving it would have scheduled it', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const translations = { en: { title: 'Timed draft', excerpt: 'Why', body: 'Some words.' } };
    const created = await app.call('/api/blogs', {
      method: 'POST',
      token: contributor,
      json: { slug: 'attack-contributor-unpublish', status: 'draft', tags: [], translations, unpublishAt: tomorrow },
    });
    expect(created.status, created.text).toBe(403);
    expect(await app.db.post.count({ where: { slug: 'attack-contributor-unpublish' } })).toBe(0);

    const draft = await app.call('/api/blogs', {
      method: 'POST',
      token: contributor,
      json: { slug: 'attack-contributor-unpublish', status: 'draft', tags: [], translations },
    });
    expect(draft.status, draft.text).toBe(201);
    const saved = await app.call(`/api/blogs/${draft.body.data.id}`, {
      method: 'PUT',
      token: contributor,
      json: { status: 'draft', tags: [], translations, unpublishAt: tomorrow, version: draft.body.data.version },
    });
    expect(saved.status, saved.text).toBe(403);
    const graphql = await app.graphql(
      'mutation($input: UpdatePostInput!) { updatePost(input: $input) { post { id } } }',
      {
        input: {
          id: globalId('Post', draft.body.data.id),
          version: draft.body.data.version,
          status: 'DRAFT',
          translations: { en: translations.en },
          unpublishAt: tomorrow,
        },
      },
      contributor,
    );
    expect(graphql.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);

    const page = await app.call('/api/pages', {
      method: 'POST',
      token: contributor,
      json: { ...livePage('/attack-contributor-unpublish', 'Timed'), status: 'draft', unpublishAt: tomorrow },
    });
    expect(page.status, page.text).toBe(403);
    expect(await app.db.post.findUniqueOrThrow({ where: { id: draft.body.data.id } })).toMatchObject({ unpublishAt: null, version: draft.body.data.version });
  });
});

describe('submitting again', () => {
  it('a draft already awaiting review, submitted again (one after another or at once), emails the reviewers once', async () => {
    const { id } = await submittedDraft('attack-submit-flood');
    const first = await app.db.post.findUniqueOrThrow({ where: { id } });
    for (let i = 0; i < 3; i++) {
      const again = await app.call(`/api/blogs/${id}/submit`, { method: 'POST', token: contributor });
      expect(again.status, again.text).toBe(200);
      expect(again.body.data.review.state).toBe('submitted');
    }
    const atOnce = await Promise.all(Array.from({ length: 5 }, () => app.call(`/api/blogs/${id}/submit`, { method: 'POST', token: contributor })));
    expect(atOnce.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await reviewEmails(id)).toEqual(['submitted']);
    // It keeps its place in the queue.
    expect((await app.db.post.findUniqueOrThrow({ where: { id } })).reviewSubmittedAt).toEqual(first.reviewSubmittedAt);

    // Sent back, it may be submitted again: the reviewers hear of it again.
    expect((await app.call(`/api/blogs/${id}/send-back`, { method: 'POST', token: editor, json: { comment: 'Shorter, please.' } })).status).toBe(200);
    expect((await app.call(`/api/blogs/${id}/submit`, { method: 'POST', token: contributor })).status).toBe(200);
    expect(await reviewEmails(id)).toEqual(['submitted', 'sent_back', 'submitted']);
  });
});

describe('an address taken while changes wait', () => {
  it('publishing changes whose new slug or path another item took since is a 409 naming it, and nothing is written', async () => {
    const post = await postWithChanges('attack-slug-before', { slug: 'attack-slug-wanted' });
    const thief = await app.call('/api/blogs', { method: 'POST', token: otherEditor, json: livePost('attack-slug-wanted', 'Thief') });
    expect(thief.status, thief.text).toBe(201);
    const published = await app.call(`/api/blogs/${post.id}/publish-changes`, { method: 'POST', token: editor, json: { version: post.version } });
    expect(published.status, published.text).toBe(409);
    expect(published.body).toMatchObject({ error: 'CONFLICT', details: { slug: 'taken' } });
    expect(await app.db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      slug: 'attack-slug-before',
      version: post.version,
      pendingChanges: expect.stringContaining('attack-slug-wanted'),
    });
    expect(await titleOf(post.id)).toBe('Published title');

    const page = await pageWithChanges('/attack-path-before', { path: '/attack-path-wanted' });
    const squatter = await app.call('/api/pages', { method: 'POST', token: otherEditor, json: livePage('/attack-path-wanted', 'Squatter') });
    expect(squatter.status, squatter.text).toBe(201);
    const gql = await app.graphql(
      'mutation($id: ID!, $version: Int!) { publishPageChanges(input: { id: $id, version: $version }) { page { path } } }',
      { id: globalId('Page', page.id), version: page.version },
      editor,
    );
    expect(gql.errors?.map((error) => [error.extensions?.code, error.extensions?.details])).toEqual([['CONFLICT', { path: 'taken' }]]);
    expect(await app.db.page.findUniqueOrThrow({ where: { id: page.id } })).toMatchObject({ path: '/attack-path-before', version: page.version });
  });

  it('the scheduler meeting a taken slug drops the schedule once (audited, a warning) instead of failing every minute; the changes wait for an editor', async () => {
    const post = await postWithChanges('attack-scheduled-before', { slug: 'attack-scheduled-wanted' });
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await app.call(`/api/blogs/${post.id}/publish-changes`, {
      method: 'POST',
      token: editor,
      json: { version: post.version, publishAt: at.toISOString() },
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    const thief = await app.call('/api/blogs', { method: 'POST', token: otherEditor, json: livePost('attack-scheduled-wanted', 'Thief') });
    expect(thief.status, thief.text).toBe(201);

    logLines.length = 0;
    const later = new Date(at.getTime() + 60_000);
    await app.scheduler.runDue(later);
    await app.scheduler.runDue(later);
    const row = await app.db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(row).toMatchObject({ slug: 'attack-scheduled-before', changesPublishAt: null, pendingChanges: expect.stringContaining('attack-scheduled-wanted') });
    expect(await titleOf(post.id)).toBe('Published title');
    const levels = logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string; target?: string })
      .filter((line) => line.target === `post:${post.id}`);
    expect(levels.map((line) => line.level)).toEqual([40]);
    const audit = await app.db.auditEvent.findFirstOrThrow({ where: { target: `post:${post.id}` }, orderBy: { id: 'desc' } });
    expect({ action: audit.action, actor: audit.actorId, detail: JSON.parse(audit.detail ?? '{}') }).toMatchObject({
      action: 'post.updated',
      actor: null,
      detail: { pendingChanges: true, changesUnscheduled: { slug: 'taken' } },
    });

    // An editor gives the changes another slug and publishes them.
    const fixed = await app.call(`/api/blogs/${post.id}`, {
      method: 'PUT',
      token: editor,
      json: { ...livePost('attack-scheduled-other', 'Pending title'), version: row.version },
    });
    expect(fixed.status, fixed.text).toBe(200);
    const published = await app.call(`/api/blogs/${post.id}/publish-changes`, { method: 'POST', token: editor, json: { version: fixed.body.data.version } });
    expect(published.status, published.text).toBe(200);
    expect(published.body.data).toMatchObject({ slug: 'attack-scheduled-other', title: 'Pending title' });
  });
});

describe("a contributor reading others' history", () => {
  it("the revisions of an editor's published post or page (its drafts' text before it went out) are not theirs to read; their own draft's are", async () => {
    const made = await app.call('/api/blogs', {
      method: 'POST',
      token: editor,
      json: {
        slug: 'attack-history',
        status: 'draft',
        tags: [],
        translations: { en: { title: 'Draft', excerpt: 'x', body: 'Unreleased figures: 42 racks.' } },
      },
    });
    expect(made.status, made.text).toBe(201);
    const published = await app.call(`/api/blogs/${made.body.data.id}`, {
      method: 'PUT',
      token: editor,
      json: { ...livePost('attack-history', 'Released'), version: made.body.data.version },
    });
    expect(published.status, published.text).toBe(200);
    const page = await pageWithChanges('/attack-history');
    const history = `revisions { version } first: revision(version: 1) { version }`;
    const query = `query($post: ID!, $page: ID!) { post: node(id: $post) { ... on Post { ${history} } } page: node(id: $page) { ... on Page { ${history} } } }`;
    const variables = { post: globalId('Post', made.body.data.id), page: globalId('Page', page.id) };

    const asEditor = await app.graphql(query, variables, otherEditor);
    expect(asEditor.data.post.revisions.length).toBeGreaterThan(0);
    expect(asEditor.data.post.first).toEqual({ version: 1 });
    expect(asEditor.data.page.first).toEqual({ version: 1 });

    const asContributor = await app.graphql(query, variables, contributor);
    expect(asContributor.errors).toBeUndefined();
    expect(asContributor.data).toEqual({ post: { revisions: [], first: null }, page: { revisions: [], first: null } });
    expect(JSON.stringify(asContributor)).not.toContain('42 racks');

    // Nor what the English said when the Arabic was written (a draft's text), through the translation status.
    const translations = (body: string) => ({ en: { title: 'Two languages', excerpt: 'x', body }, ar: { title: 'لغتان', excerpt: 'س', body: 'نص عربي.' } });
    const bilingual = await app.call('/api/blogs', {
      method: 'POST',
      token: editor,
      json: { slug: 'attack-history-bilingual', status: 'draft', tags: [], translations: translations('Unreleased figures: 42 racks.') },
    });
    const out = await app.call(`/api/blogs/${bilingual.body.data.id}`, {
      method: 'PUT',
      token: editor,
      json: {
        slug: 'attack-history-bilingual',
        status: 'published',
        tags: [],
        translations: translations('Released figures.'),
        version: bilingual.body.data.version,
      },
    });
    expect(out.status, out.text).toBe(200);
    const changes = 'query($id: ID!) { node(id: $id) { ... on Post { translationChanges(locale: ar) { field } } } }';
    const bilingualId = { id: globalId('Post', bilingual.body.data.id) };
    expect((await app.graphql(changes, bilingualId, otherEditor)).data.node.translationChanges).toEqual([{ field: 'body' }]);
    const read = await app.graphql(changes.replace('{ field }', '{ field changes { text } }'), bilingualId, contributor);
    expect(read).toEqual({ data: { node: { translationChanges: [] } } });

    const own = await submittedDraft('attack-history-own');
    const mine = await app.graphql(`query($id: ID!) { node(id: $id) { ... on Post { ${history} } } }`, { id: globalId('Post', own.id) }, contributor);
    expect(mine.data.node).toEqual({ revisions: [{ version: 1 }], first: { version: 1 } });
  });
});

describe('hostile comments', () => {
  it('a comment with control or direction-changing characters is a 400 naming comment (line breaks and tabs are text); nothing is sent back', async () => {
    const { id } = await submittedDraft('attack-comment');
    for (const comment of ['Fix the \u0007figures', 'Looks fine \u202Eenilno kcab tnes', 'Escape \u001b[31mred', 'Isolated \u2066text\u2069']) {
      const answer = await app.call(`/api/blogs/${id}/send-back`, { method: 'POST', token: editor, json: { comment } });
      expect({ comment, status: answer.status, details: answer.body.details }).toEqual({ comment, status: 400, details: { comment: 'invalid' } });
    }
    expect(await app.db.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ reviewState: 'SUBMITTED', reviewComment: '' });
    const fine = await app.call(`/api/blogs/${id}/send-back`, { method: 'POST', token: editor, json: { comment: 'Two things:\n\t1. a source\n\t2. الطاقة' } });
    expect(fine.status, fine.text).toBe(200);
    expect(fine.body.data.review.comment).toBe('Two things:\n\t1. a source\n\t2. الطاقة');
  });
});

describe('races that held (kept as tests)', () => {
  it('two publishes of the same changes, a publish racing an edit, the scheduler racing a manual publish: one wins, the other is a 409, one revision each', async () => {
    const twice = await postWithChanges('attack-race-twice');
    const both = await Promise.all(
      [editor, otherEditor].map((token) => app.call(`/api/blogs/${twice.id}/publish-changes`, { method: 'POST', token, json: { version: twice.version } })),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await app.db.postRevision.count({ where: { postId: twice.id, action: 'published' } })).toBe(1);

    const edited = await postWithChanges('attack-race-edit');
    const [published, saved] = await Promise.all([
      app.call(`/api/blogs/${edited.id}/publish-changes`, { method: 'POST', token: editor, json: { version: edited.version } }),
      app.call(`/api/blogs/${edited.id}`, {
        method: 'PUT',
        token: otherEditor,
        json: { ...livePost('attack-race-edit', 'Third title'), version: edited.version },
      }),
    ]);
    expect([published.status, saved.status].sort()).toEqual([200, 409]);
    const row = await app.db.post.findUniqueOrThrow({ where: { id: edited.id } });
    // Whichever won, nothing was half-written: published with no changes left, or the newer changes waiting.
    if (published.status === 200) expect({ title: await titleOf(edited.id), pending: row.pendingChanges }).toEqual({ title: 'Pending title', pending: null });
    else
      expect({ title: await titleOf(edited.id), pending: JSON.parse(row.pendingChanges!).translations.en.title }).toEqual({
        title: 'Published title',
        pending: 'Third title',
      });

    const timed = await postWithChanges('attack-race-scheduler');
    const at = new Date(Date.now() + 60_000);
    const scheduled = await app.call(`/api/blogs/${timed.id}/publish-changes`, {
      method: 'POST',
      token: editor,
      json: { version: timed.version, publishAt: at.toISOString() },
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    const [made, manual] = await Promise.all([
      app.scheduler.runDue(new Date(at.getTime() + 1000)),
      app.call(`/api/blogs/${timed.id}/publish-changes`, { method: 'POST', token: editor, json: { version: scheduled.body.data.version } }),
    ]);
    expect(made + (manual.status === 200 ? 1 : 0)).toBe(1);
    expect(await app.db.postRevision.count({ where: { postId: timed.id, action: 'published' } })).toBe(1);
    expect(await app.db.post.findUniqueOrThrow({ where: { id: timed.id } })).toMatchObject({ pendingChanges: null, changesPublishAt: null });
  });
});

describe('hostile input on the new routes (held: each a 4xx naming the field, never a 500)', () => {
  it('versions, times and comments of the wrong type or size', async () => {
    const { id, version } = await postWithChanges('attack-hostile');
    const draft = await submittedDraft('attack-hostile-draft');
    const cases: [string, unknown, string | null][] = [
      [`/api/blogs/${id}/publish-changes`, { version: String(version) }, 'version'],
      [`/api/blogs/${id}/publish-changes`, { version: -1 }, 'version'],
      [`/api/blogs/${id}/publish-changes`, { version: 2 ** 53 }, 'version'],
      [`/api/blogs/${id}/publish-changes`, { version: 1.5 }, 'version'],
      [`/api/blogs/${id}/publish-changes`, { version, publishAt: 'tomorrow' }, 'publishAt'],
      [`/api/blogs/${id}/publish-changes`, { version, publishAt: '+275760-09-13T00:00:00Z' }, 'publishAt'],
      [`/api/blogs/${id}/publish-changes`, { version, publishAt: 1e15 }, 'publishAt'],
      [`/api/blogs/${id}/discard-changes`, { version: [version] }, 'version'],
      [`/api/blogs/${id}/discard-changes`, [], null],
      [`/api/blogs/${draft.id}/approve`, { version: '1' }, 'version'],
      [`/api/blogs/${draft.id}/send-back`, { comment: { en: 'x' } }, 'comment'],
      [`/api/blogs/${draft.id}/send-back`, { comment: 'x'.repeat(2001) }, 'comment'],
      [`/api/blogs/99999/publish-changes`, { version: 1 }, null],
    ];
    for (const [path, json, field] of cases) {
      const answer = await app.call(path, { method: 'POST', token: editor, json });
      const label = `${path} ${JSON.stringify(json).slice(0, 40)}`;
      expect(answer.status, `${label}: ${answer.text}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, label).toBeLessThan(500);
      if (field) expect(Object.keys(answer.body.details ?? {}), label).toContain(field);
    }
    const huge = await app.call(`/api/blogs/${draft.id}/send-back`, { method: 'POST', token: editor, json: { comment: 'x'.repeat(2 * 1024 * 1024) } });
    expect(huge.status).toBe(413);
    expect(await app.db.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ version, pendingChanges: expect.any(String) });
    expect(await app.db.post.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({ reviewState: 'SUBMITTED', status: 'DRAFT' });
  });
});

describe("the editor a contributor opens on another's work", () => {
  it('is told it may not change it (viewerCanEdit), as every save would be refused: false on a published post or page, true on their own draft', async () => {
    const post = await postWithChanges('attack-can-edit');
    const page = await pageWithChanges('/attack-can-edit');
    const own = await submittedDraft('attack-can-edit-own');
    const query = 'query($ids: [ID!]!) { nodes(ids: $ids) { ... on Post { viewerCanEdit } ... on Page { viewerCanEdit } } }';
    const ids = [globalId('Post', post.id), globalId('Page', page.id), globalId('Post', own.id)];
    expect((await app.graphql(query, { ids }, contributor)).data.nodes).toEqual([{ viewerCanEdit: false }, { viewerCanEdit: false }, { viewerCanEdit: true }]);
    expect((await app.graphql(query, { ids }, editor)).data.nodes).toEqual([{ viewerCanEdit: true }, { viewerCanEdit: true }, { viewerCanEdit: true }]);
    // What a visitor reads of a published post says no.
    expect((await app.graphql('{ post(slug: "attack-can-edit") { viewerCanEdit } }')).data.post).toEqual({ viewerCanEdit: false });
  });
});

describe("a contributor's preview link after their draft is published", () => {
  it('keeps opening while they may edit what it shows (their own live post, its pending changes included), and dies once it is taken off the site', async () => {
    const { id } = await submittedDraft('attack-old-link');
    const link = await app.call(`/api/blogs/${id}/preview-links`, { method: 'POST', token: contributor, json: {} });
    expect(link.status, link.text).toBe(201);
    const token: string = link.body.data.token;
    const opened = await app.request(`/preview/${token}`, { ip: '203.0.113.90' });
    expect({ status: opened.status, text: await opened.text() }).toEqual({ status: 200, text: expect.stringContaining('Draft attack-old-link') });

    const version = (await app.db.post.findUniqueOrThrow({ where: { id } })).version;
    expect((await app.call(`/api/blogs/${id}/approve`, { method: 'POST', token: editor, json: { version } })).status).toBe(200);
    const live = await app.db.post.findUniqueOrThrow({ where: { id } });
    const pending = await app.call(`/api/blogs/${id}`, {
      method: 'PUT',
      token: editor,
      json: { ...livePost('attack-old-link', 'Edited by an editor'), version: live.version },
    });
    expect(pending.status, pending.text).toBe(200);
    // Their own live post: they may edit it, so they read the changes over it, and their link shows them.
    const contributorsView = await app.graphql(
      `query($id: ID!) { node(id: $id) { ... on Post { viewerCanEdit pendingChanges { content } } } }`,
      { id: globalId('Post', id) },
      contributor,
    );
    expect(contributorsView.errors).toBeUndefined();
    expect(contributorsView.data.node.viewerCanEdit).toBe(true);
    expect(contributorsView.data.node.pendingChanges.content).toContain('Edited by an editor');
    expect(await (await app.request(`/preview/${token}`, { ip: '203.0.113.90' })).text()).toContain('Edited by an editor');

    // Taken off the site, it is a draft that was published: a reviewer's, and the link is dead.
    const now = await app.db.post.findUniqueOrThrow({ where: { id } });
    const withdrawn = await app.call(`/api/blogs/${id}`, {
      method: 'PUT',
      token: editor,
      json: { ...livePost('attack-old-link', 'Edited by an editor'), status: 'draft', version: now.version },
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    const missing = await (await app.request('/no-such-page', { ip: '203.0.113.90' })).text();
    const again = await app.request(`/preview/${token}`, { ip: '203.0.113.90' });
    expect({ status: again.status, same: (await again.text()) === missing }).toEqual({ status: 404, same: true });
    // The editors' card no longer lists it as open; an editor's own link shows the draft.
    const listed = await app.graphql(`query($id: ID!) { node(id: $id) { ... on Post { previewLinks { id } } } }`, { id: globalId('Post', id) }, editor);
    expect(listed.data.node.previewLinks).toEqual([]);
    const editorsLink = await app.call(`/api/blogs/${id}/preview-links`, { method: 'POST', token: editor, json: {} });
    expect(await (await app.request(`/preview/${editorsLink.body.data.token}`, { ip: '203.0.113.90' })).text()).toContain('Edited by an editor');
  });
});
