import type { i18n as I18n } from 'i18next';

// Counting without i18next, for an island of plain DOM (the like button's count): the text's plural
// forms travel with the island, and the server and the browser pick one the way i18next does.

/** A text's plural forms (`likeCount_one`, `likeCount_other`…), each with its `{{count}}`. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>>;

const categories: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The forms `key` has in the instance's language. */
export function pluralForms(i18n: I18n, namespace: string, key: string): PluralForms {
  const forms: PluralForms = {};
  for (const category of categories) {
    const text: unknown = i18n.getResource(i18n.language, namespace, `${key}_${category}`);
    if (typeof text === 'string') forms[category] = text;
  }
  return forms;
}

/** The form for `count` in `language` (i18next takes `_zero` for 0 whenever the text has one), its number written in. */
export function plural(forms: PluralForms, count: number, language: string): string {
  const form = (count === 0 ? forms.zero : undefined) ?? forms[new Intl.PluralRules(language).select(count)] ?? forms.other ?? '';
  return form.replace('{{count}}', String(count));
}
