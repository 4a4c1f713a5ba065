import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

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

export interface StaticFiles {
  /** The built file at this path, or null when there is none (the path is then a page of the app). */
  serve(request: Request, url: URL): Response | null;
}

/**
 * Serves the files of the built web app: hashed assets cached for a year, the others for an hour.
 * index.html and the build manifest are never served as files: pages are rendered (http/pages.ts).
 */
export function createStaticFiles(distDir: string): StaticFiles {
  const root = resolve(distDir);
  return {
    serve(request, url) {
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return null;
      }
      if (pathname === '/index.html' || pathname.startsWith('/.vite/')) return null;
      const file = normalize(join(root, pathname));
      if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) return null;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
      }
      const hashed = pathname.startsWith('/assets/');
      return new Response(readFileSync(file), {
        headers: {
          'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
          'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        },
      });
    },
  };
}
