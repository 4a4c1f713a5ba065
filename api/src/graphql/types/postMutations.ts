import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Post } from '../../db/generated/client.ts';
import { likePost, recordView } from '../../services/posts/engagement.ts';
import { createPost, deletePost, publishPost, restoreRevision, unpublishPost, updatePost } from '../../services/posts/write.ts';
import { builder } from '../builder.ts';
import { PostRef, PostStatusEnum } from './post.ts';

// Writing posts (staff) and the readers' likes and views. Each payload carries what Relay needs to
// update its store: the changed post (normalised by id), and for a new post an edge to prepend.

const PostTranslationInput = builder.inputType('PostTranslationInput', {
  description: 'A post in one language',
  fields: (t) => ({
    title: t.string({ required: true, description: 'At most 200 characters' }),
    excerpt: t.string({ description: 'At most 500 characters' }),
    body: t.string({ description: 'Markdown, at most 100,000 characters' }),
    seoTitle: t.string({ description: 'At most 120 characters (search engines show about 60)' }),
    seoDescription: t.string({ description: 'At most 320 characters (search engines show about 155)' }),
  }),
});

const PostTranslationsInput = builder.inputType('PostTranslationsInput', {
  description: 'The post in each language it is written in (at least one)',
  fields: (t) => ({ en: t.field({ type: PostTranslationInput }), ar: t.field({ type: PostTranslationInput }) }),
});

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

/** The fields of a post as written, shared by create and update. */
const postFields = (t: PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>) => ({
  slug: t.string({ description: 'Made from the English title when left out' }),
  status: t.field({ type: PostStatusEnum, required: true }),
  publishedAt: t.field({ type: 'DateTime', description: 'When it goes public; a future time schedules it. Now, when published without one' }),
  featured: t.boolean(),
  tags: t.stringList({ description: 'Tag slugs; a new slug creates the tag' }),
  coverImage: t.string({ description: 'An https:// address or a path on this site' }),
  translations: t.field({ type: PostTranslationsInput, required: true }),
});

const CreatePostInput = builder.inputType('CreatePostInput', {
  fields: (t) => ({
    ...postFields(t),
    createKey: t.string({ description: 'Made by the client once per new post (a UUID): a retry with it returns the post the first try made' }),
  }),
});

const UpdatePostInput = builder.inputType('UpdatePostInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: PostRef }),
    version: t.int({ required: true, description: 'The version the edit started from (409 when the post changed since)' }),
    ...postFields(t),
  }),
});

const PostVersionInput = builder.inputType('PostVersionInput', {
  fields: (t) => ({ id: t.globalID({ required: true, for: PostRef }), version: t.int({ required: true }) }),
});

const PublishPostInput = builder.inputType('PublishPostInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: PostRef }),
    version: t.int({ required: true }),
    publishedAt: t.field({ type: 'DateTime', description: 'A future time schedules it; now when left out (or the date it had)' }),
  }),
});

const RestoreRevisionInput = builder.inputType('RestorePostRevisionInput', {
  fields: (t) => ({
    id: t.globalID({ required: true, for: PostRef }),
    revision: t.int({ required: true, description: 'The version to restore (PostRevision.version)' }),
    version: t.int({ required: true, description: 'The post\'s current version' }),
  }),
});

const PostIdInput = builder.inputType('PostIdInput', { fields: (t) => ({ id: t.globalID({ required: true, for: PostRef }) }) });

const PostPayload = builder.objectRef<{ post: Post }>('PostPayload');
PostPayload.implement({ fields: (t) => ({ post: t.field({ type: PostRef, resolve: (payload) => payload.post as never }) }) });

const PostEdgeShape = builder.objectRef<{ post: Post }>('CreatePostEdge');
PostEdgeShape.implement({
  description: 'The new post as an edge, for Relay to add to a connection',
  fields: (t) => ({
    cursor: t.string({ resolve: (edge) => encodeGlobalID('Post', edge.post.id) }),
    node: t.field({ type: PostRef, resolve: (edge) => edge.post as never }),
  }),
});

const CreatePostPayload = builder.objectRef<{ post: Post }>('CreatePostPayload');
CreatePostPayload.implement({
  fields: (t) => ({
    post: t.field({ type: PostRef, resolve: (payload) => payload.post as never }),
    postEdge: t.field({ type: PostEdgeShape, resolve: (payload) => payload }),
  }),
});

const DeletePostPayload = builder.objectRef<{ deletedPostId: string }>('DeletePostPayload').implement({
  fields: (t) => ({ deletedPostId: t.exposeID('deletedPostId') }),
});

const LikePostPayload = builder.objectRef<{ post: Post; liked: boolean }>('LikePostPayload');
LikePostPayload.implement({
  fields: (t) => ({
    post: t.field({ type: PostRef, resolve: (payload) => payload.post as never }),
    liked: t.exposeBoolean('liked', { description: 'False when this visitor had liked the post already' }),
  }),
});

const RecordPostViewPayload = builder.objectRef<{ counted: boolean }>('RecordPostViewPayload').implement({
  fields: (t) => ({ counted: t.exposeBoolean('counted', { description: 'False for a repeat view today, staff and automated clients' }) }),
});

const id = (globalId: { id: string }) => Number(globalId.id);

builder.mutationFields((t) => ({
  createPost: t.field({
    description: 'Writes a new post; its author is the signed-in staff member (staff only)',
    type: CreatePostPayload,
    args: { input: t.arg({ type: CreatePostInput, required: true }) },
    resolve: async (_root, { input: { createKey, ...fields } }, ctx) => ({ post: await createPost(ctx, fields, createKey) }),
  }),
  updatePost: t.field({
    description: 'Saves an edit of a post (staff only); 409 CONFLICT when someone saved it after `version`',
    type: PostPayload,
    args: { input: t.arg({ type: UpdatePostInput, required: true }) },
    resolve: async (_root, { input: { id: postId, version, ...fields } }, ctx) => ({ post: await updatePost(ctx, id(postId), fields, version) }),
  }),
  publishPost: t.field({
    description: 'Publishes a post now or at a future time (staff only)',
    type: PostPayload,
    args: { input: t.arg({ type: PublishPostInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ post: await publishPost(ctx, id(input.id), input.version, input.publishedAt ?? null) }),
  }),
  unpublishPost: t.field({
    description: 'Takes a post off the site; it becomes a draft (staff only)',
    type: PostPayload,
    args: { input: t.arg({ type: PostVersionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ post: await unpublishPost(ctx, id(input.id), input.version) }),
  }),
  restorePostRevision: t.field({
    description: 'Puts back an earlier version of a post, as a new save (staff only)',
    type: PostPayload,
    args: { input: t.arg({ type: RestoreRevisionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ post: await restoreRevision(ctx, id(input.id), input.revision, input.version) }),
  }),
  deletePost: t.field({
    description: 'Deletes a post for good, with its history (admins only)',
    type: DeletePostPayload,
    args: { input: t.arg({ type: PostIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await deletePost(ctx, id(input.id));
      return { deletedPostId: encodeGlobalID('Post', input.id.id) };
    },
  }),
  likePost: t.field({
    description: 'Likes a published post, once per visitor',
    type: LikePostPayload,
    args: { input: t.arg({ type: PostIdInput, required: true }) },
    resolve: (_root, { input }, ctx) => likePost(ctx, id(input.id)),
  }),
  recordPostView: t.field({
    description: 'Counts a view of a published post\'s page (sent by the article page once it is shown)',
    type: RecordPostViewPayload,
    args: { input: t.arg({ type: PostIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ counted: await recordView(ctx, id(input.id)) }),
  }),
}));
