import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export type DatabaseTarget = { provider: 'sqlite'; file: string } | { provider: 'postgresql'; url: string };

/** Reads DATABASE_URL: `file:PATH` (relative to the working directory) or `postgres(ql)://…`. */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return { provider: 'postgresql', url };
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length).split('?')[0];
    if (!path) throw new Error('DATABASE_URL names no file');
    return { provider: 'sqlite', file: path === ':memory:' ? path : resolve(path) };
  }
  throw new Error('DATABASE_URL must start with file: or postgres');
}

export function ensureDatabaseFolder(target: DatabaseTarget): void {
  if (target.provider === 'sqlite' && target.file !== ':memory:') mkdirSync(dirname(target.file), { recursive: true });
}
