import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/testApp.ts';

// What an outside attack found in the reads one list makes for all its rows (services/batch.ts),
// kept as tests: a batch past SQLite's 999 values in one statement failed every row, and the
// revisions' facts are batched per database client, so concurrent requests shared that failure.

let app: TestApp;
let admin = '';
let editor = '';
const posts = 50;
const revisions = 50;

beforeAll(async () => {
  app = createTestApp();
  const staff = await app.createStaff({ username: 'batches-admin', role: 'ADMIN' });
  admin = await app.signIn(staff.username, staff.password);
  const other = await app.createStaff({ username: 'batches-editor', role: 'EDITOR' });
  editor = await app.signIn(other.username, other.password);
  await app.db.post.createMany({ data: Array.from({ length: posts }, (_, i) => ({ slug: `batched-${i}`, status: 'DRAFT' as const, authorId: staff.id })) });
  const ids = (await app.db.post.findMany({ where: { slug: { startsWith: 'batched-' } }, select: { id: true } })).map((post) => post.id);
  await app.db.postTranslation.createMany({ data: ids.map((postId, i) => ({ postId, locale: 'en', title: `Batched ${i}`, body: 'Words.' })) });
  await app.db.postRevision.createMany({
    data: ids.flatMap((postId) =>
      Array.from({ length: revisions }, (_, v) => ({ postId, version: v + 1, action: 'updated', editorId: staff.id, snapshot: '{}' })),
    ),
  });
}, 120_000);
afterAll(() => app.cleanup());

const versions = (from: number) => Array.from({ length: 10 }, (_, k) => `v${k}: revision(version: ${from + k}) { version }`).join(' ');

describe('a list read for all its rows at once', () => {
  it('answers 50 posts × 10 versions asked in one request (1,000 values)', async () => {
    const answer = await app.graphql(`{ adminPosts(first: 100) { edges { node { id ${versions(1)} } } } }`, {}, editor);
    expect(answer.errors).toBeUndefined();
    const nodes = answer.data.adminPosts.edges.map((edge: { node: Record<string, { version: number } | null> }) => edge.node);
    expect(nodes.length).toBeGreaterThanOrEqual(posts);
    for (const node of nodes.filter((node: { v0: unknown }) => node.v0)) expect([node.v0!.version, node.v9!.version]).toEqual([1, 10]);
  });

  it('answers 30 posts × their 50 latest revisions (1,500 revisions read by id)', async () => {
    const answer = await app.graphql(`{ adminPosts(first: 30) { edges { node { id revisions(first: ${revisions}) { version } } } } }`, {}, admin);
    expect(answer.errors).toBeUndefined();
    for (const { node } of answer.data.adminPosts.edges as { node: { revisions: { version: number }[] } }[]) {
      if (!node.revisions.length) continue;
      expect(node.revisions.map((revision) => revision.version)).toEqual(Array.from({ length: revisions }, (_, i) => revisions - i));
    }
  });

  it('keeps one request’s answer whole while 40 others ask a batch each of the same database client', async () => {
    const innocent = '{ adminPosts(first: 20) { edges { node { id viewerCanEdit revision(version: 1) { version } } } } }';
    const alone = await app.graphql(innocent, {}, admin);
    expect(alone.errors).toBeUndefined();
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) => app.graphql(`{ adminPosts(first: 20) { edges { node { id ${versions(1000 + i * 10)} } } } }`, {}, editor)),
      app.graphql(innocent, {}, admin),
    ]);
    expect(answers.filter((answer) => answer.errors)).toEqual([]);
    expect(answers[answers.length - 1].data).toEqual(alone.data);
  }, 60_000);
});
