import type { sitePageQuery$data } from '../../__generated__/sitePageQuery.graphql.ts';
import sitePageQuery from '../../__generated__/sitePageQuery$parameters.ts';
import type { LocalizedBlock } from '../../api/localizeBlocks.ts';
import type { ShownMenuItem } from '../../api/menuRules.ts';
import { toLanguage, type Language } from '../../i18n/languages.ts';
import { serverRouteContext } from '../../ssr/routeContext.ts';
import { loader as latestPostsLoader, type PostPreview } from '../home/latestPosts.ts';

// What every public page reads besides its own data: the page at its address as visitors read it
// (none on the blog, whose pages are posts) and the header's and footer's menus, in one operation
// (sitePageQuery.ts), without Relay. A page showing the blog preview also reads the latest posts.

type Answer = { data?: sitePageQuery$data | null; errors?: unknown[] };
export type PageImages = NonNullable<sitePageQuery$data['pageByPath']>['view']['images'];

export interface SitePage {
  path: string;
  languages: readonly Language[];
  /** The language its texts are in: the one asked for, else one it is written in (view.locale). */
  locale: Language;
  title: string;
  description: string;
  socialImage: { url: string; width?: number; height?: number; alt?: string } | null;
  blocks: LocalizedBlock[];
  images: PageImages;
}

export interface SiteData {
  /** The published page at the address; null where there is none (the not-found page). */
  page: SitePage | null;
  menus: { header: ShownMenuItem[]; footer: ShownMenuItem[] };
  /** The latest posts, for a page with a blog preview: null when they could not be read. */
  posts: PostPreview[] | null;
}

const blogPath = /^\/blog(?:\/|$)/;

async function run(context: unknown, variables: Record<string, unknown>): Promise<Answer> {
  const server = serverRouteContext(context);
  if (server) return (await server.executeGraphQL(sitePageQuery.params, variables)) as Answer;
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ documentId: sitePageQuery.params.id, operationName: sitePageQuery.params.name, variables }),
  });
  if (!response.ok) throw new Error(`The page could not be read (${response.status})`);
  return (await response.json()) as Answer;
}

export async function loader({ request, context }: { request: Request; context?: unknown }): Promise<SiteData> {
  const path = new URL(request.url).pathname;
  const language: Language = serverRouteContext(context)?.language ?? toLanguage(document.documentElement.lang);
  const answer = await run(context, { path, locale: language, withPage: !blogPath.test(path) });
  if (!answer.data) throw new Error('The page could not be read');
  const found = answer.data.pageByPath;
  const menu = (name: 'HEADER' | 'FOOTER') => (answer.data!.menus.find((one) => one.name === name)?.links ?? []) as ShownMenuItem[];
  const page: SitePage | null = found
    ? {
        path: found.path,
        languages: found.languages as Language[],
        locale: toLanguage(found.view.locale),
        title: found.view.title,
        description: found.view.description,
        socialImage: socialImageOf(found.view),
        blocks: found.view.blocks as LocalizedBlock[],
        images: found.view.images,
      }
    : null;
  const withPosts = page?.blocks.some((block) => block.type === 'blogPreview');
  const posts = withPosts ? (await latestPostsLoader({ context })).posts : null;
  return { page, menus: { header: menu('HEADER'), footer: menu('FOOTER') }, posts };
}

function socialImageOf(view: NonNullable<sitePageQuery$data['pageByPath']>['view']): SitePage['socialImage'] {
  const uploaded = view.socialImageView;
  if (uploaded) {
    const social = uploaded.social;
    return social
      ? { url: social.url, width: social.width, height: social.height, alt: uploaded.alt }
      : { url: uploaded.src, width: uploaded.width, height: uploaded.height, alt: uploaded.alt };
  }
  return view.socialImage ? { url: view.socialImage } : null;
}
