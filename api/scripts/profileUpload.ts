// `npx tsx api/scripts/profileUpload.ts [site.db]`: where a real server (api/src/main.ts, its own
// process, under --cpu-prof) holds its event loop while a 14 MB SVG (benchMedia.ts's map) is
// uploaded RUNS times (2), /api/health asked every 5 ms meanwhile as the bench does: the slowest
// health answers of each run, then the profile's longest stalls (runs of samples without idle, the
// server's start included) with the stacks they spent their time in. On a copy of `site.db` (a
// migrated database, the bench's for instance), else on a new one.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createDb } from '../src/db/client.ts';
import { prepareDatabase } from '../src/prepare.ts';
import { hashPassword } from '../src/services/passwords.ts';
import { healthDuring } from './benchMedia.ts';
import { stopProcess } from './siteServer.ts';

const dir = mkdtempSync(join(tmpdir(), 'profu-'));
const file = join(dir, 'site.db');
if (process.argv[2]) copyFileSync(process.argv[2], file);
else await prepareDatabase({ provider: 'sqlite', file }, pino({ level: 'silent' }));
const db = createDb({ provider: 'sqlite', file });
await db.user.create({
  data: { username: 'up', role: 'EDITOR', email: 'up@example.com', displayName: 'up', passwordHash: await hashPassword('bench uploader password') },
});
await db.$disconnect();
const port = 40000 + Math.floor(Math.random() * 10000);
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=250', '--import', 'tsx', 'api/src/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${file}`,
    LOG_LEVEL: 'warn',
    SEED_CONTENT: 'false',
    ADMIN_PASSWORD: 'bench administrator password',
    PUBLIC_MISS_MS_PER_SECOND: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const origin = `http://127.0.0.1:${port}`;
for (;;) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const login = await fetch(`${origin}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'up', password: 'bench uploader password' }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;
function svgOf(seed: number): Buffer {
  const outline = (n: number) => {
    const points = Array.from({ length: 560 }, (_, i) => `${((n * 37 + i * 13 + seed) % 10000) / 10} ${((n * 53 + i * 7) % 10000) / 10}`);
    return `<path fill="hsl(${n % 360} 40% 60%)" d="M${points.join(' L')} Z"/>`;
  };
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">\n${Array.from({ length: 2000 }, (_, n) => outline(n)).join('\n')}\n</svg>\n`,
  );
}
async function prepared(bytes: Buffer) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), 'upload.svg');
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return async () => {
    const response = await fetch(`${origin}/api/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! },
      body,
    });
    return response.status;
  };
}
await (
  await prepared(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M0 0 L10 10"/></svg>'))
)();
const runs = Number(process.env.RUNS ?? 2);
for (let run = 0; run < runs; run++) {
  const send = await prepared(svgOf(run + 1));
  const { answer: status, health } = await healthDuring(origin, send);
  health.sort((a, b) => b - a);
  console.log(
    `run ${run}: ${status}; slowest health ${health
      .slice(0, 5)
      .map((h) => h.toFixed(0))
      .join(', ')} ms of ${health.length}`,
  );
  await new Promise((r) => setTimeout(r, 500));
}
await stopProcess(child);
const profFile = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))!;
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const profile = JSON.parse(readFileSync(join(dir, profFile), 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const stackOf = (id: number) => {
  const names: string[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const f = byId.get(at)!.callFrame;
    if (f.functionName === '(root)') break;
    names.push(`${f.functionName || '(anon)'}@${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/api\//, 'api/')}:${f.lineNumber + 1}`);
  }
  return names;
};
type Stall = { start: number; ms: number; self: Map<string, number> };
let stall: Stall | null = null;
const stalls: Stall[] = [];
const stacks = new Map<string, string>();
let t = 0;
profile.samples.forEach((id, i) => {
  const dt = (profile.timeDeltas[i] ?? 0) / 1000;
  t += dt;
  const name = byId.get(id)!.callFrame.functionName;
  if (name === '(idle)') {
    if (stall && stall.ms > 15) stalls.push(stall);
    stall = null;
    return;
  }
  stall ??= { start: t, ms: 0, self: new Map() };
  stall.ms += dt;
  const stack = stackOf(id);
  const key = stack.slice(0, 3).join(' < ') || name;
  stall.self.set(key, (stall.self.get(key) ?? 0) + dt);
  if (!stacks.has(key)) stacks.set(key, stack.slice(0, 16).join(' < '));
});
for (const s of stalls.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
  console.log(`stall ${s.ms.toFixed(1)} ms at ${(s.start / 1000).toFixed(2)} s`);
  for (const [k, v] of [...s.self].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(`   ${v.toFixed(1)} ${v > 8 ? stacks.get(k) : k}`);
}
