import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Outbox } from '../../db/generated/client.ts';
import { DeliveryError, safeErrorText, type Mail, type MailTransport } from './mail.ts';
import { onEnqueued } from './outbox.ts';

// The outbox worker: polls for due notifications, claims them with a lease, sends them, and on a
// failure schedules a retry with exponential backoff until it gives up (status FAILED, shown to
// staff). A claim is one conditional UPDATE (rows due and not leased, or whose lease ran out), so
// workers in several processes over one database each send a row once; the lease outlasts any
// attempt (the transports' own time limits are far shorter), and only the claimer may settle a row.

/** Builds the email of one notification kind from its payload; null when there is nothing left to send. */
export type Composer = (db: Db, payload: unknown) => Promise<Mail | null>;

/** Where this attempt stands: its number (1 for the first) and whether the worker gives up if it fails. */
export interface Attempt {
  attempts: number;
  last: boolean;
  now: Date;
}

/**
 * Sends a notification that is no email (a webhook: services/webhooks/deliver.ts) by itself; it
 * throws a DeliveryError to be tried again (or, permanent, never), as a mail transport does.
 */
export type Sender = (db: Db, payload: unknown, attempt: Attempt) => Promise<void>;

export interface OutboxWorkerOptions {
  db: Db;
  log: Logger;
  /** null: no transport configured; notifications stay pending until one is. */
  transport: MailTransport | null;
  composers: Record<string, Composer>;
  /** Kinds sent by their own sender, not by mail: they are sent with or without a mail transport. */
  senders?: Record<string, Sender>;
  /** Values that must never appear in a stored error or the log (passwords, keys). */
  secrets?: readonly (string | undefined)[];
  pollMs?: number;
  maxAttempts?: number;
  /** The first retry waits this long, each next one twice as long, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  leaseMs?: number;
  batchSize?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

export interface OutboxWorker {
  /** Polls until stopped (does nothing, after saying so once, without a transport). */
  start(): void;
  /** Stops polling and waits for the attempt in flight. */
  stop(): Promise<void>;
  /** Sends every notification due now, once; resolves to how many were attempted. */
  runOnce(): Promise<number>;
}

export const outboxDefaults = { pollMs: 5_000, maxAttempts: 20, baseDelayMs: 30_000, maxDelayMs: 3_600_000, leaseMs: 300_000, batchSize: 10 };

/** The wait before the next attempt, after `attempts` failed ones: 30 s, 1 min, 2 min … at most 1 h. */
export function retryDelayMs(attempts: number, baseDelayMs = outboxDefaults.baseDelayMs, maxDelayMs = outboxDefaults.maxDelayMs): number {
  return Math.max(1, Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30)));
}

