// `npm run bench` (or `BENCH_ONLY=media npm run bench`): what an upload of a 12-megapixel photo
// costs. A photo-like 4000x3000 JPEG (gradients, shapes and mild grain at quality 90, with camera
// EXIF) is drawn here, then made into its variants by processUpload, the function behind
// uploadMedia, BENCH_MEDIA_RUNS times (5): the median and fastest runs, the process's peak RSS
// growth over them, and the bytes of every variant it made. Then whether the server stays
// responsive meanwhile: a real server (its own process) is sent that photo, a 14 MB SVG and a
// 24,000-heading Markdown preview, one at a time, while /api/health is asked every 5 ms.
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import markdownPreviewQuery from '../../web/src/__generated__/MarkdownPreviewQuery.graphql.ts';
import { createDb } from '../src/db/client.ts';
import { processUpload, type ProcessedMedia } from '../src/services/media/process.ts';
import { hashPassword } from '../src/services/passwords.ts';
import { startSite } from './benchThroughput.ts';
import { stopProcess } from './siteServer.ts';

const width = 4000;
const height = 3000;

/** A photo-like picture: sky and ground gradients, a sun, hills, a few buildings, and grain. */
async function twelveMegapixelPhoto(): Promise<Buffer> {
  const buildings = Array.from({ length: 14 }, (_, i) => {
    const w = 120 + ((i * 53) % 140);
    const h = 300 + ((i * 137) % 700);
    return `<rect x="${150 + i * 270}" y="${2100 - h}" width="${w}" height="${h}" fill="hsl(${(i * 29) % 360}, 25%, ${30 + ((i * 7) % 30)}%)"/>`;
  }).join('');
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b3a6b"/><stop offset="0.6" stop-color="#e58e4f"/><stop offset="1" stop-color="#f6d186"/></linearGradient>
      <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6b4f2a"/><stop offset="1" stop-color="#c9a66b"/></linearGradient>
      <radialGradient id="sun"><stop offset="0" stop-color="#fff6d5"/><stop offset="1" stop-color="#f6d186" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${width}" height="2100" fill="url(#sky)"/>
    <circle cx="2900" cy="1500" r="600" fill="url(#sun)"/>
    <path d="M0 1900 Q 800 1500 1600 1850 T 3200 1750 T ${width} 1800 V 2200 H 0 Z" fill="#4a3b2a" opacity="0.8"/>
    ${buildings}
    <rect y="2100" width="${width}" height="900" fill="url(#ground)"/>
    <ellipse cx="1300" cy="2600" rx="900" ry="160" fill="#2d5f73" opacity="0.85"/>
  </svg>`;
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Bench Camera', Model: 'B-12', Software: 'benchMedia', DateTime: '2026:11:22 10:00:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '54/1 23/1 0/1' },
    })
    .toBuffer();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function printVariants(media: ProcessedMedia) {
  const responsive = media.variants.filter((variant) => variant.purpose === 'responsive');
  const widths = [...new Set(responsive.map((variant) => variant.width))].sort((a, b) => a - b);
  const formats = [...new Set(responsive.map((variant) => variant.format))];
  const column = 12;
  console.log(`  ${'bytes'.padEnd(6)}${widths.map((w) => `${w}w`.padStart(column)).join('')}${'all'.padStart(column)}`);
  for (const format of formats) {
    const row = widths.map((w) => responsive.find((variant) => variant.format === format && variant.width === w)?.data.byteLength ?? 0);
    console.log(
      `  ${format.padEnd(6)}${row.map((bytes) => bytes.toLocaleString('en').padStart(column)).join('')}${row
        .reduce((a, b) => a + b, 0)
        .toLocaleString('en')
        .padStart(column)}`,
    );
  }
  const social = media.variants.find((variant) => variant.purpose === 'social');
  if (social) console.log(`  social ${social.width}x${social.height} ${social.format}: ${social.data.byteLength.toLocaleString('en')} bytes`);
  console.log(`  placeholder: ${media.placeholder.length} characters (a data: URI in the page)`);
  const total = media.variants.reduce((sum, variant) => sum + variant.data.byteLength, 0);
  console.log(`  every variant together: ${kib(total)} in ${media.variants.length} files`);
}

/** `seeded`: a migrated database (left as it is: the server uses a copy). */
export async function mediaProcessing(options: { runs: number; seeded: string }): Promise<void> {
  const photo = await twelveMegapixelPhoto();
  console.log(
    `Media: a ${((width * height) / 1e6).toFixed(0)}-megapixel photo (${width}x${height} JPEG q90 with EXIF, ${kib(photo.byteLength)}) through processUpload, ${options.runs} runs:`,
  );
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const times: number[] = [];
  let last: ProcessedMedia | undefined;
  try {
    for (let run = 0; run < options.runs; run++) {
      const started = performance.now();
      last = await processUpload(photo);
      times.push(performance.now() - started);
      peak = Math.max(peak, process.memoryUsage().rss);
    }
  } finally {
    clearInterval(sampler);
  }
  console.log(
    `  processUpload median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
  );
  console.log(
    `  peak RSS growth ${((peak - baseline) / 1024 / 1024).toFixed(0)} MB (RSS ${(baseline / 1024 / 1024).toFixed(0)} MB before, ${(peak / 1024 / 1024).toFixed(0)} MB at most)`,
  );
  console.log(`  stored as ${last!.format} ${last!.width}x${last!.height}; the original kept: ${photo.byteLength.toLocaleString('en')} bytes`);
  printVariants(last!);
  await healthWhileBusy(options.seeded, photo);
}

