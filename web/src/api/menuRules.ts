// The site's menus, shared: the header's navigation and the footer's links, each a list of links and
// groups of links with their words in both languages. The server checks every save against these
// (api/src/services/pages/menus.ts); the menu editor can check first.
import { z } from 'zod';
import { languages } from '../i18n/languages.ts';
import type { Localized } from './localizeBlocks.ts';
import { blockSchemas } from './pageBlocks.ts';

export const menuNames = ['header', 'footer'] as const;
export type MenuName = (typeof menuNames)[number];

export const menuLimits = { items: 20, groupItems: 30 } as const;

// Menus show on every page in both languages: their words are required in each.
const { link, menuLabel, optionalLine } = blockSchemas(languages);
const id = z
  .string('invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'invalid')
  .min(1, 'required')
  .max(64, 'too_long');

const menuLink = z.strictObject({
  type: z.literal('link'),
  id,
  label: menuLabel,
  description: optionalLine.optional().meta({ description: 'A line under the label (the header shows it in its groups)' }),
  link,
});

const menuGroup = z.strictObject({
  type: z.literal('group'),
  id,
  key: z
    .string('invalid')
    .regex(/^[a-z0-9-]+$/, 'invalid')
    .max(40, 'too_long')
    .optional()
    .meta({
      description:
        "What the group is, for the site's layout: products, solutions, deployments (the header's groups), company, legal (the footer's line of legal links)",
    }),
  label: menuLabel,
  overview: link.optional().meta({ description: "Where the group's overview is (the header links it under the group's links)" }),
  items: z.array(menuLink, 'invalid').max(menuLimits.groupItems, 'too_many'),
});

export const menuItemsSchema = z
  .array(z.discriminatedUnion('type', [menuLink, menuGroup], 'invalid'), 'invalid')
  .max(menuLimits.items, 'too_many')
  .superRefine((items, ctx) => {
    // An item's id is its handle in its list (the editor's, the layout's), and a group's key, else its
    // id, its disclosure's id in the header (`menu-products`): each once.
    const once = (values: (string | null)[], at: (i: number) => (string | number)[]) => {
      const seen = new Set<string>();
      values.forEach((value, i) => {
        if (value !== null && seen.has(value)) ctx.addIssue({ code: 'custom', path: at(i), message: 'taken' });
        if (value !== null) seen.add(value);
      });
    };
    const groupName = (item: MenuItem) => (item.type === 'group' ? (item.key ?? item.id) : null);
    once(
      items.map((item) => item.id),
      (i) => [i, 'id'],
    );
    once(items.map(groupName), (i) => [i, items[i].type === 'group' && items[i].key !== undefined ? 'key' : 'id']);
    items.forEach((item, i) => {
      if (item.type === 'group')
        once(
          item.items.map((link) => link.id),
          (j) => [i, 'items', j, 'id'],
        );
    });
  })
  .meta({ description: "The links and groups of links of a menu, in order; each id unique in its list, and each group's key" });

export type MenuItem = z.infer<typeof menuItemsSchema>[number];
export type MenuLinkItem = z.infer<typeof menuLink>;
export type MenuGroupItem = z.infer<typeof menuGroup>;
/** A menu's item as visitors read it in one language (Menu.links). */
export type ShownMenuItem = Localized<MenuItem>;
