// `npm run dev`: the API (restarted on change) on API_PORT, and Vite with hot reload on PORT,
// which proxies /graphql and /api to the API.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const bin = (name: string) => join(root, 'node_modules/.bin', name);

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn(bin('vite'), ['--port', webPort, '--strictPort'], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
