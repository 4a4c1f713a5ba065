import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { createConfiguredOutboxWorker } from '../outbox/transport.ts';
import { addressKind } from './addresses.ts';

// Webhooks end to end (docs/webhooks.md): registration through the API, events fired by the real
// actions, delivered by the outbox worker to a real receiver on loopback that checks the signature
// with its own HMAC, retries after a 500, and an endpoint turned off after a day of failures.

const names: Record<string, string[]> = { 'hooks.example.com': ['93.184.216.34'], 'inside.example.com': ['10.0.0.5'], 'rebind.example.com': ['93.184.216.34'] };
const resolver = async (host: string) => {
  const found = names[host];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};

let app: TestApp;
let token: string;
let server: Server;
let port: number;
const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
let answer = 200;

beforeAll(async () => {
  app = createTestApp({}, { webhookResolver: resolver });
  const admin = await app.createStaff({ username: 'hookadmin', role: 'ADMIN' });
  token = await app.signIn(admin.username, admin.password);
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = answer;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.cleanup();
});
beforeEach(async () => {
  received.length = 0;
  answer = 200;
  await app.db.webhookEndpoint.deleteMany();
  await app.db.outbox.deleteMany();
});

const createMutation = 'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id databaseId url } } }';

async function register(url: string, events: string[]) {
  return app.graphql(createMutation, { input: { url, events } }, token);
}

function worker(clock = () => Date.now()) {
  return createConfiguredOutboxWorker(loadConfig({ NODE_ENV: 'test', DATABASE_URL: app.databaseUrl }), app.db, pino({ level: 'silent' }), {
    transport: null,
    now: clock,
    webhookResolver: resolver,
  });
}

/** The receiver's own check: HMAC-SHA256 over `${t}.${body}`, from the documented rule. */
function verified(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return parts.v1 === expected && Math.abs(Date.now() / 1000 - Number(parts.t)) <= 300;
}

