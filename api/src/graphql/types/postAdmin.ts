import { visiblePostWhere } from '../../services/posts/visibility.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { latestFirst } from '../../db/keyset.ts';
import { apiError } from '../../errors.ts';
import { renderMarkdown } from '../../services/markdown.ts';
import { imagesIn } from '../../services/media/images.ts';
import { postAnalytics } from '../../services/posts/engagement.ts';
import { limits } from '../../services/posts/input.ts';
import { postRevisions, type PostSnapshot } from '../../services/posts/revisions.ts';
import { findRevision, listRevisions } from '../../services/publishing/versioned.ts';
import { staffSearchPostIds } from '../../services/posts/staffSearch.ts';
import { searchTerm } from '../../services/search.ts';
import { builder } from '../builder.ts';
import { resolvePrismaConnection } from '../connections.ts';
import { PostConnection, PostRef, PostStatusEnum } from './post.ts';
import { LocaleEnum } from './scalars.ts';
import type { Language } from '../../../../web/src/i18n/languages.ts';
import { UserRef } from './user.ts';
import { TranslationFilterEnum, translationWhere } from './translationStatus.ts';

// What staff read about posts: every post whatever its state, a post's history, its numbers, and
// the editor's preview.

const RevisionTranslationRef = builder.objectRef<{ locale: Language; title: string; excerpt: string; body: string; seoTitle: string; seoDescription: string }>(
  'PostRevisionTranslation',
);
RevisionTranslationRef.implement({
  description: 'A post in one language, as a revision recorded it',
  fields: (t) => ({
    locale: t.field({ type: LocaleEnum, description: 'Its language', resolve: (tr) => tr.locale }),
    title: t.exposeString('title', { description: 'The title then' }),
    excerpt: t.exposeString('excerpt', { description: 'The excerpt then' }),
    body: t.exposeString('body', { description: 'Markdown' }),
    seoTitle: t.exposeString('seoTitle', { description: 'The title for search engines then (empty: `title`)' }),
    seoDescription: t.exposeString('seoDescription', { description: 'The description for search engines then (empty: `excerpt`)' }),
  }),
});

interface RevisionShape {
  id: number;
  version: number;
  action: string;
  createdAt: Date;
  editor: { id: number; displayName: string } | null;
  snapshot: string;
}

const parsed = new WeakMap<RevisionShape, PostSnapshot>();
const snapshot = (revision: RevisionShape) => {
  let value = parsed.get(revision);
  if (!value) parsed.set(revision, (value = JSON.parse(revision.snapshot) as PostSnapshot));
  return value;
};

const PostRevisionRef = builder.objectRef<RevisionShape>('PostRevision');
PostRevisionRef.implement({
  description: 'What a post was after one save',
  fields: (t) => ({
    version: t.exposeInt('version', { description: "The post's version this save produced; restore by it" }),
    action: t.exposeString('action', { description: 'What the save did: created, updated, published, unpublished or restored' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was saved' }),
    editorName: t.string({ nullable: true, description: 'Who saved it (null once their account is deleted)', resolve: (r) => r.editor?.displayName ?? null }),
    slug: t.string({ description: 'The slug then', resolve: (r) => snapshot(r).slug }),
    status: t.field({ type: PostStatusEnum, description: 'The state then', resolve: (r) => snapshot(r).status as 'DRAFT' }),
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The publication time then; null when it had none',
      resolve: (r) => (snapshot(r).publishedAt ? new Date(snapshot(r).publishedAt!) : null),
    }),
    featured: t.boolean({ description: 'Whether it was featured then', resolve: (r) => snapshot(r).featured }),
    coverImage: t.string({ nullable: true, description: "The cover image's address then; null for none", resolve: (r) => snapshot(r).coverImage }),
    tags: t.stringList({ description: 'Tag slugs', resolve: (r) => snapshot(r).tags }),
    translations: t.field({
      type: [RevisionTranslationRef],
      description: 'The post in each language it had then',
      resolve: (r) => Object.entries(snapshot(r).translations).map(([locale, tr]) => ({ locale: locale as Language, ...tr! })),
    }),
  }),
});

builder.prismaObjectField(PostRef, 'revisions', (t) =>
  t.field({
    description: 'Earlier versions of the post, newest first (who may edit it: a contributor their own draft or live post)',
    type: [PostRevisionRef],
    authScopes: { writer: true },
    args: { first: t.arg.int({ defaultValue: 50, description: 'How many: 1 to 100 (a number outside is taken as the nearest)' }) },
    select: { id: true, status: true, publishedAt: true },
    resolve: (post, args, ctx) => listRevisions(ctx, { revisions: postRevisions }, post, args.first ?? 50),
  }),
);

