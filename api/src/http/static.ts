import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { encodings, isCompressible, negotiateEncoding, type Encoding } from './compression.ts';

export const contentTypes: Record<string, string> = {
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

/** The file beside a built file that holds it compressed (written by `npm run build`). */
export const precompressedSuffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Serves the files of the built web app: hashed assets cached for a year, the others for an hour.
 * index.html and the build manifest are never served as files (pages are rendered: http/pages.ts),
 * nor source maps, which hold the source.
 * Text files are sent as compressed at build time (`.br`, `.gz` beside them) when the client accepts it.
 */
export function createStaticFiles(distDir: string): StaticFiles {
  const root = resolve(distDir);
  const precompressed = (file: string) => encodings.filter((encoding) => existsSync(file + precompressedSuffix[encoding]));
  return {
    serve(request, url) {
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return null;
      }
      // A folder is never a file (and `/`, the most asked page, needs no look at the disk).
      if (pathname.endsWith('/') || pathname === '/index.html' || pathname.startsWith('/.vite/') || pathname.endsWith('.map')) return null;
      const file = normalize(join(root, pathname));
      if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) return null;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
      }
      const hashed = pathname.startsWith('/assets/');
      const headers = new Headers({
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      });
      // Its length stated (HEAD states it too); a body compressed on the way out drops it.
      const send = (bytes: Uint8Array<ArrayBuffer>) => {
        headers.set('content-length', String(bytes.byteLength));
        return new Response(bytes, { headers });
      };
      const available = isCompressible(headers.get('content-type')) ? precompressed(file) : [];
      if (available.length === 0) return send(readFileSync(file));
      headers.set('vary', 'Accept-Encoding');
      const encoding = negotiateEncoding(request.headers.get('accept-encoding'), available);
      if (!encoding) return send(readFileSync(file));
      headers.set('content-encoding', encoding);
      return send(readFileSync(file + precompressedSuffix[encoding]));
    },
  };
}
