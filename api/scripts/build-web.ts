// `npm run build` (after the Prisma client): the browser's build in dist/web and the server
// renderer's in dist/ssr. Always a production build, whatever NODE_ENV the shell or a test runner has.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const vite = join(root, 'node_modules/.bin/vite');

export function buildWeb(): void {
  for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']]) {
    const result = spawnSync(vite, [...args, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) throw new Error(`vite ${args.join(' ')} failed`);
  }
}

if (process.argv[1] === import.meta.filename) buildWeb();
