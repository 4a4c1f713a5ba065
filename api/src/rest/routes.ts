import { offsetToCursor } from '@pothos/plugin-relay';
import { apiError } from '../graphql/errors.ts';
import { numericId } from './ids.ts';

export interface RestInput {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The GraphQL operation this route runs. */
  document: string;
  variables?: (input: RestInput) => Record<string, unknown>;
  /** Turns the operation's data into the `data` of the `{ success, data }` envelope. */
  respond: (data: any, input: RestInput) => unknown;
  status?: number;
}

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
  const { translation, ...rest } = post;
  return {
    ...rest,
    id: numericId(post.id),
    locale: translation.locale,
    title: translation.title,
    excerpt: translation.excerpt,
    readTime: translation.readTimeMinutes,
    ...(translation.body === undefined
      ? {}
      : { content: translation.body, seoTitle: translation.seoTitle, seoDescription: translation.seoDescription }),
  };
}

function locale(query: URLSearchParams): 'en' | 'ar' {
  const lang = query.get('lang') ?? 'en';
  if (lang !== 'en' && lang !== 'ar') throw apiError('BAD_USER_INPUT', 'lang must be en or ar', { lang: 'invalid' });
  return lang;
}

function whole(query: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw apiError('BAD_USER_INPUT', `${name} must be a whole number from 1 to ${max}`, { [name]: 'invalid' });
  }
  return value;
}

export const defaultPageSize = 12;

export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    document: 'query RestHealth { health { ok database } }',
    respond: (data) => data.health,
  },
  {
    method: 'GET',
    path: '/api/blogs',
    document: /* GraphQL */ `
      query RestBlogs($first: Int!, $after: String, $tag: String, $search: String, $locale: Locale!) {
        posts(first: $first, after: $after, tag: $tag, search: $search) { totalCount edges { node { ...RestPost } } }
      }
      ${postFields}`,
    variables: ({ query }) => {
      const page = whole(query, 'page', 1, 10_000);
      const limit = whole(query, 'limit', defaultPageSize, 100);
      return {
        first: limit,
        after: page > 1 ? offsetToCursor((page - 1) * limit - 1) : null,
        tag: query.get('category') || null,
        search: query.get('search') || null,
        locale: locale(query),
      };
    },
    respond: (data, { query }) => {
      const limit = whole(query, 'limit', defaultPageSize, 100);
      const total: number = data.posts.totalCount;
      return {
        blogs: data.posts.edges.map((edge: { node: RestPostData }) => restPost(edge.node)),
        pagination: { page: whole(query, 'page', 1, 10_000), limit, total, totalPages: Math.ceil(total / limit) },
      };
    },
  },
  {
    method: 'GET',
    path: '/api/blogs/:slug',
    document: /* GraphQL */ `
      query RestBlog($slug: String!, $locale: Locale!) {
        post(slug: $slug) { ...RestPost translation(locale: $locale) { body seoTitle seoDescription } }
      }
      ${postFields}`,
    variables: ({ params, query }) => ({ slug: params.slug, locale: locale(query) }),
    respond: (data) => {
      if (!data.post) throw apiError('NOT_FOUND', 'Blog post not found');
      return restPost(data.post);
    },
  },
];
