import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeReviewNotice, reviewMail } from '../services/publishing/reviewMail.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// Changes to a contributor's own live post or page, reviewed (issue 24, docs/publishing.md#review),
// through the real handler on SQLite: the contributor's save waits as pending changes, visitors keep
// the published version; they submit the changes, an editor sends them back, they resubmit, the
// editor approves and visitors read the new text. What is a reviewer's stays refused (403), at both
// doors.

let app: TestApp;
let contributor: string;
let otherContributor: string;
let editor: string;
let contributorId: number;
let editorId: number;

beforeAll(async () => {
  app = createTestApp();
  const [c, o, e] = await Promise.all([
    app.createStaff({ username: 'changes-contributor', role: 'CONTRIBUTOR' }),
    app.createStaff({ username: 'changes-other', role: 'CONTRIBUTOR' }),
    app.createStaff({ username: 'changes-editor', role: 'EDITOR' }),
  ]);
  contributorId = c.id;
  editorId = e.id;
  [contributor, otherContributor, editor] = await Promise.all([
    app.signIn(c.username, c.password),
    app.signIn(o.username, o.password),
    app.signIn(e.username, e.password),
  ]);
});
afterAll(() => app?.cleanup());

const globalId = (type: 'Post' | 'Page', id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const texts = (title: string) => ({ en: { title, excerpt: 'Why', body: `The words of ${title}.` } });
const postInput = (slug: string, title: string, status = 'published') => ({ slug, status, tags: [], translations: texts(title) });
const versionOf = async (id: number) => (await app.db.post.findUniqueOrThrow({ where: { id } })).version;

/** A post the contributor (`token`) wrote, submitted and the editor approved: live, theirs. */
async function ownLivePost(slug: string, token = contributor) {
  const made = await app.call('/api/blogs', { method: 'POST', token, json: postInput(slug, 'Published title', 'draft') });
  expect(made.status, made.text).toBe(201);
  const id = made.body.data.id as number;
  expect((await app.call(`/api/blogs/${id}/submit`, { method: 'POST', token })).status).toBe(200);
  const approved = await app.call(`/api/blogs/${id}/approve`, { method: 'POST', token: editor, json: { version: await versionOf(id) } });
  expect(approved.status, approved.text).toBe(200);
  return id;
}

/** The contributor's save of their live post: pending changes. */
async function saveChanges(id: number, slug: string, title: string, token = contributor, more: Record<string, unknown> = {}) {
  return app.call(`/api/blogs/${id}`, { method: 'PUT', token, json: { ...postInput(slug, title), ...more, version: await versionOf(id) } });
}

const visitorTitle = async (slug: string) => (await app.call(`/api/blogs/${slug}`)).body.data?.title as string | undefined;

const notices = async (id: number, kind = 'post') =>
  (await app.db.outbox.findMany({ where: { kind: 'review.notice' }, orderBy: { id: 'asc' }, select: { payload: true } }))
    .map((row) => JSON.parse(row.payload) as { event: string; kind: string; id: number; changes?: boolean; recipientId?: number; actorId?: number })
    .filter((notice) => notice.id === id && notice.kind === kind);

/** The email the outbox sends for a notice, as its worker builds it. */
const mailOf = (notice: unknown) => composeReviewNotice({ siteUrl: 'https://sovra.example' })(app.db, notice);

describe("a contributor's changes to their own live post", () => {
  it('wait unpublished, are submitted, sent back, resubmitted and approved: visitors read them only then, and each step is emailed', async () => {
    const id = await ownLivePost('changes-flow');
    const saved = await saveChanges(id, 'changes-flow', 'Pending title');
    expect(saved.status, saved.text).toBe(200);
    expect(await visitorTitle('changes-flow')).toBe('Published title');

    // They read their changes and the difference (GraphQL), as an editor does.
    const read = await app.graphql(
      'query($id: ID!) { node(id: $id) { ... on Post { viewerCanEdit pendingChanges { content } pendingDiff(locale: en) { field } } } }',
      { id: globalId('Post', id) },
      contributor,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.node.viewerCanEdit).toBe(true);
    expect(read.data.node.pendingChanges.content).toContain('Pending title');
    expect(read.data.node.pendingDiff.map((change: { field: string }) => change.field)).toContain('title');

    const submitted = await app.call(`/api/blogs/${id}/submit`, { method: 'POST', token: contributor });
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 'published', review: { state: 'submitted' } });

    // The reviewers' queue lists it, as changes to a published post.
    const queue = await app.graphql('{ reviewQueue { posts { slug status review { state submittedByName } } } }', {}, editor);
    expect(queue.data.reviewQueue.posts).toContainEqual({
      slug: 'changes-flow',
      status: 'PUBLISHED',
      review: { state: 'SUBMITTED', submittedByName: expect.any(String) },
    });

    const back = await app.call(`/api/blogs/${id}/send-back`, { method: 'POST', token: editor, json: { comment: 'Say which region.' } });
    expect(back.status, back.text).toBe(200);
    // A second reviewer's step on them now is a 409 that speaks of changes, not of a draft.
    const late = await app.call(`/api/blogs/${id}/approve`, { method: 'POST', token: editor, json: { version: await versionOf(id) } });
    expect({ status: late.status, message: late.body.message, details: late.body.details }).toEqual({
      status: 409,
      message: 'These changes to the post no longer await review',
      details: { reviewState: 'SENT_BACK' },
    });
    const mine = await app.graphql('{ reviewQueue { posts { slug status review { state comment } } } }', {}, contributor);
    expect(mine.data.reviewQueue.posts).toContainEqual({
      slug: 'changes-flow',
      status: 'PUBLISHED',
      review: { state: 'SENT_BACK', comment: 'Say which region.' },
    });

    expect((await saveChanges(id, 'changes-flow', 'Pending title, in the UAE')).status).toBe(200);
    const resubmitted = await app.graphql(
      'mutation($id: ID!) { submitForReview(input: { subjectId: $id }) { post { review { state } } } }',
      { id: globalId('Post', id) },
      contributor,
    );
    expect(resubmitted.errors).toBeUndefined();
    expect(resubmitted.data.submitForReview.post.review.state).toBe('SUBMITTED');
    expect(await visitorTitle('changes-flow')).toBe('Published title');

    // An approval from a version an editor's save has overtaken is a 409, and nothing goes out.
    const readVersion = await versionOf(id);
    expect((await saveChanges(id, 'changes-flow', 'Pending title, in the UAE (edited)', editor)).status).toBe(200);
    const stale = await app.call(`/api/blogs/${id}/approve`, { method: 'POST', token: editor, json: { version: readVersion } });
    expect(stale.status).toBe(409);
    expect(await visitorTitle('changes-flow')).toBe('Published title');

    const approved = await app.call(`/api/blogs/${id}/approve`, { method: 'POST', token: editor, json: { version: await versionOf(id) } });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'published', review: null });
    expect(await visitorTitle('changes-flow')).toBe('Pending title, in the UAE (edited)');
    expect(await app.db.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ pendingChanges: null, reviewState: null });
    const revisions = await app.db.postRevision.findMany({ where: { postId: id }, orderBy: { id: 'asc' } });
    expect(revisions.at(-1)?.action).toBe('published');
    expect(await app.db.auditEvent.count({ where: { action: 'post.approved', target: `post:${id}` } })).toBe(2);

    expect((await notices(id)).map(({ event, changes }) => [event, Boolean(changes)])).toEqual([
      ['submitted', false],
      ['approved', false],
      ['submitted', true],
      ['sent_back', true],
      ['submitted', true],
      ['approved', true],
    ]);
    expect((await app.graphql('{ reviewQueue { posts { slug } } }', {}, editor)).data.reviewQueue.posts).not.toContainEqual({ slug: 'changes-flow' });
  });

  it("refuses what is a reviewer's: publishing or scheduling the changes, an unpublish time, taking it off the site, another's post", async () => {
    const id = await ownLivePost('changes-rules');
    expect((await saveChanges(id, 'changes-rules', 'Pending')).status).toBe(200);
    const version = await versionOf(id);
    for (const json of [{ version }, { version, publishAt: '2031-01-01T09:00:00+04:00' }]) {
      const answer = await app.call(`/api/blogs/${id}/publish-changes`, { method: 'POST', token: contributor, json });
      expect({ status: answer.status, error: answer.body.error }).toEqual({ status: 403, error: 'FORBIDDEN' });
    }
    const graph = await app.graphql(
      'mutation($id: ID!, $v: Int!) { publishPostChanges(input: { id: $id, version: $v, publishAt: "2031-01-01T09:00:00+04:00" }) { post { id } } }',
      { id: globalId('Post', id), v: version },
      contributor,
    );
    expect(graph.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    // A save giving it an unpublish time, or taking it off the site (draft, archived), is refused whole.
    for (const more of [{ unpublishAt: '2031-01-01T09:00:00+04:00' }, { status: 'draft' }, { status: 'archived' }]) {
      const answer = await saveChanges(id, 'changes-rules', 'Pending again', contributor, more);
      expect({ more, status: answer.status, error: answer.body.error }).toEqual({ more, status: 403, error: 'FORBIDDEN' });
    }
    expect(await app.db.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ version, status: 'PUBLISHED', unpublishAt: null });
    expect(await visitorTitle('changes-rules')).toBe('Published title');

    // Another contributor neither edits, reads, submits nor discards them.
    expect((await saveChanges(id, 'changes-rules', 'Not mine', otherContributor)).status).toBe(403);
    const theirs = await app.graphql(
      'query($id: ID!) { node(id: $id) { ... on Post { viewerCanEdit pendingChanges { content } } } }',
      { id: globalId('Post', id) },
      otherContributor,
    );
    expect(theirs.data.node).toEqual({ viewerCanEdit: false, pendingChanges: null });
    expect((await app.call(`/api/blogs/${id}/submit`, { method: 'POST', token: otherContributor })).status).toBe(403);
    expect((await app.call(`/api/blogs/${id}/discard-changes`, { method: 'POST', token: otherContributor, json: { version } })).status).toBe(403);
    // Nor an editor's live post, for the contributor.
    const editors = await app.call('/api/blogs', { method: 'POST', token: editor, json: postInput('changes-editors', 'An editor’s post') });
    expect(editors.status, editors.text).toBe(201);
    expect((await saveChanges(editors.body.data.id, 'changes-editors', 'Mine now?')).status).toBe(403);
  });

  it('another contributor reads nothing of the review of changes to a live post: not its state, comment or who is in it', async () => {
    const id = await ownLivePost('changes-review-private');
    expect((await saveChanges(id, 'changes-review-private', 'Pending, private')).status).toBe(200);
    expect((await app.call(`/api/blogs/${id}/submit`, { method: 'POST', token: contributor })).status).toBe(200);
    const back = await app.call(`/api/blogs/${id}/send-back`, { method: 'POST', token: editor, json: { comment: 'Legal says no: not yet announced.' } });
    expect(back.status, back.text).toBe(200);
    const query = 'query($id: ID!) { node(id: $id) { ... on Post { review { state comment submittedByName reviewerName } } } }';
    const theirs = await app.graphql(query, { id: globalId('Post', id) }, otherContributor);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data.node).toEqual({ review: null });
    // The submitter and the reviewers still read it.
    for (const token of [contributor, editor]) {
      const mine = await app.graphql(query, { id: globalId('Post', id) }, token);
      expect(mine.data.node.review).toMatchObject({ state: 'SENT_BACK', comment: 'Legal says no: not yet announced.' });
    }
  });

  it('a live post without pending changes has nothing to submit (409 naming pendingChanges)', async () => {
    const id = await ownLivePost('changes-none');
    const answer = await app.call(`/api/blogs/${id}/submit`, { method: 'POST', token: contributor });
    expect({ status: answer.status, details: answer.body.details }).toEqual({ status: 409, details: { pendingChanges: 'none' } });
    expect(answer.body.message).toContain('no pending changes');
  });

  it('a contributor saving changes an editor scheduled drops the schedule: their text goes out only once reviewed', async () => {
    const id = await ownLivePost('changes-schedule');
    expect((await saveChanges(id, 'changes-schedule', 'Editor text', editor)).status).toBe(200);
    const scheduled = await app.call(`/api/blogs/${id}/publish-changes`, {
      method: 'POST',
      token: editor,
      json: { version: await versionOf(id), publishAt: '2031-01-01T09:00:00+04:00' },
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect((await saveChanges(id, 'changes-schedule', 'Contributor text')).status).toBe(200);
    expect(await app.db.post.findUniqueOrThrow({ where: { id } })).toMatchObject({
      changesPublishAt: null,
      pendingChanges: expect.stringContaining('Contributor text'),
    });
  });

  it('discarding the changes ends their review: the contributor may drop their own; an editor dropping or publishing them tells the submitter', async () => {
    // Their own discard: nothing live moves, the review ends, no one is emailed.
    const own = await ownLivePost('changes-discard-own');
    expect((await saveChanges(own, 'changes-discard-own', 'Second thoughts')).status).toBe(200);
    expect((await app.call(`/api/blogs/${own}/submit`, { method: 'POST', token: contributor })).status).toBe(200);
    const dropped = await app.call(`/api/blogs/${own}/discard-changes`, { method: 'POST', token: contributor, json: { version: await versionOf(own) } });
    expect(dropped.status, dropped.text).toBe(200);
    expect(await app.db.post.findUniqueOrThrow({ where: { id: own } })).toMatchObject({ pendingChanges: null, reviewState: null, status: 'PUBLISHED' });
    expect((await notices(own)).map((notice) => notice.event)).toEqual(['submitted', 'approved', 'submitted']);

    // An editor's discard of submitted changes: the contributor hears of it.
    const discarded = await ownLivePost('changes-discard-editor');
    expect((await saveChanges(discarded, 'changes-discard-editor', 'Rejected')).status).toBe(200);
    expect((await app.call(`/api/blogs/${discarded}/submit`, { method: 'POST', token: contributor })).status).toBe(200);
    const gone = await app.call(`/api/blogs/${discarded}/discard-changes`, { method: 'POST', token: editor, json: { version: await versionOf(discarded) } });
    expect(gone.status, gone.text).toBe(200);
    expect(await app.db.post.findUniqueOrThrow({ where: { id: discarded } })).toMatchObject({ reviewState: null, pendingChanges: null });
    expect((await notices(discarded)).at(-1)).toMatchObject({ event: 'discarded', changes: true, recipientId: contributorId });
    expect((await app.graphql('{ reviewQueue { posts { slug } } }', {}, editor)).data.reviewQueue.posts).not.toContainEqual({ slug: 'changes-discard-editor' });

    // An editor publishing them directly: approved, as far as the submitter is concerned.
    const direct = await ownLivePost('changes-direct');
    expect((await saveChanges(direct, 'changes-direct', 'Published directly')).status).toBe(200);
    expect((await app.call(`/api/blogs/${direct}/submit`, { method: 'POST', token: contributor })).status).toBe(200);
    const out = await app.call(`/api/blogs/${direct}/publish-changes`, { method: 'POST', token: editor, json: { version: await versionOf(direct) } });
    expect(out.status, out.text).toBe(200);
    expect(await visitorTitle('changes-direct')).toBe('Published directly');
    expect(await app.db.post.findUniqueOrThrow({ where: { id: direct } })).toMatchObject({ reviewState: null });
    expect((await notices(direct)).at(-1)).toMatchObject({ event: 'approved', changes: true, recipientId: contributorId });
  });
});

