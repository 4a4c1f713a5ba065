import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Post } from '../../db/generated/client.ts';
import { limitInWords } from '../../services/limits/rateLimit.ts';
import { likeLimit, likePost, recordView } from '../../services/posts/engagement.ts';
import { createPost, deletePost, publishPost, restoreRevision, unpublishPost, updatePost } from '../../services/posts/write.ts';
import { coverImageMaxLength, maxSlugLength, maxTagLength, maxTags, postTextLimits, seoShown } from '../../../../web/src/api/postRules.ts';
import { languageNamesInEnglish, perLanguage } from '../../../../web/src/i18n/languages.ts';
import { builder } from '../builder.ts';
import { PostRef, PostStatusEnum } from './post.ts';

// Writing posts (staff) and the readers' likes and views. Each payload carries what Relay needs to
// update its store: the changed post (normalised by id), and for a new post an edge to prepend.

const PostTranslationInput = builder.inputType('PostTranslationInput', {
  description: 'A post in one language',
  fields: (t) => ({
    title: t.string({ required: true, description: `At most ${postTextLimits.title} characters` }),
    excerpt: t.string({ description: `At most ${postTextLimits.excerpt} characters` }),
    body: t.string({ description: `Markdown, at most ${postTextLimits.body.toLocaleString('en')} characters` }),
    seoTitle: t.string({ description: `At most ${postTextLimits.seoTitle} characters (search engines show about ${seoShown.seoTitle})` }),
    seoDescription: t.string({ description: `At most ${postTextLimits.seoDescription} characters (search engines show about ${seoShown.seoDescription})` }),
  }),
});

const PostTranslationsInput = builder.inputType('PostTranslationsInput', {
  description: 'The post in each language it is written in (at least one)',
  fields: (t) => ({
    ...perLanguage((language) =>
      t.field({
        type: PostTranslationInput,
        description: `The post in ${languageNamesInEnglish[language]}; left out (or with an empty title and nothing else) it has none`,
      }),
    ),
  }),
});

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

/** The fields of a post as written, shared by create and update. */
const postFields = (t: PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>) => ({
  slug: t.string({
    description: `Lowercase letters and digits joined by hyphens, at most ${maxSlugLength} characters, not a reserved word (admin, blog, rss…) nor digits alone; unique. Left out, a new post gets one made from its English title and an edit keeps the one it has`,
  }),
  status: t.field({
    type: PostStatusEnum,
    required: true,
    description: 'DRAFT keeps it to staff; PUBLISHED makes it public (at publishedAt) and needs a body in one language',
  }),
  publishedAt: t.field({ type: 'DateTime', description: 'When it goes public; a future time schedules it. Now, when published without one' }),
  unpublishAt: t.field({ type: 'DateTime', description: 'When the scheduler takes it off the site (after its publication time); never when left out' }),
  featured: t.boolean({ description: "Shown in the blog's featured section; false when left out" }),
  tags: t.stringList({
    description: `Tags, at most ${maxTags}: each a tag's slug, or a name in English or Arabic (at most ${maxTagLength} characters), matched to an existing tag's name in either language whatever the case; a new name creates a tag named as typed`,
  }),
  coverImage: t.string({
    description: `An https:// address or a path on this site (at most ${coverImageMaxLength.toLocaleString('en')} characters); none when left out`,
  }),
  translations: t.field({ type: PostTranslationsInput, required: true, description: 'The post in each language; a language left out is removed' }),
});

const CreatePostInput = builder.inputType('CreatePostInput', {
  description: 'A new post. A problem is BAD_USER_INPUT with `extensions.details` naming the fields at fault',
  fields: (t) => ({
    ...postFields(t),
    createKey: t.string({ description: 'Made by the client once per new post (a UUID): a retry with it returns the post the first try made' }),
  }),
});

const UpdatePostInput = builder.inputType('UpdatePostInput', {
  description: 'A post as edited, whole: what is left out is saved as empty (no tags, no cover, not featured, the language removed), except the slug',
  fields: (t) => ({
    id: t.globalID({ required: true, for: PostRef, description: "The post's global id" }),
    version: t.int({ required: true, description: 'The version the edit started from (409 when the post changed since)' }),
    ...postFields(t),
  }),
});

const postVersion = "The post's version the change starts from (Post.version): CONFLICT when it was saved since";

const PostVersionInput = builder.inputType('PostVersionInput', {
  description: 'A post as the caller last read it',
  fields: (t) => ({
    id: t.globalID({ required: true, for: PostRef, description: "The post's global id" }),
    version: t.int({ required: true, description: postVersion }),
  }),
});

const PublishPostInput = builder.inputType('PublishPostInput', {
  description: 'A post to publish, and when',
  fields: (t) => ({
    id: t.globalID({ required: true, for: PostRef, description: "The post's global id" }),
    version: t.int({ required: true, description: postVersion }),
    publishedAt: t.field({ type: 'DateTime', description: 'A future time schedules it; now when left out (or the date it had)' }),
  }),
});

const RestoreRevisionInput = builder.inputType('RestorePostRevisionInput', {
  description: 'An earlier version of a post to put back',
  fields: (t) => ({
    id: t.globalID({ required: true, for: PostRef, description: "The post's global id" }),
    revision: t.int({ required: true, description: 'The version to restore (PostRevision.version)' }),
    version: t.int({ required: true, description: "The post's current version" }),
  }),
});

const PostIdInput = builder.inputType('PostIdInput', {
  description: 'A post by its global id',
  fields: (t) => ({ id: t.globalID({ required: true, for: PostRef, description: "The post's global id" }) }),
});

