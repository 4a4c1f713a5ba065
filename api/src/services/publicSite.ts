import type { Db } from '../db/client.ts';
import { inMenuOrder, readMenus, type MenuRow } from './pages/menus.ts';
import { Prisma } from '../db/generated/client.ts';
import { publishedNowSql } from './publishing/versioned.ts';
import { publishedPageWhere } from './pages/read.ts';
import { countPublicPosts, type PublicListFilter } from './posts/publicList.ts';
import { readTopics, type NamedTag } from './posts/tags.ts';
import { redirectFrom, redirectMap } from './redirects/read.ts';
import { isPublicPost, publicPostSlugs, visibleTagWhere } from './posts/visibility.ts';

// What many pages read besides their own: the menus, the paths of the published pages their blocks
// and menus link to, the blog's topics with their names and how many posts it lists; and which addresses are
// articles, pages and topics, and where an old address leads. With the public cache on, they are kept per state of the public
// content (the cache's `perContent`: read again after each change, and when a scheduled post's or
// page's moment comes), so a page the cache does not hold reads none of them; with it off, each
// request reads what it needs (an article's slug, not the ten thousand).

/** The menus as visitors read them, with the paths of the pages visitors may read now, by id. */
export interface SiteMenus {
  menus: MenuRow[];
  pagePaths: ReadonlyMap<number, string>;
}

export interface PublicSite {
  /**
   * Both menus as stored, in their order (header, footer), with the paths of the pages visitors may
   * read now (read together with the cache off, once for `request` and its page's gate).
   */
  menus(request?: Request): Promise<SiteMenus>;
  /** Whether visitors may read the page at `path` now (with the cache off, from what `menus(request)` reads). */
  isPublicPage(path: string, request?: Request): Promise<boolean>;
  /** Whether visitors may read the article at `slug` now (with the cache off, in what `menus(request)` reads). */
  isPublicArticle(slug: string, request?: Request): Promise<boolean>;
  /** The topics visitors see (tags a published post is filed under) with their names, by slug, or null when not kept. */
  topics(): Promise<readonly NamedTag[] | null>;
  /** Whether visitors see the topic `slug` now. */
  isTopic(slug: string): Promise<boolean>;
  /** The slug of the tag a tag of slug `slug` was merged into (services/tags/manage.ts), or null. */
  mergedTopic(slug: string): Promise<string | null>;
  /** Where an old address of a post or page leads now (services/redirects), or null: asked only where nothing is, so a scanner's flood of missing addresses costs a lookup in memory each. */
  redirectFor(path: string): Promise<string | null>;
  /** How many posts the blog lists under a filter without a search (kept for the topics visitors see). */
  postCount(filter: Omit<PublicListFilter, 'search'>): Promise<number>;
}

/** A value worked out once per state of the public content (http/publicCache.ts). */
type PerContent = <T>(load: () => Promise<T>) => () => Promise<T>;

/** The site read each time (`perContent` null: the public cache is off), or kept per state of the content. */
export function createPublicSite(db: Db, perContent: PerContent | null): PublicSite {
  const count = (filter: Omit<PublicListFilter, 'search'>) => countPublicPosts(db, { ...filter, search: null });
  if (!perContent) {
    // A page's gate (is there a page or an article at this address?) and its render read the menus
    // with the published pages' paths once for the request, the same statement.
    const read = new WeakMap<Request, Promise<SiteFrame>>();
    const frameFor = (request: Request | undefined, article: string | null = null) => {
      if (!request) return readSiteFrame(db, article);
      let frame = read.get(request);
      if (!frame) {
        frame = readSiteFrame(db, article);
        read.set(request, frame);
        // A failure is not kept: the render asks again.
        frame.catch(() => read.delete(request));
      }
      return frame;
    };
    return {
      menus: (request) => frameFor(request),
      // Should the frame fail (the menus unreadable), the page or article is looked up alone: an old
      // address still leads on, and the render answers for the menus.
      isPublicPage: async (path, request) => {
        const frame = await frameFor(request).catch(() => null);
        return frame ? [...frame.pagePaths.values()].includes(path) : (await db.page.count({ where: { path, ...publishedPageWhere() } })) > 0;
      },
      isPublicArticle: async (slug, request) => {
        const frame = await frameFor(request, slug).catch(() => null);
        return frame?.article === slug ? frame.articleIsPublic : isPublicPost(db, slug);
      },
      topics: async () => null,
      isTopic: async (slug) => (await db.tag.count({ where: { slug, ...visibleTagWhere({ viewer: null }) } })) > 0,
      mergedTopic: async (slug) => (await db.tagAlias.findUnique({ where: { slug }, select: { tag: { select: { slug: true } } } }))?.tag.slug ?? null,
      redirectFor: (path) => redirectFrom(db, path),
      postCount: count,
    };
  }
  const pages = perContent(async () => {
    const rows = await db.page.findMany({ where: publishedPageWhere(), select: { id: true, path: true } });
    return { byId: new Map(rows.map((page) => [page.id, page.path])), paths: new Set(rows.map((page) => page.path)) };
  });
  const menus = perContent(() => readMenus(db));
  const articles = perContent(() => publicPostSlugs(db));
  const topics = perContent(async () => {
    const tags = await readTopics(db);
    return { tags, slugs: new Set(tags.map((tag) => tag.slug)) };
  });
  const redirects = perContent(() => redirectMap(db));
  const merged = perContent(
    async () => new Map((await db.tagAlias.findMany({ select: { slug: true, tag: { select: { slug: true } } } })).map((alias) => [alias.slug, alias.tag.slug])),
  );
  // Counted on first asking, per filter: the whole list, featured or not, and each topic's.
  const counts = perContent(async () => new Map<string, Promise<number>>());
  return {
    menus: async () => ({ menus: await menus(), pagePaths: (await pages()).byId }),
    isPublicPage: async (path) => (await pages()).paths.has(path),
    isPublicArticle: async (slug) => (await articles()).has(slug),
    topics: async () => (await topics()).tags,
    isTopic: async (slug) => (await topics()).slugs.has(slug),
    mergedTopic: async (slug) => (await merged()).get(slug) ?? null,
    redirectFor: async (path) => (await redirects()).get(path) ?? null,
    async postCount(filter) {
      // Any other tag is counted each time: a made-up one per request must not fill the memory.
      if (filter.tag !== null && !(await topics()).slugs.has(filter.tag)) return count(filter);
      const kept = await counts();
      const key = `${filter.tag ?? ''} ${filter.featured ?? ''}`;
      let counted = kept.get(key);
      if (!counted) {
        counted = count(filter);
        kept.set(key, counted);
        // A failure is not kept: the next request counts again.
        counted.catch(() => kept.delete(key));
      }
      return counted;
    },
  };
}