builder.prismaObjectField(PostRef, 'revision', (t) =>
  t.field({
    description: 'One earlier version of the post, by the version it produced, or null (who may edit it: a contributor their own draft or live post)',
    type: PostRevisionRef,
    nullable: true,
    authScopes: { writer: true },
    args: { version: t.arg.int({ required: true, description: 'The version the save produced (PostRevision.version)' }) },
    select: { id: true, status: true, publishedAt: true },
    resolve: (post, args, ctx) => findRevision(ctx, { revisions: postRevisions }, post, args.version),
  }),
);

const AnalyticsDayRef = builder.objectRef<{ day: string; views: number; likes: number }>('PostAnalyticsDay');
AnalyticsDayRef.implement({
  description: "A post's views and likes on one day (a day in the UAE, Asia/Dubai)",
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD' }),
    views: t.exposeInt('views', { description: 'Views of its page that day (one per visitor)' }),
    likes: t.exposeInt('likes', { description: 'Likes given that day' }),
  }),
});

const PostAnalyticsRef = builder.objectRef<Awaited<ReturnType<typeof postAnalytics>>>('PostAnalytics');
PostAnalyticsRef.implement({
  description: 'How a post is read',
  fields: (t) => ({
    totalViews: t.exposeInt('totalViews', { description: 'Views since it was published (one per visitor per day)' }),
    totalLikes: t.exposeInt('totalLikes', { description: 'Likes in all (its likeCount)' }),
    days: t.field({ type: [AnalyticsDayRef], description: 'One entry per day of the period, oldest first', resolve: (a) => a.days }),
  }),
});

/** The staff's list of posts: the most recently changed first. */
const changedPosts = latestFirst('adminPosts', 'updatedAt');

builder.queryFields((t) => ({
  adminPosts: t.field({
    description: 'Every post, drafts and scheduled ones included, most recently changed first, 20 a page unless `first` or `last` says otherwise (staff only)',
    type: PostConnection,
    authScopes: { writer: true },
    args: {
      ...t.arg.connectionArgs(),
      status: t.arg({ type: PostStatusEnum, description: 'Only posts in this state' }),
      scheduled: t.arg.boolean({ description: 'Only published posts whose time has not come (true), or none of them (false)' }),
      authorId: t.arg.globalID({ for: UserRef, description: "Only this staff member's posts" }),
      search: t.arg.string({ description: 'Words of the title, excerpt or body (either language, as the public search reads them), or part of the slug' }),
      translation: t.arg({ type: TranslationFilterEnum, description: 'Only posts with a language out of date, or missing' }),
    },
    resolve: async (_root, args, ctx, info) => {
      // A contributor's list holds what they may reach: their own posts and the published ones.
      const conditions: Prisma.PostWhereInput[] = [visiblePostWhere(ctx)];
      if (args.status) conditions.push({ status: args.status });
      if (args.scheduled === true) conditions.push({ status: 'PUBLISHED', publishedAt: { gt: new Date() } });
      if (args.scheduled === false) conditions.push({ NOT: { status: 'PUBLISHED', publishedAt: { gt: new Date() } } });
      if (args.authorId) conditions.push({ authorId: Number(args.authorId.id) });
      if (args.translation) conditions.push(translationWhere(args.translation));
      const term = searchTerm(args.search);
      if (term) conditions.push({ id: { in: await staffSearchPostIds(ctx.db, term) } });
      const where: Prisma.PostWhereInput = { AND: conditions };
      return resolvePrismaConnection(
        { args, ctx, info, typeName: 'Post', defaultSize: 20, order: changedPosts, where },
        (query) => ctx.db.post.findMany(query),
        () => ctx.db.post.count({ where }),
      );
    },
  }),
  postAnalytics: t.field({
    description: 'Views and likes of a post per day and in total (staff only)',
    type: PostAnalyticsRef,
    authScopes: { staff: true },
    args: {
      id: t.arg.globalID({ for: PostRef, required: true, description: "The post's global id" }),
      days: t.arg.int({ defaultValue: 30, description: 'The last so many days, today included: 1 to 366' }),
    },
    resolve: (_root, args, ctx) => postAnalytics(ctx, Number(args.id.id), args.days ?? 30),
  }),
  markdownPreview: t.string({
    description: "Markdown rendered as the site shows it, for the editor's preview (staff only)",
    authScopes: { writer: true },
    args: {
      markdown: t.arg.string({ required: true, description: `The Markdown to render (at most ${limits.body.toLocaleString('en')} characters)` }),
      locale: t.arg({
        type: LocaleEnum,
        description: "The language of the text: a stored image without Markdown alt text takes the library's in it (English when left out)",
      }),
    },
    resolve: async (_root, args, ctx) => {
      if (args.markdown.length > limits.body) throw apiError('BAD_USER_INPUT', `The body must be at most ${limits.body} characters`, { markdown: 'too_long' });
      // Stored images as the article shows them: <picture>, size, and the library's alt text.
      return renderMarkdown(args.markdown, { images: await imagesIn(ctx, args.markdown), locale: args.locale ?? 'en' });
    },
  }),
}));
