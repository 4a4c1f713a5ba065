import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/siteServer.ts';

// A throwaway PostgreSQL server for tests, benchmarks and writing migrations: a new cluster in a
// temporary folder, listening on loopback only, gone when stopped. Debian's `postgresql` package
// provides the binaries (apt-get install postgresql); nothing is downloaded.

export interface PostgresServer {
  /** postgresql://sovra@127.0.0.1:<port>/postgres */
  url: string;
  /** The URL of another database on this server. */
  urlOf(database: string): string;
  stop(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder, or null when there is none. */
export function postgresBinaries(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  const found = versions.map((version) => join(base, version, 'bin')).find((bin) => existsSync(join(bin, 'initdb')));
  return found ?? null;
}

/**
 * PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. setpriv
 * execs the command itself (runuser would stay between, keeping signals from the server).
 */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]] : [command, args];
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'sovra-pg-'));
  if (process.getuid?.() === 0)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const data = join(dir, 'data');
  const [initdb, initArgs] = asServerUser(join(bin, 'initdb'), ['-D', data, '-U', 'sovra', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  execFileSync(initdb, initArgs, { stdio: 'pipe' });
  const port = await freePort();
  // Durability is not what tests measure: without fsync a test run writes several times faster.
  const [postgres, args] = asServerUser(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dir}`,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=300',
  ]);
  // The server's log goes to a file: a pipe would fill while this process is busy (a synchronous
  // child, a long test) and stop the server mid-write.
  const logFile = join(dir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const child: ChildProcess = spawn(postgres, args, { stdio: ['ignore', 'ignore', logFd] });
  closeSync(logFd);
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '');
  const urlOf = (database: string) => `postgresql://sovra@127.0.0.1:${port}/${database}`;
  await waitUntilReady(join(bin, 'pg_isready'), port, child, log);
  return {
    url: urlOf('postgres'),
    urlOf,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT'); // fast shutdown: ends sessions, no waiting for clients
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(isReady: string, port: number, child: ChildProcess, log: () => string): Promise<void> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${log()}`);
    try {
      execFileSync(isReady, ['-h', '127.0.0.1', '-p', String(port), '-q'], { stdio: 'ignore' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`PostgreSQL did not answer within 30 s:\n${log()}`);
}
