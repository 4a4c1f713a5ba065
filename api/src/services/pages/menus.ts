import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { apiError } from '../../errors.ts';
import { pageLinksIn } from '../../../../web/src/api/localizeBlocks.ts';
import { menuItemsSchema, menuNames, type MenuItem, type MenuLinkItem, type MenuName } from '../../../../web/src/api/menuRules.ts';
import type { Language } from '../../../../web/src/i18n/languages.ts';
import { recordAudit } from '../audit.ts';
import { requireAdmin } from '../auth/permissions.ts';
import { detailsOf } from '../inputDetails.ts';
import { parseVersion, type Writer } from '../publishing/versioned.ts';
import { blockMessage, requireLinkedPages } from './input.ts';
import { localizedValue, publishedPageWhere, storedJson } from './read.ts';

// The header's and the footer's menus: read by every page, written by admins. An item links to a
// page by its id, so a page that moves keeps its links; a link to a page visitors cannot see (a
// draft, a deleted page) is left out of what they read and named in what staff read.

export interface MenuRow {
  name: MenuName;
  items: MenuItem[];
  /** Raised by every save; 0 for a menu never saved. */
  version: number;
  updatedAt: Date | null;
}

export const menuConflict = 'Someone else saved this menu after you opened it. Reload it to see their changes.';

/** Both menus, in their order (header, footer). */
export async function readMenus(db: Pick<Db, 'menu'>): Promise<MenuRow[]> {
  return inMenuOrder(await db.menu.findMany());
}

/** Menus as stored (rows of Menu), both in their order, one never saved empty. */
export function inMenuOrder(rows: { name: string; items: string; version: number; updatedAt: Date | null }[]): MenuRow[] {
  return menuNames.map((name) => {
    const row = rows.find((menu) => menu.name === name);
    return row
      ? { name, items: storedJson<MenuItem[]>(row.items), version: row.version, updatedAt: row.updatedAt }
      : { name, items: [], version: 0, updatedAt: null };
  });
}

/** Replaces a menu's items (admins only), from the version the editor read; 409 when it was saved since. */
export async function updateMenu(ctx: Writer, name: MenuName, rawItems: unknown, rawVersion: unknown): Promise<MenuRow> {
  const viewer = requireAdmin(ctx);
  const version = typeof rawVersion === 'number' && rawVersion === 0 ? 0 : parseVersion(rawVersion, { name: 'menu' });
  const parsed = menuItemsSchema.safeParse(rawItems);
  if (!parsed.success) {
    const details = Object.fromEntries(
      Object.entries(detailsOf(parsed.error.issues, rawItems)).map(([field, code]) => [field === 'input' ? 'items' : `items.${field}`, code]),
    );
    const [field, code] = Object.entries(details)[0];
    throw apiError('BAD_USER_INPUT', blockMessage(field, code), details);
  }
  const items = parsed.data as MenuItem[];
  await transaction(ctx.db, async (tx) => {
    const current = await tx.menu.findUnique({ where: { name } });
    const currentVersion = current?.version ?? 0;
    if (currentVersion !== version) throw apiError('CONFLICT', menuConflict, { version: 'stale', currentVersion });
    await requireLinkedPages(tx, 'items', items, current ? JSON.parse(current.items) : []);
    const data = { items: JSON.stringify(items) };
    if (!current) await tx.menu.create({ data: { name, ...data, version: 1 } });
    else if ((await tx.menu.updateMany({ where: { name, version }, data: { ...data, version: { increment: 1 } } })).count === 0) {
      throw apiError('CONFLICT', menuConflict, { version: 'stale' });
    }
    await recordAudit(tx, { action: 'menu.updated', actorId: viewer.id, target: `menu:${name}`, ip: ctx.ip, detail: { version: version + 1 } });
  });
  // Every page shows the menus.
  await ctx.publicContent.changed();
  return (await readMenus(ctx.db)).find((menu) => menu.name === name)!;
}

/** A menu in one language as visitors read it: links to pages they cannot see left out (and a group's overview). */
export async function publicMenu(ctx: Pick<Context, 'siteSettings' | 'publicSite' | 'request'>, items: MenuItem[], language: Language): Promise<unknown[]> {
  type Shown = MenuShape<{ href: string | null }>;
  const shown = (await localizedValue(ctx, items, language)) as Shown[];
  return withoutLinks(shown, (link: { href: string | null }) => link.href === null);
}

/** What the menus' items have in common, as written or as read: links, and groups of links with an overview. */
type MenuShape<Link> = { type: string; link?: Link; overview?: Link; items?: MenuShape<Link>[] };

/** Items without the links `hidden` names: such a link item goes; a group keeps its other links, and its overview unless hidden. */
function withoutLinks<Item extends MenuShape<Link>, Link>(items: Item[], hidden: (link: Link) => boolean): Item[] {
  const shown = (item: MenuShape<Link>) => item.type === 'group' || !item.link || !hidden(item.link);
  return items.filter(shown).map((item) => {
    if (item.type !== 'group') return item;
    const { overview, ...group } = item;
    return { ...group, ...(overview && !hidden(overview) ? { overview } : {}), items: (item.items ?? []).filter(shown) } as Item;
  });
}

/**
 * A menu's items as written, for whoever asks: staff read them whole; anyone else without the links
 * to pages visitors cannot see (a draft's label and id are not theirs to read: found by the outside attack).
 */
export async function itemsShownTo(ctx: Pick<Context, 'db' | 'viewer'>, items: MenuItem[]): Promise<MenuItem[]> {
  if (ctx.viewer) return items;
  const hidden = new Set((await brokenLinks(ctx.db, items)).map((link) => link.pageId));
  if (!hidden.size) return items;
  return withoutLinks(items, (link: MenuLinkItem['link']) => link.kind === 'page' && hidden.has(link.pageId));
}

export type BrokenLinkProblem = 'PAGE_DELETED' | 'PAGE_NOT_PUBLISHED';

/** The links of a menu to a page visitors cannot see, where they are in it (`0.items.2.link`): what the menu editor flags. */
export async function brokenLinks(db: Db, items: MenuItem[]): Promise<{ path: string; pageId: number; problem: BrokenLinkProblem }[]> {
  const links = pageLinksIn(items);
  if (!links.length) return [];
  const ids = [...new Set(links.map((link) => link.pageId))];
  const pages = await db.page.findMany({ where: { id: { in: ids } }, select: { id: true } });
  const visible = await db.page.findMany({ where: { id: { in: ids }, ...publishedPageWhere() }, select: { id: true } });
  const exists = new Set(pages.map((page) => page.id));
  const shown = new Set(visible.map((page) => page.id));
  return links
    .filter((link) => !shown.has(link.pageId))
    .map((link) => ({ ...link, problem: exists.has(link.pageId) ? ('PAGE_NOT_PUBLISHED' as const) : ('PAGE_DELETED' as const) }));
}
