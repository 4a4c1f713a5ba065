import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from './graphql/schema.ts';
import { routes } from './rest/routes.ts';
import { hashToken } from './services/auth/tokens.ts';
import { graphqlCorpus, graphqlTransportCorpus, raceCorpus, restCorpus, type Actor, type Fixtures, type HostileRequest } from './testing/hostileCorpus.ts';
import { createTestApp, testPassword, type TestApp } from './testing/testApp.ts';
import { onPostgres } from './testing/testDatabase.ts';

// The attack suite of issue 6: a hostile corpus generated from the REST route table and the GraphQL
// schema, sent to the real handler as production runs it. Every answer must be below 500; every
// error must carry a code; a client error must log nothing at level error and no log line may hold
// a stack trace; a refused write must leave the database as it was; a body over the limit gets 413;
// a caller without a session gets 401 from a route for staff, whatever else is wrong.
// Violations are collected, not thrown, so one run lists them all.

// Queries and mutations are two tests: together (11,000 requests, each write between two snapshots
// of the database) they outgrew one test's ten minutes on a busy machine.
const graphql = graphqlCorpus(schema);
const groups: [string, HostileRequest[]][] = [
  ['REST routes', restCorpus(routes)],
  ['GraphQL Query fields', graphql.filter((request) => request.label.startsWith('GraphQL query '))],
  ['GraphQL Mutation fields', graphql.filter((request) => request.label.startsWith('GraphQL mutation '))],
  ['the /graphql door', graphqlTransportCorpus()],
  ['concurrent writes of one unique value', raceCorpus(routes, schema)],
];

const logLines: string[] = [];
const log = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) });

let app: TestApp;
const sent = { rest: 0, graphql: 0 };

// ---------------------------------------------------------------------------------------------
// Fixtures: the actors' sessions and the rows the corpus points at, checked before every request
// and made afresh when an accepted write changed them (a logout, a password change, a new role).

interface Staff {
  id: number;
  username: string;
  token: string;
  passwordHash: string;
}

