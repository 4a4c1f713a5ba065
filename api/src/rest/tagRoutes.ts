import { apiError } from '../errors.ts';
import { globalIdFromParam, numericId } from './ids.ts';
import { pageParams, pagination } from './query.ts';
import { Deleted } from './schemas/common.ts';
import { Tag, tagListQuery, TagList, tagMergeBody, tagNamesBody } from './schemas/tags.ts';
import type { RestRoute } from './types.ts';

// The tags' door (docs/blog.md, "Tags"): staff list, rename, merge and delete them, each route one
// operation of graphql/types/tag.ts.

const tagFields = 'id slug en: ownName(locale: en) ar: ownName(locale: ar) postCount allPostCount';

interface TagData {
  id: string;
  slug: string;
  en: string | null;
  ar: string | null;
  postCount: number;
  allPostCount: number;
}

const restTag = (tag: TagData) => ({
  id: numericId(tag.id),
  slug: tag.slug,
  names: { en: tag.en, ar: tag.ar },
  publishedPosts: tag.postCount,
  posts: tag.allPostCount,
});

const pageSize = 50;

/** The tag a merge's body names by number. */
function intoId(body: Record<string, unknown> | undefined): string {
  const into = body?.into;
  if (into === undefined || into === null) throw apiError('BAD_USER_INPUT', 'into is required: the id of the tag that stays', { into: 'required' });
  return globalIdFromParam('Tag', typeof into === 'number' || typeof into === 'string' ? String(into) : '', 'into');
}

export const tagRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/tags',
    document: `query RestTags($first: Int!, $after: String, $search: String) {
      adminTags(first: $first, after: $after, search: $search) { totalCount edges { node { ${tagFields} } } }
    }`,
    variables: ({ query }) => {
      const { first, after } = pageParams(query, pageSize);
      return { first, after, search: query.get('search') || null };
    },
    respond: (data, { query }) => ({
      tags: data.adminTags.edges.map((edge: { node: TagData }) => restTag(edge.node)),
      pagination: pagination(query, pageSize, data.adminTags.totalCount),
    }),
    doc: { summary: 'Every tag by slug, with its names and post counts, a page at a time', tag: 'Blog', access: 'staff', query: tagListQuery, data: TagList },
  },
  {
    method: 'PUT',
    path: '/api/tags/:id',
    document: `mutation RestRenameTag($input: RenameTagInput!) { renameTag(input: $input) { tag { ${tagFields} } } }`,
    variables: ({ params, body }) => ({ input: { id: globalIdFromParam('Tag', params.id), en: body?.en ?? null, ar: body?.ar ?? null } }),
    respond: (data) => restTag(data.renameTag.tag),
    doc: {
      summary: 'Rename a tag in English and Arabic; its slug stays',
      description: 'CONFLICT when another tag already has one of the names in its language, whatever the case.',
      tag: 'Blog',
      access: 'staff',
      body: tagNamesBody,
      data: Tag,
      refusals: ['CONFLICT'],
    },
  },
  {
    method: 'POST',
    path: '/api/tags/:id/merge',
    document: `mutation RestMergeTag($input: MergeTagInput!) { mergeTag(input: $input) { tag { ${tagFields} } } }`,
    variables: ({ params, body }) => ({ input: { id: globalIdFromParam('Tag', params.id), into: intoId(body) } }),
    respond: (data) => restTag(data.mergeTag.tag),
    doc: {
      summary: 'Merge a tag into another',
      description:
        "Its posts are filed under `into` (once each), a language `into` has no name in takes its name, /blog?tag=<its slug> leads to `into`'s topic, and it is gone. The answer is the tag that stays.",
      tag: 'Blog',
      access: 'staff',
      body: tagMergeBody,
      data: Tag,
    },
  },
  {
    method: 'DELETE',
    path: '/api/tags/:id',
    document: 'mutation RestDeleteTag($id: ID!) { deleteTag(input: { id: $id }) { deletedTagId } }',
    variables: ({ params }) => ({ id: globalIdFromParam('Tag', params.id) }),
    respond: (data) => ({ id: numericId(data.deleteTag.deletedTagId), message: 'Tag deleted' }),
    doc: { summary: 'Delete a tag: its posts stay, without it', tag: 'Blog', access: 'staff', data: Deleted },
  },
];
