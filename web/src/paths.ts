// Every public path of the web app. The router (routes.tsx) and the server (which answers
// 404 for anything else) both read this list, so they cannot disagree.
import { brand, productSlugs } from './brand.ts';

export const productPaths = productSlugs.map((product) => `/${brand.slug}-${product}`);

export const deploymentPaths = [
  '/on-premise-deployment',
  '/hybrid-solutions',
  '/secure-cloud-deployments',
  '/air-gapped-environments',
] as const;

export const solutionPaths = [
  '/ai-infrastructure-smes',
  '/private-ai-deployment',
  '/enterprise-ai-solutions',
  '/ai-compliance-solutions',
  '/multi-model-ai-orchestration',
  '/regional-ai-implementation',
  '/ai-powered-business-transformation',
] as const;

export const adminPaths = ['/admin', '/admin/blog', '/admin/blog/new', '/admin/users', '/admin/profile', '/admin/analytics', '/admin/settings'] as const;

const publicPaths = new Set<string>(['/', '/blog', ...productPaths, ...deploymentPaths, ...solutionPaths]);

export type AppPath = { kind: 'page' } | { kind: 'article'; slug: string } | { kind: 'admin' } | { kind: 'unknown' };

/** Classifies a pathname: a public page, an article, a screen of the admin panel, or no route. */
export function classifyPath(pathname: string): AppPath {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (publicPaths.has(path)) return { kind: 'page' };
  const article = /^\/blog\/([a-z0-9-]+)$/.exec(path);
  if (article) return { kind: 'article', slug: article[1] };
  // The router matches paths ignoring case and percent-encoding: so does this, for the admin panel.
  const plain = decodedLowerCase(path);
  if ((adminPaths as readonly string[]).includes(plain) || /^\/admin\/blog\/edit\/[a-z0-9=_-]+$/.test(plain)) return { kind: 'admin' };
  return { kind: 'unknown' };
}

export type InfoSection = 'products' | 'deployments' | 'solutions';

/** The section and key of a product, deployment or solution page, whose copy lives in the content namespace. */
export function infoPageOf(pathname: string): { section: InfoSection; key: string } | null {
  const path = pathname.replace(/\/+$/, '');
  const product = productPaths.indexOf(path);
  if (product >= 0) return { section: 'products', key: productSlugs[product] };
  if ((deploymentPaths as readonly string[]).includes(path)) return { section: 'deployments', key: path.slice(1) };
  if ((solutionPaths as readonly string[]).includes(path)) return { section: 'solutions', key: path.slice(1) };
  return null;
}

function decodedLowerCase(path: string): string {
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}
