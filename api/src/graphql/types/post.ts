import { queryFromInfo } from '@pothos/plugin-prisma';
import { publishedPostWhere, visiblePostWhere } from '../../services/posts/visibility.ts';
import { countPublicPosts, publicPostPage } from '../../services/posts/publicList.ts';
import { searchTerm } from '../../services/search.ts';
import { builder } from '../builder.ts';
import { countedConnection, resolveCountedConnection } from '../connections.ts';
import { LocaleEnum } from './scalars.ts';
import { tagNames, TagRef } from './tag.ts';

export const PostStatusEnum = builder.enumType('PostStatus', {
  values: {
    DRAFT: { description: 'Being written; only staff see it' },
    PUBLISHED: { description: 'Public from publishedAt on (a future publishedAt means scheduled)' },
    ARCHIVED: { description: 'Withdrawn from the public site' },
  } as const,
});

export const PostTranslationRef = builder.prismaObject('PostTranslation', {
  description: 'A post in one language',
  // A list shows these columns of every translation, so they are read with it and resolved as
  // plain properties; the long texts below are read only by the operations that ask for them.
  select: { locale: true, title: true, excerpt: true, readTimeMinutes: true },
  fields: (t) => ({
    locale: t.field({ type: LocaleEnum, resolve: (translation) => translation.locale }),
    title: t.string({ resolve: (translation) => translation.title }),
    excerpt: t.string({ resolve: (translation) => translation.excerpt }),
    body: t.exposeString('body', { description: 'Markdown' }),
    seoTitle: t.exposeString('seoTitle'),
    seoDescription: t.exposeString('seoDescription'),
    readTimeMinutes: t.int({ resolve: (translation) => translation.readTimeMinutes }),
  }),
});

const AuthorRef = builder.prismaObject('User', {
  variant: 'Author',
  description: 'What visitors see of the staff member who wrote a post',
  fields: (t) => ({
    displayName: t.exposeString('displayName'),
    bio: t.exposeString('bio'),
  }),
});

export const PostRef = builder.prismaNode('Post', {
  description: 'A blog article, written in English and Arabic',
  id: { field: 'id' },
  // Looked up by id (node, nodes), a post the caller may not see is null, as a missing one is.
  nullable: true,
  findUnique: (id, ctx) => ({ id: Number(id), AND: [visiblePostWhere(ctx)] }),
  // The columns a post shows, read with every post and resolved as plain properties (as for
  // translations): bookkeeping columns (version, dates of the row) are not read at all.
  select: { id: true, slug: true, status: true, publishedAt: true, featured: true, coverImage: true },
  fields: (t) => ({
    slug: t.string({ resolve: (post) => post.slug }),
    status: t.field({ type: PostStatusEnum, resolve: (post) => post.status }),
    publishedAt: t.field({ type: 'DateTime', nullable: true, resolve: (post) => post.publishedAt }),
    featured: t.boolean({ resolve: (post) => post.featured }),
    coverImage: t.string({ nullable: true, resolve: (post) => post.coverImage }),
    author: t.relation('author', { type: AuthorRef, nullable: true }),
    translation: t.field({
      description: 'The post in the given language, or in English when it has no such translation',
      type: PostTranslationRef,
      args: { locale: t.arg({ type: LocaleEnum, required: true }) },
      select: (args, _ctx, nestedSelection) => ({
        translations: nestedSelection({ where: { locale: { in: [args.locale, 'en'] } } }),
      }),
      resolve: (post, args) => post.translations.find((tr) => tr.locale === args.locale) ?? post.translations[0],
    }),
    tags: t.field({
      type: [TagRef],
      select: (_args, _ctx, nestedSelection) => ({
        tags: { select: { tag: nestedSelection({ include: tagNames }) }, orderBy: { tag: { slug: 'asc' } } },
      }),
      resolve: (post) => post.tags.map((postTag) => postTag.tag),
    }),
  }),
});

builder.prismaObjectField(PostRef, 'related', (t) =>
  t.field({
    description: 'Other published posts that share a tag with this one, newest first',
    type: [PostRef],
    args: { first: t.arg.int({ defaultValue: 3 }) },
    select: { id: true, tags: { select: { tagId: true } } },
    resolve: (post, args, ctx, info) =>
      ctx.db.post.findMany({
        ...queryFromInfo({ context: ctx, info, typeName: 'Post' }),
        where: { ...publishedPostWhere(), id: { not: post.id }, tags: { some: { tagId: { in: post.tags.map((tag) => tag.tagId) } } } },
        orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
        take: Math.min(Math.max(args.first ?? 3, 1), 12),
      }),
  }),
);

const PostConnection = countedConnection(PostRef, 'Post', 'posts');

builder.queryFields((t) => ({
  posts: t.field({
    description: 'Published posts, newest first',
    type: PostConnection,
    args: {
      ...t.arg.connectionArgs(),
      tag: t.arg.string({ description: 'Only posts filed under this tag slug' }),
      search: t.arg.string({ description: 'Only posts whose title or excerpt (in any language) contains this text' }),
    },
    resolve: (_root, args, ctx, info) => {
      const filter = { tag: args.tag || null, search: searchTerm(args.search) };
      return resolveCountedConnection(
        { args, ctx, info, typeName: 'Post', defaultSize: 12 },
        async ({ take, skip, ...query }) => {
          const ids = await publicPostPage(ctx.db, filter, { take, skip });
          const posts = await ctx.db.post.findMany({ ...(query as object), where: { id: { in: ids } } });
          const byId = new Map(posts.map((post) => [post.id, post]));
          return ids.flatMap((id) => byId.get(id) ?? []);
        },
        () => countPublicPosts(ctx.db, filter),
      );
    },
  }),
  post: t.prismaField({
    description: 'A published post by its slug, or null',
    type: 'Post',
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      ctx.db.post.findFirst({ ...query, where: { slug: args.slug, ...publishedPostWhere() } }),
  }),
}));
