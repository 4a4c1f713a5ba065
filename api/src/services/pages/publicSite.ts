import type { Db } from '../../db/client.ts';
import { readMenus, type MenuRow } from './menus.ts';
import { publishedPageWhere } from './read.ts';

// What every page reads besides its own: the menus, and the paths of the published pages that its
// blocks and menus link to. With the public cache on, they are kept per state of the public content
// (the cache's `perContent`: read again after each change, and when a scheduled page's moment
// comes), so a page the cache does not hold reads neither; with it off, each request reads them,
// and the paths only of the pages it links to.

export interface PublicSite {
  /** Both menus as stored, in their order (header, footer). */
  menus(): Promise<MenuRow[]>;
  /** The paths of the pages visitors may read now, by id: all of them, or null when not kept. */
  pagePaths(): Promise<ReadonlyMap<number, string> | null>;
  /** Whether visitors may read the page at `path` now. */
  isPublicPage(path: string): Promise<boolean>;
}

/** A value worked out once per state of the public content (http/publicCache.ts). */
type PerContent = <T>(load: () => Promise<T>) => () => Promise<T>;

/** The site read each time (`perContent` null: the public cache is off), or kept per state of the content. */
export function createPublicSite(db: Db, perContent: PerContent | null): PublicSite {
  if (!perContent) {
    return {
      menus: () => readMenus(db),
      pagePaths: async () => null,
      isPublicPage: async (path) => (await db.page.count({ where: { path, ...publishedPageWhere() } })) > 0,
    };
  }
  const published = perContent(async () => {
    const pages = await db.page.findMany({ where: publishedPageWhere(), select: { id: true, path: true } });
    return { byId: new Map(pages.map((page) => [page.id, page.path])), paths: new Set(pages.map((page) => page.path)) };
  });
  return {
    menus: perContent(() => readMenus(db)),
    pagePaths: async () => (await published()).byId,
    isPublicPage: async (path) => (await published()).paths.has(path),
  };
}
