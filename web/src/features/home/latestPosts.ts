import type { Language } from '../../i18n/languages.ts';
import { serverRouteContext } from '../../ssr/routeContext.ts';

// The home page's latest articles (its blog preview and the solution finder's reading), read
// without Relay: the home page loads none of it. Both languages come at once, so switching
// language needs no new request; the server sends what it read with the page.

export interface PostPreview {
  slug: string;
  publishedAt: string | null;
  tags: string[];
  text: Record<Language, { title: string; excerpt: string; readTimeMinutes: number }>;
}

export interface HomeData {
  /** Newest first; null when they could not be read (the page still renders). */
  posts: PostPreview[] | null;
}

export const latestPostsQuery = `query HomeLatestPosts {
  posts(first: 6) {
    edges {
      node {
        slug
        publishedAt
        tags { slug }
        en: translation(locale: en) { title excerpt readTimeMinutes }
        ar: translation(locale: ar) { title excerpt readTimeMinutes }
      }
    }
  }
}`;

interface Answer {
  data?: { posts?: { edges: { node: { slug: string; publishedAt: string | null; tags: { slug: string }[]; en: PostPreview['text']['en']; ar: PostPreview['text']['ar'] } }[] } } | null;
}

export function toPreviews(answer: Answer): PostPreview[] | null {
  const edges = answer.data?.posts?.edges;
  if (!edges) return null;
  return edges.map(({ node }) => ({ slug: node.slug, publishedAt: node.publishedAt, tags: node.tags.map((tag) => tag.slug), text: { en: node.en, ar: node.ar } }));
}

export async function loader({ context }: { context?: unknown }): Promise<HomeData> {
  try {
    const server = serverRouteContext(context);
    if (server) return { posts: toPreviews((await server.executeGraphQL(latestPostsQuery, {})) as Answer) };
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: latestPostsQuery }),
    });
    return { posts: response.ok ? toPreviews((await response.json()) as Answer) : null };
  } catch {
    return { posts: null };
  }
}

