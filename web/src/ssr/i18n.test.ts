import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import arBlog from '../i18n/locales/ar/blog.json';
import { sharedOptions } from '../i18n/options.ts';
import { createServerI18n, serverI18n } from './i18n.ts';

// The server's t() answers from memory what never changes: it must answer as i18next does.
describe('the server i18n', () => {
  it('answers each language in its own words, the brand read in that language', () => {
    const [en, ar] = [createServerI18n('en'), createServerI18n('ar')];
    for (let i = 0; i < 2; i++) {
      expect(en.t('common:meta.title')).toBe('Sovra — Private, sovereign AI infrastructure');
      expect(ar.t('common:meta.title')).toMatch(/^سوفرا/);
      expect(en.getFixedT('en', 'navigation')('skipToContent')).toBe('Skip to content');
      expect(ar.getFixedT('ar', 'navigation')('skipToContent')).toBe('الانتقال إلى المحتوى');
    }
  });

  it('answers calls with variables or defaults anew each time, and each count in its plural form', () => {
    const t = createServerI18n('en').getFixedT('en', 'blog');
    for (let i = 0; i < 2; i++) {
      expect(t('found', { count: 1 })).toBe('1 article found');
      expect(t('found', { count: 3 })).toBe('3 articles found');
      expect(t('found', { count: 2.5 })).toBe('2.5 articles found');
      expect(t('found', { count: 12_345 })).toBe('12345 articles found');
    }
    // Arabic has six plural forms: each count of a kept answer is its own.
    const ar = createServerI18n('ar');
    const fresh = createInstance();
    void fresh.init({ ...sharedOptions(fresh), lng: 'ar', resources: { ar: { blog: arBlog } }, initAsync: false });
    for (const count of [0, 1, 2, 3, 11, 100, 101, 500, 501])
      for (let i = 0; i < 2; i++) expect(ar.getFixedT('ar', 'blog')('readTime', { count }), String(count)).toBe(fresh.t('blog:readTime', { count }));
    expect(t('publishedOn', { date: 'today' })).toBe('Published today');
    expect(t('publishedOn', { date: 'yesterday' })).toBe('Published yesterday');
    expect(t('noSuchKey', 'a default')).toBe('a default');
    expect(t('noSuchKey', 'another')).toBe('another');
  });

  it('shares objects between renders frozen, so no render can change another’s', () => {
    const first = createServerI18n('en').t('useCases:items', { returnObjects: true }) as Record<string, { title: string }>;
    const second = createServerI18n('en').t('useCases:items', { returnObjects: true }) as Record<string, { title: string }>;
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(Object.values(first)[0])).toBe(true);
    expect(() => {
      Object.values(first)[0].title = 'changed';
    }).toThrow(TypeError);
  });

  it('keeps a key prefix apart from the same key without it', () => {
    const i18n = createServerI18n('en');
    expect(i18n.getFixedT('en', 'common', 'meta')('title')).toBe(i18n.t('common:meta.title'));
    expect(i18n.getFixedT('en', 'common')('title')).not.toBe(i18n.t('common:meta.title'));
  });

  it('shares one instance per language between renders, each answering in its own language', () => {
    expect(serverI18n('en')).toBe(serverI18n('en'));
    expect(serverI18n('ar')).not.toBe(serverI18n('en'));
    expect(serverI18n('ar').language).toBe('ar');
    expect(serverI18n('en').t('navigation:skipToContent')).toBe('Skip to content');
    expect(serverI18n('ar').t('navigation:skipToContent')).toBe('الانتقال إلى المحتوى');
  });
});
