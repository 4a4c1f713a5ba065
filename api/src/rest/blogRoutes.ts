import { z } from 'zod';
import { apiError } from '../errors.ts';
import { limitInWords } from '../services/limits/rateLimit.ts';
import { likeLimit } from '../services/posts/engagement.ts';
import { globalIdFromParam, numericId } from './ids.ts';
import { localeParam, pageParams, pagination, wholeNumber } from './query.ts';
import {
  BlogAnalytics,
  BlogPage,
  BlogPost,
  blogListQuery,
  createBlogBody,
  discardChangesBody,
  publishChangesBody,
  Like,
  StaffBlogPage,
  StaffBlogPost,
  staffBlogListQuery,
  updateBlogBody,
  View,
} from './schemas/blog.ts';
import { daysQuery, Deleted, langQuery } from './schemas/common.ts';
import type { RestRoute } from './types.ts';

const postFields = /* GraphQL */ `
  fragment RestPost on Post {
    id
    slug
    status
    featured
    publishedAt
    updatedAt
    coverImage
    likeCount
    languages
    cover {
      src
      srcset
      sources {
        type
        srcset
      }
      width
      height
      alt(locale: $locale)
      placeholder
      social {
        url
        width
        height
      }
    }
    author {
      databaseId
      displayName(locale: $locale)
      bio(locale: $locale)
    }
    translation(locale: $locale) {
      locale
      title
      excerpt
      readTimeMinutes
    }
    tags {
      slug
      name(locale: $locale)
    }
  }
`;

interface RestPostData {
  id: string;
  slug: string;
  status: string;
  featured: boolean;
  publishedAt: string | null;
  updatedAt: string;
  coverImage: string | null;
  cover: Record<string, unknown> | null;
  likeCount: number;
  languages: string[];
  version?: number;
  author: { databaseId: number; displayName: string; bio: string } | null;
  translation: {
    locale: string;
    title: string;
    excerpt: string;
    readTimeMinutes: number;
    body?: string;
    bodyHtml?: string;
    seoTitle?: string;
    seoDescription?: string;
  };
  tags: { slug: string; name: string }[];
}

