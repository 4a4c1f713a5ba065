import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for the built web app (`npm run build`), for tests of what the server does with its
 * pages (the browser tests drive the real one). `render` is the JavaScript body of its server
 * renderer's `async render(request, page, runQuery)`, which returns `{ status, html }`; runQuery
 * runs a page's operation as the real renderer does, as an anonymous visitor.
 */
export function stubWebBuild(render: string): { webDist: string; ssrDist: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'sovra-web-build-'));
  const webDist = join(dir, 'web');
  const ssrDist = join(dir, 'ssr');
  mkdirSync(join(webDist, '.vite'), { recursive: true });
  mkdirSync(ssrDist, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(webDist, '.vite/manifest.json'), '{}');
  writeFileSync(
    join(ssrDist, 'entry-server.js'),
    `export function createPageRenderer() {
      return {
        // The real renderer's page is its HTML in pieces; the stand-in's, one string.
        async render(request, page, runQuery) {
          const rendered = await (async () => { ${render} })();
          return rendered instanceof Response ? rendered : { ...rendered, html: [rendered.html] };
        },
        shell(page) { return '<title>' + (page.settings ? page.settings.siteName : '') + '</title>'; },
      };
    }`,
  );
  return { webDist, ssrDist, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
