import type { Db } from '../db/client.ts';
import { readMenus, readMenusWithPaths, type SiteMenus } from './pages/menus.ts';
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

export interface PublicSite {
  /**
   * Both menus as stored, in their order (header, footer), with the paths of the pages visitors may
   * read now (read together with the cache off, once for `request` and its page's gate).
   */
  menus(request?: Request): Promise<SiteMenus>;
  /** The paths of the pages visitors may read now, by id: all of them, or null when not kept. */
  pagePaths(): Promise<ReadonlyMap<number, string> | null>;
  /** Whether visitors may read the page at `path` now (with the cache off, from what `menus(request)` reads). */
  isPublicPage(path: string, request?: Request): Promise<boolean>;
  /** Whether visitors may read the article at `slug` now. */
  isPublicArticle(slug: string): Promise<boolean>;
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
    // A page's gate (is there a page at this path?) and its render read the menus with the published
    // pages' paths once for the request, the same statement.
    const read = new WeakMap<Request, Promise<SiteMenus>>();
    const menusFor = (request?: Request) => {
      if (!request) return readMenusWithPaths(db);
      let menus = read.get(request);
      if (!menus) {
        menus = readMenusWithPaths(db);
        read.set(request, menus);
        // A failure is not kept: the render asks again.
        menus.catch(() => read.delete(request));
      }
      return menus;
    };
    return {
      menus: menusFor,
      pagePaths: async () => null,
      isPublicPage: async (path, request) => [...(await menusFor(request)).pagePaths.values()].includes(path),
      isPublicArticle: (slug) => isPublicPost(db, slug),
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
    pagePaths: async () => (await pages()).byId,
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
