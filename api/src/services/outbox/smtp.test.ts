import { createServer, type AddressInfo, type Socket } from 'node:net';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config.ts';
import { freePort, smtpPassword, smtpUser, startSmtpServer, type TestSmtpServer } from '../../testing/smtpServer.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { notifySetting } from '../contact/settings.ts';
import { createConfiguredOutboxWorker } from './transport.ts';
import type { OutboxWorker } from './worker.ts';

// The issue's promise: an enquiry is never lost when the mail service is down. The outbox sends
// through a real SMTP server started in this process (smtp-server): down at first (connection
// refused), so the notification is retried with backoff; once the server is up it is delivered,
// exactly once, with the expected subject, body and Reply-To.

let app: TestApp;
let editorToken: string;
const logLines: string[] = [];
const log = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) });

beforeAll(async () => {
  app = createTestApp();
  const editor = await app.createStaff({ username: 'smtp-editor', role: 'EDITOR' });
  editorToken = await app.signIn(editor.username, editor.password);
});
afterAll(() => app.cleanup());

let ipCounter = 0;
const enquiry = {
  fullName: 'Layla Haddad',
  company: 'Gulf Logistics',
  email: 'layla@gulf-logistics.ae',
  subject: 'Private LLM pilot',
  message: 'We would like a pilot of Core.\nOur data must stay in the UAE. <script>alert(1)</script>',
  consent: true,
  language: 'en',
};

async function submit(body: Record<string, unknown> = enquiry) {
  const response = await app.request('/api/contact', { method: 'POST', json: body, ip: `192.0.2.${++ipCounter}` });
  expect(response.status).toBe(201);
}

