// The production server (api/src/main.ts) started in its own process on a free loopback port, for
// the tools that measure or drive it from outside: the browser tests, the bench, Lighthouse.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface SiteServer {
  origin: string;
  process: ChildProcess;
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Servers started here and still running: none outlives this process, however it ends (but SIGKILL). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts the server in production mode over the given database, with the given settings on top;
 * resolves once /api/health answers, within 60 s.
 */
export async function startSiteServer(options: {
  /** The checkout whose server and build to run (another version's worktree); this one by default. */
  root?: string;
  /** An SQLite file, or `databaseUrl` for any database (PostgreSQL). */
  databaseFile?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Where the server's log goes: here, nowhere, or an open file's descriptor. */
  stdout?: 'inherit' | 'ignore' | number;
}): Promise<SiteServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: options.root ?? root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl ?? `file:${options.databaseFile}`,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become healthy within 60 s');
}

/** Stops a server as an orchestrator would: SIGTERM, then SIGKILL if it has not exited within 12 s. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 12_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}
