import { queryFromInfo } from '@pothos/plugin-prisma';
import { publishedPostWhere, visiblePostWhere } from '../../services/posts/visibility.ts';
import { bestMatchingPosts, countPublicPosts, newestPosts, plainListWhere, publicListOrder, publicPostPage } from '../../services/posts/publicList.ts';
import { searchTerm } from '../../services/search.ts';
import { postKind } from '../../services/posts/write.ts';
import { pendingTranslations, shownWhere, withPendingShown } from '../../services/publishing/preview.ts';
import { readTimeMinutes } from '../../services/readTime.ts';
import { mayDelete } from '../../services/publishing/versioned.ts';
import { mayEdit } from '../../services/publishing/contributorRules.ts';
import { authorBio, authorName, authorTextColumns } from '../../services/authorProfile.ts';
import { builder } from '../builder.ts';
import { renderMarkdown } from '../../services/markdown.ts';
import { imagesIn } from '../../services/media/images.ts';
import { maxSlugLength, maxTags, postTextLimits } from '../../../../web/src/api/postRules.ts';
import { countedConnection, orderOfCursor, resolveCountedConnection, resolvePrismaConnection } from '../connections.ts';
import { LocaleEnum } from './scalars.ts';
import { languages } from '../../../../web/src/i18n/languages.ts';
import { TagRef } from './tag.ts';
import { tagsOfPost } from '../../services/posts/tags.ts';
import { relatedPosts } from '../../services/posts/related.ts';

export const PostStatusEnum = builder.enumType('PostStatus', {
  description: 'Where a post stands: visitors see only PUBLISHED posts whose publishedAt has come',
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
    locale: t.field({ type: LocaleEnum, description: 'Its language', resolve: (translation) => translation.locale }),
    title: t.string({ description: `The title (at most ${postTextLimits.title} characters)`, resolve: (translation) => translation.title }),
    excerpt: t.string({
      description: `A short summary shown in lists, plain text (at most ${postTextLimits.excerpt} characters; may be empty)`,
      resolve: (translation) => translation.excerpt,
    }),
    body: t.exposeString('body', { description: 'Markdown' }),
    bodyHtml: t.string({
      description: 'The body as safe HTML (CommonMark and GFM, sanitised): what the site shows',
      select: { body: true },
      // Stored images it names become <picture> elements: read (with those of the other rows) first.
      resolve: async (translation, _args, ctx) =>
        renderMarkdown(translation.body, { images: await imagesIn(ctx, translation.body), locale: translation.locale }),
    }),
    seoTitle: t.exposeString('seoTitle', { description: 'The title for search engines and link previews; empty uses `title`' }),
    seoDescription: t.exposeString('seoDescription', { description: 'The description for search engines and link previews; empty uses `excerpt`' }),
    readTimeMinutes: t.int({
      description: 'Minutes to read the body, at least 1 (its words, code and addresses left out, at 200 words a minute)',
      resolve: (translation) => translation.readTimeMinutes,
    }),
  }),
});

const AuthorRef = builder.prismaObject('User', {
  variant: 'Author',
  description: 'What visitors see of the staff member who wrote a post',
  // Only what visitors may see of the account, read with the post.
  select: { id: true, ...authorTextColumns },
  fields: (t) => ({
    databaseId: t.int({ description: "The staff account's number (REST uses numbers)", resolve: (author) => author.id }),
    displayName: t.string({
      description: 'The name in the given language, or in English when it has none there',
      args: { locale: t.arg({ type: LocaleEnum, defaultValue: 'en', description: 'The language of the page' }) },
      resolve: (author, args) => authorName(author, args.locale),
    }),
    bio: t.string({
      description: 'The bio in the given language, or in English when it has none there',
      args: { locale: t.arg({ type: LocaleEnum, defaultValue: 'en', description: 'The language of the page' }) },
      resolve: (author, args) => authorBio(author, args.locale),
    }),
  }),
});