let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}`;
const staff: Partial<Record<Exclude<Actor, 'anonymous'>, Staff>> = {};
let targets: number[] = [];
let post: { id: number; slug: string; tagId: number };

async function freshStaff(role: 'ADMIN' | 'EDITOR'): Promise<Staff> {
  const created = await app.createStaff({ username: unique(role === 'ADMIN' ? 'admin' : 'editor'), role });
  const token = await app.signIn(created.username, created.password);
  const { passwordHash } = await app.db.user.findUniqueOrThrow({ where: { id: created.id } });
  return { id: created.id, username: created.username, token, passwordHash };
}

async function stillValid(current: Staff | undefined, role: 'ADMIN' | 'EDITOR'): Promise<boolean> {
  if (!current) return false;
  const session = await app.db.session.findUnique({ where: { tokenHash: hashToken(current.token) }, include: { user: true } });
  const user = session?.user;
  return Boolean(
    session &&
    user &&
    user.active &&
    user.role === role &&
    user.username === current.username &&
    user.passwordHash === current.passwordHash &&
    session.expiresAt.getTime() > Date.now(),
  );
}

let checkedFixtures: { changes: number; fixtures: Fixtures } | null = null;

/** The fixtures, checked again only when a row has changed since they were (see currentState). */
async function ensureFixtures(): Promise<Fixtures> {
  const changes = await rowChanges();
  if (checkedFixtures?.changes === changes) return checkedFixtures.fixtures;
  const fixtures = await checkFixtures();
  checkedFixtures = { changes: await rowChanges(), fixtures };
  return fixtures;
}

async function checkFixtures(): Promise<Fixtures> {
  if (!(await stillValid(staff.admin, 'ADMIN'))) staff.admin = await freshStaff('ADMIN');
  if (!(await stillValid(staff.editor, 'EDITOR'))) staff.editor = await freshStaff('EDITOR');
  for (const [i, id] of targets.entries()) {
    const user = await app.db.user.findUnique({ where: { id } });
    if (!user) targets[i] = (await app.createStaff({ username: unique('target'), role: 'EDITOR' })).id;
  }
  const found = await app.db.post.findUnique({ where: { id: post.id }, include: { tags: true } });
  if (!found || found.slug !== post.slug || found.status !== 'PUBLISHED' || !found.tags.some((t) => t.tagId === post.tagId)) post = await publishedPost();
  return {
    token: (actor) => (actor === 'anonymous' ? undefined : staff[actor]!.token),
    password: testPassword,
    userId: targets[0],
    secondUserId: targets[1],
    postId: post.id,
    slug: post.slug,
    tagId: post.tagId,
    unique,
  };
}

async function publishedPost() {
  const slug = unique('attack-post-');
  const tag = await app.db.tag.create({
    data: {
      slug: unique('attack-tag-'),
      translations: {
        create: [
          { locale: 'en', name: 'Attack' },
          { locale: 'ar', name: 'هجوم' },
        ],
      },
    },
  });
  const created = await app.db.post.create({
    data: {
      slug,
      status: 'PUBLISHED',
      publishedAt: new Date(Date.now() - 86_400_000),
      translations: {
        create: [
          { locale: 'en', title: 'Attack target', excerpt: 'A post the attack suite reads', body: '# Hello' },
          { locale: 'ar', title: 'هدف', excerpt: 'مقال', body: '# مرحبا' },
        ],
      },
      tags: { create: [{ tagId: tag.id }] },
    },
  });
  return { id: created.id, slug, tagId: tag.id };
}

// ---------------------------------------------------------------------------------------------
// The database's user-visible state: every table (so new ones are watched too) but RateLimitCount and
// AuditEvent, which rightly record a refused sign-in (and audit refusals), and the migrations table.
// Sessions are compared by number only: their rows change on use (lastSeenAt), no write of the caller's.

const excludedTables = new Set(['RateLimitCount', 'AuditEvent', 'Session', '_prisma_migrations']);

async function snapshot(): Promise<Map<string, string>> {
  // Virtual tables (the blog's search index) are watched; their shadow tables, some without rowid, follow them.
  const tables = await app.db.$queryRawUnsafe<{ name: string }[]>(
    onPostgres
      ? `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`
      : `SELECT name FROM pragma_table_list WHERE schema = 'main' AND type IN ('table', 'virtual') AND name NOT LIKE 'sqlite_%' ORDER BY name`,
  );
  const state = new Map<string, string>();
  for (const { name } of tables) {
    if (excludedTables.has(name)) continue;
    // Rows in a stable order on both databases (PostgreSQL has no rowid): sorted as text.
    // PostgreSQL: each row as JSON text, which covers the search index's tsvector too.
    const rows = await app.db.$queryRawUnsafe<unknown[]>(onPostgres ? `SELECT to_jsonb(t)::text AS "row" FROM "${name}" t` : `SELECT * FROM "${name}"`);
    const lines = rows.map((row) => JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? value.toString() : value))).sort();
    state.set(name, lines.join('\n'));
  }
  state.set('Session (count)', String(await app.db.session.count()));
  return state;
}

// A count of the writes: while it stands still the state is the one last read. Most refused writes
// change nothing, so they cost no snapshot at all (the suite took 190 s on SQLite, 470 s on
// PostgreSQL, reading the same tables again). SQLite counts every row its connection (the app's
// only one) has inserted, changed or deleted, triggers' too; on PostgreSQL every statement that
// writes a table takes a number from a sequence (watchWrites), whatever its transaction's fate.
let known: { changes: number; state: Map<string, string> } | null = null;

async function watchWrites(): Promise<void> {
  if (!onPostgres) return;
  await app.db.$executeRawUnsafe('CREATE SEQUENCE attack_writes');
  await app.db.$executeRawUnsafe(
    `CREATE FUNCTION attack_count_write() RETURNS trigger AS $$ BEGIN PERFORM nextval('attack_writes'); RETURN NULL; END $$ LANGUAGE plpgsql`,
  );
  const tables = await app.db.$queryRawUnsafe<{ name: string }[]>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`);
  for (const { name } of tables)
    await app.db.$executeRawUnsafe(
      `CREATE TRIGGER attack_count_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${name}" FOR EACH STATEMENT EXECUTE FUNCTION attack_count_write()`,
    );
}

async function rowChanges(): Promise<number> {
  const [row] = await app.db.$queryRawUnsafe<{ n: number | bigint }[]>(
    onPostgres ? 'SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS n FROM attack_writes' : 'SELECT total_changes() AS n',
  );
  return Number(row.n);
}

/** The database's state now: read again only when a row has changed since it was last read. */
async function currentState(): Promise<Map<string, string>> {
  const changes = await rowChanges();
  if (known?.changes === changes) return known.state;
  const state = await snapshot();
  known = { changes, state };
  return state;
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((table) => before.get(table) !== after.get(table));
}

// ---------------------------------------------------------------------------------------------
// Sending and judging

interface Answer {
  status: number;
  text: string;
  body: any;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, text, body };
}

