import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import type { Mail, MailTransport } from './mail.ts';
import { DeliveryError, safeErrorText } from './mail.ts';
import { enqueue } from './outbox.ts';
import { createOutboxWorker, retryDelayMs, type Composer } from './worker.ts';

// The outbox worker's own rules, with a transport that records what it is given: the backoff, the
// lease that lets several processes share one outbox, and what happens to a row nobody can send.

let app: TestApp;
/** A second connection to the same database file: what another server process would have. */
let otherProcessDb: Db;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  app = createTestApp();
  otherProcessDb = createDb(app.databaseTarget);
  // Both connections open and warm, so neither starts late.
  await Promise.all([app.db.outbox.count(), otherProcessDb.outbox.count()]);
});
afterAll(async () => {
  await otherProcessDb.$disconnect();
  await app.cleanup();
});
beforeEach(async () => {
  await app.db.outbox.deleteMany();
});

const kind = 'test.note';
/** The note's text is its payload; the composer makes a mail of it. */
const composers: Record<string, Composer> = {
  [kind]: async (_db, payload) => ({ to: ['staff@sovra.test'], subject: String((payload as { n: number }).n), text: 'note', templateParams: {} }),
};

function recordingTransport(options: { delayMs?: number; fail?: (mail: Mail) => DeliveryError | null } = {}) {
  const sent: string[] = [];
  const transport: MailTransport = {
    name: 'recording',
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
      const failure = options.fail?.(mail);
      if (failure) throw failure;
      sent.push(mail.subject);
    },
    async close() {},
  };
  return { transport, sent };
}

async function queue(count: number) {
  for (let n = 1; n <= count; n += 1) await app.db.$transaction((tx) => enqueue(tx, { kind, payload: { n } }));
}

describe('retries', () => {
  it('wait 30 s, then twice as long each time, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20, 1000].map((attempts) => retryDelayMs(attempts) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600, 3600,
    ]);
  });

  it('stop at once for a permanent refusal, an unknown kind or a payload that is not JSON', async () => {
    const { transport } = recordingTransport({ fail: () => new DeliveryError('550 mailbox unavailable', { permanent: true }) });
    const worker = createOutboxWorker({ db: app.db, log, transport, composers });
    await queue(1);
    await app.db.outbox.create({ data: { kind: 'unknown.kind', payload: '{}' } });
    await app.db.outbox.create({ data: { kind, payload: '{not json' } });
    expect(await worker.runOnce()).toBe(3);
    const rows = await app.db.outbox.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ['FAILED', 1, '550 mailbox unavailable'],
      ['FAILED', 1, 'No sender for notifications of kind unknown.kind'],
      ['FAILED', 1, 'The notification is not readable (its payload is not JSON)'],
    ]);
  });

  it('store errors without secrets, credentials in URLs or line breaks, cut to 500 characters', () => {
    expect(safeErrorText(new Error('auth failed for pass S3cret-value\r\n at smtp://user:pw@host'), ['S3cret-value'])).toBe(
      'auth failed for pass [redacted] at smtp://[redacted]@host',
    );
    expect(safeErrorText('x'.repeat(600), [])).toHaveLength(500);
  });
});

describe('two workers over one database (two server processes)', () => {
  it('send each notification exactly once when they poll at the same moment', async () => {
    await queue(40);
    const first = recordingTransport({ delayMs: 10 });
    const second = recordingTransport({ delayMs: 10 });
    const workers = [
      createOutboxWorker({ db: app.db, log, transport: first.transport, composers, batchSize: 5 }),
      createOutboxWorker({ db: otherProcessDb, log, transport: second.transport, composers, batchSize: 5 }),
    ];
    // Several rounds at once, both sides racing for the same rows.
    const attempted = await Promise.all([...workers, ...workers].map((worker) => worker.runOnce()));
    const sent = [...first.sent, ...second.sent];
    expect(attempted.reduce((a, b) => a + b, 0)).toBe(40);
    expect(sent).toHaveLength(40);
    expect(new Set(sent).size).toBe(40);
    expect(first.sent.length).toBeGreaterThan(0);
    expect(second.sent.length).toBeGreaterThan(0);
    expect(await app.db.outbox.count({ where: { status: 'SENT' } })).toBe(40);
    expect(await Promise.all(workers.map((worker) => worker.runOnce()))).toEqual([0, 0]);
  });

  it("leave a row leased by another worker alone until its lease runs out; the late claimer's answer is then ignored", async () => {
    await queue(1);
    let clock = Date.now() + 1000;
    const slow = recordingTransport();
    const fast = recordingTransport();
    // The slow worker claims the row, then hangs past its lease (as a process that froze would).
    let release: () => void = () => {};
    const hung = new Promise<void>((resolve) => (release = resolve));
    let sending: () => void = () => {};
    const claimed = new Promise<void>((resolve) => (sending = resolve));
    const slowTransport: MailTransport = {
      ...slow.transport,
      send: async (mail) => {
        sending();
        await hung;
        await slow.transport.send(mail);
      },
    };
    const slowWorker = createOutboxWorker({ db: app.db, log, transport: slowTransport, composers, leaseMs: 60_000, now: () => clock });
    const fastWorker = createOutboxWorker({ db: otherProcessDb, log, transport: fast.transport, composers, leaseMs: 60_000, now: () => clock });
    const slowRun = slowWorker.runOnce();
    // It sends only what it has claimed (a fixed wait lost that race on a busy machine).
    await claimed;
    expect((await app.db.outbox.findFirstOrThrow()).leaseToken).not.toBeNull();
    expect(await fastWorker.runOnce()).toBe(0);
    clock += 60_001;
    expect(await fastWorker.runOnce()).toBe(1);
    release();
    await slowRun;
    // Both handed the mail over (the price of a frozen worker), but the row was settled once, by its holder.
    expect(fast.sent).toEqual(['1']);
    expect(await app.db.outbox.findFirstOrThrow()).toMatchObject({ status: 'SENT', attempts: 1, leaseToken: null });
  });
});
