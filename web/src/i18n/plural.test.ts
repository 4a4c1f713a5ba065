import { describe, expect, it } from 'vitest';
import { createServerI18n } from '../ssr/i18n.ts';
import { plural, pluralForms } from './plural.ts';

describe('plural forms without i18next', () => {
  it('picks what i18next picks for every count, in both languages', () => {
    for (const language of ['en', 'ar'] as const) {
      const i18n = createServerI18n(language);
      const forms = pluralForms(i18n, 'blog', 'likeCount');
      for (const count of [0, 1, 2, 3, 10, 11, 99, 100, 101, 1000])
        expect(plural(forms, count, language), `${language} ${count}`).toBe(i18n.t('blog:likeCount', { count }));
    }
  });
});