/** The start of a text on one line, and its length when cut. */
function excerpt(text: string, max = 200): string {
  const line = text.replace(/\s*\n\s*/g, ' ⏎ ');
  return line.length > max ? `${line.slice(0, max)}… (${text.length} chars)` : line;
}

/** A stack in a JSON log line: an `err.stack` field, or frames ("\n    at …") inside any string. */
const stackTrace = /"stack"\s*:|\\n\s+at\s/;

/** A log line in a few words: its level, message and error, and whether it holds a stack. */
function logSummary(line: string): string {
  const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { type?: string; message?: string; stack?: string } };
  const err = entry.err ? ` err=${entry.err.type}: ${excerpt(entry.err.message ?? '', 120)}` : '';
  return `level ${entry.level} "${excerpt(entry.msg ?? '', 120)}"${err}${stackTrace.test(line) ? ' (with a stack)' : ''}`;
}

let ipCounter = 0;
/** Every request comes from its own address, so sign-in throttling (429) does not hide the paths behind it. */
function nextIp(): string {
  ipCounter += 1;
  return `198.18.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The codes of an error answer (undefined where one is missing), or null when the answer is no error. */
function errorCodes(api: HostileRequest['api'], method: string, got: Answer): (string | undefined)[] | null {
  if (api === 'rest') {
    const failed = got.status >= 400 || got.body?.success === false;
    if (!failed) return null;
    // HTTP forbids a body in the answer to HEAD: its status is all it can say.
    if (method === 'HEAD' && got.text === '') return ['(HEAD: status only)'];
    return [typeof got.body?.error === 'string' && got.body.error ? got.body.error : undefined];
  }
  const errors = got.body?.errors;
  if (!Array.isArray(errors) || errors.length === 0) {
    if (got.status < 400) return null;
    if (method === 'HEAD' && got.text === '') return ['(HEAD: status only)'];
    return [undefined];
  }
  return errors.map((error: any) => (typeof error?.extensions?.code === 'string' && error.extensions.code ? error.extensions.code : undefined));
}

/** No operation's data came back: the write was refused as a whole. */
function refused(api: HostileRequest['api'], got: Answer): boolean {
  if (got.status >= 400) return true;
  // 204: taken, with nothing to say (the beacon's endpoints).
  if (api === 'rest') return got.status !== 204 && got.body?.success !== true;
  const data = got.body?.data;
  return !data || Object.values(data).every((value) => value === null);
}

const serverFault = (got: Answer, codes: (string | undefined)[] | null) => got.status >= 500 || Boolean(codes?.includes('INTERNAL_SERVER_ERROR'));

interface Violation {
  kind: string;
  request: HostileRequest;
  got: Answer;
  detail?: string;
  /** The error logged while the request ran, in general terms: what the violations of one bug share. */
  cause?: string;
}

/** The type and first line of a logged error, numbers and quoted values blurred, so one bug reads as one cause. */
function causeOf(line: string): string {
  const entry = JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string } };
  const first =
    (entry.err?.message ?? entry.msg ?? '')
      .split('\n')
      .map((part) => part.trim())
      .find(Boolean) ?? '';
  const general = first.replace(/"[^"]*"|`[^`]*`/g, '"…"').replace(/\d+/g, 'N');
  return `${entry.err?.type ?? 'log'}: ${excerpt(general, 80)}`;
}

/** One line per violation: what is wrong, which request, what came back. */
const describeViolation = (v: Violation) => `${v.kind} | ${v.request.label} → ${v.got.status} ${excerpt(v.got.text)}${v.detail ? ` | ${v.detail}` : ''}`;

