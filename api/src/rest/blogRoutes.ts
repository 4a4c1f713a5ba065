import { apiError } from '../errors.ts';
import { numericId } from './ids.ts';
import { localeParam, pageParams, pagination } from './query.ts';
import type { RestRoute } from './types.ts';

const postFields = /* GraphQL */ `
  fragment RestPost on Post {
    id slug featured publishedAt coverImage
    translation(locale: $locale) { locale title excerpt readTimeMinutes }
    tags { slug name(locale: $locale) }
  }`;

interface RestPostData {
  id: string;
  slug: string;
  featured: boolean;
  publishedAt: string | null;
  coverImage: string | null;
  translation: { locale: string; title: string; excerpt: string; readTimeMinutes: number; body?: string; seoTitle?: string; seoDescription?: string };
  tags: { slug: string; name: string }[];
}

function restPost(post: RestPostData) {
  const { translation } = post;
  // Field by field: graphql-js answers with prototype-less objects, which `...` copies ten times slower.
  return {
    id: numericId(post.id),
    slug: post.slug,
    featured: post.featured,
    publishedAt: post.publishedAt,
    coverImage: post.coverImage,
    tags: post.tags,
    locale: translation.locale,
    title: translation.title,
    excerpt: translation.excerpt,
    readTime: translation.readTimeMinutes,
    ...(translation.body === undefined
      ? {}
      : { content: translation.body, seoTitle: translation.seoTitle, seoDescription: translation.seoDescription }),
  };
}

export const defaultPageSize = 12;

export const blogRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/blogs',
    publicRead: true,
    document: /* GraphQL */ `
      query RestBlogs($first: Int!, $after: String, $tag: String, $search: String, $locale: Locale!) {
        posts(first: $first, after: $after, tag: $tag, search: $search) { totalCount edges { node { ...RestPost } } }
      }
      ${postFields}`,
    variables: ({ query }) => {
      const { first, after } = pageParams(query, defaultPageSize);
      return { first, after, tag: query.get('category') || null, search: query.get('search') || null, locale: localeParam(query) };
    },
    respond: (data, { query }) => ({
      blogs: data.posts.edges.map((edge: { node: RestPostData }) => restPost(edge.node)),
      pagination: pagination(query, defaultPageSize, data.posts.totalCount),
    }),
  },
  {
    method: 'GET',
    path: '/api/blogs/:slug',
    publicRead: true,
    document: /* GraphQL */ `
      query RestBlog($slug: String!, $locale: Locale!) {
        post(slug: $slug) { ...RestPost translation(locale: $locale) { body seoTitle seoDescription } }
      }
      ${postFields}`,
    variables: ({ params, query }) => ({ slug: params.slug, locale: localeParam(query) }),
    respond: (data) => {
      if (!data.post) throw apiError('NOT_FOUND', 'Blog post not found');
      return restPost(data.post);
    },
  },
];
