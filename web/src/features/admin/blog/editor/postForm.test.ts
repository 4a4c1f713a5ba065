import type { FragmentRefs } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import {
  copyableText,
  coverImageProblem,
  effectiveSlug,
  emptyValues,
  fingerprint,
  validate,
  valuesFromPost,
  writeInput,
  type PostFormValues,
} from './postForm.ts';

const written = (change: (v: PostFormValues) => void = () => {}): PostFormValues => {
  const values = emptyValues();
  values.translations.en = { title: 'Private AI in the UAE', excerpt: ' Why it matters ', body: '## Hello', seoTitle: '', seoDescription: '' };
  change(values);
  return values;
};

const stored = {
  id: 'UG9zdDox',
  slug: 'private-ai-in-the-uae',
  status: 'PUBLISHED' as const,
  publishedAt: '2026-03-01T05:30:00.000Z',
  featured: true,
  coverImage: '/images/cover.jpg',
  version: 4,
  tags: [{ slug: 'sovereignty' }],
  translations: [{ locale: 'ar' as const, title: 'الذكاء', excerpt: '', body: 'نص', seoTitle: '', seoDescription: '' }],
  unpublishAt: null,
  pendingChanges: null as { content: string; savedAt: string | null; publishAt: string | null } | null,
  ' $fragmentType': 'usePostEditor_post' as const,
  // The review banner's own fragment, read by the banner, not by the form.
  ' $fragmentSpreads': {} as FragmentRefs<'ReviewBanner_subject'>,
};