/** A mail server that takes connections and never says a word: an attempt waits there for its greeting. */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  let closed = false;
  const server = createServer((socket) => {
    if (closed) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    sockets,
    /** Hangs up on every attempt waiting there, and takes no more. */
    close() {
      closed = true;
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function smtpConfig(port: number, password = smtpPassword, extra: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SMTP_URL: `smtp://${smtpUser}:${password}@127.0.0.1:${port}`,
    MAIL_FROM: 'Sovra <no-reply@sovra.test>',
    CONTACT_NOTIFY: 'sales@sovra.test',
    SITE_URL: 'https://www.sovra.test',
    ...extra,
  });
}

const outboxRow = () => app.db.outbox.findFirstOrThrow({ orderBy: { id: 'desc' } });

let smtp: TestSmtpServer | null = null;
let worker: OutboxWorker | null = null;
beforeEach(async () => {
  await app.db.contactMessage.deleteMany();
  await app.db.setting.deleteMany({ where: { key: notifySetting } });
  logLines.length = 0;
});
afterEach(async () => {
  await worker?.stop();
  await smtp?.close();
  worker = null;
  smtp = null;
});

describe('a message survives an SMTP outage', () => {
  it('is stored at once, retried with backoff while the server is down, and delivered exactly once when it returns', async () => {
    const port = await freePort();
    await submit();
    // Answered with the notification queued, not yet tried (how long the answer takes: `npm run bench`).
    expect(await app.db.contactMessage.count()).toBe(1);
    expect(await outboxRow()).toMatchObject({ status: 'PENDING', attempts: 0, leaseToken: null, lastError: '' });

    // From here the worker's clock is the test's: t0 is just after the enquiry was queued.
    const t0 = Date.now();
    let clock = t0;
    const at = (seconds: number) => (clock = t0 + seconds * 1000);
    worker = createConfiguredOutboxWorker(smtpConfig(port), app.db, log, { now: () => clock });
    const timeline: string[] = [];
    const note = async (seconds: number, attempted: number) => {
      const row = await outboxRow();
      const next = row.status === 'PENDING' ? `, next t+${Math.round((row.nextAttemptAt.getTime() - t0) / 1000)}s` : '';
      timeline.push(`t+${seconds}s: ${attempted} attempted → ${row.status}, attempts ${row.attempts}${next}${row.lastError ? ` (${row.lastError})` : ''}`);
      return row;
    };

    expect(await worker.runOnce()).toBe(1);
    let row = await note(0, 1);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.nextAttemptAt.getTime() - t0).toBe(30_000);

    at(29);
    expect(await worker.runOnce()).toBe(0);
    at(30);
    expect(await worker.runOnce()).toBe(1);
    row = await note(30, 1);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 2 });
    expect(row.nextAttemptAt.getTime() - t0).toBe(90_000);
    at(90);
    expect(await worker.runOnce()).toBe(1);
    row = await note(90, 1);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 3 });
    expect(row.nextAttemptAt.getTime() - t0).toBe(210_000);

    // The mail server comes back on the same port.
    smtp = await startSmtpServer(port);
    at(209);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    at(210);
    expect(await worker.runOnce()).toBe(1);
    row = await note(210, 1);
    expect(row).toMatchObject({ status: 'SENT', attempts: 4, lastError: '', leaseToken: null, leasedUntil: null });
    expect(row.sentAt?.getTime()).toBe(t0 + 210_000);
    at(3600);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    console.log(`SMTP outage timeline:\n  ${timeline.join('\n  ')}`);

    const [mail] = smtp.received;
    expect(mail.envelope).toEqual({ from: 'no-reply@sovra.test', to: ['sales@sovra.test'] });
    expect(mail.headers.subject).toBe('[Sovra] New enquiry from Layla Haddad: Private LLM pilot');
    expect(mail.headers['reply-to']).toBe('Layla Haddad <layla@gulf-logistics.ae>');
    expect(mail.headers.from).toBe('Sovra <no-reply@sovra.test>');
    expect(mail.headers.to).toBe('sales@sovra.test');
    // Plain text only: what the visitor typed cannot become markup.
    expect(mail.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/i);
    expect(mail.raw).not.toMatch(/text\/html/i);
    for (const line of [
      'Name:     Layla Haddad',
      'Company:  Gulf Logistics',
      'Email:    layla@gulf-logistics.ae',
      'Language: English',
      'Subject:  Private LLM pilot',
      'Message:\nWe would like a pilot of Core.\nOur data must stay in the UAE. <script>alert(1)</script>\n',
      'Reply to this email to answer Layla Haddad directly.',
      `The enquiry is in the admin inbox: https://www.sovra.test/admin/inbox/${(await app.db.contactMessage.findFirstOrThrow()).id}.`,
    ]) {
      expect(mail.text).toContain(line);
    }

    // Staff see how the notification went.
    const inbox = await app.graphql(
      '{ contactMessages(first: 1) { edges { node { notification { status attempts lastError sentAt nextAttemptAt } } } } }',
      {},
      editorToken,
    );
    expect(inbox.data.contactMessages.edges[0].node.notification).toEqual({
      status: 'SENT',
      attempts: 4,
      lastError: null,
      sentAt: new Date(t0 + 210_000).toISOString(),
      nextAttemptAt: null,
    });
    // The SMTP password is never written down: not in the log, not in the database.
    expect(logLines.join('\n')).not.toContain(smtpPassword);
    expect(logLines.filter((line) => line.includes('notification not sent: will retry'))).toHaveLength(3);
  });

  it('is sent at once when the server runs: an enquiry wakes the worker instead of waiting for its poll', async () => {
    smtp = await startSmtpServer();
    worker = createConfiguredOutboxWorker(smtpConfig(smtp.port, smtpPassword, { OUTBOX_POLL_SECONDS: '600' }), app.db, log);
    worker.start();
    // The first poll finds nothing; the next is ten minutes away.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await submit();
    const deadline = Date.now() + 5000;
    while (smtp.received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(smtp.received).toHaveLength(1);
    await worker.stop();
    expect(await outboxRow()).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it('answers an enquiry while the mail server holds the worker’s connection unanswered', async () => {
    const silent = await startSilentServer();
    try {
      worker = createConfiguredOutboxWorker(smtpConfig(silent.port), app.db, log);
      worker.start();
      await submit();
      while (silent.sockets.size === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      // The first enquiry's notification waits for a greeting; the next enquiry is answered meanwhile.
      await submit();
      expect(silent.sockets.size).toBe(1);
      const rows = await app.db.outbox.findMany({ orderBy: { id: 'asc' } });
      expect(rows.map((row) => ({ status: row.status, attempts: row.attempts, lastError: row.lastError, leased: row.leaseToken !== null }))).toEqual([
        { status: 'PENDING', attempts: 0, lastError: '', leased: true },
        { status: 'PENDING', attempts: 0, lastError: '', leased: false },
      ]);
    } finally {
      await silent.close();
    }
    await worker.stop();
    // Hung up on, the attempt failed and waits for its retry.
    const [first] = await app.db.outbox.findMany({ orderBy: { id: 'asc' } });
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1, leaseToken: null });
    expect(first.lastError).toBe('ECONNECTION: Connection closed unexpectedly');
  });

  it('keeps retrying on a wrong password, without ever storing or logging it', async () => {
    smtp = await startSmtpServer();
    const wrong = 'Wrong-pass-9x7';
    worker = createConfiguredOutboxWorker(smtpConfig(smtp.port, wrong), app.db, log);
    await submit();
    await worker.runOnce();
    const row = await outboxRow();
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row.lastError).toMatch(/^EAUTH: /);
    expect(row.lastError).not.toContain(wrong);
    expect(logLines.join('\n')).not.toContain(wrong);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends to the contact.notify setting when it lists anyone, else to CONTACT_NOTIFY; with neither it waits', async () => {
    smtp = await startSmtpServer();
    await app.db.setting.create({ data: { key: notifySetting, value: JSON.stringify(['ops@sovra.test', 'ceo@sovra.test']) } });
    worker = createConfiguredOutboxWorker(smtpConfig(smtp.port), app.db, log);
    await submit();
    await worker.runOnce();
    expect(smtp.received[0].envelope.to).toEqual(['ops@sovra.test', 'ceo@sovra.test']);

    await worker.stop();
    await app.db.setting.deleteMany({ where: { key: notifySetting } });
    worker = createConfiguredOutboxWorker(smtpConfig(smtp.port, smtpPassword, { CONTACT_NOTIFY: '' }), app.db, log);
    await submit();
    await worker.runOnce();
    expect(await outboxRow()).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastError: 'No recipients: list them in the contact.notify setting or CONTACT_NOTIFY',
    });
    expect(smtp.received).toHaveLength(1);
  });

  it('gives up after OUTBOX_MAX_ATTEMPTS, shows FAILED to staff and logs it as an error', async () => {
    const port = await freePort();
    await submit();
    let clock = Date.now();
    worker = createConfiguredOutboxWorker(smtpConfig(port, smtpPassword, { OUTBOX_MAX_ATTEMPTS: '3' }), app.db, log, { now: () => clock });
    for (let i = 0; i < 3; i += 1) {
      expect(await worker.runOnce()).toBe(1);
      clock += 3_600_000;
    }
    expect(await worker.runOnce()).toBe(0);
    const row = await outboxRow();
    expect(row).toMatchObject({ status: 'FAILED', attempts: 3 });
    const inbox = await app.graphql('{ contactMessages(first: 1) { edges { node { status notification { status attempts lastError } } } } }', {}, editorToken);
    expect(inbox.data.contactMessages.edges[0].node).toMatchObject({ status: 'NEW', notification: { status: 'FAILED', attempts: 3 } });
    expect(inbox.data.contactMessages.edges[0].node.notification.lastError).toMatch(/ECONNREFUSED/);
    const errors = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    expect(errors.map((entry) => entry.msg)).toEqual(['notification not sent after 3 attempts: giving up']);
  });
});
