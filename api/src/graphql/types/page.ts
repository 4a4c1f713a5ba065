import type { Page, PageTranslation } from '../../db/generated/client.ts';
import { apiError } from '../../errors.ts';
import { coverImageView, type ImageView } from '../../services/media/images.ts';
import { blocksOf, imagesOf, localizedBlocks, placeholdersIn, publishedPageWhere, storedBlocks, visiblePageWhere } from '../../services/pages/read.ts';
import { pageKind, pageRevisions } from '../../services/pages/write.ts';
import { pendingTranslations, shownWhere, withPendingShown } from '../../services/publishing/preview.ts';
import { findRevision, listRevisions, mayDelete, type RevisionWithEditor } from '../../services/publishing/versioned.ts';
import { mayEdit } from '../../services/publishing/contributorRules.ts';
import { fillPlaceholders, pageTextLimits } from '../../../../web/src/api/pageRules.ts';
import { maxPathLength, normalisePath } from '../../../../web/src/api/pagePaths.ts';
import { languages, type Language } from '../../../../web/src/i18n/languages.ts';
import { builder } from '../builder.ts';
import { documentCost } from '../limits.ts';
import { countedConnection, resolvePrismaConnection } from '../connections.ts';
import type { ListOrder } from '../../db/keyset.ts';
import { ImageRef } from './media.ts';
import { LocaleEnum } from './scalars.ts';

// The site's pages (docs/pages.md): read by visitors in one language (pageByPath, then
// `view(locale:)`), and by staff as written (`blocks`, `translations`, revisions). Who sees which
// page: services/pages/read.ts.

export const PageStatusEnum = builder.enumType('PageStatus', {
  description: 'Where a page stands: visitors see only PUBLISHED pages whose publishedAt has come',
  values: {
    DRAFT: { description: 'Being written; only staff see it' },
    PUBLISHED: { description: 'Public from publishedAt on (a future publishedAt means scheduled)' },
  } as const,
});

/** What a visitor's view reads of a translation: not the source text kept to tell when it is out of date (tens of KB a page). */
type ViewedTranslation = Pick<PageTranslation, 'locale' | 'title' | 'description' | 'socialImage'>;
type PageWithTexts = Pick<Page, 'id'> & Partial<Pick<Page, 'blocks'>> & { translations: ViewedTranslation[] };

const PageImageRef = builder.objectRef<{ address: string; image: ImageView }>('PageImage').implement({
  description: 'A stored image a page shows, by the address its blocks name it with',
  fields: (t) => ({
    address: t.exposeString('address', { description: 'The address as a block writes it (/media/…)' }),
    image: t.field({ type: ImageRef, description: 'The image with its sources, size and alt texts', resolve: (found) => found.image }),
  }),
});

const PageTranslationRef = builder.objectRef<PageTranslation>('PageTranslation').implement({
  description: 'What a page is called in one language, as written: its title and description for search engines and link previews, and their image',
  fields: (t) => ({
    locale: t.field({ type: LocaleEnum, description: 'Its language', resolve: (translation) => translation.locale }),
    title: t.exposeString('title', {
      description: `The title for search engines and the browser's tab, placeholders as written (at most ${pageTextLimits.title} characters)`,
    }),
    description: t.exposeString('description', {
      description: `The description for search engines and link previews, placeholders as written (at most ${pageTextLimits.description} characters; may be empty)`,
    }),
    socialImage: t.string({
      nullable: true,
      description: "The link previews' image: an uploaded image's address or an https:// address; null for none",
      resolve: (translation) => translation.socialImage,
    }),
  }),
});

