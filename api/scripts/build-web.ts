// `npm run build` (after the Prisma client): the browser's build in dist/web and the server
// renderer's in dist/ssr. Always a production build, whatever NODE_ENV the shell or a test runner has.
// Text files of the browser's build are then compressed once, beside themselves (`.br`, `.gz`),
// for the server to send as they are (api/src/http/static.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { compressionThreshold, encodeSync, encodings, isCompressible } from '../src/http/compression.ts';
import { contentTypes, precompressedSuffix } from '../src/http/static.ts';

const root = resolve(import.meta.dirname, '../..');
const vite = join(root, 'node_modules/.bin/vite');

export function buildWeb(): void {
  for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']]) {
    const result = spawnSync(vite, [...args, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) throw new Error(`vite ${args.join(' ')} failed`);
  }
  precompress(join(root, 'dist/web'));
}

/** Writes the Brotli (best quality) and gzip variants of every text file worth compressing, when smaller. */
export function precompress(dir: string): void {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    // Never served as files: index.html is the pages' template, .vite/ holds the manifest.
    .filter((file) => !['index.html', '.vite'].includes(relative(dir, file).split(/[\\/]/)[0]))
    .filter((file) => isCompressible(contentTypes[extname(file)] ?? null));
  for (const file of files) {
    const body = readFileSync(file);
    if (body.byteLength < compressionThreshold) continue;
    for (const encoding of encodings) {
      const encoded = encodeSync(body, encoding, 'build');
      if (encoded.byteLength < body.byteLength) writeFileSync(file + precompressedSuffix[encoding], encoded);
    }
  }
}

if (process.argv[1] === import.meta.filename) buildWeb();