function restPost(post: RestPostData) {
  const { translation } = post;
  // Field by field: graphql-js answers with prototype-less objects, which `...` copies ten times slower.
  return {
    id: numericId(post.id),
    slug: post.slug,
    status: post.status,
    featured: post.featured,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    coverImage: post.coverImage,
    // An uploaded cover with what a page needs to show it (<picture> sources, size, alt text).
    cover: post.cover,
    tags: post.tags,
    author: post.author ? { id: post.author.databaseId, displayName: post.author.displayName, bio: post.author.bio } : null,
    likes: post.likeCount,
    languages: post.languages,
    locale: translation.locale,
    title: translation.title,
    excerpt: translation.excerpt,
    readTime: translation.readTimeMinutes,
    ...(translation.body === undefined
      ? {}
      : { content: translation.body, contentHtml: translation.bodyHtml, seoTitle: translation.seoTitle, seoDescription: translation.seoDescription }),
    ...(post.version === undefined ? {} : { version: post.version }),
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
        posts(first: $first, after: $after, tag: $tag, search: $search) {
          totalCount
          edges {
            node {
              ...RestPost
            }
          }
        }
      }
      ${postFields}
    `,
    variables: ({ query }) => {
      const { first, after } = pageParams(query, defaultPageSize);
      return { first, after, tag: query.get('category') || null, search: query.get('search') || null, locale: localeParam(query) };
    },
    respond: (data, { query }) => ({
      blogs: data.posts.edges.map((edge: { node: RestPostData }) => restPost(edge.node)),
      pagination: pagination(query, defaultPageSize, data.posts.totalCount),
    }),
    doc: { summary: 'Published posts, newest first, a page at a time', tag: 'Blog', access: 'public', query: blogListQuery, data: BlogPage },
  },
  {
    method: 'GET',
    path: '/api/blogs/admin',
    document: /* GraphQL */ `
      query RestAdminBlogs(
        $first: Int!
        $after: String
        $status: PostStatus
        $authorId: ID
        $search: String
        $translation: TranslationFilter
        $locale: Locale!
      ) {
        adminPosts(first: $first, after: $after, status: $status, authorId: $authorId, search: $search, translation: $translation) {
          totalCount
          edges {
            node {
              ...RestPost
              version
            }
          }
        }
      }
      ${postFields}
    `,
    variables: ({ query }) => {
      const { first, after } = pageParams(query, adminPageSize);
      const author = query.get('author');
      return {
        first,
        after,
        status: statusParam(query),
        authorId: author ? globalIdFromParam('User', author, 'author') : null,
        search: query.get('search') || null,
        translation: translationParam(query),
        locale: localeParam(query),
      };
    },
    respond: (data, { query }) => ({
      blogs: data.adminPosts.edges.map((edge: { node: RestPostData }) => restPost(edge.node)),
      pagination: pagination(query, adminPageSize, data.adminPosts.totalCount),
    }),
    doc: { summary: 'Every post, drafts included, a page at a time', tag: 'Blog', access: 'staff', query: staffBlogListQuery, data: StaffBlogPage },
  },
  {
    method: 'GET',
    path: '/api/blogs/:slug',
    publicRead: true,
    document: /* GraphQL */ `
      query RestBlog($slug: String!, $locale: Locale!) {
        post(slug: $slug) {
          ...RestPost
          translation(locale: $locale) {
            body
            bodyHtml
            seoTitle
            seoDescription
          }
        }
      }
      ${postFields}
    `,
    variables: ({ params, query }) => ({ slug: params.slug, locale: localeParam(query) }),
    respond: (data) => {
      if (!data.post) throw apiError('NOT_FOUND', 'Blog post not found');
      return restPost(data.post);
    },
    doc: { summary: 'A published post, with its body', tag: 'Blog', access: 'public', query: z.object(langQuery), data: BlogPost },
  },
  {
    method: 'POST',
    path: '/api/blogs',
    status: 201,
    document: /* GraphQL */ `
      mutation RestCreateBlog($input: CreatePostInput!, $locale: Locale!) {
        createPost(input: $input) {
          post {
            ...RestPost
            version
            translation(locale: $locale) {
              body
              bodyHtml
              seoTitle
              seoDescription
            }
          }
        }
      }
      ${postFields}
    `,
    variables: ({ body, query }) => ({ input: { ...postInput(body), createKey: body?.createKey }, locale: localeParam(query) }),
    respond: (data) => restPost(data.createPost.post),
    doc: {
      summary: 'Write a new post',
      tag: 'Blog',
      access: 'staff',
      query: z.object(langQuery),
      body: createBlogBody,
      data: StaffBlogPost,
      refusals: ['CONFLICT'],
    },
  },
  {
    method: 'PUT',
    path: '/api/blogs/:id',
    document: /* GraphQL */ `
      mutation RestUpdateBlog($input: UpdatePostInput!, $locale: Locale!) {
        updatePost(input: $input) {
          post {
            ...RestPost
            version
            translation(locale: $locale) {
              body
              bodyHtml
              seoTitle
              seoDescription
            }
          }
        }
      }
      ${postFields}
    `,
    variables: ({ body, params, query }) => ({
      input: { id: globalIdFromParam('Post', params.id), version: body?.version, ...postInput(body) },
      locale: localeParam(query),
    }),
    respond: (data) => restPost(data.updatePost.post),
    doc: {
      summary: 'Save a post',
      tag: 'Blog',
      access: 'staff',
      query: z.object(langQuery),
      body: updateBlogBody,
      data: StaffBlogPost,
      refusals: ['CONFLICT'],
    },
  },
  {
    method: 'POST',
    path: '/api/blogs/:id/publish-changes',
    document: /* GraphQL */ `
      mutation RestPublishBlogChanges($input: PublishPostChangesInput!, $locale: Locale!) {
        publishPostChanges(input: $input) {
          post {
            ...RestPost
            version
            translation(locale: $locale) {
              body
              bodyHtml
              seoTitle
              seoDescription
            }
          }
        }
      }
      ${postFields}
    `,
    variables: ({ body, params, query }) => ({
      input: { id: globalIdFromParam('Post', params.id), version: body?.version, publishAt: body?.publishAt },
      locale: localeParam(query),
    }),
    respond: (data) => restPost(data.publishPostChanges.post),
    doc: {
      summary: "Publish a live post's pending changes, now or at a time",
      description: 'Edits of a published post wait as pending changes until published (400 naming pendingChanges when there are none).',
      tag: 'Blog',
      access: 'staff',
      query: z.object(langQuery),
      body: publishChangesBody,
      data: StaffBlogPost,
      refusals: ['CONFLICT'],
    },
  },
  {
    method: 'POST',
    path: '/api/blogs/:id/discard-changes',
    document: /* GraphQL */ `
      mutation RestDiscardBlogChanges($input: DiscardPostChangesInput!, $locale: Locale!) {
        discardPostChanges(input: $input) {
          post {
            ...RestPost
            version
            translation(locale: $locale) {
              body
              bodyHtml
              seoTitle
              seoDescription
            }
          }
        }
      }
      ${postFields}
    `,
    variables: ({ body, params, query }) => ({ input: { id: globalIdFromParam('Post', params.id), version: body?.version }, locale: localeParam(query) }),
    respond: (data) => restPost(data.discardPostChanges.post),
    doc: {
      summary: "Drop a live post's pending changes",
      description:
        'Visitors keep the published text (400 naming pendingChanges when there are none). Who may edit it: a contributor the changes to their own live post.',
      tag: 'Blog',
      access: 'staff',
      query: z.object(langQuery),
      body: discardChangesBody,
      data: StaffBlogPost,
      refusals: ['CONFLICT'],
    },
  },
  {
    method: 'DELETE',
    path: '/api/blogs/:id',
    document: 'mutation RestDeleteBlog($id: ID!) { deletePost(input: { id: $id }) { deletedPostId } }',
    variables: ({ params }) => ({ id: globalIdFromParam('Post', params.id) }),
    respond: (data) => ({ id: numericId(data.deletePost.deletedPostId), message: 'Blog post deleted' }),
    doc: {
      summary: 'Delete a post',
      description: 'Editors delete a draft they wrote; anything else is for admins (403).',
      tag: 'Blog',
      access: 'own',
      data: Deleted,
    },
  },
  {
    method: 'POST',
    path: '/api/blogs/:id/like',
    document: 'mutation RestLikeBlog($id: ID!) { likePost(input: { id: $id }) { liked post { likeCount } } }',
    variables: ({ params }) => ({ id: globalIdFromParam('Post', params.id) }),
    respond: (data) => ({ liked: data.likePost.liked, likes: data.likePost.post.likeCount }),
    doc: {
      summary: 'Like a post, once per visitor',
      description: `At most ${limitInWords(likeLimit, 'likes')} from one address (429).`,
      tag: 'Blog',
      access: 'public',
      data: Like,
      refusals: ['RATE_LIMITED'],
    },
  },
  {
    method: 'POST',
    path: '/api/blogs/:id/view',
    document: 'mutation RestViewBlog($id: ID!) { recordPostView(input: { id: $id }) { counted } }',
    variables: ({ params }) => ({ id: globalIdFromParam('Post', params.id) }),
    respond: (data) => ({ counted: data.recordPostView.counted }),
    doc: { summary: 'Count a view of a post, once per visitor a day', tag: 'Blog', access: 'public', data: View },
  },
  {
    method: 'GET',
    path: '/api/blogs/:id/analytics',
    document: /* GraphQL */ `
      query RestBlogAnalytics($id: ID!, $days: Int) {
        postAnalytics(id: $id, days: $days) {
          totalViews
          totalLikes
          days {
            day
            views
            likes
          }
        }
      }
    `,
    variables: ({ params, query }) => ({ id: globalIdFromParam('Post', params.id), days: wholeNumber(query, 'days', 30, 366) }),
    respond: (data) => ({
      views: data.postAnalytics.days.map((d: { day: string; views: number }) => ({ date: d.day, views: d.views })),
      likes: data.postAnalytics.days.map((d: { day: string; likes: number }) => ({ date: d.day, likes: d.likes })),
      totals: { views: data.postAnalytics.totalViews, likes: data.postAnalytics.totalLikes },
    }),
    doc: { summary: "A post's views and likes per day", tag: 'Blog', access: 'staff', query: z.object(daysQuery(30)), data: BlogAnalytics },
  },
];

const adminPageSize = 20;

/** `translation=ar-out-of-date | en-out-of-date | missing`: the staff list's filter (TranslationFilter). */
function translationParam(query: URLSearchParams): string | null {
  const value = query.get('translation');
  if (!value) return null;
  const filters: Record<string, string> = { 'ar-out-of-date': 'AR_OUT_OF_DATE', 'en-out-of-date': 'EN_OUT_OF_DATE', missing: 'MISSING' };
  if (!Object.hasOwn(filters, value))
    throw apiError('BAD_USER_INPUT', 'translation must be ar-out-of-date, en-out-of-date or missing', { translation: 'invalid' });
  return filters[value];
}

function statusParam(query: URLSearchParams): string | null {
  const status = query.get('status');
  if (!status) return null;
  const upper = status.toUpperCase();
  if (upper !== 'DRAFT' && upper !== 'PUBLISHED' && upper !== 'ARCHIVED')
    throw apiError('BAD_USER_INPUT', 'status must be draft, published or archived', { status: 'invalid' });
  return upper;
}

/**
 * A REST post body as the GraphQL input: `{slug?, status, publishedAt?, featured?, tags, coverImage?,
 * translations: {en?, ar?}}`. Values are passed as sent; the schema and the service check them.
 */
function postInput(body: Record<string, unknown> | undefined) {
  const { slug, status, publishedAt, unpublishAt, featured, tags, coverImage, translations } = body ?? {};
  return { slug, status: typeof status === 'string' ? status.toUpperCase() : status, publishedAt, unpublishAt, featured, tags, coverImage, translations };
}
