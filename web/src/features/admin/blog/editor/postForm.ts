import type { usePostEditor_post$data } from '../../../../__generated__/usePostEditor_post.graphql.ts';
import { isLanguage, languages, perLanguage } from '../../../../i18n/languages.ts';
import { fromOfficeInput, toOfficeInput } from '../../../../format/officeTime.ts';
import { unpublishTimeProblem } from '../../publishing/unpublishTime.ts';
import { pendingContent, pendingTranslations } from '../../publishing/pendingChanges.ts';
import type { Locale } from '../postErrors.ts';
import { coverImageMaxLength, isCoverImageAddress, maxTags, postTextLimits, slugFromTitle, slugProblem } from '../../../../api/postRules.ts';

// What the editor edits, how it is read from a post and written back, and the browser's own checks
// (the API's rules: api/src/services/posts/input.ts).

export type PostStatus = 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';

export interface TranslationValues {
  title: string;
  excerpt: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
}

export interface PostFormValues {
  translations: Record<Locale, TranslationValues>;
  slug: string;
  /** The slug follows the English title until the editor types one. */
  slugAuto: boolean;
  tags: string[];
  featured: boolean;
  coverImage: string;
  /** Publication time of a published post, office time (YYYY-MM-DDTHH:mm). */
  publishAt: string;
  /** When the scheduler takes a published post off the site, office time; empty: never. */
  unpublishAt: string;
}

/** What the server last said about the post: what the next write must start from. */
export interface ServerPost {
  id: string;
  version: number;
  status: PostStatus;
  publishedAt: string | null;
  slug: string;
  hasPendingChanges: boolean;
  /** When the scheduler publishes the pending changes; null: not scheduled. */
  changesPublishAt: string | null;
}

const emptyTranslation = (): TranslationValues => ({ title: '', excerpt: '', body: '', seoTitle: '', seoDescription: '' });

export function emptyValues(): PostFormValues {
  return { translations: perLanguage(emptyTranslation), slug: '', slugAuto: true, tags: [], featured: false, coverImage: '', publishAt: '', unpublishAt: '' };
}

export function serverPostOf(post: usePostEditor_post$data): ServerPost {
  return {
    id: post.id,
    version: post.version,
    status: post.status as PostStatus,
    publishedAt: post.publishedAt ?? null,
    slug: post.slug,
    hasPendingChanges: Boolean(post.pendingChanges),
    changesPublishAt: post.pendingChanges?.publishAt ?? null,
  };
}

/** The post as the editor shows it: its pending changes over the published version, when it has some. */
export function valuesFromPost(read: usePostEditor_post$data): PostFormValues {
  const pending = pendingContent(read);
  const post = pending
    ? {
        ...read,
        slug: typeof pending.slug === 'string' ? pending.slug : read.slug,
        featured: Boolean(pending.featured),
        coverImage: typeof pending.coverImage === 'string' ? pending.coverImage : null,
        tags: Array.isArray(pending.tags) ? pending.tags.map((slug) => ({ slug: String(slug) })) : read.tags,
        translations: pendingTranslations<TranslationValues>(pending.translations),
      }
    : read;
  const translations = perLanguage(emptyTranslation);
  for (const tr of post.translations) {
    if (isLanguage(tr.locale)) {
      translations[tr.locale] = { title: tr.title, excerpt: tr.excerpt, body: tr.body, seoTitle: tr.seoTitle, seoDescription: tr.seoDescription };
    }
  }
  // A draft never published keeps following its English title while its slug still is that title's.
  const slugAuto = post.status === 'DRAFT' && !post.publishedAt && post.slug === slugFromTitle(translations.en.title);
  return {
    translations,
    slug: post.slug,
    slugAuto,
    tags: post.tags.map((tag) => tag.slug),
    featured: post.featured,
    coverImage: post.coverImage ?? '',
    publishAt: post.status === 'PUBLISHED' ? toOfficeInput(post.publishedAt) : '',
    unpublishAt: post.status === 'PUBLISHED' ? toOfficeInput(read.unpublishAt ?? null) : '',
  };
}

/** The slug the post gets: the typed one, or the English title's while it follows the title. */
export function effectiveSlug(values: PostFormValues): string {
  return values.slugAuto ? slugFromTitle(values.translations.en.title) : values.slug.trim();
}

