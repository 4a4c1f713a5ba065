import { z } from 'zod';
import { maxSlugLength, maxTagLength, slugPattern } from '../../../../web/src/api/postRules.ts';
import { perLanguage } from '../../../../web/src/i18n/languages.ts';
import { limits } from '../../services/posts/input.ts';
import { component, count, dateTime, day, langQuery, locale, Pagination, pageQuery, recordId, searchQuery } from './common.ts';
import { CoverImage } from './images.ts';

// Blog posts as /api/blogs shows and takes them (rest/blogRoutes.ts): one language per answer (`lang`).

const postStatus = z.enum(['DRAFT', 'PUBLISHED', 'ARCHIVED']);

export const BlogPostSummary = component(
  'BlogPostSummary',
  z.object({
    id: recordId,
    slug: z.string(),
    status: postStatus,
    featured: z.boolean(),
    publishedAt: dateTime.nullable().meta({ description: 'When it went (or goes) public; null for a draft never published' }),
    updatedAt: dateTime,
    coverImage: z.string().nullable().meta({ description: 'The cover as an address (https:// or a path on this site), or null' }),
    cover: CoverImage.nullable().meta({ description: 'The cover when it is an uploaded image; null otherwise' }),
    tags: z.array(z.object({ slug: z.string(), name: z.string() })),
    author: z.object({ id: recordId, displayName: z.string(), bio: z.string() }).nullable().meta({ description: 'Null when the account was deleted' }),
    likes: count,
    languages: z.array(locale).meta({ description: 'The languages the post is written in' }),
    locale: locale.meta({ description: 'The language of the text below: the one asked for, else English, else the one it has' }),
    title: z.string(),
    excerpt: z.string(),
    readTime: count.meta({ description: 'Minutes' }),
  }),
);

const content = {
  content: z.string().meta({ description: 'The body in Markdown' }),
  contentHtml: z.string().meta({ description: 'The body as safe HTML: what the site shows' }),
  seoTitle: z.string(),
  seoDescription: z.string(),
};
const version = {
  version: z.int32().min(1).meta({ description: 'Which save this is: send it back with PUT to refuse a change when someone saved in between' }),
};

export const BlogPost = component('BlogPost', BlogPostSummary.extend(content));
export const StaffBlogPostSummary = component('StaffBlogPostSummary', BlogPostSummary.extend(version));
export const StaffBlogPost = component('StaffBlogPost', BlogPostSummary.extend({ ...content, ...version }));

export const BlogPage = component('BlogPage', z.object({ blogs: z.array(BlogPostSummary), pagination: Pagination }));
export const StaffBlogPage = component('StaffBlogPage', z.object({ blogs: z.array(StaffBlogPostSummary), pagination: Pagination }));

export const blogListQuery = z.object({
  ...pageQuery(12),
  category: z.string().optional().meta({ description: 'Only posts with this tag (its slug)' }),
  ...searchQuery,
  ...langQuery,
});

/** Statuses as the spec writes them (lowercase), or as GraphQL does. */
const statusWord = z.enum(['draft', 'published', 'archived', 'DRAFT', 'PUBLISHED', 'ARCHIVED']);

export const staffBlogListQuery = z.object({
  ...pageQuery(20),
  status: statusWord.optional(),
  author: recordId.optional().meta({ description: 'Only posts by this account (its id)' }),
  translation: z
    .enum(['ar-out-of-date', 'en-out-of-date', 'missing'])
    .optional()
    .meta({ description: 'Only posts whose Arabic or English is out of date (the other language changed since), or with a language missing' }),
  ...searchQuery,
  ...langQuery,
});

const slug = z.string().regex(slugPattern).max(maxSlugLength);

const translation = component(
  'BlogPostTranslationInput',
  z.object({
    title: z.string().max(limits.title).meta({ description: 'Empty drops the language' }),
    excerpt: z.string().max(limits.excerpt).optional(),
    body: z.string().max(limits.body).optional().meta({ description: 'Markdown' }),
    seoTitle: z.string().max(limits.seoTitle).optional(),
    seoDescription: z.string().max(limits.seoDescription).optional(),
  }),
);

const postFields = {
  slug: slug.nullable().optional().meta({ description: 'Made from the English title when left out; not a reserved word (admin, new, blog…) nor digits alone' }),
  status: statusWord,
  publishedAt: dateTime.nullable().optional().meta({ description: 'A future time schedules the post; now when published without one' }),
  unpublishAt: dateTime
    .nullable()
    .optional()
    .meta({ description: 'When the scheduler takes the post off the site (after its publication); never when left out' }),
  featured: z.boolean().nullable().optional(),
  tags: z.array(z.string().max(maxTagLength)).max(limits.tags).nullable().optional().meta({
    description:
      "Tags: a tag's slug, or a name in English or Arabic (an existing tag's name in either language, whatever the case, is that tag); a new name creates a tag named as typed",
  }),
  coverImage: z
    .string()
    .max(limits.coverImage)
    .nullable()
    .optional()
    .meta({ description: 'An https:// address or a path on this site (an uploaded image: its src)' }),
  translations: z
    .object(perLanguage(() => translation.nullable().optional()))
    .meta({ description: 'A title in one language at least; a published post needs a body too' }),
};

export const createBlogBody = z.object({
  ...postFields,
  createKey: z
    .string()
    .min(16)
    .max(100)
    .regex(/^[\w-]+$/)
    .optional()
    .meta({ description: 'Made once per new post (a UUID): letters, digits, hyphens or underscores. A retry with it returns the post the first try made' }),
});

export const updateBlogBody = z.object({
  ...postFields,
  version: version.version.meta({ description: 'The version of the post you edited: CONFLICT when someone saved since' }),
});

export const Like = component('Like', z.object({ liked: z.boolean().meta({ description: 'False when this visitor had liked it already' }), likes: count }));

export const View = z.object({ counted: z.boolean().meta({ description: 'False when this visitor was counted today already' }) });

export const BlogAnalytics = component(
  'BlogAnalytics',
  z.object({
    views: z.array(z.object({ date: day, views: count })),
    likes: z.array(z.object({ date: day, likes: count })),
    totals: z.object({ views: count, likes: count }),
  }),
);

export const publishChangesBody = z.object({
  version: z.int().min(1).meta({ description: 'The version the post or page was read at (409 when saved since)' }),
  publishAt: dateTime.nullable().optional().meta({ description: 'A future time schedules the changes; now when left out' }),
});

export const discardChangesBody = z.object({
  version: z.int().min(1).meta({ description: 'The version the post or page was read at (409 when saved since)' }),
});
