import { z } from 'zod';
import type { Locale, PostStatus } from '../../db/generated/client.ts';
import {
  coverImageMaxLength,
  isCoverImageAddress,
  isReservedSlug,
  maxSlugLength,
  maxTagLength,
  maxTags,
  postTextLimits,
  slugPattern,
} from '../../../../web/src/api/postRules.ts';
import { hasDisguisingCharacters } from '../../../../web/src/api/contactRules.ts';
import { normaliseTagName, tagNameKey, tagNameProblem } from '../../../../web/src/api/tagRules.ts';
import { apiError } from '../../errors.ts';
import { detailsOf } from '../inputDetails.ts';
import { publicationDate } from '../publishing/versioned.ts';
import { languageNamesInEnglish, languages, perLanguage } from '../../../../web/src/i18n/languages.ts';

// What a post write may carry, checked the same way for GraphQL and REST: lengths, formats, and the
// rules that tie fields together (a published post needs a title and a body in some language).

export const limits = { ...postTextLimits, tags: maxTags, coverImage: coverImageMaxLength } as const;

// Line breaks and tabs are text in an excerpt or a body; other control characters (NUL…) are not.
const text = (max: number) =>
  z
    .string()
    .max(max, 'too_long')
    .regex(/^(?:[\t\n\r]|[^\p{Cc}])*$/u, 'invalid');
// What reaches the page's head (a title, the SEO texts, the excerpt that stands in for a missing SEO
// description) may not hold what could disguise it, by the rule enquiries and tag names are held
// to (contactRules.ts): control characters, direction overrides and isolates (an unclosed U+2067
// swallows the " | site name" after a title), and in a line the line and paragraph separators.
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'too_long')
    .refine((line) => !hasDisguisingCharacters(line, false), 'invalid');
const excerptText = (max: number) => text(max).refine((excerpt) => !hasDisguisingCharacters(excerpt, true), 'invalid');

const translationShape = z.object({
  // Something to read: not only spaces, marks or invisible characters (an empty title drops the language).
  title: line(limits.title).refine((title) => title === '' || /[\p{L}\p{N}]/u.test(title), 'invalid'),
  excerpt: excerptText(limits.excerpt).optional(),
  body: text(limits.body).optional(),
  seoTitle: line(limits.seoTitle).optional(),
  seoDescription: line(limits.seoDescription).optional(),
});

const postShape = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(maxSlugLength, 'too_long')
    .regex(slugPattern, 'invalid')
    .refine((slug) => !isReservedSlug(slug), 'reserved')
    .nullish(),
  status: z.enum(['DRAFT', 'PUBLISHED', 'ARCHIVED'], 'invalid'),
  publishedAt: publicationDate.nullish(),
  unpublishAt: publicationDate.nullish(),
  featured: z.boolean('invalid').nullish(),
  // A tag's slug, or a name as typed (new names make new tags: services/tags/filing.ts).
  tags: z
    .array(
      z
        .string()
        .max(maxTagLength * 4, 'too_long')
        .transform(normaliseTagName)
        .superRefine((name, check) => {
          const problem = tagNameProblem(name);
          if (problem) check.addIssue({ code: 'custom', message: problem === 'required' ? 'invalid' : problem });
        }),
      'invalid',
    )
    .max(limits.tags, 'too_many')
    .nullish(),
  coverImage: z
    .string()
    .trim()
    .max(limits.coverImage, 'too_long')
    .refine((url) => url === '' || isCoverImageAddress(url), 'invalid')
    .nullish(),
  translations: z.object(
    perLanguage(() => translationShape.nullish()),
    'invalid',
  ),
});

const fieldMessages: Record<string, string> = {
  slug: `The slug must be lowercase letters and digits joined by hyphens, at most ${maxSlugLength} characters, and not a reserved word`,
  status: 'The status must be DRAFT, PUBLISHED or ARCHIVED',
  publishedAt: 'The publication date must be an ISO 8601 date and time',
  unpublishAt: 'The unpublish time must be an ISO 8601 date and time',
  featured: 'featured must be true or false',
  tags: `Tags are at most ${maxTags} slugs or names of at most ${maxTagLength} characters, with a letter or digit, on one line, without commas or control characters`,
  coverImage: 'The cover image must be an https:// address or a path on this site',
  translations: `Give the post a title (at most ${limits.title} characters) in English or Arabic, and keep each field within its length`,
};

export interface TranslationInput {
  title: string;
  excerpt: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
}

export interface PostInput {
  slug: string | null;
  status: PostStatus;
  publishedAt: Date | null;
  /** When the scheduler takes it off the site; null: never. */
  unpublishAt: Date | null;
  featured: boolean;
  tags: string[];
  coverImage: string | null;
  translations: Partial<Record<Locale, TranslationInput>>;
}

/** Checks a post as written by an editor; a failure is 400 with `{ field: code }` details. */
export function parsePostInput(input: unknown): PostInput {
  const result = postShape.safeParse(input);
  if (!result.success) {
    const details = detailsOf(result.error.issues, input);
    const first = Object.keys(details)[0].split('.')[0];
    throw apiError('BAD_USER_INPUT', fieldMessages[first] ?? 'Invalid input', details);
  }
  const data = result.data;
  const translations: Partial<Record<Locale, TranslationInput>> = {};
  for (const locale of languages) {
    const given = data.translations[locale];
    if (!given) continue;
    translations[locale] = {
      title: given.title,
      excerpt: (given.excerpt ?? '').trim(),
      body: given.body ?? '',
      seoTitle: given.seoTitle ?? '',
      seoDescription: given.seoDescription ?? '',
    };
  }
  for (const locale of languages) {
    const translation = translations[locale];
    if (!translation || translation.title) continue;
    // A language without a title is no translation: an empty Arabic tab is not an Arabic post. One
    // with words but no title is a mistake to point out, not text to drop.
    if (translation.excerpt || translation.body.trim() || translation.seoTitle || translation.seoDescription) {
      throw apiError('BAD_USER_INPUT', `Give the ${languageNamesInEnglish[locale]} version a title, or leave it empty`, {
        [`translations.${locale}.title`]: 'required',
      });
    }
    delete translations[locale];
  }
  const written = languages.filter((locale) => translations[locale]);
  if (written.length === 0) throw apiError('BAD_USER_INPUT', fieldMessages.translations, { translations: 'required' });
  if (data.status === 'PUBLISHED' && !written.some((locale) => translations[locale]?.body.trim())) {
    throw apiError('BAD_USER_INPUT', 'A published post needs a body in at least one language', { body: 'required' });
  }
  return {
    slug: data.slug || null,
    status: data.status,
    publishedAt: data.publishedAt ? new Date(data.publishedAt) : null,
    unpublishAt: data.unpublishAt ? new Date(data.unpublishAt) : null,
    featured: data.featured ?? false,
    tags: oncePerName(data.tags ?? []),
    coverImage: data.coverImage || null,
    translations,
  };
}

/** Each tag once: two spellings of one name (UAE, uae) are one tag. */
function oncePerName(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => !seen.has(tagNameKey(tag)) && Boolean(seen.add(tagNameKey(tag))));
}
