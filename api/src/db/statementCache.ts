import type Database from 'better-sqlite3';

// Prisma's better-sqlite3 adapter prepares every statement it runs: `prepare(sql).bind(args)`, then
// `reader`, `columns()` and `raw().all()`, or `run()`. A public list request runs the same six
// statements each time; compiling them and describing their columns again is wasted work.
// better-sqlite3 is synchronous, so a kept statement is never in use by two queries at once.

type Statement = Database.Statement<unknown[]>;

/** Statements kept per connection; beyond that the least recently used one is dropped. */
export const maxKeptStatements = 500;

interface Kept {
  statement: Statement;
  /** Described once: a statement's columns change only with the schema, which is migrated with the server stopped. */
  columns?: Database.ColumnDefinition[];
}

/**
 * One use of a kept statement, with its own parameters and raw mode: better-sqlite3 binds a
 * statement once for good and its raw mode sticks, so neither is set on the statement itself.
 */
class StatementUse {
  #rawMode = false;
  constructor(
    private readonly kept: Kept,
    private readonly params: unknown[] = [],
  ) {}

  get source() {
    return this.kept.statement.source;
  }

  get reader() {
    return this.kept.statement.reader;
  }

  get readonly() {
    return this.kept.statement.readonly;
  }

  bind(...params: unknown[]): StatementUse {
    if (this.params.length) throw new TypeError('The bind() method can only be invoked once per statement object');
    return new StatementUse(this.kept, params);
  }

  columns() {
    this.kept.columns ??= this.kept.statement.columns();
    return this.kept.columns;
  }

  raw(toggle = true): this {
    if (!this.kept.statement.reader) throw new TypeError('The raw() method is only for statements that return data');
    this.#rawMode = toggle;
    return this;
  }

  run(...params: unknown[]) {
    return this.kept.statement.run(...this.#params(params));
  }

  all(...params: unknown[]) {
    return this.#reading().all(...this.#params(params));
  }

  get(...params: unknown[]) {
    return this.#reading().get(...this.#params(params));
  }

  #reading(): Statement {
    const { statement } = this.kept;
    return statement.reader ? statement.raw(this.#rawMode) : statement;
  }

  #params(params: unknown[]): unknown[] {
    if (params.length && this.params.length) throw new TypeError('This statement already has bound parameters');
    return params.length ? params : this.params;
  }
}

/** Makes `database.prepare` hand out kept statements (at most `max`, by SQL text) instead of compiling each time. */
export function reusePreparedStatements(database: Database.Database, max = maxKeptStatements): void {
  const prepare = database.prepare.bind(database);
  const kept = new Map<string, Kept>();
  const reused = (sql: string): StatementUse => {
    let entry = kept.get(sql);
    if (entry) {
      // The most recently used goes last, so the first is the one to drop.
      kept.delete(sql);
    } else {
      entry = { statement: prepare(sql) as Statement };
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
    }
    kept.set(sql, entry);
    return new StatementUse(entry);
  };
  database.prepare = reused as unknown as Database.Database['prepare'];
}