function parsePayload(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    throw new DeliveryError('The notification is not readable (its payload is not JSON)', { permanent: true });
  }
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log, transport, composers } = options;
  const senders = options.senders ?? {};
  // Without a mail transport only the kinds with a sender of their own are claimed; mail waits for one.
  const ownKinds = transport ? null : Object.keys(senders);
  const settings = {
    pollMs: options.pollMs ?? outboxDefaults.pollMs,
    maxAttempts: options.maxAttempts ?? outboxDefaults.maxAttempts,
    baseDelayMs: options.baseDelayMs ?? outboxDefaults.baseDelayMs,
    maxDelayMs: options.maxDelayMs ?? outboxDefaults.maxDelayMs,
    leaseMs: options.leaseMs ?? outboxDefaults.leaseMs,
    batchSize: options.batchSize ?? outboxDefaults.batchSize,
  };
  const now = options.now ?? Date.now;
  const secrets = options.secrets ?? [];

  /** Leases up to a batch of rows due at `at` to this claim (one conditional UPDATE) and returns them. */
  async function claim(at: Date): Promise<{ token: string; rows: Outbox[]; proposed: number }> {
    const claimable = {
      status: 'PENDING' as const,
      nextAttemptAt: { lte: at },
      OR: [{ leasedUntil: null }, { leasedUntil: { lt: at } }],
      ...(ownKinds ? { kind: { in: ownKinds } } : {}),
    };
    const due = await db.outbox.findMany({
      where: claimable,
      orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }],
      take: settings.batchSize,
      select: { id: true },
    });
    const token = randomUUID();
    if (due.length === 0) return { token, rows: [], proposed: 0 };
    // The condition is repeated in the UPDATE: of several workers proposing one row, one gets it.
    await db.outbox.updateMany({
      where: { id: { in: due.map((row) => row.id) }, ...claimable },
      data: { leasedUntil: new Date(now() + settings.leaseMs), leaseToken: token },
    });
    const rows = await db.outbox.findMany({ where: { leaseToken: token }, orderBy: { id: 'asc' } });
    return { token, rows, proposed: due.length };
  }

  async function deliver(row: Outbox, token: string): Promise<void> {
    const settle = (data: Parameters<typeof db.outbox.updateMany>[0]['data']) =>
      db.outbox.updateMany({ where: { id: row.id, leaseToken: token }, data: { ...data, leasedUntil: null, leaseToken: null } });
    const attempts = row.attempts + 1;
    try {
      const sender = senders[row.kind];
      if (sender) {
        await sender(db, parsePayload(row.payload), { attempts, last: attempts >= settings.maxAttempts, now: new Date(now()) });
      } else {
        const compose = composers[row.kind];
        if (!compose) throw new DeliveryError(`No sender for notifications of kind ${row.kind}`, { permanent: true });
        const mail = await compose(db, parsePayload(row.payload));
        if (!mail) throw new DeliveryError('Nothing to send: what it announced no longer exists', { permanent: true });
        await transport!.send(mail);
      }
    } catch (error) {
      const permanent = error instanceof DeliveryError && error.permanent;
      const giveUp = permanent || attempts >= settings.maxAttempts;
      const text = safeErrorText(error, secrets);
      const delay = retryDelayMs(attempts, settings.baseDelayMs, settings.maxDelayMs);
      await settle({
        attempts,
        lastError: text,
        status: giveUp ? 'FAILED' : 'PENDING',
        ...(giveUp ? {} : { nextAttemptAt: new Date(now() + delay) }),
      });
      const context = { outboxId: row.id, kind: row.kind, attempts, transport: transport?.name, error: text };
      if (giveUp) log.error(context, permanent ? 'notification refused for good: not retrying' : `notification not sent after ${attempts} attempts: giving up`);
      else log.warn({ ...context, retryInSeconds: Math.round(delay / 1000) }, 'notification not sent: will retry');
      return;
    }
    const { count } = await settle({ status: 'SENT', sentAt: new Date(now()), attempts, lastError: '' });
    if (count === 0) log.warn({ outboxId: row.id, kind: row.kind }, 'notification sent after its lease ran out');
    else log.info({ outboxId: row.id, kind: row.kind, attempts, transport: transport?.name }, 'notification sent');
  }

  async function runOnce(): Promise<number> {
    if (!transport && ownKinds?.length === 0) return 0;
    let attempted = 0;
    // Rows due by the start of this run: one that fails in it is due again only later (a retry waits at least 1 ms).
    const at = new Date(now());
    for (;;) {
      const { token, rows, proposed } = await claim(at);
      for (const row of rows) await deliver(row, token);
      attempted += rows.length;
      // Done when nothing more is due: a short batch that was all ours. Rows another worker took
      // first are theirs; whatever else is due is looked for again.
      if (proposed < settings.batchSize && rows.length === proposed) return attempted;
    }
  }

  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let unsubscribe = () => {};

  function schedule(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'outbox poll failed: trying again at the next poll'),
      )
      .finally(() => {
        running = null;
        if (stopped) return;
        schedule(again ? 0 : settings.pollMs);
        again = false;
      });
  }

  return {
    start() {
      if (!stopped) return;
      if (!transport) {
        log.info('no mail transport configured (MAIL_TRANSPORT, SMTP_URL or EMAIL_*): notifications of new enquiries are stored only, and sent once one is');
        if (ownKinds?.length === 0) return;
      }
      stopped = false;
      unsubscribe = onEnqueued(db, tick);
      log.info({ transport: transport?.name ?? null, pollSeconds: settings.pollMs / 1000 }, 'outbox worker started');
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await running;
      await transport?.close();
    },
    runOnce,
  };
}
