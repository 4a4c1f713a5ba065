import { z } from 'zod';
import { maxTagLength } from '../../../../web/src/api/postRules.ts';
import { component, count, Pagination, pageQuery, recordId, searchQuery } from './common.ts';

// Tags as /api/tags shows and takes them (rest/tagRoutes.ts).

const name = z.string().max(maxTagLength);

export const Tag = component(
  'Tag',
  z.object({
    id: recordId,
    slug: z.string().meta({ description: 'The tag in addresses: /blog?tag=<slug>, /api/blogs?category=<slug>' }),
    names: z
      .object({ en: name.nullable(), ar: name.nullable() })
      .meta({ description: "Its name in each language; null where it has none (the site shows the other language's)" }),
    publishedPosts: count.meta({ description: 'How many published posts are filed under it' }),
    posts: count.meta({ description: 'How many posts are filed under it, drafts included' }),
  }),
);

export const TagList = component('TagList', z.object({ tags: z.array(Tag), pagination: Pagination }));

export const tagListQuery = z.object({ ...pageQuery(50), ...searchQuery });

export const tagNamesBody = z.object({
  en: name.nullable().optional().meta({ description: 'The English name; empty or null: none' }),
  ar: name.nullable().optional().meta({ description: 'The Arabic name; empty or null: none (one language at least)' }),
});

export const tagMergeBody = z.object({ into: recordId.meta({ description: 'The id of the tag that stays and takes the posts' }) });
