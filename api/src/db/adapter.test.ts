import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapter } from './adapter.ts';
import { PrismaClient } from './generated/client.ts';

// The site and a command such as `npm run backup` write to one SQLite file from two processes.
let dir: string;
let file: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sovra-adapter-'));
  file = join(dir, 'site.db');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec('CREATE TABLE entry (id INTEGER PRIMARY KEY, writer TEXT NOT NULL)');
  sqlite.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Another process inserts a row, waiting for SQLite's write lock as long as the site does (5 s). */
function writeFromAnotherProcess(): { opened: Promise<void>; done: Promise<string> } {
  const script = `const Database = require('better-sqlite3');
const db = new Database(process.argv[1], { timeout: 5000 });
process.stdout.write('open\\n');
db.prepare("INSERT INTO entry (writer) VALUES ('other process')").run();
process.stdout.write('written');`;
  const child = spawn(process.execPath, ['-e', script, file], { cwd: process.cwd() });
  let out = '';
  let err = '';
  let markOpened: () => void;
  const opened = new Promise<void>((resolve) => (markOpened = resolve));
  child.stdout.on('data', (chunk) => {
    out += chunk;
    if (out.startsWith('open')) markOpened();
  });
  child.stderr.on('data', (chunk) => (err += chunk));
  const done = new Promise<string>((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`the other process failed: ${err}`)))),
  );
  return { opened, done };
}

describe('SQLite transactions across processes', () => {
  it('a transaction that read before another process wrote still commits its own write, and so does the other', { timeout: 30_000 }, async () => {
    const db = new PrismaClient({ adapter: createAdapter({ provider: 'sqlite', file }) });
    try {
      let other: ReturnType<typeof writeFromAnotherProcess> | undefined;
      await db.$transaction(async (tx) => {
        const before = await tx.$queryRawUnsafe<{ n: bigint }[]>('SELECT count(*) AS n FROM entry');
        expect(Number(before[0].n)).toBe(0);
        // The other process tries to write now, between this transaction's read and its write.
        other = writeFromAnotherProcess();
        await other.opened;
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.$executeRawUnsafe("INSERT INTO entry (writer) VALUES ('site')");
      });
      expect(await other!.done).toBe('open\nwritten');
      const rows = await db.$queryRawUnsafe<{ writer: string }[]>('SELECT writer FROM entry ORDER BY id');
      expect(rows.map((row) => row.writer)).toEqual(['site', 'other process']);
    } finally {
      await db.$disconnect();
    }
  });

  it('a transaction begun while another connection holds the lock past the busy timeout still reads, and the next ones run', { timeout: 30_000 }, async () => {
    const db = new PrismaClient({ adapter: createAdapter({ provider: 'sqlite', file }) });
    const holder = new Database(file);
    try {
      holder.exec('BEGIN EXCLUSIVE');
      // Waits SQLite's busy timeout (5 s) for the write lock, then begins without it: reads still work.
      const count = await db.$transaction((tx) => tx.$queryRawUnsafe<{ n: bigint }[]>('SELECT count(*) AS n FROM entry'));
      expect(Number(count[0].n)).toBe(2);
      holder.exec('ROLLBACK');
      await db.$transaction((tx) => tx.$executeRawUnsafe("INSERT INTO entry (writer) VALUES ('after')"));
      expect(await db.$queryRawUnsafe<unknown[]>("SELECT id FROM entry WHERE writer = 'after'")).toHaveLength(1);
    } finally {
      if (holder.inTransaction) holder.exec('ROLLBACK');
      holder.close();
      await db.$disconnect();
    }
  });
});