const PageViewRef = builder.objectRef<{ page: PageWithTexts; translation: ViewedTranslation }>('PageView').implement({
  description: 'A page in one language as visitors read it: its placeholders filled in from the site settings in that language, its links made addresses',
  fields: (t) => ({
    locale: t.field({
      type: LocaleEnum,
      description: 'The language shown: the one asked for, else English, else the one the page has',
      resolve: ({ translation }) => translation.locale,
    }),
    title: t.string({
      description: "The title for search engines and the browser's tab",
      resolve: async ({ translation }, _args, ctx) => fillPlaceholders(translation.title, await placeholdersIn(ctx, translation.locale)),
    }),
    description: t.string({
      description: 'The description for search engines and link previews (may be empty)',
      resolve: async ({ translation }, _args, ctx) => fillPlaceholders(translation.description, await placeholdersIn(ctx, translation.locale)),
    }),
    socialImage: t.string({
      nullable: true,
      description: "The link previews' image as written (an uploaded image's address or an https:// address), or null",
      resolve: ({ translation }) => translation.socialImage,
    }),
    socialImageView: t.field({
      type: ImageRef,
      nullable: true,
      description: 'The social image when it is an uploaded one, with its 1200x630 crop; null otherwise',
      resolve: ({ translation }, _args, ctx) => coverImageView(ctx, translation.socialImage),
    }),
    blocks: t.field({
      type: 'JSON',
      description:
        "The page's blocks in this language (LocalizedBlock[]): each text in it with its placeholders filled in, each link as { kind, href }, href null where it names a page visitors cannot see",
      extensions: { cost: documentCost },
      resolve: async ({ page, translation }, _args, ctx) => localizedBlocks(ctx, await blocksOf(ctx, page), translation.locale),
    }),
    images: t.field({
      type: [PageImageRef],
      description: 'The uploaded images the blocks show, by their address, with what a page needs to show each',
      extensions: { cost: documentCost },
      resolve: async ({ page }, _args, ctx) => imagesOf(ctx, await blocksOf(ctx, page)),
    }),
  }),
});

// The blocks are read only when `blocks` or `images` asks (blocksOf).
const textsSelect = { translations: { select: { locale: true, title: true, description: true, socialImage: true } } } as const;

export const PageRef = builder.prismaNode('Page', {
  description: 'A page of the site, made of blocks, in English, Arabic or both (visitors see published ones whose time has come; staff see every one)',
  id: { field: 'id' },
  // Looked up by id (node, nodes), a page the caller may not see is null, as a missing one is.
  nullable: true,
  findUnique: (id, ctx) => ({ id: Number(id), AND: [visiblePageWhere(ctx)] }),
  select: { id: true, path: true, status: true, publishedAt: true, version: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The page's number: what a link to it names (`{ kind: page, pageId }`), and REST's id" }),
    path: t.string({
      description: `Its address on the site: / or lowercase words joined by hyphens, in segments (/about, /case-studies/gulf-bank); unique`,
      resolve: (page) => page.path,
    }),
    status: t.field({ type: PageStatusEnum, description: 'Draft, or published (scheduled when publishedAt is still to come)', resolve: (page) => page.status }),
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it went public, or goes public when in the future (scheduled); null for a draft never published',
      resolve: (page) => page.publishedAt,
    }),
    scheduled: t.boolean({
      description: 'Published, with a publication time still to come',
      resolve: (page) => page.status === 'PUBLISHED' && !!page.publishedAt && page.publishedAt.getTime() > Date.now(),
    }),
    version: t.int({ description: 'Raised by every save; send it back with an edit (optimistic locking)', resolve: (page) => page.version }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it was last saved' }),
    viewerCanDelete: t.boolean({
      description: 'Whether the signed-in staff member may delete it: admins any page, editors a draft they made',
      resolve: (page, _args, ctx) => mayDelete(ctx.db, ctx.viewer, pageKind, page),
    }),
    viewerCanEdit: t.boolean({
      description: 'Whether the signed-in staff member may change it: editors and admins any page, a contributor a draft of their own never published',
      resolve: (page, _args, ctx) => mayEdit(ctx.db, ctx.viewer, pageKind, page),
    }),
    languages: t.field({
      type: [LocaleEnum],
      description: 'The languages it is written in: those it has a title in; published, every required text of its blocks is written in each',
      select: { translations: { select: { locale: true } } },
      resolve: (page) => languages.filter((locale) => page.translations.some((tr) => tr.locale === locale)),
    }),
    translations: t.field({
      type: [PageTranslationRef],
      description: 'What the page is called in every language it is written in, as written: English first, then Arabic',
      extensions: { maxItems: languages.length },
      select: { translations: true },
      resolve: (page) => languages.flatMap((locale) => page.translations.filter((tr) => tr.locale === locale)),
    }),
    view: t.field({
      type: PageViewRef,
      description: 'The page as visitors read it in the given language, else in English, else in the language it has (`locale` says which)',
      args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language wanted' }) },
      select: textsSelect,
      resolve: (page, args) => ({ page, translation: preferredTranslation(page.translations, args.locale) }),
    }),
    blocks: t.field({
      type: 'JSON',
      description:
        'The blocks as written (PageBlock[]): both languages side by side, links to pages by id, placeholders as written. What the page editor edits and sends back',
      extensions: { cost: documentCost },
      select: { blocks: true },
      resolve: (page) => storedBlocks(page.blocks),
    }),
  }),
});