describe('the post form', () => {
  it('follows the English title with the slug until one is typed', () => {
    expect(effectiveSlug(written())).toBe('private-ai-in-the-uae');
    expect(effectiveSlug(written((v) => Object.assign(v, { slugAuto: false, slug: ' my-slug ' })))).toBe('my-slug');
  });

  it('reads a post: publication time in office time, tags by slug, a published slug no longer follows the title', () => {
    const values = valuesFromPost(stored);
    expect(values.publishAt).toBe('2026-03-01T09:30');
    expect(values.tags).toEqual(['sovereignty']);
    expect(values.slugAuto).toBe(false);
    expect(values.translations.ar.title).toBe('الذكاء');
    expect(values.translations.en.title).toBe('');
  });

  it("keeps a live post's unpublish time in every write (a write carries the whole post: left out, the schedule was dropped)", () => {
    const values = valuesFromPost({ ...stored, unpublishAt: '2026-12-31T20:00:00.000Z' });
    expect(values.unpublishAt).toBe('2027-01-01T00:00');
    expect(writeInput(values, 'PUBLISHED', false).unpublishAt).toBe('2026-12-31T20:00:00.000Z');
    expect(writeInput({ ...values, unpublishAt: '' }, 'PUBLISHED', false).unpublishAt).toBeNull();
    expect(writeInput(values, 'DRAFT', false).unpublishAt).toBeNull();
    expect(fingerprint({ ...values, unpublishAt: '' })).not.toBe(fingerprint(values));
  });

  it('reads a live post with pending changes as the changes have it', () => {
    const content = JSON.stringify({
      slug: 'private-ai',
      featured: true,
      tags: ['uae'],
      translations: { en: { title: 'Pending', excerpt: '', body: 'New', seoTitle: '', seoDescription: '' } },
    });
    const values = valuesFromPost({ ...stored, pendingChanges: { content, savedAt: null, publishAt: null } });
    expect(values.translations.en.title).toBe('Pending');
    expect(values.translations.ar.title).toBe('');
    expect(values).toMatchObject({ slug: 'private-ai', featured: true, tags: ['uae'] });
  });

  it('writes only the languages with a title; a new post lets the API make its slug', () => {
    const input = writeInput(written(), 'DRAFT', true);
    expect(input.translations).toEqual({
      en: { title: 'Private AI in the UAE', excerpt: ' Why it matters ', body: '## Hello', seoTitle: '', seoDescription: '' },
    });
    expect(input.slug).toBeNull();
    expect(input.publishedAt).toBeNull();
    expect(writeInput(written(), 'DRAFT', false).slug).toBe('private-ai-in-the-uae');
  });

  it('sends the publication time of a published post as UTC', () => {
    const input = writeInput(
      written((v) => (v.publishAt = '2026-03-01T09:30')),
      'PUBLISHED',
      false,
    );
    expect(input.publishedAt).toBe('2026-03-01T05:30:00.000Z');
  });

  it('keeps a live post’s unpublish time through a save (a save carries the whole post), in office time, and checks it as the API does', () => {
    const read = valuesFromPost({ ...stored, unpublishAt: '2099-01-01T04:00:00.000Z' });
    expect(read.unpublishAt).toBe('2099-01-01T08:00');
    expect(writeInput(read, 'PUBLISHED', false).unpublishAt).toBe('2099-01-01T04:00:00.000Z');
    expect(writeInput(read, 'DRAFT', false).unpublishAt).toBeNull();
    expect(writeInput({ ...read, unpublishAt: '' }, 'PUBLISHED', false).unpublishAt).toBeNull();
    const check = (unpublishAt: string) => validate({ ...read, unpublishAt }, { publishing: false, activeLocale: 'ar' }).unpublishAt;
    expect(check('2099-01-01T08:00')).toBeUndefined();
    expect(check('2099-02-31T08:00')).toBe('invalid');
    expect(check('2020-01-01T08:00')).toBe('before_publication');
    expect(validate({ ...read, publishAt: '2099-06-01T08:00', unpublishAt: '2099-01-01T08:00' }, { publishing: false, activeLocale: 'ar' }).unpublishAt).toBe(
      'before_publication',
    );
    expect(fingerprint(read)).not.toBe(fingerprint({ ...read, unpublishAt: '' }));
  });

  it('checks what the API would refuse, before a save', () => {
    expect(validate(emptyValues(), { publishing: false, activeLocale: 'ar' })).toEqual({ 'ar.title': 'needsTitle' });
    expect(
      validate(
        written((v) => (v.translations.ar.body = 'نص بلا عنوان')),
        { publishing: false, activeLocale: 'en' },
      ),
    ).toEqual({ 'ar.title': 'titleForText' });
    expect(
      validate(
        written((v) => (v.translations.en.body = ' ')),
        { publishing: true, activeLocale: 'en' },
      ),
    ).toEqual({ 'en.body': 'needsBody' });
    expect(
      validate(
        written((v) => Object.assign(v, { slugAuto: false, slug: 'Not OK' })),
        { publishing: false, activeLocale: 'en' },
      ),
    ).toEqual({ slug: 'invalid' });
    expect(
      validate(
        written((v) => (v.coverImage = 'http://insecure.example/x.jpg')),
        { publishing: false, activeLocale: 'en' },
      ),
    ).toEqual({ coverImage: 'invalid' });
    expect(
      validate(
        written((v) => (v.coverImage = '/images/x.jpg')),
        { publishing: true, activeLocale: 'en' },
      ),
    ).toEqual({});
  });

  it('checks a cover image address as the API does', () => {
    const allowed = ['https://cdn.example.com/a.jpg', 'HTTPS://cdn.example.com/a.jpg?w=800&h=400', '  https://x.example/a.png  ', '/images/cover.jpg', '/'];
    const refused = [
      'http://x.example/a.jpg',
      '//evil.example/a.jpg',
      '/\\evil.example/a.jpg',
      'https://x.example/a b.jpg',
      'https://x.example/"onerror=x',
      "/images/it's.jpg",
      'https://x.example/<a>',
      'https://x.example\\a.jpg',
      'https://',
      'javascript:alert(1)',
      'images/a.jpg',
    ];
    expect(allowed.map(coverImageProblem)).toEqual(allowed.map(() => null));
    expect(refused.map(coverImageProblem)).toEqual(refused.map(() => 'invalid'));
    expect(coverImageProblem(`https://x.example/${'a'.repeat(2048)}`)).toBe('too_long');
  });

  it('tells unsaved changes apart', () => {
    expect(fingerprint(written())).toBe(fingerprint(written()));
    expect(fingerprint(written())).not.toBe(fingerprint(written((v) => (v.featured = true))));
  });

  it('puts both languages on the clipboard', () => {
    const text = copyableText(
      written((v) => (v.translations.ar.title = 'عنوان')),
      { en: 'English', ar: 'العربية' },
    );
    expect(text).toContain('# Private AI in the UAE');
    expect(text).toContain('[العربية]');
  });
});