/** A detailed map: 2,000 outlines of 7 KB of coordinates each, 14 MB, as GIS tools export them. */
function fourteenMegabyteSvg(): Buffer {
  const outline = (n: number) => {
    const points = Array.from({ length: 560 }, (_, i) => `${((n * 37 + i * 13) % 10000) / 10} ${((n * 53 + i * 7) % 10000) / 10}`);
    return `<path fill="hsl(${n % 360} 40% 60%)" d="M${points.join(' L')} Z"/>`;
  };
  const paths = Array.from({ length: 2000 }, (_, n) => outline(n)).join('\n');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">\n${paths}\n</svg>\n`,
  );
}

/** The editor's preview of a long table of contents: 24,000 headings, within the 100,000-character limit. */
const headingsMarkdown = Array.from({ length: 24_000 }, () => '# A').join('\n');

/** A multipart body as a browser sends it, encoded before the clock starts. */
async function multipartBody(parts: Record<string, string | Blob>): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.set(name, value);
    else form.set(name, value, 'upload');
  }
  const encoded = new Response(form);
  return { body: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

/**
 * /api/health's latencies from outside (asked every 5 ms, one at a time) while `work` runs: the
 * event loop's longest stalls show as its slowest answers.
 */
export async function healthDuring<T>(origin: string, work: () => Promise<T>): Promise<{ answer: T; ms: number; health: number[] }> {
  const health: number[] = [];
  let done = false;
  const poll = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${origin}/api/health`)).arrayBuffer();
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const started = performance.now();
  const answer = await work().finally(() => (done = true));
  const ms = performance.now() - started;
  await poll;
  return { answer, ms, health };
}

async function healthWhileBusy(seeded: string, photo: Buffer): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sovra-bench-media-'));
  const children: ChildProcess[] = [];
  try {
    const file = join(dir, 'site.db');
    copyFileSync(seeded, file);
    // An uploader of its own: the seeded site may have an admin already (then no `admin` is made).
    const username = 'bench-uploader';
    const password = 'bench uploader password';
    const db = createDb({ provider: 'sqlite', file });
    await db.user.create({
      data: { username, role: 'EDITOR', email: `${username}@example.com`, displayName: username, passwordHash: await hashPassword(password) },
    });
    await db.$disconnect();
    const { origin } = await startSite(file, {}, children);
    const signIn = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!signIn.ok) throw new Error(`signing in to the bench site: HTTP ${signIn.status} ${await signIn.text()}`);
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    const authorization = `Bearer ${token}`;
    // Bodies are made before the clock starts: the poller shares this process.
    const upload = async (bytes: Buffer) => {
      const { body, type } = await multipartBody({ file: new Blob([new Uint8Array(bytes)]) });
      return async () => {
        const response = await fetch(`${origin}/api/media`, { method: 'POST', headers: { authorization, 'content-type': type }, body });
        const text = await response.text();
        return `${response.status}${response.status === 201 ? '' : ` ${text.slice(0, 160)}`}`;
      };
    };
    const preview = (markdown: string) => async () => {
      const body = JSON.stringify({ documentId: markdownPreviewQuery.params.id, variables: { markdown, locale: 'en' } });
      const response = await fetch(`${origin}/graphql`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body });
      const text = await response.text();
      return `${response.status}${text.startsWith('{"data":{"markdownPreview"') ? `, ${(text.length / 1e6).toFixed(1)} MB` : ` ${text.slice(0, 160)}`}`;
    };
    // Warmed first (a small photo, a small SVG, a short preview): the rows measure the work, not
    // the first use of its code.
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2060a0' } })
      .jpeg()
      .toBuffer();
    await (
      await upload(small)
    )();
    await (
      await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M0 0 L10 10"/></svg>'))
    )();
    await preview('# A\n\nA paragraph')();
    const svg = fourteenMegabyteSvg();
    const rows: [string, () => Promise<string>][] = [
      ['nothing else (2 s idle)', () => new Promise((resolve) => setTimeout(() => resolve('-'), 2000))],
      [`POST /api/media, the ${(photo.byteLength / 1e6).toFixed(1)} MB photo`, await upload(photo)],
      [`POST /api/media, a ${(svg.byteLength / 1e6).toFixed(1)} MB SVG (2,000 paths)`, await upload(svg)],
      ['markdownPreview of 24,000 headings', preview(headingsMarkdown)],
    ];
    console.log('Media: /api/health asked every 5 ms of a real server (its own process) while it handles, one at a time:');
    console.log(`  ${'while'.padEnd(48)}${'took'.padStart(8)}${'health n'.padStart(10)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'max'.padStart(8)}  answer`);
    for (const [label, work] of rows) {
      const { answer, ms, health } = await healthDuring(origin, work);
      health.sort((a, b) => a - b);
      const at = (p: number) => health[Math.min(health.length - 1, Math.floor(p * health.length))];
      const flag = at(0.99) > 50 ? ' !' : '';
      console.log(
        `  ${label.padEnd(48)}${`${ms.toFixed(0)} ms`.padStart(8)}${String(health.length).padStart(10)}${at(0.5).toFixed(1).padStart(8)}${at(0.99).toFixed(1).padStart(8)}${health.at(-1)!.toFixed(1).padStart(8)}  ${answer}${flag}`,
      );
    }
    console.log('  (ms; ! where the p99 is over the 50 ms budget)');
  } finally {
    for (const child of children) await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  }
}
