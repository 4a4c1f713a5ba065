import { createDeflate, crc32 } from 'node:zlib';

// Inputs built to make the server work hard, shared by the tests that hold what each is answered
// (blogAttack.test.ts, services/markdown.test.ts, services/media/process.test.ts) and by the bench
// that prints how long each takes (api/scripts/benchHostile.ts): the two measure the same inputs.

/** Post bodies that made the Markdown renderer or the read-time count backtrack, with their read time in minutes. */
export const pathologicalMarkdown: [name: string, body: string, readTime: number][] = [
  ['100k of [', '['.repeat(99_000), 1],
  ['25k of [a](', '[a]('.repeat(24_000), 120],
  ['50k of ![', '!['.repeat(49_000), 1],
  ['100k of <', '<'.repeat(99_000), 1],
  // 313 whole lines fit in 99,000 characters, a word each.
  [
    'deeply nested lists',
    Array.from({ length: 400 }, (_, i) => `${'  '.repeat(i)}- a`)
      .join('\n')
      .slice(0, 99_000),
    2,
  ],
  ['100k of >', '>'.repeat(99_000), 1],
];

/** Search texts that are FTS5 or tsquery syntax, or odd Unicode. */
export const hostileSearches = [
  '"',
  '""',
  'a" OR "b',
  '*',
  'NEAR(a b, 2)',
  'title:x',
  '{title body}: x',
  '^a',
  '-a',
  'AND',
  '(',
  '\\',
  "'; --",
  '%',
  '_',
  '😀'.repeat(50),
  '\u200f\u202eabc',
  '\ufeff',
  'x'.repeat(200),
  'ﷺ',
  '\u0640'.repeat(100),
  '\u0301'.repeat(200),
];

/** An ordinary article of 20 KB: headings, prose in both languages, a list, code, a table and a quote. */
export function twentyKilobyteArticle(): string {
  const paragraph =
    'Sovra runs private models on your own hardware, in the UAE, with no data leaving the country. Our engineers install, ' +
    'operate and update the stack, so your team keeps **control** of data and *keys*: see the [guide](/deployments) ' +
    'or the [vendor notes](https://docs.example.com/notes).\n\nنشغّل نماذجك داخل الإمارات، على أجهزتك، دون أن تغادر بياناتك البلاد.\n\n';
  const section = (n: number) =>
    `## Step ${n}: planning the rollout\n\n${paragraph.repeat(2)}- first\n- second with \`code\`\n\n` +
    '```python\nfor gpu in cluster:\n    gpu.check()\n```\n\n| Tier | GPUs |\n|---|--:|\n| S | 2 |\n\n> A customer, quoted.\n\n';
  let post = '';
  for (let n = 1; post.length < 20_000; n++) post += section(n);
  return post;
}

/** A PNG file of these chunks (the signature added, each chunk's length and CRC computed). */
export function png(chunks: [type: string, data: Buffer][]): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    ...chunks.map(([type, data]) => {
      const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.byteLength);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(typed) >>> 0);
      return Buffer.concat([length, typed, crc]);
    }),
  ]);
}

/**
 * A valid greyscale PNG of one colour, `width` x `height`: a few hundred KB that decode to
 * width x height bytes (a decompression bomb when large). Deflated as a stream of the same band of
 * rows, so that making it never holds the decoded size.
 */
export async function flatPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample; colour type 0 (grey), no interlace
  const rowsPerBand = Math.max(1, Math.floor((1024 * 1024) / (width + 1)));
  const band = Buffer.alloc((width + 1) * rowsPerBand); // rows of zeros, filter byte included
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let row = 0; row < height; row += rowsPerBand) {
    const rows = Math.min(rowsPerBand, height - row);
    if (!deflate.write(rows === rowsPerBand ? band : band.subarray(0, (width + 1) * rows))) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return png([
    ['IHDR', header],
    ['IDAT', Buffer.concat(chunks)],
    ['IEND', Buffer.alloc(0)],
  ]);
}
