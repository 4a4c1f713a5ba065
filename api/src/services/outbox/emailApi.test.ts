import { createServer, type IncomingMessage, type Server } from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { emailApiRequest, isRetryableStatus } from './emailApiTransport.ts';
import { DeliveryError } from './mail.ts';
import { createConfiguredOutboxWorker } from './transport.ts';

// The specification's email-sending provider, played by a local node:http server that records each
// JSON call and answers as told: 2xx is sent; 429, 5xx and a dropped connection (status 0) are
// tried again later; 400, 403 (block list) and 451 are given up at once.

let app: TestApp;
let server: Server;
let baseUrl = '';
const calls: { method?: string; url?: string; contentType?: string; body: any }[] = [];
/** What the provider does with the next calls, in order; then 200. */
const script: (number | 'close')[] = [];
const logLines: string[] = [];
const log = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) });

const publicKey = 'pk_Public-Key-123';
const accessToken = 'Private-Access-Token-456';

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

beforeAll(async () => {
  app = createTestApp();
  server = createServer(async (request, response) => {
    const text = await readBody(request);
    calls.push({ method: request.method, url: request.url, contentType: request.headers['content-type'], body: JSON.parse(text) });
    const next = script.shift() ?? 200;
    if (next === 'close') {
      request.socket.destroy();
      return;
    }
    // A provider that echoes what it was sent: the stored error must still hold no key.
    response.writeHead(next, { 'content-type': 'text/plain' }).end(next === 200 ? 'OK' : `refused call signed by ${publicKey}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.cleanup();
});

beforeEach(async () => {
  await app.db.contactMessage.deleteMany();
  calls.length = 0;
  script.length = 0;
  logLines.length = 0;
});

let ipCounter = 0;
async function submit() {
  const response = await app.request('/api/contact', {
    method: 'POST',
    json: {
      fullName: 'Omar Said',
      company: '',
      email: 'omar@desert.example',
      subject: 'Pricing for SMEs',
      message: 'How much is Core per month?',
      consent: true,
      language: 'ar',
    },
    ip: `192.0.2.${++ipCounter}`,
  });
  expect(response.status).toBe(201);
}

function providerWorker(extra: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    EMAIL_API_URL: baseUrl,
    EMAIL_SERVICE_ID: 'service_sovra',
    EMAIL_TEMPLATE_ID: 'template_enquiry',
    EMAIL_PUBLIC_KEY: publicKey,
    CONTACT_NOTIFY: 'sales@sovra.test',
    ...extra,
  });
  expect(config.MAIL_TRANSPORT).toBe('email-api');
  // The worker's clock runs with the real one; later() moves it an hour on, past any retry's wait.
  let offset = 0;
  const worker = createConfiguredOutboxWorker(config, app.db, log, { now: () => Date.now() + offset });
  return { worker, later: () => (offset += 3_600_000) };
}

const row = () => app.db.outbox.findFirstOrThrow({ orderBy: { id: 'desc' } });

describe('the email API transport', () => {
  it("makes the specification's JSON call: lib_version 4.4.1, the ids, the public key and an object of template params", async () => {
    const { worker } = providerWorker();
    await submit();
    expect(await worker.runOnce()).toBe(1);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call).toMatchObject({ method: 'POST', url: '/api/v1.0/email/send', contentType: 'application/json' });
    expect(Object.keys(call.body).sort()).toEqual(['lib_version', 'service_id', 'template_id', 'template_params', 'user_id']);
    expect(call.body).toMatchObject({ lib_version: '4.4.1', service_id: 'service_sovra', template_id: 'template_enquiry', user_id: publicKey });
    expect(call.body.template_params).toEqual({
      to_email: 'sales@sovra.test',
      from_name: 'Omar Said',
      from_email: 'omar@desert.example',
      reply_to: 'omar@desert.example',
      company: '',
      subject: 'Pricing for SMEs',
      message: 'How much is Core per month?',
      language: 'Arabic',
      received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      message_id: expect.stringMatching(/^\d+$/),
    });
    expect(await row()).toMatchObject({ status: 'SENT', attempts: 1, lastError: '' });
  });

  it('sends the private access token only when one is configured', async () => {
    const { worker } = providerWorker({ EMAIL_ACCESS_TOKEN: accessToken });
    await submit();
    await worker.runOnce();
    expect(calls[0].body.accessToken).toBe(accessToken);
  });

  it('tries again after 429, 5xx and a dropped connection, and sends once the provider accepts', async () => {
    const { worker, later } = providerWorker({ EMAIL_ACCESS_TOKEN: accessToken });
    await submit();
    script.push(429, 500, 503, 'close');
    const errors: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      expect(await worker.runOnce()).toBe(1);
      const current = await row();
      expect(current).toMatchObject({ status: 'PENDING', attempts: i + 1 });
      errors.push(current.lastError);
      later();
    }
    expect(errors[0]).toBe('HTTP 429: Too Many Requests — refused call signed by [redacted]');
    expect(errors[1]).toMatch(/^HTTP 500: Internal Server Error/);
    expect(errors[2]).toMatch(/^HTTP 503: /);
    expect(errors[3]).toMatch(/^HTTP 0: Network Error/);
    expect(await worker.runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'SENT', attempts: 5, lastError: '' });
    expect(calls).toHaveLength(5);
    // Neither key is ever written down.
    const written = `${logLines.join('\n')}\n${errors.join('\n')}`;
    expect(written).not.toContain(publicKey);
    expect(written).not.toContain(accessToken);
  });

  for (const [status, words] of [
    [451, 'Unavailable For Headless Browser'],
    [403, 'Forbidden'],
    [400, 'Bad Request'],
  ] as const) {
    it(`gives up at once on ${status} (${words})`, async () => {
      const { worker, later } = providerWorker();
      await submit();
      script.push(status);
      expect(await worker.runOnce()).toBe(1);
      later();
      expect(await worker.runOnce()).toBe(0);
      const current = await row();
      expect(current).toMatchObject({ status: 'FAILED', attempts: 1 });
      expect(current.lastError.startsWith(`HTTP ${status}: ${words}`)).toBe(true);
      expect(current.lastError).not.toContain(publicKey);
      expect(calls).toHaveLength(1);
    });
  }

  it('classifies statuses as the specification says', () => {
    expect([0, 408, 429, 500, 502, 503].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 451].some(isRetryableStatus)).toBe(false);
  });

  it("holds to the provider's rules: public key, service id and template id required, template params an object", () => {
    const options = { baseUrl, publicKey, serviceId: 's', templateId: 't' };
    expect(emailApiRequest(options, { a: '1' })).toEqual({
      lib_version: '4.4.1',
      user_id: publicKey,
      service_id: 's',
      template_id: 't',
      template_params: { a: '1' },
    });
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof DeliveryError ? { message: error.message, permanent: error.permanent } : error;
      }
      return null;
    };
    expect(refusal(() => emailApiRequest({ ...options, publicKey: undefined }, {}))).toEqual({ message: 'The public key is required', permanent: true });
    expect(refusal(() => emailApiRequest({ ...options, serviceId: '' }, {}))).toEqual({ message: 'The service ID is required', permanent: true });
    expect(refusal(() => emailApiRequest({ ...options, templateId: undefined }, {}))).toEqual({ message: 'The template ID is required', permanent: true });
    for (const params of [null, 'text', ['a'], 3]) {
      expect(refusal(() => emailApiRequest(options, params))).toEqual({ message: 'The template params have to be an object', permanent: true });
    }
  });
});

describe('choosing the transport (config)', () => {
  it('refuses to start with the email API chosen but a key or id missing', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'email-api', EMAIL_SERVICE_ID: 's', EMAIL_TEMPLATE_ID: 't' })).toThrow(
      'EMAIL_PUBLIC_KEY: required to send mail through the email API',
    );
    expect(() => loadConfig({ EMAIL_PUBLIC_KEY: 'pk' })).toThrow(/EMAIL_SERVICE_ID: required.*EMAIL_TEMPLATE_ID: required/);
  });

  it('refuses SMTP without a sender, a URL that is not smtp, and settings of both transports at once', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://u:p@mail.example:587' })).toThrow('MAIL_FROM: required to send mail through SMTP');
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example', MAIL_FROM: 'a@b.co' })).toThrow('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp', MAIL_FROM: 'a@b.co' })).toThrow('SMTP_URL: required');
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'a@b.co', EMAIL_PUBLIC_KEY: 'pk' })).toThrow(
      'MAIL_TRANSPORT: set it to smtp or email-api',
    );
    expect(() => loadConfig({ CONTACT_NOTIFY: 'sales@sovra.test, not-an-address' })).toThrow('CONTACT_NOTIFY.1: not-an-address is not an email address');
  });

  it('never puts the SMTP password in its message', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://user:Hunter2-secret@' })).toThrow(/SMTP_URL/);
    try {
      loadConfig({ SMTP_URL: 'smtp://user:Hunter2-secret@' });
    } catch (error) {
      expect((error as Error).message).not.toContain('Hunter2-secret');
    }
  });

  it('picks the transport whose settings are given, or none', () => {
    expect(loadConfig({}).MAIL_TRANSPORT).toBe('none');
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example', MAIL_FROM: 'Sovra <no-reply@sovra.ae>' }).MAIL_TRANSPORT).toBe('smtp');
    expect(loadConfig({ EMAIL_PUBLIC_KEY: 'pk', EMAIL_SERVICE_ID: 's', EMAIL_TEMPLATE_ID: 't' }).MAIL_TRANSPORT).toBe('email-api');
    expect(loadConfig({ MAIL_TRANSPORT: 'none', SMTP_URL: 'smtp://mail.example' }).MAIL_TRANSPORT).toBe('none');
    expect(loadConfig({}).EMAIL_API_URL).toBe('https://api.emailjs.com');
  });

  it('without a transport, says so once at start and leaves notifications pending', async () => {
    const worker = createConfiguredOutboxWorker(loadConfig({ NODE_ENV: 'test' }), app.db, log);
    worker.start();
    await submit();
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    expect(await row()).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect(logLines.map((line) => JSON.parse(line).msg).filter((msg: string) => msg.startsWith('no mail transport configured'))).toHaveLength(1);
  });
});