describe('the emails of a review of changes, sent late', () => {
  it('a send-back still waiting in the outbox says the comment it was sent with, not the one the item has by then', async () => {
    const id = await ownLivePost('changes-mail-late');
    expect((await saveChanges(id, 'changes-mail-late', 'First go')).status).toBe(200);
    expect((await app.call(`/api/blogs/${id}/submit`, { method: 'POST', token: contributor })).status).toBe(200);
    expect((await app.call(`/api/blogs/${id}/send-back`, { method: 'POST', token: editor, json: { comment: 'Name the region.' } })).status).toBe(200);
    expect((await app.call(`/api/blogs/${id}/submit`, { method: 'POST', token: contributor })).status).toBe(200);
    expect((await app.call(`/api/blogs/${id}/send-back`, { method: 'POST', token: editor, json: { comment: 'اذكر المصدر.' } })).status).toBe(200);
    expect((await app.call(`/api/blogs/${id}/submit`, { method: 'POST', token: contributor })).status).toBe(200);
    expect((await app.call(`/api/blogs/${id}/approve`, { method: 'POST', token: editor, json: { version: await versionOf(id) } })).status).toBe(200);

    // The mail provider was down meanwhile: each send-back is composed only now, the review over.
    const compose = composeReviewNotice({});
    const sentBack = (await notices(id)).filter((notice) => notice.event === 'sent_back');
    const texts = await Promise.all(sentBack.map(async (notice) => (await compose(app.db, notice))?.text ?? ''));
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('Comment:\nName the region.');
    expect(texts[0]).not.toContain('اذكر المصدر.');
    expect(texts[1]).toContain('Comment:\nاذكر المصدر.');
  });
});