export const PostRef = builder.prismaNode('Post', {
  description: 'A blog article, in English, Arabic or both (visitors see published ones whose time has come; staff see every one)',
  id: { field: 'id' },
  // Looked up by id (node, nodes), a post the caller may not see is null, as a missing one is.
  nullable: true,
  findUnique: (id, ctx) => ({ id: Number(id), AND: [visiblePostWhere(ctx)] }),
  // The columns a post shows, read with every post and resolved as plain properties (as for
  // translations): bookkeeping columns (version, dates of the row) are not read at all.
  select: { id: true, slug: true, status: true, publishedAt: true, featured: true, coverImage: true, likeCount: true, version: true },
  fields: (t) => ({
    slug: t.string({
      description: `The post's address on the site, /blog/<slug>: lowercase letters and digits joined by hyphens, at most ${maxSlugLength} characters; unique`,
      resolve: (post) => post.slug,
    }),
    status: t.field({ type: PostStatusEnum, description: 'Draft, published (or scheduled) or archived', resolve: (post) => post.status }),
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it went public, or goes public when in the future (scheduled); null for a draft',
      resolve: (post) => post.publishedAt,
    }),
    featured: t.boolean({ description: "Shown in the blog's featured section", resolve: (post) => post.featured }),
    coverImage: t.string({
      nullable: true,
      description: "The cover image's address as written: an https:// address or a path on this site; null for none (`cover` gives a stored image's sources)",
      resolve: (post) => post.coverImage,
    }),
    likeCount: t.int({ description: 'How many visitors liked it', resolve: (post) => post.likeCount }),
    version: t.int({ description: 'Raised by every save; send it back with an edit (optimistic locking)', resolve: (post) => post.version }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it was last saved (likes and views do not count)' }),
    author: t.relation('author', { type: AuthorRef, nullable: true, description: 'Who wrote it; null once their account is deleted' }),
    viewerCanDelete: t.boolean({
      description: 'Whether the signed-in staff member may delete it: admins any post, editors a draft they wrote',
      resolve: (post, _args, ctx) => mayDelete(ctx.db, ctx.viewer, postKind, post),
    }),
    viewerCanEdit: t.boolean({
      description: 'Whether the signed-in staff member may change it: editors and admins any post, a contributor a draft of their own never published',
      resolve: (post, _args, ctx) => mayEdit(ctx.db, ctx.viewer, postKind, post),
    }),
    translation: t.field({
      description: 'The post in the given language, else in English, else in the language it has',
      type: PostTranslationRef,
      args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language wanted' }) },
      select: (_args, _ctx, nestedSelection) => ({ translations: nestedSelection() }),
      resolve: (post, args) => preferredTranslation(post.translations, args.locale),
    }),
    translations: t.field({
      description: 'The post in every language it is written in: English first, then Arabic',
      type: [PostTranslationRef],
      extensions: { maxItems: languages.length },
      select: (_args, _ctx, nestedSelection) => ({ translations: nestedSelection() }),
      // In the site's order of languages, whatever order the database returns the rows in.
      resolve: (post) => languages.flatMap((locale) => post.translations.filter((tr) => tr.locale === locale)),
    }),
    languages: t.field({
      description: 'The languages the post is written in',
      type: [LocaleEnum],
      // Only each translation's language: `nestedSelection()` of a list of scalars would read every column (the bodies).
      select: { translations: { select: { locale: true } } },
      resolve: (post) => languages.filter((locale) => post.translations.some((tr) => tr.locale === locale)),
    }),
    tags: t.field({
      type: [TagRef],
      description: `The topics it is filed under, by slug (at most ${maxTags})`,
      // With their names, one statement for every post of the request (services/posts/tags.ts).
      resolve: (post, _args, ctx) => tagsOfPost(ctx, post.id),
    }),
  }),
});

