import type { Db } from '../../db/client.ts';
import type { PublicContent } from '../publicContent.ts';
import { contentTypes, parseVariantPath, type VariantFormat } from './formats.ts';

// Serves /media/<hash>.<extension>: the bytes never change under an address (it is their hash), so
// browsers and proxies keep them a year and ask again only with If-None-Match. Nothing served here
// can run: its type is fixed by the stored format, sniffing is off, and the files' own policy
// forbids scripts, plug-ins and loading anything (an SVG opened on its own included).

const immutable = 'public, max-age=31536000, immutable';
const filePolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

interface Kept {
  data: Uint8Array<ArrayBuffer>;
  format: VariantFormat;
}

export interface MediaFiles {
  serves(pathname: string): boolean;
  serve(request: Request, url: URL): Promise<Response>;
}

/**
 * The files of one app. It keeps the files asked for most in memory, least recently used out first,
 * within `cacheMb` (64 MB by default): most requests then cost no database read at all. A deleted
 * image's files are dropped as `content` announces it, in every process (services/publicContent.ts).
 */
export function createMediaFiles(db: Db, options: { content: Pick<PublicContent, 'subscribeMediaDeleted'>; cacheMb?: number }): MediaFiles {
  const budgetBytes = (options.cacheMb ?? 64) * 1024 * 1024;
  const kept = new Map<string, Kept>();
  let keptBytes = 0;

  function keep(key: string, file: Kept) {
    if (file.data.byteLength > budgetBytes / 8) return;
    // Two requests for a file not yet kept both read it and keep it: counted once.
    forget(key);
    kept.set(key, file);
    keptBytes += file.data.byteLength;
    for (const [oldKey] of kept) {
      if (keptBytes <= budgetBytes) break;
      forget(oldKey);
    }
  }

  function forget(key: string) {
    const file = kept.get(key);
    if (!file) return;
    kept.delete(key);
    keptBytes -= file.data.byteLength;
  }

  options.content.subscribeMediaDeleted((hashes) => {
    for (const hash of hashes) for (const format of Object.keys(contentTypes)) forget(`${hash}.${format}`);
  });

  return {
    serves: (pathname) => pathname.startsWith('/media/'),
    async serve(request, url) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' } });
      }
      const address = parseVariantPath(url.pathname);
      if (!address) return notFound();
      const key = `${address.hash}.${address.format}`;
      const etag = `"${address.hash}"`;
      let file = kept.get(key);
      if (file) {
        kept.delete(key);
        kept.set(key, file);
      } else {
        const found = await db.mediaVariant.findFirst({ where: { hash: address.hash, format: address.format }, select: { data: true, format: true } });
        if (!found) return notFound();
        file = { data: new Uint8Array(found.data), format: found.format as VariantFormat };
        keep(key, file);
      }
      const headers = new Headers({
        'content-type': contentTypes[file.format],
        'cache-control': immutable,
        etag,
        'content-security-policy': filePolicy,
        'content-disposition': `inline; filename="${key.replace('jpeg', 'jpg')}"`,
      });
      if (ifNoneMatch(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
      headers.set('content-length', String(file.data.byteLength));
      return new Response(file.data, { status: 200, headers });
    },
  };
}

/** If-None-Match names this entity tag (weak or strong), or is `*` (RFC 9110 §13.1.2). */
function ifNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=60' } });
}
