// `npx tsx api/scripts/profileRenders.ts PATH [uncached|notHeld]`: where a server render of PATH
// spends its CPU (issue 22's 5 ms), on the bench's database (BENCH_POSTS posts), after `npm run build`.
// uncached: PUBLIC_CACHE_MB=0; notHeld (the default): the cache on but too small for any page, what
// the server keeps per state of the content reused (as `BENCH_ONLY=renders npm run bench` measures).
// Prints the SQL statements of one render, CPU per request, self time by area and the heaviest
// functions of PROFILE_REQUESTS renders (1,000) after 2,000 to warm up. PROFILE_DB=file keeps the
// database for the next run (made when missing); PROFILE_OUT=file.cpuprofile keeps the profile.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createBenchPosts } from './benchPosts.ts';

process.env.NODE_ENV ??= 'production';
const { createApp } = await import('../src/app.ts');
const { loadConfig } = await import('../src/config.ts');
const { createAdapter } = await import('../src/db/adapter.ts');
const { createDb } = await import('../src/db/client.ts');
const { PrismaClient } = await import('../src/db/generated/client.ts');
const { prepareDatabase } = await import('../src/prepare.ts');
const { seedContent } = await import('../src/services/seed.ts');

const path = process.argv[2] ?? '/';
const way = process.argv[3] === 'uncached' ? 'uncached' : 'notHeld';
const requests = Number(process.env.PROFILE_REQUESTS ?? 1000);
const log = pino({ level: 'silent' });

const dir = process.env.PROFILE_DB ? null : mkdtempSync(join(tmpdir(), 'sovra-profile-'));
const file = process.env.PROFILE_DB ?? join(dir!, 'site.db');
if (!existsSync(file)) {
  await prepareDatabase({ provider: 'sqlite', file }, log);
  const seeding = createDb({ provider: 'sqlite', file });
  await seedContent(seeding, log);
  await createBenchPosts(seeding, Number(process.env.BENCH_POSTS ?? 10_000));
  await seeding.$disconnect();
}
const statements: string[] = [];
const db = new PrismaClient({ adapter: createAdapter({ provider: 'sqlite', file }), log: [{ emit: 'event', level: 'query' }] });
db.$on('query', (event) => statements.push(event.query));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATABASE_URL: `file:${file}`,
  PUBLIC_CACHE_MB: way === 'uncached' ? '0' : String(16 / 1024),
  PUBLIC_MISS_MS_PER_SECOND: '0',
});
const app = createApp(config, { db, log });
const render = async () => {
  const response = await app.fetch(new Request(`http://profile${path}`));
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  return body;
};
for (let i = 0; i < 2000; i++) await render();
statements.length = 0;
await render();
console.log(`${path}, ${way}: ${statements.length} SQL statements a render`);
for (const sql of statements) console.log(`  ${sql.slice(0, 160)}`);

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const cpu = process.cpuUsage();
for (let i = 0; i < requests; i++) await render();
const used = process.cpuUsage(cpu);
const { profile } = await session.post('Profiler.stop');
session.disconnect();
if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
console.log(`CPU ${((used.user + used.system) / 1000 / requests).toFixed(2)} ms a render while profiled (the profiler's own cost included)`);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
const nodes = (profile as { nodes: ProfileNode[] }).nodes;
const total = nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
const share = (hits: number) => `${((100 * hits) / total).toFixed(1).padStart(5)}%`;
const areaOf = (url: string) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url.includes('/dist/ssr/') ? 'dist/ssr' : url.includes('/api/src/') ? 'api/src' : url || '(native)');
const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const node of nodes) {
  const hits = node.hitCount ?? 0;
  if (!hits) continue;
  byArea.set(areaOf(node.callFrame.url), (byArea.get(areaOf(node.callFrame.url)) ?? 0) + hits);
  const where = node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(api|dist|web)\//, '$1/');
  const key = `${node.callFrame.functionName || '(anonymous)'}  ${where}:${node.callFrame.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
}
console.log('Self time by area:');
for (const [name, hits] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${share(hits)}  ${name}`);
console.log('Heaviest functions (self time):');
for (const [name, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${share(hits)}  ${name}`);
await app.close();
await db.$disconnect();
if (dir) rmSync(dir, { recursive: true, force: true });
