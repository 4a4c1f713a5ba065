import type { latestPostsQuery$data } from '../../__generated__/latestPostsQuery.graphql.ts';
import latestPostsQuery from '../../__generated__/latestPostsQuery$parameters.ts';
import type { Language } from '../../i18n/languages.ts';
import { serverRouteContext } from '../../ssr/routeContext.ts';

// The home page's latest articles (its blog preview and the solution finder's reading), read
// without Relay: the home page loads none of it (its query, latestPostsQuery.ts, comes as the
// persisted id alone). Both languages come at once, so switching language needs no new request;
// the server sends what it read with the page.

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

interface Answer {
  data?: latestPostsQuery$data | null;
}

export function toPreviews(answer: Answer): PostPreview[] | null {
  const edges = answer.data?.posts?.edges;
  if (!edges) return null;
  return edges.map(({ node }) => ({
    slug: node.slug,
    publishedAt: node.publishedAt,
    tags: node.tags.map((tag) => tag.slug),
    text: { en: node.en, ar: node.ar },
  }));
}

export async function loader({ context }: { context?: unknown }): Promise<HomeData> {
  try {
    const server = serverRouteContext(context);
    if (server) return { posts: toPreviews((await server.executeGraphQL(latestPostsQuery.params, {})) as Answer) };
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // By id, as relay/operationBody.ts sends it (not imported: a chunk of its own on this page).
      body: JSON.stringify({ documentId: latestPostsQuery.params.id, operationName: latestPostsQuery.params.name, variables: {} }),
    });
    return { posts: response.ok ? toPreviews((await response.json()) as Answer) : null };
  } catch {
    return { posts: null };
  }
}
