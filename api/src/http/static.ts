import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { classifyPath } from '../../../web/src/paths.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

export interface StaticSite {
  handle(request: Request, url: URL): Promise<Response>;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * app routes answered with index.html, and unknown paths with index.html under HTTP 404
 * (the app then renders its not-found page).
 */
export function createStaticSite(distDir: string, articleExists: (slug: string) => Promise<boolean>): StaticSite {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');

  function indexHtml(status: number): Response {
    if (!existsSync(indexPath)) {
      return new Response('The web app is not built: run `npm run build`.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    return new Response(readFileSync(indexPath), {
      status,
      headers: { 'content-type': contentTypes['.html'], 'cache-control': 'no-cache' },
    });
  }

  return {
    async handle(request, url) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
      }
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return indexHtml(404);
      }
      const file = normalize(join(root, pathname));
      if (file.startsWith(root + sep) && pathname !== '/index.html' && existsSync(file) && statSync(file).isFile()) {
        const hashed = pathname.startsWith('/assets/');
        return new Response(request.method === 'HEAD' ? null : readFileSync(file), {
          headers: {
            'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
            'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          },
        });
      }
      const route = classifyPath(url.pathname);
      if (route.kind === 'page') return indexHtml(200);
      if (route.kind === 'article') return indexHtml((await articleExists(route.slug)) ? 200 : 404);
      return indexHtml(404);
    },
  };
}