export const PostPayload = builder.objectRef<{ post: Post }>('PostPayload');
PostPayload.implement({
  description: 'The post after the change',
  fields: (t) => ({ post: t.field({ type: PostRef, description: 'The post as it is now', resolve: (payload) => payload.post as never }) }),
});

const PostEdgeShape = builder.objectRef<{ post: Post }>('CreatePostEdge');
PostEdgeShape.implement({
  description: 'The new post as an edge, for Relay to add to a connection',
  fields: (t) => ({
    cursor: t.string({
      description: 'A cursor for the store only: it is not a place in any list the API pages',
      resolve: (edge) => encodeGlobalID('Post', edge.post.id),
    }),
    node: t.field({ type: PostRef, description: 'The new post', resolve: (edge) => edge.post as never }),
  }),
});

const CreatePostPayload = builder.objectRef<{ post: Post }>('CreatePostPayload');
CreatePostPayload.implement({
  description: 'The post created (or, for a retried createKey, the one the first try made)',
  fields: (t) => ({
    post: t.field({ type: PostRef, description: 'The new post', resolve: (payload) => payload.post as never }),
    postEdge: t.field({ type: PostEdgeShape, description: 'The new post as an edge, for a client store to add to a list', resolve: (payload) => payload }),
  }),
});

const DeletePostPayload = builder.objectRef<{ deletedPostId: string }>('DeletePostPayload').implement({
  description: 'What was deleted',
  fields: (t) => ({ deletedPostId: t.exposeID('deletedPostId', { description: 'The global id of the deleted post' }) }),
});

const LikePostPayload = builder.objectRef<{ post: Post; liked: boolean }>('LikePostPayload');
LikePostPayload.implement({
  description: 'The post liked',
  fields: (t) => ({
    post: t.field({ type: PostRef, description: 'The post, with its new likeCount', resolve: (payload) => payload.post as never }),
    liked: t.exposeBoolean('liked', { description: 'False when this visitor had liked the post already' }),
  }),
});

const RecordPostViewPayload = builder.objectRef<{ counted: boolean }>('RecordPostViewPayload').implement({
  description: 'The answer to a counted view',
  fields: (t) => ({ counted: t.exposeBoolean('counted', { description: 'False for a repeat view today, staff and automated clients' }) }),
});

const id = (globalId: { id: string }) => Number(globalId.id);

builder.mutationFields((t) => ({
  createPost: t.field({
    description: 'Writes a new post; its author is the signed-in staff member (staff only)',
    type: CreatePostPayload,
    args: { input: t.arg({ type: CreatePostInput, required: true, description: 'The new post' }) },
    resolve: async (_root, { input: { createKey, ...fields } }, ctx) => ({ post: await createPost(ctx, fields, createKey) }),
  }),
  updatePost: t.field({
    description: 'Saves an edit of a post (staff only); CONFLICT when someone saved it after `version`',
    type: PostPayload,
    args: { input: t.arg({ type: UpdatePostInput, required: true, description: 'The post as edited, and the version the edit started from' }) },
    resolve: async (_root, { input: { id: postId, version, ...fields } }, ctx) => ({ post: await updatePost(ctx, id(postId), fields, version) }),
  }),
  publishPost: t.field({
    description: 'Publishes a post now or at a future time (staff only)',
    type: PostPayload,
    args: { input: t.arg({ type: PublishPostInput, required: true, description: 'Which post, and when' }) },
    resolve: async (_root, { input }, ctx) => ({ post: await publishPost(ctx, id(input.id), input.version, input.publishedAt ?? null) }),
  }),
  unpublishPost: t.field({
    description: 'Takes a post off the site; it becomes a draft (staff only)',
    type: PostPayload,
    args: { input: t.arg({ type: PostVersionInput, required: true, description: 'Which post' }) },
    resolve: async (_root, { input }, ctx) => ({ post: await unpublishPost(ctx, id(input.id), input.version) }),
  }),
  restorePostRevision: t.field({
    description: 'Puts back an earlier version of a post, as a new save (staff only)',
    type: PostPayload,
    args: { input: t.arg({ type: RestoreRevisionInput, required: true, description: 'Which post, and which of its versions' }) },
    resolve: async (_root, { input }, ctx) => ({ post: await restoreRevision(ctx, id(input.id), input.revision, input.version) }),
  }),
  deletePost: t.field({
    description: 'Deletes a post for good, with its history (admins; editors a draft of their own: Post.viewerCanDelete)',
    type: DeletePostPayload,
    args: { input: t.arg({ type: PostIdInput, required: true, description: 'Which post' }) },
    resolve: async (_root, { input }, ctx) => {
      await deletePost(ctx, id(input.id));
      return { deletedPostId: encodeGlobalID('Post', input.id.id) };
    },
  }),
  likePost: t.field({
    description: `Likes a published post (anyone), once per visitor (a signed-in staff member as themselves); RATE_LIMITED (with retryAfterSeconds) over ${limitInWords(likeLimit, 'likes')} from one address`,
    type: LikePostPayload,
    args: { input: t.arg({ type: PostIdInput, required: true, description: 'Which post' }) },
    resolve: (_root, { input }, ctx) => likePost(ctx, id(input.id)),
  }),
  recordPostView: t.field({
    description: "Counts a view of a published post's page (anyone: sent by the article page once it is shown); once per visitor per post per day",
    type: RecordPostViewPayload,
    args: { input: t.arg({ type: PostIdInput, required: true, description: 'Which post' }) },
    resolve: async (_root, { input }, ctx) => ({ counted: await recordView(ctx, id(input.id)) }),
  }),
}));