builder.prismaObjectField(PostRef, 'related', (t) =>
  t.field({
    description: 'Other published posts that share a tag with this one, newest first',
    type: [PostRef],
    args: { first: t.arg.int({ defaultValue: 3, description: 'How many: 1 to 12 (a number outside is taken as the nearest)' }) },
    extensions: { maxItems: 12 },
    // Every post of a list asking is answered together (services/posts/related.ts).
    resolve: (post, args, ctx, info) => {
      const query = queryFromInfo({ context: ctx, info, typeName: 'Post' });
      return relatedPosts<typeof post>(ctx, post.id, Math.min(Math.max(args.first ?? 3, 1), 12), query, info.fieldNodes);
    },
  }),
);

/** The translation to show in `locale`: that language's, else English, else the one there is. */
function preferredTranslation<T extends { locale: string }>(translations: T[], locale: string): T {
  return translations.find((tr) => tr.locale === locale) ?? translations.find((tr) => tr.locale === 'en') ?? translations[0];
}

export const PostConnection = countedConnection(PostRef, 'Post', 'posts');

builder.queryFields((t) => ({
  posts: t.field({
    description: 'Published posts, newest first, 12 a page unless `first` or `last` says otherwise; with `search`, best match first',
    type: PostConnection,
    args: {
      ...t.arg.connectionArgs(),
      tag: t.arg.string({ description: 'Only posts filed under this tag slug' }),
      featured: t.arg.boolean({ description: 'Only featured posts (true), or only the others (false)' }),
      search: t.arg.string({
        description:
          'Only posts whose title, excerpt or body (in either language) has these words, the last one as typed so far; Arabic letter forms, diacritics and the article "ال" do not matter',
      }),
    },
    resolve: async (_root, args, ctx, info) => {
      const filter = { tag: args.tag || null, search: searchTerm(args.search), featured: args.featured ?? null };
      const order = await publicListOrder(ctx.db, filter, orderOfCursor(args, [newestPosts, bestMatchingPosts]));
      const options = { args, ctx, info, typeName: 'Post', defaultSize: 12, order };
      // Counting the whole list reads every post: kept (services/publicSite.ts) unless searched.
      const count = () => (filter.search ? countPublicPosts(ctx.db, filter) : ctx.publicSite.postCount(filter));
      // Newest first, neither searched nor a topic's (the home page's latest, the blog's pages): the
      // page's posts in one statement, off the date index.
      const where = plainListWhere(filter);
      if (where) return resolvePrismaConnection({ ...options, where }, (query) => ctx.db.post.findMany(query), count);
      return resolveCountedConnection(
        options,
        async ({ query, ...page }) => {
          const rows = await publicPostPage(ctx.db, filter, order, page);
          const posts = await ctx.db.post.findMany({ ...query, where: { id: { in: rows.map((row) => row.id) } } });
          const byId = new Map(posts.map((post) => [post.id, post]));
          return rows.flatMap((row) => (byId.has(row.id) ? [{ node: byId.get(row.id)!, key: row.key }] : []));
        },
        count,
      );
    },
  }),
  post: t.prismaField({
    description: 'A published post by its slug, or null',
    type: 'Post',
    nullable: true,
    args: { slug: t.arg.string({ required: true, description: "The post's slug, as in /blog/<slug>" }) },
    // Through a preview link, the post it shows is found by its slug too, as stored (services/publishing/preview.ts).
    // A live post's pending changes show through its link: its texts, cover and featured flag (its tags as published).
    resolve: async (query, _root, args, ctx) =>
      withPendingShown(
        ctx,
        'post',
        await ctx.db.post.findFirst({ ...query, where: { slug: args.slug, ...shownWhere(ctx, 'post', publishedPostWhere()) } }),
        async (id) => (await ctx.db.post.findUnique({ where: { id }, select: { pendingChanges: true } }))?.pendingChanges ?? null,
        (post, pending) => ({
          ...post,
          featured: typeof pending.featured === 'boolean' ? pending.featured : post.featured,
          coverImage: pending.coverImage === undefined ? post.coverImage : (pending.coverImage as string | null),
          translations: pendingTranslations((post as { translations?: { locale: string }[] }).translations, pending.translations, (texts) => ({
            readTimeMinutes: readTimeMinutes(String(texts.body ?? '')),
          })),
        }),
      ),
  }),
}));