/**
 * One page's query with its blocks read in the same statement: a page is read by its path to be shown,
 * and blocksOf would otherwise read them in a statement of their own (a list of pages still reads none).
 */
function withBlocks<Query extends { select?: object }>(query: Query): Query {
  return query.select ? { ...query, select: { ...query.select, blocks: true } } : query;
}

/** The translation to show in `locale`: that language's, else English, else the one there is. */
function preferredTranslation(translations: ViewedTranslation[], locale: Language): ViewedTranslation {
  return translations.find((tr) => tr.locale === locale) ?? translations.find((tr) => tr.locale === 'en') ?? translations[0];
}

const RevisionTranslationRef = builder.objectRef<{ locale: Language; title: string; description: string; socialImage: string | null }>(
  'PageRevisionTranslation',
);
RevisionTranslationRef.implement({
  description: 'A page in one language, as a revision recorded it',
  fields: (t) => ({
    locale: t.field({ type: LocaleEnum, description: 'Its language', resolve: (tr) => tr.locale }),
    title: t.exposeString('title', { description: 'The title then' }),
    description: t.exposeString('description', { description: 'The description then' }),
    socialImage: t.string({ nullable: true, description: "The social image's address then", resolve: (tr) => tr.socialImage }),
  }),
});

interface PageSnapshot {
  path: string;
  status: 'DRAFT' | 'PUBLISHED';
  publishedAt: string | null;
  translations: Partial<Record<Language, { title: string; description: string; socialImage: string | null }>>;
  blocks: unknown[];
}

const parsed = new WeakMap<RevisionWithEditor, PageSnapshot>();
const snapshot = (revision: RevisionWithEditor) => {
  let value = parsed.get(revision);
  if (!value) parsed.set(revision, (value = JSON.parse(revision.snapshot) as PageSnapshot));
  return value;
};

const PageRevisionRef = builder.objectRef<RevisionWithEditor>('PageRevision').implement({
  description: 'What a page was after one save',
  fields: (t) => ({
    version: t.exposeInt('version', { description: "The page's version this save produced; restore by it" }),
    action: t.exposeString('action', { description: 'What the save did: created, updated, published, unpublished or restored' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was saved' }),
    editorName: t.string({ nullable: true, description: 'Who saved it (null once their account is deleted)', resolve: (r) => r.editor?.displayName ?? null }),
    path: t.string({ description: 'The path then', resolve: (r) => snapshot(r).path }),
    status: t.field({ type: PageStatusEnum, description: 'The state then', resolve: (r) => snapshot(r).status }),
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The publication time then; null when it had none',
      resolve: (r) => (snapshot(r).publishedAt ? new Date(snapshot(r).publishedAt!) : null),
    }),
    translations: t.field({
      type: [RevisionTranslationRef],
      description: 'The page in each language it had then',
      extensions: { maxItems: languages.length },
      resolve: (r) => Object.entries(snapshot(r).translations).map(([locale, tr]) => ({ locale: locale as Language, ...tr! })),
    }),
    blocks: t.field({ type: 'JSON', description: 'The blocks then, as written', extensions: { cost: documentCost }, resolve: (r) => snapshot(r).blocks }),
  }),
});

