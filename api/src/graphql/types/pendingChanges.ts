import type { Page, Post } from '../../db/generated/client.ts';
import { discardPageChanges, publishPageChanges } from '../../services/pages/write.ts';
import { discardPostChanges, publishPostChanges } from '../../services/posts/write.ts';
import { pendingDiff } from '../../services/publishing/pendingDiff.ts';
import { mayEdit } from '../../services/publishing/contributorRules.ts';
import { pageRevisions } from '../../services/pages/write.ts';
import { postRevisions } from '../../services/posts/revisions.ts';
import { builder } from '../builder.ts';
import { diffCost } from '../limits.ts';
import { PageRef } from './page.ts';
import { PagePayload } from './pageMutations.ts';
import { PostRef } from './post.ts';
import { PostPayload } from './postMutations.ts';
import { LocaleEnum } from './scalars.ts';
import { FieldChangeRef } from './translationStatus.ts';

// Pending changes over live content (docs/publishing.md#pending-changes): who may edit a live post
// or page (mayEdit: a contributor their own) reads its pending changes (as a write takes them, and
// their difference from what visitors read); editors and admins publish them (now or at a time),
// and who may edit it discards them. Visitors never see these fields.

interface ChangesShape {
  savedAt: Date | null;
  publishAt: Date | null;
  snapshot: string;
}

const PendingChangesRef = builder.objectRef<ChangesShape>('PendingChanges').implement({
  description: 'Changes saved over a live post or page, not yet published: visitors read the published version until they are',
  fields: (t) => ({
    savedAt: t.field({ type: 'DateTime', nullable: true, description: 'When they were last saved', resolve: (c) => c.savedAt }),
    publishAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the scheduler publishes them; null: not scheduled',
      resolve: (c) => c.publishAt,
    }),
    content: t.string({
      description:
        'The post or page as the changes make it, as JSON in the shape a write takes (a post: slug, featured, coverImage, tags, translations; a page: path, blocks, translations)',
      resolve: (c) => c.snapshot,
    }),
  }),
});

const changesOf = (row: { pendingChanges: string | null; pendingSavedAt: Date | null; changesPublishAt: Date | null }): ChangesShape | null =>
  row.pendingChanges ? { snapshot: row.pendingChanges, savedAt: row.pendingSavedAt, publishAt: row.changesPublishAt } : null;

const editSelect = { id: true, status: true, publishedAt: true } as const;
const pendingSelect = { ...editSelect, pendingChanges: true, pendingSavedAt: true, changesPublishAt: true } as const;
// Contributors select these fields as the editor does on every write: who may not edit the item (another's
// live post) reads none (null, an empty diff), as pending changes are unpublished work.
const pendingDescription =
  'The changes saved over this live item, not yet published; null when none, or for who may not edit it (a contributor reads those of their own items only)';
const unpublishDescription = 'When the scheduler takes it off the site; null: never (staff only)';
const diffDescription =
  'What the pending changes change in the text of one language, field by field (published, then pending, word by word: the diff of the translation status); empty without any, or for who may not edit it';

builder.prismaObjectFields(PostRef, (t) => ({
  pendingChanges: t.field({
    type: PendingChangesRef,
    nullable: true,
    description: pendingDescription,
    authScopes: { writer: true },
    select: pendingSelect,
    resolve: async (row, _args, ctx) => ((await mayEdit(ctx.db, ctx.viewer, { revisions: postRevisions }, row)) ? changesOf(row) : null),
  }),
  unpublishAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: unpublishDescription,
    authScopes: { writer: true },
    select: { unpublishAt: true },
    resolve: (post) => post.unpublishAt,
  }),
  pendingDiff: t.field({
    type: [FieldChangeRef],
    description: diffDescription,
    authScopes: { writer: true },
    extensions: { cost: diffCost },
    args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language compared' }) },
    select: editSelect,
    resolve: async (post, args, ctx) =>
      (await mayEdit(ctx.db, ctx.viewer, { revisions: postRevisions }, post)) ? pendingDiff(ctx.db, 'post', post.id, args.locale) : [],
  }),
}));

