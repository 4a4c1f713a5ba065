import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * pg_dump or pg_restore: on PATH, else Debian's newest under /usr/lib/postgresql/<version>/bin
 * (which Debian keeps off PATH). A clear message when neither exists.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) if (dir && existsSync(join(dir, name))) return join(dir, name);
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) if (existsSync(join(base, version, 'bin', name))) return join(base, version, 'bin', name);
  throw new Error(
    `${name} was not found on PATH nor under /usr/lib/postgresql/*/bin: install PostgreSQL's client tools (apt-get install postgresql-client), as new as the server.`,
  );
}

/** Runs a PostgreSQL tool on the database; its error output, never the password, becomes the error. */
export async function runPostgresTool(name: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  // The password goes through the environment, not the command line any user of the machine can list.
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  try {
    await run(postgresTool(name), [...args, `--dbname=${url.toString()}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
    throw new Error(`${name} failed: ${stderr || (error as Error).message}`, { cause: error });
  }
}
