// Every public path of the web app. The router (routes.tsx) and the server (which answers
// 404 for anything else) both read this list, so they cannot disagree.
import { brand, productSlugs } from './brand.ts';
import { finderQuestions } from './features/home/finder/questions.ts';
import { pathProblem } from './api/pagePaths.ts';
import { parseLanguage } from './i18n/languages.ts';

export const productPaths = productSlugs.map((product) => `/${brand.slug}-${product}`);

export const deploymentPaths = ['/on-premise-deployment', '/hybrid-solutions', '/secure-cloud-deployments', '/air-gapped-environments'] as const;

export const solutionPaths = [
  '/ai-infrastructure-smes',
  '/private-ai-deployment',
  '/enterprise-ai-solutions',
  '/ai-compliance-solutions',
  '/multi-model-ai-orchestration',
  '/regional-ai-implementation',
  '/ai-powered-business-transformation',
] as const;

export const legalPaths = ['/privacy', '/terms'] as const;

export type InfoSection = 'products' | 'deployments' | 'solutions';
export type PageSection = InfoSection | 'legal';

/** A marketing page: its address, its section of the site, and the key of its copy (content/<key>.json). */
export interface MarketingPage {
  path: string;
  section: PageSection;
  key: string;
}

/** Every product, deployment, solution and legal page, in the order the menus and the footer list them. */
export const marketingPages: readonly MarketingPage[] = [
  ...productPaths.map((path, i) => ({ path, section: 'products' as const, key: productSlugs[i] })),
  ...deploymentPaths.map((path) => ({ path, section: 'deployments' as const, key: path.slice(1) })),
  ...solutionPaths.map((path) => ({ path, section: 'solutions' as const, key: path.slice(1) })),
  ...legalPaths.map((path) => ({ path, section: 'legal' as const, key: path.slice(1) })),
];

/** Where each section's overview is: a section of the home page. */
export const sectionOverview: Record<PageSection, string> = {
  products: '/#platform',
  deployments: '/#deployment',
  solutions: '/#use-cases',
  legal: '/',
};

export const pagesOf = (section: PageSection) => marketingPages.filter((page) => page.section === section);

export const adminPaths = [
  '/admin',
  '/admin/inbox',
  '/admin/blog',
  '/admin/blog/new',
  '/admin/tags',
  '/admin/pages',
  '/admin/pages/new',
  '/admin/menus',
  '/admin/redirects',
  '/admin/media',
  '/admin/users',
  '/admin/personal-data',
  '/admin/webhooks',
  '/admin/profile',
  '/admin/analytics',
  '/admin/settings',
] as const;

/** Admin screens with an id in their address: a post or a page being edited, an enquiry of the inbox (its number). */
const adminItemPaths = [/^\/admin\/(?:blog|pages)\/edit\/[a-z0-9=_-]+$/, /^\/admin\/inbox\/[1-9]\d{0,9}$/];

/** A post's editor (its global id). */
export const postEditPath = (id: string) => `/admin/blog/edit/${encodeURIComponent(id)}`;

/** A page's editor (its global id). */
export const pageEditPath = (id: string) => `/admin/pages/edit/${encodeURIComponent(id)}`;

/** An enquiry beside the inbox, by its number, keeping the list's filters (`search` is an address's `?…` or ''). */
export const messagePath = (databaseId: number, search = '') => `/admin/inbox/${databaseId}${search}`;

/** The media library with one image's details open, by its number. */
export const mediaPath = (databaseId: number) => `/admin/media?selected=${databaseId}`;

/** Every public page that is not an article: what the sitemap lists and a crawl from the home page reaches. */
export const publicPagePaths: readonly string[] = ['/', '/blog', ...marketingPages.map((page) => page.path)];

const publicPaths = new Set<string>(publicPagePaths);

export type AppPath = { kind: 'page' } | { kind: 'article'; slug: string } | { kind: 'admin' } | { kind: 'unknown' };

/** Classifies a pathname: a public page, an article, a screen of the admin panel, or no route. */
export function classifyPath(pathname: string): AppPath {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Any path a page may have (pageRules.ts) may be a published page: the server knows which are.
  if (publicPaths.has(path) || pathProblem(path) === null) return { kind: 'page' };
  const article = /^\/blog\/([a-z0-9-]+)$/.exec(path);
  if (article) return { kind: 'article', slug: article[1] };
  // The router matches paths ignoring case and percent-encoding: so does this, for the admin panel.
  const plain = decodedLowerCase(path);
  if ((adminPaths as readonly string[]).includes(plain) || adminItemPaths.some((pattern) => pattern.test(plain))) return { kind: 'admin' };
  return { kind: 'unknown' };
}

/** A later page of the blog's list (`?page=2`, the link "load more" is without JavaScript): 2 to 9999. */
export const listPagePattern = /^(?:[2-9]|[1-9]\d{1,3})$/;

/**
 * The query parameters a public page reads besides `lang`: `indexed` ones name content worth its
 * own address (a blog topic); `free` ones carry a visitor's words (a search, a question to the demo
 * assistant), never cached nor indexed; `allowed` lists the answers a parameter may take, or their
 * pattern (anything else is ignored, as if absent). Any other parameter (utm_source, gclid…)
 * changes nothing on the page, so the server leaves it out of the page's cache key, its canonical
 * address and its links.
 */
export function pageParameters(pathname: string): {
  indexed: string[];
  read: string[];
  free: string[];
  allowed?: Readonly<Record<string, readonly string[] | RegExp>>;
} {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return { indexed: [], read: ['size', 'deployment', 'priority'], free: ['ask'], allowed: finderQuestions };
  if (path === '/blog') return { indexed: ['tag'], read: ['tag', 'page'], free: ['q'], allowed: { page: listPagePattern } };
  return { indexed: [], read: [], free: [] };
}

/** A visitor's words in an address: as long as the longest box takes (a question: 300 characters). */
export const maxFreeParameterLength = 300;

/**
 * The part of a query string a page reads, in a fixed order: `lang` when it names one of our
 * languages, then the page's parameters (first value only, non-empty, an allowed answer; a
 * visitor's words cut to `maxFreeParameterLength`). Links a page renders (the language switch,
 * topics) carry only this, so two addresses the page treats alike give the same bytes: the cache
 * keeps one copy, `?gclid=…` cannot reach its links, and a 16 KB `?q=` is not repeated in each.
 */
export function pageSearch(pathname: string, search: URLSearchParams): URLSearchParams {
  const { read, free, allowed } = pageParameters(pathname);
  const kept = new URLSearchParams();
  const language = parseLanguage(search.get('lang'));
  if (language) kept.set('lang', language);
  for (const name of [...read, ...free]) {
    const value = search.get(name);
    const answers = allowed?.[name];
    if (!value || (answers && !(answers instanceof RegExp ? answers.test(value) : answers.includes(value)))) continue;
    kept.set(name, free.includes(name) ? Array.from(value).slice(0, maxFreeParameterLength).join('') : value);
  }
  return kept;
}

/** The marketing page at a pathname (trailing slashes aside), or null. */
export function marketingPageOf(pathname: string): MarketingPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return marketingPages.find((page) => page.path === path) ?? null;
}

function decodedLowerCase(path: string): string {
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

/**
 * Whether the page at a pathname is a page of islands: server HTML whose interactive parts alone
 * run in the browser (docs/site.md, "How a public page loads"). Every public page and article is.
 */
export function isIslandPage(pathname: string): boolean {
  const { kind } = classifyPath(pathname);
  return kind === 'page' || kind === 'article';
}
