// `npm run build` (after the Prisma client): the browser's build in dist/web and the server
// renderer's in dist/ssr. Always a production build, whatever NODE_ENV the shell or a test runner has.
// Text files of the browser's build are then compressed once, beside themselves (`.br`, `.gz`),
// for the server to send as they are (api/src/http/static.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

/**
 * Whether root's build (`npm run build`: the Prisma client, then the web app) is missing or older
 * than what it is made from. The suites that run the built app build only then: CI, whose
 * PostgreSQL suite builds before the browser tests, builds once.
 */
export function buildIsStale(dir = root): boolean {
  const mtime = (file: string) => statSync(join(dir, file)).mtimeMs;
  const client = 'api/src/db/generated/client.ts';
  const web = ['dist/web/index.html', 'dist/ssr/entry-server.js'];
  if (![client, ...web].every((file) => existsSync(join(dir, file)))) return true;
  if (mtime('prisma/schema.prisma') > mtime(client)) return true;
  const builtAt = Math.min(...web.map(mtime));
  // The web app's sources, committed or new. Not the persisted operations' map: the server reads it
  // (the build does not), and the Relay compiler rewrites it unchanged whenever it checks the
  // artifacts (api/src/graphql/schema.test.ts), so every test run would make the build look stale.
  const sources = ['web/src', 'web/public', 'web/index.html', 'vite.config.ts', 'package-lock.json', ':!web/src/__generated__/persistedDocuments.json'];
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...sources], { cwd: dir, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files: ${listed.stderr.trim()}`);
  return listed.stdout
    .split('\n')
    .filter(Boolean)
    .some((file) => existsSync(join(dir, file)) && mtime(file) > builtAt);
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
