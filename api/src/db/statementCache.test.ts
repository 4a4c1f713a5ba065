import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reusePreparedStatements } from './statementCache.ts';

let database: Database.Database;
let compiled: string[];

beforeEach(() => {
  database = new Database(':memory:');
  database.defaultSafeIntegers(true);
  database.exec("CREATE TABLE tag (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE); INSERT INTO tag (slug) VALUES ('roi'), ('sovereignty');");
  const prepare = database.prepare.bind(database);
  compiled = [];
  database.prepare = ((sql: string) => {
    compiled.push(sql);
    return prepare(sql);
  }) as Database.Database['prepare'];
});
afterEach(() => database.close());

// What the Prisma adapter does with each query (see db/statementCache.ts).
function query(sql: string, args: unknown[]) {
  const statement = database.prepare(sql).bind(args);
  if (!statement.reader) return statement.run();
  const columns = statement.columns();
  return { columns: columns.map((column) => column.name), rows: statement.raw().all() };
}

describe('reused prepared statements', () => {
  it('compile each SQL text once and bind each use to its own parameters', () => {
    reusePreparedStatements(database);
    const sql = 'SELECT id, slug FROM tag WHERE id = ?';
    expect(query(sql, [1])).toEqual({ columns: ['id', 'slug'], rows: [[1n, 'roi']] });
    expect(query(sql, [2])).toEqual({ columns: ['id', 'slug'], rows: [[2n, 'sovereignty']] });
    expect(compiled).toEqual([sql]);
  });

  it('keep raw mode to the use that asked for it', () => {
    reusePreparedStatements(database);
    const sql = 'SELECT slug FROM tag WHERE id = ?';
    expect(database.prepare(sql).raw().get(1)).toEqual(['roi']);
    expect(database.prepare(sql).get(1)).toEqual({ slug: 'roi' });
  });

  it('run writes, and report a constraint failure as better-sqlite3 does', () => {
    reusePreparedStatements(database);
    const insert = 'INSERT INTO tag (slug) VALUES (?)';
    expect(query(insert, ['gcc'])).toMatchObject({ changes: 1 });
    expect(() => query(insert, ['gcc'])).toThrow(expect.objectContaining({ code: 'SQLITE_CONSTRAINT_UNIQUE' }));
    expect(database.prepare('BEGIN').run()).toMatchObject({ changes: 0 });
    database.prepare('ROLLBACK').run();
  });

  it('refuse a second bind, as a fresh statement does', () => {
    reusePreparedStatements(database);
    const statement = database.prepare('SELECT slug FROM tag WHERE id = ?').bind(1);
    expect(() => statement.bind(2)).toThrow(TypeError);
    expect(() => statement.all(2)).toThrow(TypeError);
  });

  it('keep at most the given number, dropping the least recently used', () => {
    reusePreparedStatements(database, 2);
    const [a, b, c] = [1, 2, 3].map((n) => `SELECT ${n} AS n`);
    for (const sql of [a, b, a, c, a, b]) query(sql, []);
    // b was the least recently used when c came, so it is compiled again.
    expect(compiled).toEqual([a, b, c, b]);
  });
});