builder.prismaObjectFields(PageRef, (t) => ({
  pendingChanges: t.field({
    type: PendingChangesRef,
    nullable: true,
    description: pendingDescription,
    authScopes: { writer: true },
    select: pendingSelect,
    resolve: async (row, _args, ctx) => ((await mayEdit(ctx.db, ctx.viewer, { revisions: pageRevisions }, row)) ? changesOf(row) : null),
  }),
  unpublishAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: unpublishDescription,
    authScopes: { writer: true },
    select: { unpublishAt: true },
    resolve: (page) => page.unpublishAt,
  }),
  pendingDiff: t.field({
    type: [FieldChangeRef],
    description: diffDescription,
    authScopes: { writer: true },
    extensions: { cost: diffCost },
    args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language compared' }) },
    select: editSelect,
    resolve: async (page, args, ctx) =>
      (await mayEdit(ctx.db, ctx.viewer, { revisions: pageRevisions }, page)) ? pendingDiff(ctx.db, 'page', page.id, args.locale) : [],
  }),
}));

const PublishPostChangesInput = builder.inputType('PublishPostChangesInput', {
  description: "A live post's pending changes to publish, and when",
  fields: (t) => ({
    id: t.globalID({ required: true, for: PostRef, description: "The post's global id" }),
    version: t.int({ required: true, description: "The post's version (Post.version): CONFLICT when it was saved since" }),
    publishAt: t.field({ type: 'DateTime', description: 'A future time schedules them; now when left out' }),
  }),
});

const DiscardPostChangesInput = builder.inputType('DiscardPostChangesInput', {
  description: "A live post's pending changes to drop",
  fields: (t) => ({
    id: t.globalID({ required: true, for: PostRef, description: "The post's global id" }),
    version: t.int({ required: true, description: "The post's version (Post.version): CONFLICT when it was saved since" }),
  }),
});

const PublishPageChangesInput = builder.inputType('PublishPageChangesInput', {
  description: "A live page's pending changes to publish, and when",
  fields: (t) => ({
    id: t.globalID({ required: true, for: PageRef, description: "The page's global id" }),
    version: t.int({ required: true, description: "The page's version (Page.version): CONFLICT when it was saved since" }),
    publishAt: t.field({ type: 'DateTime', description: 'A future time schedules them; now when left out' }),
  }),
});

const DiscardPageChangesInput = builder.inputType('DiscardPageChangesInput', {
  description: "A live page's pending changes to drop",
  fields: (t) => ({
    id: t.globalID({ required: true, for: PageRef, description: "The page's global id" }),
    version: t.int({ required: true, description: "The page's version (Page.version): CONFLICT when it was saved since" }),
  }),
});

const id = (globalId: { id: string }) => Number(globalId.id);
const none = 'BAD_USER_INPUT naming pendingChanges when there are none';

builder.mutationFields((t) => ({
  publishPostChanges: t.field({
    authScopes: { staff: true },
    description: `Publishes a live post's pending changes now, or schedules them (staff only); ${none}`,
    type: PostPayload,
    args: { input: t.arg({ type: PublishPostChangesInput, required: true, description: 'Which post, and when' }) },
    resolve: async (_root, { input }, ctx) => ({ post: (await publishPostChanges(ctx, id(input.id), input.version, input.publishAt ?? null)) as Post }),
  }),
  discardPostChanges: t.field({
    authScopes: { writer: true },
    description: `Drops a live post's pending changes: visitors keep the published text (who may edit it: a contributor their own post); ${none}`,
    type: PostPayload,
    args: { input: t.arg({ type: DiscardPostChangesInput, required: true, description: 'Which post' }) },
    resolve: async (_root, { input }, ctx) => ({ post: await discardPostChanges(ctx, id(input.id), input.version) }),
  }),
  publishPageChanges: t.field({
    authScopes: { staff: true },
    description: `Publishes a live page's pending changes now, or schedules them (staff only); ${none}`,
    type: PagePayload,
    args: { input: t.arg({ type: PublishPageChangesInput, required: true, description: 'Which page, and when' }) },
    resolve: async (_root, { input }, ctx) => ({ page: (await publishPageChanges(ctx, id(input.id), input.version, input.publishAt ?? null)) as Page }),
  }),
  discardPageChanges: t.field({
    authScopes: { writer: true },
    description: `Drops a live page's pending changes: visitors keep the published page (who may edit it: a contributor their own page); ${none}`,
    type: PagePayload,
    args: { input: t.arg({ type: DiscardPageChangesInput, required: true, description: 'Which page' }) },
    resolve: async (_root, { input }, ctx) => ({ page: await discardPageChanges(ctx, id(input.id), input.version) }),
  }),
}));
