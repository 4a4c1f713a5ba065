// `npm run bench` (or `BENCH_ONLY=hostile npm run bench`): what the inputs of the attack suites cost.
// The tests hold what each is answered (blogAttack.test.ts, graphql/limits.test.ts,
// services/markdown.test.ts, media/svg.test.ts, media/process.test.ts, mediaAttack.test.ts,
// outbox/smtp.test.ts); here, how long it takes, beside the goal those tests used to time. In process
// (app.fetch, no socket, public cache off) on a copy of the bench database, each input run
// BENCH_HOSTILE_RUNS times (3; a fresh text each time, so no rendered body is reused): per row the
// slowest input's median and the answers. Prints figures; never fails on one.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import sharp from 'sharp';
import { createApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { graphqlLimits } from '../src/graphql/limits.ts';
import { renderHtml, renderMarkdown } from '../src/services/markdown.ts';
import { processUpload } from '../src/services/media/process.ts';
import { sanitizeSvg } from '../src/services/media/svg.ts';
import { hashPassword } from '../src/services/passwords.ts';
import { flatPng, hostileSearches, pathologicalMarkdown, twentyKilobyteArticle } from '../src/testing/hostileInputs.ts';
import { benchArticleSlug } from './benchPosts.ts';

const password = 'bench hostile editor password';

interface Input {
  name: string;
  /** One run (`run` counts from 0); resolves to the answer to print (a status, a refusal). */
  work: (run: number) => Promise<string>;
}

interface Row {
  label: string;
  goalMs: number;
  inputs: Input[];
  /** Runs of each input; BENCH_HOSTILE_RUNS unless the work is long (a drawing stopped at 10 s). */
  runs?: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;

/** The median of the runs of each input (after one untimed run of the first, to compile its code). */
async function measure(row: Row, runs: number): Promise<{ worst: { name: string; ms: number }; medians: number[]; answers: string[] }> {
  if ((row.runs ?? runs) > 1) await row.inputs[0].work(-1);
  const medians: number[] = [];
  const answers = new Map<string, number>();
  let worst = { name: '', ms: -1 };
  for (const input of row.inputs) {
    const times: number[] = [];
    for (let run = 0; run < (row.runs ?? runs); run++) {
      const started = performance.now();
      const answer = await input.work(run);
      times.push(performance.now() - started);
      answers.set(answer, (answers.get(answer) ?? 0) + 1);
    }
    medians.push(median(times));
    if (medians.at(-1)! > worst.ms) worst = { name: input.name, ms: medians.at(-1)! };
  }
  return { worst, medians, answers: [...answers].map(([answer, count]) => (count > 1 ? `${answer} ×${count}` : answer)) };
}

export async function hostileInputs(options: { seeded: string; log: Logger; runs: number }): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sovra-bench-hostile-'));
  const file = join(dir, 'site.db');
  copyFileSync(options.seeded, file);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: `file:${file}`,
    PUBLIC_CACHE_MB: '0',
    PUBLIC_MISS_MS_PER_SECOND: '0',
  });
  const app: App = createApp(config, { log: options.log });
  let addresses = 0;
  const send = async (path: string, init: RequestInit = {}, token?: string) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    // A new address each time: the per-address limits are not what is measured.
    const response = await app.fetch(new Request(`http://bench${path}`, { ...init, headers }), { ip: `10.9.${(++addresses >> 8) & 255}.${addresses & 255}` });
    return { status: response.status, text: await response.text() };
  };
  const json = (value: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(value),
  });
  try {
    await app.db.user.create({
      data: { username: 'bench-hostile', role: 'EDITOR', email: 'bench-hostile@example.com', displayName: 'Bench', passwordHash: await hashPassword(password) },
    });
    const token = JSON.parse((await send('/api/auth/login', json({ username: 'bench-hostile', password }))).text).data.token as string;
    const status = async (answer: Promise<{ status: number; text: string }>) => String((await answer).status);
    const refusal = async (answer: Promise<{ status: number; text: string }>) => {
      const { status: code, text } = await answer;
      const body = JSON.parse(text);
      return `${code} ${body.details?.file ?? body.errors?.[0]?.extensions?.code ?? ''}`.trim();
    };
    // A distinct text every run: a body rendered once is kept, and the render is what is measured.
    const fresh = (body: string, run: number) => `${body}\n\nRun ${run}.`;

    // The search "a a … a" over posts that hold that word 49,000 times.
    await send('/api/blogs', json({ status: 'published', translations: { en: { title: 'Word heavy', body: 'a '.repeat(49_000) } } }), token);
    const graphqlAttacks: [string, string][] = [
      ['related nested 12 deep', `{ post(slug: "${benchArticleSlug}") { ${'related { '.repeat(12)}id${' }'.repeat(12)} } }`],
      ['1,000 aliases of posts(100)', `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: posts(first: 100) { totalCount }`).join(' ')} }`],
      [`${graphqlLimits.aliases + 1} aliases`, `{ ${Array.from({ length: graphqlLimits.aliases + 1 }, (_, i) => `a${i}: health { ok }`).join(' ')} }`],
      ['5,000 nested inline fragments', `{ ${'... on Query { '.repeat(5000)}__typename${' }'.repeat(5000)} }`],
      ['a list literal 10,000 deep', `{ posts(search: ${'['.repeat(10_000)}${']'.repeat(10_000)}) { totalCount } }`],
      ['50 directives', `{ ${'__typename @include(if: true) '.repeat(50)}}`],
      ['20,000 tokens', `{ ${'__typename '.repeat(20_000)}}`],
      ['related in pages, too costly', '{ posts(first: 100) { edges { node { related(first: 12) { related(first: 12) { id } } } } } }'],
    ];
    const uploadSvg = (svg: string, name: string) => {
      const form = new FormData();
      form.set('file', new Blob([svg]), name);
      return refusal(send('/api/media', { method: 'POST', body: form }, token));
    };
    const embedded = (
      await sharp({ create: { width: 6000, height: 6500, channels: 3, background: '#123' } })
        .png({ compressionLevel: 9 })
        .toBuffer()
    ).toString('base64');
    const enquiry = {
      fullName: 'Layla Haddad',
      company: 'Gulf Logistics',
      email: 'layla@gulf-logistics.ae',
      subject: 'Private LLM pilot',
      message: 'A pilot of Core on premises, please.',
      consent: true,
      language: 'en',
    };
    const strip = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#2060a0' } })
        .png()
        .toBuffer();
    const strips = await Promise.all(
      [
        [8000, 2],
        [40_000, 1],
        [16, 1],
      ].map(async ([width, height]) => ({ name: `${width}x${height}`, bytes: await strip(width, height) })),
    );
    const bomb = await flatPng(20_000, 20_000);
    const deepSvg = new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(100_000)}${'</g>'.repeat(100_000)}</svg>`);

    const rows: Row[] = [
      {
        label: 'save a post (POST /api/blogs), pathological bodies',
        goalMs: 1000,
        inputs: pathologicalMarkdown.map(([name, body]) => ({
          name,
          work: (run) =>
            status(
              send('/api/blogs', json({ status: 'draft', translations: { en: { title: `Pathological ${name} ${run}`, body: fresh(body, run) } } }), token),
            ),
        })),
      },
      {
        label: 'preview them (markdownPreview)',
        goalMs: 1000,
        inputs: pathologicalMarkdown.map(([name, body]) => ({
          name,
          work: (run) =>
            refusal(send('/graphql', json({ query: 'query($m: String!) { markdownPreview(markdown: $m) }', variables: { m: fresh(body, run) } }), token)),
        })),
      },
      {
        label: 'search (GET /api/blogs?search=), hostile texts',
        goalMs: 1000,
        inputs: hostileSearches.map((term) => ({
          name: JSON.stringify(term).slice(0, 24),
          work: () => status(send(`/api/blogs?search=${encodeURIComponent(term)}`)),
        })),
      },
      {
        label: 'search "a a … a" (100 words), a post of 49,000 a',
        goalMs: 1000,
        inputs: [{ name: 'a ×100', work: () => status(send(`/api/blogs?search=${encodeURIComponent('a '.repeat(100).trim())}`)) }],
      },
      {
        label: 'GraphQL attacks refused (POST /graphql)',
        goalMs: 2000,
        inputs: graphqlAttacks.map(([name, query]) => ({ name, work: () => refusal(send('/graphql', json({ query }))) })),
      },
      {
        label: 'sanitizeSvg, 100,000 nested groups',
        goalMs: 1000,
        inputs: [
          {
            name: '100,000 <g>',
            work: async () => {
              const result = sanitizeSvg(deepSvg);
              return result.ok ? 'made' : result.reason;
            },
          },
        ],
      },
      {
        label: `processUpload, a ${(bomb.byteLength / 1024).toFixed(0)} KB PNG of 20000x20000`,
        goalMs: 1000,
        inputs: [
          {
            name: 'the bomb',
            work: () =>
              processUpload(bomb).then(
                () => 'made',
                (error: { details?: { file?: string } }) => error.details?.file ?? 'failed',
              ),
          },
        ],
      },
      {
        label: 'processUpload, long strips (their preview)',
        goalMs: 3000,
        inputs: strips.map(({ name, bytes }) => ({ name, work: () => processUpload(bytes).then(() => 'made') })),
      },
      {
        label: 'upload an SVG (POST /api/media), costly to draw',
        goalMs: 15_000,
        runs: 1,
        inputs: [
          {
            name: 'feMorphology',
            work: () =>
              uploadSvg(
                '<svg xmlns="http://www.w3.org/2000/svg" width="5080" height="100"><filter id="f"><feMorphology radius="1"/></filter><rect width="5080" height="100" fill="red" filter="url(#f)"/></svg>',
                'rule.svg',
              ),
          },
          {
            name: '200 uses of 39 MP',
            work: () =>
              uploadSvg(
                `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><defs><image id="i" width="100" height="100" href="data:image/png;base64,${embedded}"/></defs>${Array.from({ length: 200 }, (_, i) => `<use href="#i" x="${i % 7}"/>`).join('')}</svg>`,
                'tiles.svg',
              ),
          },
        ],
      },
      {
        label: 'contact form (POST /api/contact), no mail server',
        goalMs: 1000,
        inputs: [{ name: 'an enquiry', work: () => status(send('/api/contact', json(enquiry))) }],
      },
    ];

    console.log(
      `Hostile inputs (the attack suites' own), in process on the bench database; median of ${options.runs} runs per input, the slowest input shown. ` +
        `Load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} CPUs.`,
    );
    console.log(`  ${'what'.padEnd(52)}${'inputs'.padStart(7)}  ${'slowest'.padStart(9)}  ${'input'.padEnd(26)}${'goal'.padStart(10)}  answers`);
    for (const row of rows) {
      const { worst, medians, answers } = await measure(row, options.runs);
      const flag = worst.ms >= row.goalMs ? ' !' : '  ';
      const inputs = `${medians.length}`.padStart(7);
      console.log(
        `  ${row.label.padEnd(52)}${inputs}  ${ms(worst.ms).padStart(9)}  ${worst.name.padEnd(26)}${`< ${ms(row.goalMs)}`.padStart(10)}${flag}${answers.join(', ')}`,
      );
    }
    await articleRender();
    await bombMemory(bomb);
    console.log('  (! where the slowest is over its goal)');
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A 20 KB article: rendered (renderHtml, no worker thread), and kept (renderMarkdown asked again). */
async function articleRender() {
  const article = twentyKilobyteArticle();
  const rendered: number[] = [];
  for (let run = 0; run < 40; run++) {
    const started = performance.now();
    renderHtml(article, {});
    if (run >= 10) rendered.push(performance.now() - started);
  }
  await renderMarkdown(article);
  const kept: number[] = [];
  for (let run = 0; run < 50; run++) {
    const started = performance.now();
    await renderMarkdown(article);
    kept.push(performance.now() - started);
  }
  const flag = median(kept) >= 5 ? ' !' : '';
  console.log(
    `  a ${(article.length / 1000).toFixed(0)} KB article's Markdown: rendered in ${ms(median(rendered))} (median of 30), ` +
      `kept and asked again ${ms(median(kept))} (median of 50, fastest ${ms(Math.min(...kept))}); goal < 5 ms${flag}`,
  );
}

/** The RSS the bomb's refusal adds to the process, sampled every 5 ms (decoded, it would be 400 MB). */
async function bombMemory(bomb: Buffer) {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    await processUpload(bomb).catch(() => undefined);
    peak = Math.max(peak, process.memoryUsage().rss);
  } finally {
    clearInterval(sampler);
  }
  const growth = (peak - baseline) / 1024 / 1024;
  console.log(`  the 20000x20000 PNG's refusal: peak RSS growth ${growth.toFixed(0)} MB; goal < 64 MB${growth >= 64 ? ' !' : ''}`);
}