/**
 * Whether a page's operation variables name nothing but what visitors may read now (a published page's
 * path, the blog or an article's address, an article's slug, a topic, a language) and nothing a
 * visitor types (a search, a cursor): its answer may then be kept per state of the content
 * (http/pages.ts), and what is kept is bounded by the content.
 */
export async function namesOnlyContent(site: PublicSite, variables: Record<string, unknown>): Promise<boolean> {
  for (const [name, value] of Object.entries(variables)) {
    if (value === null || value === undefined || typeof value === 'boolean') continue;
    if (typeof value !== 'string') return false;
    const shown =
      name === 'locale'
        ? value === 'en' || value === 'ar'
        : name === 'slug'
          ? await site.isPublicArticle(value)
          : name === 'tag'
            ? await site.isTopic(value)
            : name === 'path'
              ? value === '/blog' || (value.startsWith('/blog/') ? await site.isPublicArticle(value.slice('/blog/'.length)) : await site.isPublicPage(value))
              : false;
    if (!shown) return false;
  }
  return true;
}

/** What a page reads besides its own with the cache off: the menus, the published pages' paths, and whether the article it asks for is public. */
interface SiteFrame extends SiteMenus {
  article: string | null;
  articleIsPublic: boolean;
}

/**
 * The menus, the paths of the published pages and, asked for an article, whether visitors may read it
 * now: one statement, each kind of row in the same columns (a statement costs a render about 0.2 ms
 * of CPU whatever it reads).
 */
async function readSiteFrame(db: Db, article: string | null): Promise<SiteFrame> {
  const rows = await db.$queryRaw<
    {
      kind: string;
      name: string | null;
      items: string | null;
      version: number | bigint | null;
      updatedAt: Date | string | null;
      id: number | bigint | null;
      path: string | null;
    }[]
  >`
    SELECT 'menu' AS kind, m."name" AS name, m."items" AS items, m."version" AS version, m."updatedAt" AS "updatedAt", NULL AS id, NULL AS path FROM "Menu" m
    UNION ALL
    SELECT 'page', NULL, NULL, NULL, NULL, p."id", p."path" FROM "Page" p WHERE ${publishedNowSql()}
    ${article === null ? Prisma.empty : Prisma.sql`UNION ALL SELECT 'article', NULL, NULL, NULL, NULL, p."id", NULL FROM "Post" p WHERE p."slug" = ${article} AND ${publishedNowSql()}`}`;
  const menus = rows.flatMap((row) =>
    row.kind === 'menu'
      ? [{ name: row.name!, items: row.items ?? '[]', version: Number(row.version), updatedAt: row.updatedAt === null ? null : new Date(row.updatedAt) }]
      : [],
  );
  const pagePaths = new Map(rows.flatMap((row) => (row.kind === 'page' ? [[Number(row.id), row.path!] as const] : [])));
  return { menus: inMenuOrder(menus), pagePaths, article, articleIsPublic: rows.some((row) => row.kind === 'article') };
}
