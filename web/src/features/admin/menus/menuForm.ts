import { menuItemsSchema, type MenuItem } from '../../../api/menuRules.ts';
import { newItemId } from '../pages/schemaShape.ts';

/** The problems the server would find in a menu's items, by the paths its `details` use (`items.0.label.ar`). */
export function validateMenu(items: readonly MenuItem[]): Record<string, string> {
  const result = menuItemsSchema.safeParse(items);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) {
    found[['items', ...issue.path.map(String)].join('.')] ??= /^[a-z_]+$/.test(issue.message) ? issue.message : 'invalid';
  }
  return found;
}

/** The links of a menu visitors do not see (`brokenLinks`), flagged where they are in the editor. */
export function brokenLinkFlags(broken: readonly { readonly path: string; readonly problem: string }[]): Record<string, string> {
  return Object.fromEntries(broken.map((link) => [`items.${link.path}`, link.problem]));
}

/** A new link or group, with nothing written yet (a link leads home until the editor says where). */
export function newMenuItem(type: 'link' | 'group'): MenuItem {
  const label = { en: '', ar: '' };
  return type === 'link' ? { type, id: newItemId(), label, link: { kind: 'url', url: '/' } } : { type, id: newItemId(), label, items: [] };
}