/** Violations grouped by what is wrong and how the answer looked, with a count and one example each. */
function summary(violations: Violation[]): string {
  const groups = new Map<string, Violation[]>();
  for (const v of violations) {
    const code = v.got.body?.error ?? v.got.body?.errors?.[0]?.extensions?.code ?? '-';
    const key = `${v.kind} — ${v.request.api === 'rest' ? 'REST' : 'GraphQL'} ${v.got.status} ${code}${v.cause ? ` — ${v.cause}` : ''}`;
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  return [...groups].map(([key, list]) => `${list.length} × ${key}\n    e.g. ${describeViolation(list[0])}`).join('\n');
}

async function send(request: HostileRequest, violations: Violation[], statuses: Map<number, number>): Promise<void> {
  const fx = await ensureFixtures();
  const built = Array.from({ length: request.copies }, (_, copy) => request.build(fx, copy));
  const method = (built[0].init.method ?? 'GET').toUpperCase();
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const before = write ? await currentState() : null;
  const firstLine = logLines.length;
  const answers = await Promise.all(
    built.map(({ path, init }) => app.request(path, { ...init, ip: nextIp() } as Parameters<TestApp['request']>[1]).then(answer)),
  );
  sent[request.api] += request.copies;
  const lines = logLines.slice(firstLine);
  const errorLine = lines.find((line) => ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50);
  const cause = errorLine && causeOf(errorLine);
  // In a batch the error may come from any copy: name the status of each.
  const batch = answers.length > 1 ? `statuses ${answers.map((got) => got.status).join(',')}` : '';
  const report = (kind: string, got: Answer, detail = '') =>
    violations.push({ kind, request, got, cause, detail: [batch, detail].filter(Boolean).join(' | ') || undefined });

  let anyFault = false;
  for (const got of answers) {
    statuses.set(got.status, (statuses.get(got.status) ?? 0) + 1);
    const codes = errorCodes(request.api, method, got);
    if (got.status >= 500) report('5xx answer', got);
    else if (codes?.includes('INTERNAL_SERVER_ERROR')) report('GraphQL INTERNAL_SERVER_ERROR (a masked fault, the 5xx of GraphQL)', got);
    if (codes?.some((code) => code === undefined)) report('error without a code', got);
    if (request.oversized && got.status !== 413) report('body over 1 MiB not refused with 413', got);
    if (request.signedOut && (got.status !== 401 || got.body?.error !== 'UNAUTHENTICATED'))
      report('a caller without a session not refused with 401 before its input was read', got);
    anyFault ||= serverFault(got, codes);
  }
  for (const line of lines) {
    const level = (JSON.parse(line) as { level?: number }).level ?? 0;
    if (level >= 50 && !anyFault) report('logged at level error for a client error', answers[0], `log: ${logSummary(line)}`);
    if (stackTrace.test(line)) report('stack trace in the log', answers[0], `log: ${logSummary(line)}`);
  }
  if (before && answers.every((got) => refused(request.api, got))) {
    const changed = changedTables(before, await currentState());
    if (changed.length) report('database changed by a refused write', answers[0], `tables: ${changed.join(', ')}`);
  }
}

describe('attack suite: a hostile corpus on every REST route and GraphQL operation', () => {
  beforeAll(async () => {
    // Every name a webhook endpoint gives resolves to a public address here: no real DNS look-up.
    app = createTestApp({ NODE_ENV: 'production' }, { log, webhookResolver: async () => ['93.184.216.34'] });
    // The site's seeded pages and menus (300 KB) would be read twice by the snapshot of every write,
    // 30 ms each time: the corpus needs none of them, its requests make and name their own.
    await app.db.page.deleteMany();
    await app.db.menu.deleteMany();
    await watchWrites();
    post = await publishedPost();
    targets = [
      (await app.createStaff({ username: unique('target'), role: 'EDITOR' })).id,
      (await app.createStaff({ username: unique('target'), role: 'EDITOR' })).id,
    ];
  });

  afterAll(async () => {
    console.log(`attack suite: sent ${sent.rest + sent.graphql} hostile requests (REST ${sent.rest}, GraphQL ${sent.graphql})`);
    await app?.cleanup();
  });

  it('covers every route and every root field with at least 300 requests', () => {
    const all = groups.flatMap(([, corpus]) => corpus);
    for (const route of routes)
      expect(
        all.some((r) => r.label.startsWith(`REST ${route.method} ${route.path} `)),
        `${route.method} ${route.path}`,
      ).toBe(true);
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      for (const field of Object.keys(root?.getFields() ?? {}))
        expect(
          all.some((r) => new RegExp(` ${field} as `).test(r.label)),
          field,
        ).toBe(true);
    }
    expect(all.reduce((n, r) => n + r.copies, 0)).toBeGreaterThanOrEqual(300);
  });

  for (const [name, corpus] of groups) {
    it(`answers ${name} without a fault (${corpus.reduce((n, r) => n + r.copies, 0)} requests)`, async () => {
      const violations: Violation[] = [];
      const statuses = new Map<number, number>();
      for (const request of corpus) await send(request, violations, statuses);
      // The count covers every write: a state read afresh is the one it kept.
      const kept = known?.changes === (await rowChanges()) ? known : null;
      if (kept) expect(changedTables(kept.state, await snapshot()), 'tables written uncounted').toEqual([]);
      const histogram = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
      console.log(`attack suite, ${name}: answers ${histogram}; ${violations.length} violations${violations.length ? `\n${summary(violations)}` : ''}`);
      expect(violations.map(describeViolation)).toEqual([]);
    }, 600_000);
  }
});