describe('a review the scheduler ends', () => {
  it('changes under review an editor scheduled are published at their time: the review ends and the submitter gets the approval email', async () => {
    const id = await ownLivePost('changes-scheduled-review');
    expect((await saveChanges(id, 'changes-scheduled-review', 'Out at nine')).status).toBe(200);
    expect((await app.call(`/api/blogs/${id}/submit`, { method: 'POST', token: contributor })).status).toBe(200);
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await app.call(`/api/blogs/${id}/publish-changes`, {
      method: 'POST',
      token: editor,
      json: { version: await versionOf(id), publishAt: at.toISOString() },
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    // Scheduled, the changes still await review: nothing is said until they go out.
    expect(await app.db.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ reviewState: 'SUBMITTED', changesPublishAt: at });
    const before = (await notices(id)).length;

    expect(await app.scheduler.runDue(new Date(at.getTime() - 1000))).toBe(0);
    expect(await visitorTitle('changes-scheduled-review')).toBe('Published title');
    expect(await app.scheduler.runDue(at)).toBe(1);
    expect(await visitorTitle('changes-scheduled-review')).toBe('Out at nine');
    expect(await app.db.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ pendingChanges: null, reviewState: null });
    expect((await app.graphql('{ reviewQueue { posts { slug } } }', {}, editor)).data.reviewQueue.posts).not.toContainEqual({
      slug: 'changes-scheduled-review',
    });
    const mine = await app.graphql('{ reviewQueue { posts { slug } } }', {}, contributor);
    expect(mine.data.reviewQueue.posts).not.toContainEqual({ slug: 'changes-scheduled-review' });

    // One email, the approval's, in the name of the editor who set the time.
    const told = (await notices(id)).slice(before);
    expect(told).toEqual([{ event: 'approved', kind: 'post', id, actorId: editorId, recipientId: contributorId, changes: true }]);
    const mail = await mailOf(told[0]);
    expect(mail?.to).toEqual(['changes-contributor@example.com']);
    expect(mail?.subject).toBe('[Sovra] Changes approved and published / تمت الموافقة على التغييرات ونشرها: Out at nine');
    expect(mail?.text).toContain('changes-editor approved and published your changes to "Out at nine".');
    expect(mail?.text).toContain('وافق changes-editor على تغييراتك على «Out at nine» ونشرها.');
    expect(mail?.text.indexOf('changes-editor approved')).toBeLessThan(mail!.text.indexOf('وافق changes-editor'));
    // A second tick finds nothing to do, and tells no one again.
    expect(await app.scheduler.runDue(new Date(at.getTime() + 60_000))).toBe(0);
    expect((await notices(id)).slice(before)).toHaveLength(1);
  });

  it('changes to a page go the same way; an editor who scheduled them and is gone since leaves the email without a name', async () => {
    const made = await app.call('/api/pages', {
      method: 'POST',
      token: contributor,
      json: { path: '/changes-scheduled', status: 'draft', translations: { en: { title: 'Scheduled page' } }, blocks: [] },
    });
    expect(made.status, made.text).toBe(201);
    const id = made.body.data.id as number;
    const pageVersion = async () => (await app.db.page.findUniqueOrThrow({ where: { id } })).version;
    expect((await app.call(`/api/pages/${id}/submit`, { method: 'POST', token: contributor })).status).toBe(200);
    expect((await app.call(`/api/pages/${id}/approve`, { method: 'POST', token: editor, json: { version: await pageVersion() } })).status).toBe(200);
    const changed = await app.call(`/api/pages/${id}`, {
      method: 'PUT',
      token: contributor,
      json: {
        path: '/changes-scheduled',
        status: 'published',
        translations: { en: { title: 'Scheduled page, revised' } },
        blocks: [],
        version: await pageVersion(),
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await app.call(`/api/pages/${id}/submit`, { method: 'POST', token: contributor })).status).toBe(200);

    const leaving = await app.createStaff({ username: 'changes-leaving-editor', role: 'EDITOR' });
    const leavingToken = await app.signIn(leaving.username, leaving.password);
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await app.call(`/api/pages/${id}/publish-changes`, {
      method: 'POST',
      token: leavingToken,
      json: { version: await pageVersion(), publishAt: at.toISOString() },
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    await app.db.user.delete({ where: { id: leaving.id } });

    expect(await app.scheduler.runDue(at)).toBe(1);
    expect(await app.db.page.findUniqueOrThrow({ where: { id } })).toMatchObject({ pendingChanges: null, reviewState: null });
    const last = (await notices(id, 'page')).at(-1);
    expect(last).toEqual({ event: 'approved', kind: 'page', id, recipientId: contributorId, changes: true });
    const mail = await mailOf(last);
    expect(mail?.text).toContain('Someone approved and published your changes to "Scheduled page, revised".');
    expect(mail?.text).toContain('وافق أحدهم على تغييراتك على «Scheduled page, revised» ونشرها.');
  });

  it('a submitted draft an editor schedules ends its review then, with the approval email: it goes public by time alone', async () => {
    const made = await app.call('/api/blogs', { method: 'POST', token: contributor, json: postInput('draft-scheduled-review', 'A draft for later', 'draft') });
    expect(made.status, made.text).toBe(201);
    const id = made.body.data.id as number;
    expect((await app.call(`/api/blogs/${id}/submit`, { method: 'POST', token: contributor })).status).toBe(200);
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await app.call(`/api/blogs/${id}`, {
      method: 'PUT',
      token: editor,
      json: { ...postInput('draft-scheduled-review', 'A draft for later'), publishedAt: at.toISOString(), version: await versionOf(id) },
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(await app.db.post.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'PUBLISHED', reviewState: null });
    expect((await notices(id)).at(-1)).toMatchObject({ event: 'approved', changes: false, actorId: editorId, recipientId: contributorId });
    expect(await visitorTitle('draft-scheduled-review')).toBeUndefined();
    expect(await app.scheduler.runDue(at)).toBe(0);
    expect((await notices(id)).map((notice) => notice.event)).toEqual(['submitted', 'approved']);
  });
});

describe("a contributor's changes to their own live page", () => {
  const blocks = (title: string) => [
    { type: 'callToAction', id: 'cta', title: { en: title, ar: 'تحدث' }, action: { label: { en: 'Book', ar: 'احجز' }, link: { kind: 'booking' } } },
  ];
  const page = (title: string, status: string) => ({
    path: '/changes-page',
    status,
    translations: { en: { title: 'Our page' }, ar: { title: 'صفحتنا' } },
    blocks: blocks(title),
  });
  const pageVersion = async (id: number) => (await app.db.page.findUniqueOrThrow({ where: { id } })).version;

  it('go through the same review over GraphQL: saved as changes, submitted, approved, then on the page', async () => {
    const made = await app.call('/api/pages', { method: 'POST', token: contributor, json: page('Talk to us', 'draft') });
    expect(made.status, made.text).toBe(201);
    const id = made.body.data.id as number;
    expect((await app.call(`/api/pages/${id}/submit`, { method: 'POST', token: contributor })).status).toBe(200);
    expect((await app.call(`/api/pages/${id}/approve`, { method: 'POST', token: editor, json: { version: await pageVersion(id) } })).status).toBe(200);

    const update = await app.graphql(
      `mutation($input: UpdatePageInput!) { updatePage(input: $input) { page { status version pendingChanges { content } } } }`,
      { input: { id: globalId('Page', id), version: await pageVersion(id), ...page('Talk to our team', 'PUBLISHED') } },
      contributor,
    );
    expect(update.errors).toBeUndefined();
    expect(update.data.updatePage.page).toMatchObject({ status: 'PUBLISHED', pendingChanges: { content: expect.stringContaining('Talk to our team') } });
    expect((await app.db.page.findUniqueOrThrow({ where: { id } })).blocks).not.toContain('Talk to our team');
    // The difference names the changed block by its place, as the editor shows it (not as removed).
    const diff = await app.graphql(
      'query($id: ID!) { node(id: $id) { ... on Page { pendingDiff(locale: en) { field blockType changes { kind text } } } } }',
      { id: globalId('Page', id) },
      contributor,
    );
    expect(diff.data.node.pendingDiff).toEqual([
      { field: 'blocks.0.title', blockType: 'callToAction', changes: expect.arrayContaining([{ kind: 'ADDED', text: expect.stringContaining('our team') }]) },
    ]);

    const publish = await app.graphql(
      'mutation($id: ID!, $v: Int!) { publishPageChanges(input: { id: $id, version: $v }) { page { id } } }',
      { id: globalId('Page', id), v: await pageVersion(id) },
      contributor,
    );
    expect(publish.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);

    const submit = await app.graphql(
      'mutation($id: ID!) { submitForReview(input: { subjectId: $id }) { page { review { state } } } }',
      { id: globalId('Page', id) },
      contributor,
    );
    expect(submit.data.submitForReview.page.review.state).toBe('SUBMITTED');
    const queue = await app.graphql('{ reviewQueue { pages { path status } } }', {}, editor);
    expect(queue.data.reviewQueue.pages).toContainEqual({ path: '/changes-page', status: 'PUBLISHED' });
    const approve = await app.graphql(
      'mutation($id: ID!, $v: Int!) { approve(input: { subjectId: $id, version: $v }) { page { status review { state } pendingChanges { content } } } }',
      { id: globalId('Page', id), v: await pageVersion(id) },
      editor,
    );
    expect(approve.errors).toBeUndefined();
    expect(approve.data.approve.page).toEqual({ status: 'PUBLISHED', review: null, pendingChanges: null });
    expect((await app.db.page.findUniqueOrThrow({ where: { id } })).blocks).toContain('Talk to our team');
    expect((await notices(id, 'page')).filter((notice) => notice.changes).map((notice) => notice.event)).toEqual(['submitted', 'approved']);
  });
});

describe('the emails of a review of changes', () => {
  it('say they are changes to a live item, in English then Arabic', () => {
    const mail = reviewMail(
      { event: 'submitted', kind: 'post', id: 1, actorId: 1, changes: true },
      { title: 'A post', editPath: '/admin/blog/edit/x' },
      'Omar',
      ['e@example.com'],
      '',
    );
    expect(mail.subject).toContain('Changes for review / تغييرات للمراجعة');
    expect(mail.text).toContain('Omar submitted changes to the live "A post" for review.');
    expect(mail.text).toContain('أرسل Omar تغييرات على «A post» المنشور للمراجعة.');
    expect(mail.text.indexOf('Omar submitted')).toBeLessThan(mail.text.indexOf('أرسل Omar'));
    const discarded = reviewMail(
      { event: 'discarded', kind: 'page', id: 1, actorId: 1, recipientId: 2, changes: true },
      { title: 'A page', editPath: '/x' },
      'Mona',
      ['c@example.com'],
      '',
    );
    expect(discarded.text).toContain('Mona discarded your pending changes to "A page"');
    expect(discarded.text).toContain('تجاهل Mona تغييراتك المعلّقة على «A page»');
  });
});
