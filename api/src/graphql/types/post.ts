import { queryFromInfo } from '@pothos/plugin-prisma';
import type { Context } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { publishedPostWhere, visiblePostWhere } from '../../services/posts/visibility.ts';
import { idsContaining, searchTerm } from '../../services/search.ts';
import { builder } from '../builder.ts';
import { countedConnection, resolveCountedConnection } from '../connections.ts';
import { LocaleEnum } from './scalars.ts';
import { TagRef } from './tag.ts';

export const PostStatusEnum = builder.enumType('PostStatus', {
  values: {
    DRAFT: { description: 'Being written; only staff see it' },
    PUBLISHED: { description: 'Public from publishedAt on (a future publishedAt means scheduled)' },
    ARCHIVED: { description: 'Withdrawn from the public site' },
  } as const,
});

export const PostTranslationRef = builder.prismaObject('PostTranslation', {
  description: 'A post in one language',
  fields: (t) => ({
    locale: t.expose('locale', { type: LocaleEnum }),
    title: t.exposeString('title'),
    excerpt: t.exposeString('excerpt'),
    body: t.exposeString('body', { description: 'Markdown' }),
    seoTitle: t.exposeString('seoTitle'),
    seoDescription: t.exposeString('seoDescription'),
    readTimeMinutes: t.exposeInt('readTimeMinutes'),
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
  fields: (t) => ({
    slug: t.exposeString('slug'),
    status: t.expose('status', { type: PostStatusEnum }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime', nullable: true }),
    featured: t.exposeBoolean('featured'),
    coverImage: t.exposeString('coverImage', { nullable: true }),
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
        tags: { select: { tag: nestedSelection(true) }, orderBy: { tag: { slug: 'asc' } } },
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

/** The public list's filter: published, due posts, optionally under one tag or containing a text. */
async function publicPostListWhere(ctx: Context, filter: { tag?: string | null; search?: string | null }): Promise<Prisma.PostWhereInput> {
  const search = searchTerm(filter.search);
  return {
    ...publishedPostWhere(),
    ...(filter.tag ? { tags: { some: { tag: { slug: filter.tag } } } } : {}),
    ...(search ? { id: { in: await idsContaining(ctx.db, 'posts', search) } } : {}),
  };
}

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
    resolve: async (_root, args, ctx, info) => {
      const where = await publicPostListWhere(ctx, args);
      return resolveCountedConnection(
        { args, ctx, info, typeName: 'Post', defaultSize: 12 },
        (page) => ctx.db.post.findMany({ ...(page as object), where, orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }] }),
        () => ctx.db.post.count({ where }),
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
