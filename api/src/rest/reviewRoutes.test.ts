import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewMail } from '../services/publishing/reviewMail.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// Review (issue 24, docs/publishing.md#review) through the real handler on SQLite: a contributor
// writes and submits a draft, an editor sends it back with a comment, the contributor resubmits,
// the editor approves and the post is public. What contributors may not do is refused with 403.

let app: TestApp;
let contributor: string;
let otherContributor: string;
let editor: string;
const translations = { en: { title: 'Sovereign inference', excerpt: 'Why', body: 'Some words.' } };

beforeAll(async () => {
  app = createTestApp();
  const [c, o, e] = await Promise.all([
    app.createStaff({ username: 'review-contributor', role: 'CONTRIBUTOR' }),
    app.createStaff({ username: 'review-other', role: 'CONTRIBUTOR' }),
    app.createStaff({ username: 'review-editor', role: 'EDITOR' }),
  ]);
  [contributor, otherContributor, editor] = await Promise.all([
    app.signIn(c.username, c.password),
    app.signIn(o.username, o.password),
    app.signIn(e.username, e.password),
  ]);
});
afterAll(() => app?.cleanup());

async function draft(token: string, slug: string) {
  const made = await app.call('/api/blogs', { method: 'POST', token, json: { slug, status: 'draft', tags: [], translations } });
  expect(made.status, made.text).toBe(201);
  return made.body.data as { id: number; version: number };
}

describe('review of a post', () => {
  it('goes submit, send back with a comment, resubmit, approve: then the post is public and emails were queued', async () => {
    const post = await draft(contributor, 'review-flow');
    const submitted = await app.call(`/api/blogs/${post.id}/submit`, { method: 'POST', token: contributor });
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.body.data.review.state).toBe('submitted');

    const queue = await app.graphql('{ reviewQueue { posts { slug review { state } } } }', {}, editor);
    expect(queue.data.reviewQueue.posts.map((p: { slug: string }) => p.slug)).toContain('review-flow');

    const noComment = await app.call(`/api/blogs/${post.id}/send-back`, { method: 'POST', token: editor, json: { comment: '  ' } });
    expect(noComment.status).toBe(400);
    const back = await app.call(`/api/blogs/${post.id}/send-back`, { method: 'POST', token: editor, json: { comment: 'Add a source for the figures.' } });
    expect(back.status, back.text).toBe(200);
    expect(back.body.data.review).toMatchObject({ state: 'sent_back', comment: 'Add a source for the figures.' });
    const late = await app.call(`/api/blogs/${post.id}/send-back`, { method: 'POST', token: editor, json: { comment: 'Again.' } });
    expect({ status: late.status, message: late.body.message }).toEqual({ status: 409, message: 'This post is not awaiting review' });

    const mine = await app.graphql('{ reviewQueue { posts { slug review { state comment reviewerName } } } }', {}, contributor);
    expect(mine.data.reviewQueue.posts[0]).toMatchObject({ slug: 'review-flow', review: { state: 'SENT_BACK', comment: 'Add a source for the figures.' } });

    const current = await app.db.post.findUniqueOrThrow({ where: { id: post.id } });
    const edited = await app.call(`/api/blogs/${post.id}`, {
      method: 'PUT',
      token: contributor,
      json: { version: current.version, status: 'draft', tags: [], translations },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await app.call(`/api/blogs/${post.id}/submit`, { method: 'POST', token: contributor })).status).toBe(200);

    const stale = await app.call(`/api/blogs/${post.id}/approve`, { method: 'POST', token: editor, json: { version: 1 } });
    expect(stale.status).toBe(409);
    const version = (await app.db.post.findUniqueOrThrow({ where: { id: post.id } })).version;
    const approved = await app.call(`/api/blogs/${post.id}/approve`, { method: 'POST', token: editor, json: { version } });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'published', review: null });
    expect((await app.call('/api/blogs/review-flow')).status).toBe(200);

    const kinds = await app.db.outbox.findMany({ where: { kind: 'review.notice' }, select: { payload: true } });
    expect(kinds.map((row) => JSON.parse(row.payload).event)).toEqual(['submitted', 'sent_back', 'submitted', 'approved']);
  });

  it("refuses contributors what is a reviewer's: publishing, scheduling, approving, deleting, others' drafts", async () => {
    const post = await draft(contributor, 'review-rules');
    const published = await app.call('/api/blogs', { method: 'POST', token: contributor, json: { status: 'published', tags: [], translations } });
    expect(published.status).toBe(403);
    const scheduled = await app.call(`/api/blogs/${post.id}`, {
      method: 'PUT',
      token: contributor,
      json: { version: post.version, status: 'draft', publishedAt: '2030-01-01T09:00:00+04:00', tags: [], translations },
    });
    expect(scheduled.status).toBe(403);
    const publish = await app.graphql(
      'mutation ($input: PublishPostInput!) { publishPost(input: $input) { post { status } } }',
      {
        input: { id: Buffer.from(`Post:${post.id}`).toString('base64'), version: post.version },
      },
      contributor,
    );
    expect(publish.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await app.call(`/api/blogs/${post.id}/submit`, { method: 'POST', token: contributor });
    expect((await app.call(`/api/blogs/${post.id}/approve`, { method: 'POST', token: contributor, json: { version: post.version } })).status).toBe(403);
    expect((await app.call(`/api/blogs/${post.id}/send-back`, { method: 'POST', token: contributor, json: { comment: 'No' } })).status).toBe(403);
    expect((await app.call(`/api/blogs/${post.id}`, { method: 'DELETE', token: contributor })).status).toBe(403);
    // Another contributor neither edits, submits nor previews it.
    expect((await app.call(`/api/blogs/${post.id}/submit`, { method: 'POST', token: otherContributor })).status).toBe(403);
    expect((await app.call(`/api/blogs/${post.id}/preview-links`, { method: 'POST', token: otherContributor, json: {} })).status).toBe(403);
    expect((await app.call(`/api/blogs/${post.id}/preview-links`, { method: 'POST', token: contributor, json: {} })).status).toBe(201);
    // Nor reads the inbox, analytics or tags.
    for (const path of ['/api/contact-messages', '/api/analytics', '/api/tags', '/api/users'])
      expect((await app.call(path, { token: contributor })).status, path).toBe(403);
  });

  it('writes its emails in English and Arabic', () => {
    const mail = reviewMail(
      { event: 'sent_back', kind: 'post', id: 1, actorId: 1, recipientId: 2 },
      { title: 'A post', editPath: '/admin/blog/edit/x' },
      'Mona',
      ['c@example.com'],
      'Add a source.',
      'https://sovra.example',
    );
    expect(mail.text).toContain('Mona sent "A post" back to you.');
    expect(mail.text).toContain('أعاد Mona «A post» إليك.');
    expect(mail.text).toContain('https://sovra.example/admin/blog/edit/x');
  });
});
