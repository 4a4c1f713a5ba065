import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerAdapter } from '@whatwg-node/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { maxBodyBytes, parseMultipart } from './body.ts';

// The 1 MiB body limit holds for bodies of unknown length (chunked uploads) too: bytes are counted
// as they stream in, and the upload is cancelled at the limit instead of being buffered whole.

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = createTestApp();
  const admin = await app.createStaff({ username: 'body-admin', role: 'ADMIN' });
  token = await app.signIn(admin.username, admin.password);
});
afterAll(() => app.cleanup());

const chunkBytes = 64 * 1024;
const hugeUpload = 300 * 1024 * 1024;

/** A body of `total` bytes made lazily, chunk by chunk, recording how much the app pulled. */
function lazyBody(total: number) {
  const chunk = new Uint8Array(chunkBytes).fill(0x61);
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= total) return controller.close();
      seen.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

function post(path: string, stream: ReadableStream<Uint8Array>) {
  // No Content-Length: the app learns the size only by reading. Signed in: routes for staff read no body without a session.
  return app.request(path, { method: 'POST', body: stream, token, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
}

describe('a chunked upload past 1 MiB', () => {
  it.each(['/api/auth/login', '/api/auth/logout', '/api/users', '/api/users/1/change-password'])(
    'to %s is refused with 413 after reading a little over 1 MiB of 300 MB',
    async (path) => {
      const { stream, seen } = lazyBody(hugeUpload);
      const response = await post(path, stream);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        success: false,
        message: 'The request body is too large',
        error: 'PAYLOAD_TOO_LARGE',
        details: null,
        status: 413,
      });
      expect(seen.pulled).toBeGreaterThan(maxBodyBytes);
      expect(seen.pulled).toBeLessThan(maxBodyBytes + 8 * chunkBytes);
      expect(seen.cancelled).toBe(true);
    },
  );

  it('to /graphql is refused the same way, in GraphQL’s shape', async () => {
    const { stream, seen } = lazyBody(hugeUpload);
    const response = await post('/graphql', stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: [{ message: 'The request body is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    expect(seen.pulled).toBeLessThan(maxBodyBytes + 8 * chunkBytes);
    expect(seen.cancelled).toBe(true);
  });

  it('but one under the limit, chunked, is read whole', async () => {
    const padding = 'x'.repeat(maxBodyBytes - 200);
    const json = JSON.stringify({ query: '{ health { ok } }', extensions: { padding } });
    const bytes = new TextEncoder().encode(json);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += chunkBytes) controller.enqueue(bytes.slice(at, at + chunkBytes));
        controller.close();
      },
    });
    const response = await post('/graphql', stream);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { health: { ok: true } } });
  });
});

describe('an upload the client abandons', () => {
  it('is the caller’s failure (400), not ours', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"username":"a",'));
        controller.error(new Error('connection reset by peer'));
      },
    });
    const response = await post('/api/auth/login', stream);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: 'BAD_USER_INPUT', status: 400 });
  });
});

describe('bodies that are not UTF-8', () => {
  // Decoding would turn the bad bytes into U+FFFD, as if the caller had sent that character.
  const withByteFF = (before: string, after: string) => Buffer.concat([Buffer.from(before), Buffer.from([0xff]), Buffer.from(after)]);

  it('are refused by REST with 400', async () => {
    const response = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: withByteFF('{"username":"a","password":"b', '"}'),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: 'BAD_USER_INPUT', status: 400 });
  });

  it('are refused by /graphql with 400 and a code', async () => {
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: withByteFF('{"query":"{ health { ok } }","operationName":"', '"}'),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('multipart text parts, read strictly from their own bytes', () => {
  it('read as the parser reads them, whatever the layout: empty, with line breaks, after a file, padded with CRLFs', async () => {
    const texts = { empty: '', lines: 'one\r\ntwo\r\n--not-the-boundary\r\n', arabic: 'ميناء \uFFFD', last: 'end' };
    const form = new FormData();
    form.set('empty', texts.empty);
    form.set('lines', texts.lines);
    form.set('file', new Blob([new Uint8Array([0xff, 0x0d, 0x0a, 0x2d, 0x2d, 0xfe])]), 'x.bin');
    form.set('arabic', texts.arabic);
    form.set('last', texts.last);
    const encoded = new Response(form);
    const type = encoded.headers.get('content-type')!;
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const crlf = Buffer.from('\r\n\r\n');
    for (const body of [bytes, new Uint8Array(Buffer.concat([crlf, bytes, crlf]))]) {
      const parsed = await parseMultipart(body, type);
      expect(Object.fromEntries([...parsed.entries()].filter(([, value]) => typeof value === 'string'))).toEqual(texts);
      expect(new Uint8Array(await (parsed.get('file') as Blob).arrayBuffer())).toEqual(new Uint8Array([0xff, 0x0d, 0x0a, 0x2d, 0x2d, 0xfe]));
    }
  });
});

describe('over a real socket', () => {
  it('answers a 300 MB chunked upload with 413 and keeps serving', async () => {
    const server = createServer(createServerAdapter<{ req: IncomingMessage }>((request, { req }) => app.fetch(request, { ip: req.socket.remoteAddress })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const chunk = Buffer.alloc(chunkBytes, 0x61);
        const upload = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' } });
        let sent = 0;
        let answered = false;
        upload.on('response', (response) => {
          answered = true;
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        // Once answered, the server may close the connection on the rest of the upload.
        upload.on('error', (error) => (answered ? undefined : reject(error)));
        const write = () => {
          while (!answered && sent < hugeUpload) {
            sent += chunk.length;
            if (!upload.write(chunk)) return void upload.once('drain', write);
          }
          upload.end();
        };
        write();
      });
      expect(status).toBe(413);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('a body with a declared length', () => {
  const login = JSON.stringify({ username: 'nobody', password: 'wrong password here' });

  it('is read whole, over a real socket as from a Request made in-process', async () => {
    const inProcess = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(login.length) },
      body: login,
    });
    expect(inProcess.status).toBe(401);
    const server = createServer(createServerAdapter<{ req: IncomingMessage }>((request, { req }) => app.fetch(request, { ip: req.socket.remoteAddress })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ health { ok } }' }),
      });
      expect(await response.json()).toEqual({ data: { health: { ok: true } } });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('that lies (a Request made in-process) is still refused past 1 MiB', async () => {
    const body = JSON.stringify({ query: '{ health { ok } }', extensions: { padding: 'x'.repeat(maxBodyBytes) } });
    const response = await app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '10' }, body });
    expect(response.status).toBe(413);
  });
});