builder.prismaObjectField(PageRef, 'revisions', (t) =>
  t.field({
    description: 'Earlier versions of the page, newest first (who may edit it: a contributor their own draft or live page)',
    type: [PageRevisionRef],
    authScopes: { writer: true },
    args: { first: t.arg.int({ defaultValue: 50, description: 'How many: 1 to 100 (a number outside is taken as the nearest)' }) },
    select: { id: true, status: true, publishedAt: true },
    resolve: (page, args, ctx) => listRevisions(ctx, { revisions: pageRevisions }, page, args.first ?? 50),
  }),
);

builder.prismaObjectField(PageRef, 'revision', (t) =>
  t.field({
    description: 'One earlier version of the page, by the version it produced, or null (who may edit it: a contributor their own draft or live page)',
    type: PageRevisionRef,
    nullable: true,
    authScopes: { writer: true },
    args: { version: t.arg.int({ required: true, description: 'The version the save produced (PageRevision.version)' }) },
    select: { id: true, status: true, publishedAt: true },
    resolve: (page, args, ctx) => findRevision(ctx, { revisions: pageRevisions }, page, args.version),
  }),
);

export const PageConnection = countedConnection(PageRef, 'Page', 'pages');
/** Paths are unique: the path alone is the key, so the list reads as the site's tree. */
const pagesByPath: ListOrder = { name: 'pages', key: [{ field: 'path', direction: 'asc', kind: 'text' }] };

builder.queryFields((t) => ({
  pages: t.field({
    description: 'Pages by path, 50 a page unless `first` or `last` says otherwise: published ones for visitors, every one for staff',
    type: PageConnection,
    args: {
      ...t.arg.connectionArgs(),
      status: t.arg({ type: PageStatusEnum, description: 'Only pages in this state' }),
    },
    resolve: (_root, args, ctx, info) => {
      const where = { AND: [visiblePageWhere(ctx), args.status ? { status: args.status } : {}] };
      return resolvePrismaConnection(
        { args, ctx, info, typeName: 'Page', defaultSize: 50, order: pagesByPath, where },
        (query) => ctx.db.page.findMany(query),
        () => ctx.db.page.count({ where }),
      );
    },
  }),
  pageByPath: t.prismaField({
    description: 'The published page at a path (as visitors type it: a trailing slash or capitals change nothing), or null; staff read drafts by id',
    type: 'Page',
    nullable: true,
    args: { path: t.arg.string({ required: true, description: `The page's path, such as / or /sovra-core (at most ${maxPathLength} characters)` }) },
    resolve: async (query, _root, args, ctx) => {
      if (args.path.length > maxPathLength) throw apiError('BAD_USER_INPUT', `A page's path is at most ${maxPathLength} characters`, { path: 'too_long' });
      // Through a preview link, the page it shows is found at its path too, as stored (services/publishing/preview.ts).
      // A live page's pending changes show through its link: its blocks and texts.
      return withPendingShown(
        ctx,
        'page',
        await ctx.db.page.findFirst({ ...withBlocks(query), where: { path: normalisePath(args.path), ...shownWhere(ctx, 'page', publishedPageWhere()) } }),
        async (id) => (await ctx.db.page.findUnique({ where: { id }, select: { pendingChanges: true } }))?.pendingChanges ?? null,
        (page, pending) => ({
          ...page,
          blocks: Array.isArray(pending.blocks) ? JSON.stringify(pending.blocks) : page.blocks,
          translations: pendingTranslations((page as { translations?: { locale: string }[] }).translations, pending.translations),
        }),
      );
    },
  }),
}));
