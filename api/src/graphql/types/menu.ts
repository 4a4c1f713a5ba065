import { encodeGlobalID } from '@pothos/plugin-relay';
import { brokenLinks, itemsShownTo, publicMenu, updateMenu, type MenuRow } from '../../services/pages/menus.ts';
import { menuLimits, type MenuName } from '../../../../web/src/api/menuRules.ts';
import { builder } from '../builder.ts';
import { LocaleEnum } from './scalars.ts';

// The header's and the footer's menus (docs/pages.md): every page reads them in its language;
// admins edit them. The rules: services/pages/menus.ts.

export const MenuNameEnum = builder.enumType('MenuName', {
  description: 'Which menu of the site',
  values: {
    HEADER: { value: 'header', description: "The header's navigation: groups of pages (products, solutions, deployment) and links" },
    FOOTER: { value: 'footer', description: "The footer's columns of links, and its line of legal links" },
  } as const satisfies Record<string, { value: MenuName; description: string }>,
});

const BrokenLinkProblemEnum = builder.enumType('MenuLinkProblem', {
  description: 'Why visitors do not see a link of a menu',
  values: {
    PAGE_DELETED: { description: 'The page it names was deleted' },
    PAGE_NOT_PUBLISHED: { description: 'The page it names is a draft, or scheduled for later' },
  } as const,
});

const BrokenLinkRef = builder.objectRef<{ path: string; pageId: number; problem: 'PAGE_DELETED' | 'PAGE_NOT_PUBLISHED' }>('MenuBrokenLink').implement({
  description: 'A link of a menu that visitors do not see, as the menu editor flags it',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Where it is in `items` (0.items.2.link: the third link of the first group)' }),
    pageId: t.id({ description: "The global id of the page it names (a deleted page's too)", resolve: (link) => encodeGlobalID('Page', link.pageId) }),
    problem: t.field({ type: BrokenLinkProblemEnum, description: 'Why visitors do not see it', resolve: (link) => link.problem }),
  }),
});

export const MenuRef = builder.objectRef<MenuRow>('Menu').implement({
  description: 'A menu of the site, in both languages',
  fields: (t) => ({
    name: t.field({ type: MenuNameEnum, description: 'Which menu', resolve: (menu) => menu.name }),
    version: t.exposeInt('version', { description: 'Raised by every save (0 for a menu never saved); send it back with an edit' }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was last saved', resolve: (menu) => menu.updatedAt }),
    items: t.field({
      type: 'JSON',
      description: `The items as written (MenuItem[], at most ${menuLimits.items}): links and groups of links, their words in both languages, links to pages by id. What the menu editor edits and sends back. Visitors read them without the links to pages they cannot see`,
      resolve: (menu, _args, ctx) => itemsShownTo(ctx, menu.items),
    }),
    links: t.field({
      type: 'JSON',
      description:
        'The items in one language as visitors read them: each link as { kind, href }, links to pages visitors cannot see (drafts, deleted pages) left out, with a group overview naming one',
      args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language of the page' }) },
      resolve: (menu, args, ctx) => publicMenu(ctx, menu.items, args.locale),
    }),
    brokenLinks: t.field({
      type: [BrokenLinkRef],
      description: 'The links visitors do not see, because the page they name is a draft or was deleted (staff only)',
      authScopes: { staff: true },
      resolve: (menu, _args, ctx) => brokenLinks(ctx.db, menu.items),
    }),
  }),
});

const UpdateMenuInput = builder.inputType('UpdateMenuInput', {
  description: "A menu's items as edited, whole",
  fields: (t) => ({
    name: t.field({ type: MenuNameEnum, required: true, description: 'Which menu' }),
    version: t.int({ required: true, description: 'The version the edit started from (Menu.version): CONFLICT when it was saved since' }),
    items: t.field({
      type: 'JSON',
      required: true,
      description:
        'The items (MenuItem[]): every label in both languages; a link to a page names one that exists. BAD_USER_INPUT names a field at fault by its path (items.0.label.ar)',
    }),
  }),
});

const MenuPayload = builder.objectRef<{ menu: MenuRow }>('MenuPayload').implement({
  description: 'The menu after the change',
  fields: (t) => ({ menu: t.field({ type: MenuRef, description: 'The menu as it is now', resolve: (payload) => payload.menu }) }),
});

builder.queryFields((t) => ({
  menus: t.field({
    description: 'The menus of the site: the header, then the footer (anyone)',
    type: [MenuRef],
    resolve: async (_root, _args, ctx) => (await ctx.publicSite.menus(ctx.request)).menus,
  }),
}));

builder.mutationFields((t) => ({
  updateMenu: t.field({
    description: "Replaces a menu's items (admins only); CONFLICT when someone saved it after `version`",
    type: MenuPayload,
    args: { input: t.arg({ type: UpdateMenuInput, required: true, description: 'Which menu, its items, and the version the edit started from' }) },
    resolve: async (_root, { input }, ctx) => ({ menu: await updateMenu(ctx, input.name, input.items, input.version) }),
  }),
}));