/** The receiver's check as docs/operations.md shows it, run as written (its only JavaScript block of that section). */
type DocumentedVerify = (secret: string, header: string, rawBody: Buffer, windowSeconds?: number) => boolean;
let documentedVerify: DocumentedVerify;
beforeAll(async () => {
  const text = await readFile(new URL('../../../../docs/operations.md', import.meta.url), 'utf8');
  const section = text.slice(text.indexOf('## What a webhook receiver must check'));
  const example = /```js\n([\s\S]*?)```/.exec(section.slice(0, section.indexOf('\n## ', 1)))?.[1];
  if (!example) throw new Error('docs/operations.md has no verification example');
  const dir = await mkdtemp(join(tmpdir(), 'sovra-webhook-doc-'));
  try {
    await writeFile(join(dir, 'verify.mjs'), example);
    ({ verifySovraSignature: documentedVerify } = (await import(pathToFileURL(join(dir, 'verify.mjs')).href)) as { verifySovraSignature: DocumentedVerify });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

describe('addresses', () => {
  it('tells public, loopback and refused addresses apart, IPv4-mapped IPv6 included', () => {
    expect(['93.184.216.34', '2606:4700::1111'].map(addressKind)).toEqual(['public', 'public']);
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1'].map(addressKind)).toEqual(['loopback', 'loopback', 'loopback', 'loopback']);
    expect(
      [
        '10.1.2.3',
        '172.16.0.1',
        '192.168.1.1',
        '169.254.169.254',
        '100.64.0.1',
        '0.0.0.0',
        '224.0.0.1',
        '::',
        'fe80::1',
        'fd00::1',
        'ff02::1',
        '::ffff:10.0.0.1',
        '::ffff:a9fe:a9fe',
        '64:ff9b::a00:1',
      ].map(addressKind),
    ).toEqual(Array(14).fill('private'));
  });
});

describe('registration', () => {
  it('refuses private addresses (decimal and hex forms too), http on a name, and a name resolving inside', async () => {
    for (const url of [
      'https://10.0.0.1/x',
      'https://167772161/x',
      'http://0xa000001/x',
      'https://[::ffff:a00:1]/x',
      'https://[fe80::1]/x',
      'http://hooks.example.com/x',
      'https://inside.example.com/x',
      'ftp://hooks.example.com/x',
    ]) {
      const result = await register(url, ['post.published']);
      expect(result.errors?.[0]?.extensions?.code, url).toBe('BAD_USER_INPUT');
    }
    expect((await register('https://hooks.example.com/x', ['nope'])).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const ok = await register('https://hooks.example.com/x', ['post.published']);
    expect(ok.data.createWebhookEndpoint.secret).toMatch(/^whsec_/);
  });

  it('is for admins only', async () => {
    const editor = await app.createStaff({ username: 'hookeditor', role: 'EDITOR' });
    const editorToken = await app.signIn(editor.username, editor.password);
    const result = await app.graphql(createMutation, { input: { url: `http://127.0.0.1:${port}/`, events: ['post.published'] } }, editorToken);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('delivery', () => {
  it('sends an enquiry from POST /api/contact, signed as documented, to a real receiver', async () => {
    const made = await register(`http://127.0.0.1:${port}/hook`, ['enquiry.created']);
    const secret = made.data.createWebhookEndpoint.secret;
    const sent = await app.call('/api/contact', {
      method: 'POST',
      json: {
        fullName: 'Hook Probe',
        email: 'probe@example.com',
        subject: 'A webhook',
        message: 'Hello, please tell the CRM about me.',
        consent: true,
        language: 'en',
      },
    });
    expect(sent.status).toBeLessThan(300);
    await worker().runOnce();
    expect(received).toHaveLength(1);
    const body = JSON.parse(received[0].body);
    expect(body).toMatchObject({ type: 'enquiry.created', data: { email: 'probe@example.com', fullName: 'Hook Probe' } });
    expect(body.id).toMatch(/^evt_/);
    expect(verified(secret, String(received[0].headers['sovra-signature']), received[0].body)).toBe(true);
    expect(verified('whsec_wrong', String(received[0].headers['sovra-signature']), received[0].body)).toBe(false);
    // docs/operations.md's example agrees: this delivery passes; a changed body, another secret or an old timestamp does not.
    const header = String(received[0].headers['sovra-signature']);
    const raw = Buffer.from(received[0].body);
    expect(documentedVerify(secret, header, raw)).toBe(true);
    expect(documentedVerify(secret, header, Buffer.from(received[0].body.replace('Hook Probe', 'Hook Probf')))).toBe(false);
    expect(documentedVerify('whsec_wrong', header, raw)).toBe(false);
    const old = Math.floor(Date.now() / 1000) - 301;
    const replayed = `t=${old},v1=${createHmac('sha256', secret).update(`${old}.${received[0].body}`).digest('hex')}`;
    // The timestamp is signed: moving it into the window breaks the signature.
    expect(documentedVerify(secret, replayed.replace(`t=${old}`, `t=${old + 301}`), raw)).toBe(false);
    expect(documentedVerify(secret, replayed, raw)).toBe(false);
    expect(documentedVerify(secret, replayed, raw, 400)).toBe(true);
    const log = await app.graphql('{ webhookEndpoints { deliveries { status responseStatus attempts durationMs } } }', {}, token);
    expect(log.data.webhookEndpoints[0].deliveries[0]).toMatchObject({ status: 'SENT', responseStatus: 200, attempts: 1 });
  });

  it('fires post.published when a post is published, and the test event on demand', async () => {
    const made = await register(`http://127.0.0.1:${port}/hook`, ['post.published']);
    const published = await app.graphql(
      'mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id } } }',
      { input: { slug: 'hooked-post', status: 'PUBLISHED', translations: { en: { title: 'Hooked', excerpt: 'x', body: 'Some words.' } } } },
      token,
    );
    expect(published.errors).toBeUndefined();
    const test = await app.graphql(
      'mutation ($id: ID!) { sendWebhookTestEvent(input: { id: $id }) { delivery { type status } } }',
      { id: made.data.createWebhookEndpoint.endpoint.id },
      token,
    );
    expect(test.errors).toBeUndefined();
    expect(test.data.sendWebhookTestEvent.delivery).toEqual({ type: 'webhook.test', status: 'PENDING' });
    await worker().runOnce();
    expect(received.map((r) => JSON.parse(r.body).type).sort()).toEqual(['post.published', 'webhook.test']);
  });

  it('retries after a 500 with the outbox backoff, and turns the endpoint off after a day of failures', async () => {
    await register(`http://127.0.0.1:${port}/hook`, ['enquiry.created']);
    answer = 500;
    let now = Date.now();
    const clock = () => now;
    await app.call('/api/contact', {
      method: 'POST',
      ip: '198.51.100.77',
      json: {
        fullName: 'Hook Probe',
        email: 'retry@example.com',
        subject: 'A webhook',
        message: 'Hello, please tell the CRM about me.',
        consent: true,
        language: 'en',
      },
    });
    now = Date.now() + 1000;
    const outbox = worker(clock);
    await outbox.runOnce();
    expect(received).toHaveLength(1);
    let delivery = await app.db.webhookDelivery.findFirstOrThrow();
    expect(delivery).toMatchObject({ status: 'PENDING', responseStatus: 500, attempts: 1 });
    await outbox.runOnce();
    expect(received).toHaveLength(1);
    answer = 200;
    now += 31_000;
    await outbox.runOnce();
    expect(received).toHaveLength(2);
    delivery = await app.db.webhookDelivery.findFirstOrThrow();
    expect(delivery).toMatchObject({ status: 'SENT', responseStatus: 200, attempts: 2 });
    // Now a day of failures.
    answer = 500;
    await app.call('/api/contact', {
      method: 'POST',
      ip: '198.51.100.78',
      json: {
        fullName: 'Hook Probe',
        email: 'day@example.com',
        subject: 'A webhook',
        message: 'Hello, please tell the CRM about me.',
        consent: true,
        language: 'en',
      },
    });
    for (let hour = 0; hour < 26; hour++) {
      await outbox.runOnce();
      now += 3_600_000;
    }
    // Twenty attempts of one event span about 13 hours; the next event's failure, past a day of them, turns it off.
    expect((await app.db.webhookEndpoint.findFirstOrThrow()).enabled).toBe(true);
    await app.call('/api/contact', {
      method: 'POST',
      ip: '198.51.100.80',
      json: {
        fullName: 'Hook Probe',
        email: 'later@example.com',
        subject: 'A webhook',
        message: 'Hello, please tell the CRM about me.',
        consent: true,
        language: 'en',
      },
    });
    await outbox.runOnce();
    const endpoint = await app.db.webhookEndpoint.findFirstOrThrow();
    expect(endpoint.enabled).toBe(false);
    expect(endpoint.autoDisabledAt).not.toBeNull();
    expect(await app.db.outbox.count({ where: { kind: 'webhook.endpoint_disabled' } })).toBe(1);
  });

  it('refuses at connection time a name that now resolves to a private address', async () => {
    await register('https://rebind.example.com/hook', ['enquiry.created']);
    names['rebind.example.com'] = ['10.0.0.9'];
    await app.call('/api/contact', {
      method: 'POST',
      ip: '198.51.100.79',
      json: {
        fullName: 'Hook Probe',
        email: 'rebind@example.com',
        subject: 'A webhook',
        message: 'Hello, please tell the CRM about me.',
        consent: true,
        language: 'en',
      },
    });
    await worker().runOnce();
    const delivery = await app.db.webhookDelivery.findFirstOrThrow();
    expect(delivery.responseStatus).toBeNull();
    expect(delivery.lastError).toContain('10.0.0.9');
  });
});

describe('events from the real actions', () => {
  /** The one delivery the receiver got: checked against the documented signature and headers, its body parsed. */
  function delivered(secret: string, type: string) {
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received;
    expect(verified(secret, String(headers['sovra-signature']), body)).toBe(true);
    expect(documentedVerify(secret, String(headers['sovra-signature']), Buffer.from(body))).toBe(true);
    expect(headers['content-type']).toBe('application/json');
    const parsed = JSON.parse(body);
    expect(parsed).toMatchObject({ id: expect.stringMatching(/^evt_/), type, createdAt: expect.any(String) });
    expect(Object.keys(parsed).sort()).toEqual(['createdAt', 'data', 'id', 'type']);
    expect(headers['sovra-event']).toBe(type);
    expect(headers['sovra-event-id']).toBe(parsed.id);
    return parsed.data;
  }

  const pageBlocks = [
    {
      type: 'callToAction',
      id: 'cta',
      title: { en: 'Talk to us', ar: 'تحدث إلينا' },
      action: { label: { en: 'Book a demo', ar: 'احجز عرضًا' }, link: { kind: 'booking' } },
    },
  ];

  it('sends page.published when the admin publishes a draft page (publishPage), and nothing for the draft', async () => {
    const { secret } = (await register(`http://127.0.0.1:${port}/hook`, ['page.published'])).data.createWebhookEndpoint;
    const made = await app.graphql(
      'mutation ($input: CreatePageInput!) { createPage(input: $input) { page { id databaseId version } } }',
      {
        input: {
          path: '/hooked-page',
          status: 'DRAFT',
          translations: { en: { title: 'Hooked page' }, ar: { title: 'صفحة' } },
          blocks: pageBlocks,
        },
      },
      token,
    );
    expect(made.errors).toBeUndefined();
    const { id, databaseId, version } = made.data.createPage.page;
    await worker().runOnce();
    expect(received).toHaveLength(0);
    const published = await app.graphql(
      'mutation ($input: PublishPageInput!) { publishPage(input: $input) { page { status publishedAt } } }',
      { input: { id, version } },
      token,
    );
    expect(published.errors).toBeUndefined();
    expect(published.data.publishPage.page.status).toBe('PUBLISHED');
    await worker().runOnce();
    const data = delivered(secret, 'page.published');
    expect(data).toEqual({
      id: databaseId,
      address: '/hooked-page',
      title: { en: 'Hooked page', ar: 'صفحة' },
      publishedAt: new Date(published.data.publishPage.page.publishedAt).toISOString(),
    });
  });

  it('sends page.published when a page is published through REST (PUT /api/pages/{id})', async () => {
    const { secret } = (await register(`http://127.0.0.1:${port}/hook`, ['page.published'])).data.createWebhookEndpoint;
    const body = { path: '/rest-hooked', status: 'draft', translations: { en: { title: 'REST hooked' } }, blocks: [] };
    const made = await app.call('/api/pages', { method: 'POST', json: body, token });
    expect(made.status).toBe(201);
    const { id, version } = made.body.data;
    const saved = await app.call(`/api/pages/${id}`, { method: 'PUT', json: { ...body, status: 'published', version }, token });
    expect(saved.status).toBe(200);
    await worker().runOnce();
    expect(delivered(secret, 'page.published')).toMatchObject({ id, address: '/rest-hooked', title: { en: 'REST hooked' } });
  });

  it('sends post.unpublished when the admin takes a published post off the site (unpublishPost)', async () => {
    const { secret } = (await register(`http://127.0.0.1:${port}/hook`, ['post.unpublished'])).data.createWebhookEndpoint;
    const made = await app.graphql(
      'mutation ($input: CreatePostInput!) { createPost(input: $input) { post { id version } } }',
      { input: { slug: 'soon-gone', status: 'PUBLISHED', translations: { en: { title: 'Soon gone', excerpt: 'x', body: 'Some words.' } } } },
      token,
    );
    expect(made.errors).toBeUndefined();
    const { id, version } = made.data.createPost.post;
    const { id: databaseId } = await app.db.post.findFirstOrThrow({ orderBy: { id: 'desc' }, select: { id: true } });
    await worker().runOnce();
    expect(received).toHaveLength(0);
    const unpublished = await app.graphql(
      'mutation ($input: PostVersionInput!) { unpublishPost(input: $input) { post { status } } }',
      { input: { id, version } },
      token,
    );
    expect(unpublished.errors).toBeUndefined();
    expect(unpublished.data.unpublishPost.post.status).toBe('DRAFT');
    await worker().runOnce();
    expect(delivered(secret, 'post.unpublished')).toMatchObject({ id: databaseId, address: '/blog/soon-gone', title: { en: 'Soon gone' } });
  });

  it('sends media.uploaded when an image is uploaded (POST /api/media), with its id and address, once per file', async () => {
    const { secret } = (await register(`http://127.0.0.1:${port}/hook`, ['media.uploaded'])).data.createWebhookEndpoint;
    const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const upload = () => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'hooked.png');
      form.set('altEn', 'A green card');
      return app.call('/api/media', { method: 'POST', body: form, token });
    };
    const uploaded = await upload();
    expect(uploaded.status).toBe(201);
    const media = uploaded.body.data;
    await worker().runOnce();
    const data = delivered(secret, 'media.uploaded');
    expect(data).toMatchObject({
      id: media.id,
      address: media.image.src,
      name: 'hooked.png',
      format: 'png',
      width: 320,
      height: 200,
      alt: { en: 'A green card', ar: '' },
    });
    // An opaque PNG is served as JPEG: the address is the file pages show, as Media.image.src names it.
    expect(data.address).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    const file = await app.call(data.address);
    expect(file.status).toBe(200);
    // The same file again returns the image it made: nothing new to announce.
    received.length = 0;
    expect((await upload()).body.data.id).toBe(media.id);
    await worker().runOnce();
    expect(received).toHaveLength(0);
  });
});
