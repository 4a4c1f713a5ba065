// `npm start`: builds what is missing or stale, then runs the server in production mode.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildWeb } from './build-web.ts';

const root = resolve(import.meta.dirname, '../..');
process.chdir(root);
process.env.NODE_ENV ??= 'production';

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function run(command: string, args: string[]) {
  // The build is always a production one, whatever NODE_ENV the shell has.
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (newest('prisma/schema.prisma') > newest('api/src/db/generated/client.ts')) {
  run(process.execPath, [join(root, 'api/scripts/prisma-generate.ts')]);
}
const webDist = process.env.WEB_DIST ?? 'dist/web';
const ssrDist = process.env.SSR_DIST ?? 'dist/ssr';
const sources = Math.max(newest('web'), newest('vite.config.ts'), newest('package-lock.json'));
if (sources > Math.min(newest(join(webDist, 'index.html')), newest(join(ssrDist, 'entry-server.js')))) {
  console.log('Building the web app…');
  buildWeb();
}

await import('../src/main.ts');