/** Equal for equal posts as written: tells unsaved changes apart from saved ones. */
export function fingerprint(values: PostFormValues): string {
  return JSON.stringify([
    values.translations,
    effectiveSlug(values),
    values.tags,
    values.featured,
    values.coverImage.trim(),
    values.publishAt,
    values.unpublishAt,
  ]);
}

const hasText = (tr: TranslationValues) => Boolean(tr.title.trim() || tr.excerpt.trim() || tr.body.trim() || tr.seoTitle.trim() || tr.seoDescription.trim());

export function hasTitle(values: PostFormValues): boolean {
  return languages.some((locale) => values.translations[locale].title.trim() !== '');
}

/** The write input (createPost / updatePost) for these values and this status. */
export function writeInput(values: PostFormValues, status: PostStatus, creating: boolean) {
  const translations: Partial<Record<Locale, TranslationValues>> = {};
  for (const locale of languages) {
    const tr = values.translations[locale];
    if (tr.title.trim()) translations[locale] = { ...tr, title: tr.title.trim() };
  }
  const slug = effectiveSlug(values);
  return {
    // A new post whose slug follows its title lets the API pick it (and number it when taken).
    slug: (creating && values.slugAuto) || !slug ? null : slug,
    status,
    publishedAt: status === 'PUBLISHED' ? fromOfficeInput(values.publishAt) : null,
    // A write carries the whole post: left out, a scheduled unpublish would be dropped.
    unpublishAt: status === 'PUBLISHED' ? fromOfficeInput(values.unpublishAt) : null,
    featured: values.featured,
    tags: values.tags,
    coverImage: values.coverImage.trim() || null,
    translations,
  };
}

/**
 * Why the API would refuse this cover image address, or null: an https:// address, or a path on
 * this site (one leading slash), without spaces, quotes, angle brackets or backslashes.
 */
export function coverImageProblem(value: string): 'too_long' | 'invalid' | null {
  const url = value.trim();
  if (url === '') return null;
  if (url.length > coverImageMaxLength) return 'too_long';
  return isCoverImageAddress(url) ? null : 'invalid';
}

/**
 * The browser's checks before a save, as `{ field: code }`. `publishing` adds the rule of a
 * published post (a body in some language); `activeLocale` is where a post-wide problem shows.
 */
export function validate(values: PostFormValues, options: { publishing: boolean; activeLocale: Locale }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const locale of languages) {
    const tr = values.translations[locale];
    // A language without a title is not saved: say so rather than drop its text.
    if (!tr.title.trim() && hasText(tr)) errors[`${locale}.title`] = 'titleForText';
    for (const field of Object.keys(postTextLimits) as (keyof typeof postTextLimits)[]) {
      if (tr[field].length > postTextLimits[field]) errors[`${locale}.${field}`] = 'too_long';
    }
  }
  if (!hasTitle(values)) errors[`${options.activeLocale}.title`] = 'needsTitle';
  else if (options.publishing && !languages.some((locale) => values.translations[locale].title.trim() && values.translations[locale].body.trim())) {
    errors[`${options.activeLocale}.body`] = 'needsBody';
  }
  if (!values.slugAuto) {
    const problem = slugProblem(values.slug.trim());
    if (problem) errors.slug = problem;
  }
  if (values.tags.length > maxTags) errors.tags = 'too_many';
  const coverProblem = coverImageProblem(values.coverImage);
  if (coverProblem) errors.coverImage = coverProblem;
  if (values.publishAt && !fromOfficeInput(values.publishAt)) errors.publishAt = 'invalid';
  const unpublishProblem = unpublishTimeProblem(values.unpublishAt, values.publishAt);
  if (unpublishProblem) errors.unpublishAt = unpublishProblem;
  return errors;
}

/** The post's text, readable, for the clipboard (to keep one's own version before loading another). */
export function copyableText(values: PostFormValues, languageNames: Record<Locale, string>): string {
  return languages
    .filter((locale) => hasText(values.translations[locale]))
    .map((locale) => {
      const tr = values.translations[locale];
      const parts = [`[${languageNames[locale]}]`, `# ${tr.title}`];
      if (tr.excerpt) parts.push(tr.excerpt);
      if (tr.body) parts.push(tr.body);
      if (tr.seoTitle || tr.seoDescription) parts.push(`SEO: ${tr.seoTitle}\n${tr.seoDescription}`.trim());
      return parts.join('\n\n');
    })
    .join('\n\n---\n\n');
}
