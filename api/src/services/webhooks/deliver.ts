import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Db } from '../../db/client.ts';
import { DeliveryError, type Mail } from '../outbox/mail.ts';
import { announceEnqueued, enqueue } from '../outbox/outbox.ts';
import type { Attempt, Sender } from '../outbox/worker.ts';
import { parseUrl } from '../parseUrl.ts';
import { addressAllowed, addressKind, type Resolver } from './addresses.ts';
import { testEventType, type DeliverPayload } from './events.ts';
import { signatureHeader, signatureValue } from './signature.ts';

// Sending one webhook delivery (docs/webhooks.md): the outbox worker calls this sender for rows of
// kind webhook.deliver and keeps its retries and backoff. Each attempt resolves the endpoint's name
// once, refuses it unless every address is allowed (addresses.ts), and connects to the address it
// checked; it follows no redirect, gives up on a slow connection or answer, and reads at most a few
// kilobytes of the answer. The delivery row keeps the last attempt for admins to see; an endpoint
// that has failed for a day is turned off, and the admins are told by email (through the outbox).

export interface WebhookSenderOptions {
  allowLoopback: boolean;
  resolve: Resolver;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxResponseBytes?: number;
  /** How long an endpoint may fail before it is turned off. */
  failingLimitMs?: number;
}

export const webhookDefaults = { connectTimeoutMs: 5_000, totalTimeoutMs: 15_000, maxResponseBytes: 64 * 1024, failingLimitMs: 86_400_000 };

export const endpointDisabledKind = 'webhook.endpoint_disabled';

/** POSTs `body` to `url` through an address the rule allows; resolves to the answer's status. */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: Required<Pick<WebhookSenderOptions, 'allowLoopback' | 'resolve' | 'connectTimeoutMs' | 'totalTimeoutMs' | 'maxResponseBytes'>>,
): Promise<number> {
  const target = parseUrl(url);
  if (!target || (target.protocol !== 'https:' && target.protocol !== 'http:'))
    throw new DeliveryError('The endpoint address is not an http(s) URL', { permanent: true });
  const host = target.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await options.resolve(host);
    } catch {
      throw new DeliveryError(`${host} does not resolve`, { permanent: false });
    }
  }
  if (addresses.length === 0) throw new DeliveryError(`${host} has no address`, { permanent: false });
  const refused = addresses.find((address) => !addressAllowed(address, options.allowLoopback));
  if (refused) throw new DeliveryError(`Refused: ${host} resolves to ${refused}, an address webhooks may not reach`, { permanent: false });
  if (target.protocol === 'http:' && addresses.some((address) => addressKind(address) !== 'loopback'))
    throw new DeliveryError('Refused: plain http is for a loopback address only', { permanent: true });
  const address = addresses[0];
  const family = isIP(address);
  // The connection goes to the address checked above, whatever the name answers now.
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as (error: null, all: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, status?: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      if (error) reject(error);
      else resolve(status!);
    };
    const request = client.request(
      {
        protocol: target.protocol,
        hostname: host,
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        agent: false,
        ...(isIP(host) ? {} : { servername: host }),
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          // Only the status matters: past the cap the rest is not read.
          if (read > options.maxResponseBytes) {
            finish(null, response.statusCode ?? 0);
            request.destroy();
          }
        });
        response.on('end', () => finish(null, response.statusCode ?? 0));
        response.on('error', (error) => finish(error));
      },
    );
    const total = setTimeout(() => {
      finish(new DeliveryError(`No answer within ${options.totalTimeoutMs / 1000} s`, { permanent: false }));
      request.destroy();
    }, options.totalTimeoutMs);
    request.on('socket', (socket) => {
      const connect = setTimeout(() => {
        finish(new DeliveryError(`Could not connect within ${options.connectTimeoutMs / 1000} s`, { permanent: false }));
        request.destroy();
      }, options.connectTimeoutMs);
      socket.once('connect', () => clearTimeout(connect));
      socket.once('close', () => clearTimeout(connect));
    });
    request.on('error', (error) => finish(new DeliveryError(`Could not deliver: ${error.message}`, { permanent: false })));
    request.end(body);
  });
}

async function stillLive(db: Db, live: NonNullable<DeliverPayload['live']>, now: Date): Promise<boolean> {
  const where = { id: live.id, status: 'PUBLISHED' as const, publishedAt: { lte: now } };
  return live.kind === 'post'
    ? Boolean(await db.post.findFirst({ where, select: { id: true } }))
    : Boolean(await db.page.findFirst({ where, select: { id: true } }));
}

/** The outbox's sender of webhook deliveries. */
export function createWebhookSender(options: WebhookSenderOptions): Sender {
  const settings = { ...webhookDefaults, ...options };
  return async (db, payload, attempt: Attempt) => {
    const { deliveryId, live } = payload as DeliverPayload;
    const delivery = await db.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { endpoint: true } });
    if (!delivery) throw new DeliveryError('Nothing to send: the endpoint was deleted', { permanent: true });
    const { endpoint } = delivery;
    const record = (data: Record<string, unknown>) => db.webhookDelivery.update({ where: { id: delivery.id }, data: { lastAttemptAt: attempt.now, ...data } });
    const dropped = async (reason: string) => {
      await record({ status: 'FAILED', lastError: reason });
      return new DeliveryError(reason, { permanent: true });
    };
    if (!endpoint.enabled && delivery.type !== testEventType) throw await dropped('Not sent: the endpoint is turned off');
    if (live && !(await stillLive(db, live, attempt.now))) throw await dropped(`Not sent: the ${live.kind} is no longer published`);
    const timestamp = Math.floor(attempt.now.getTime() / 1000);
    const headers = {
      'user-agent': 'Sovra-Webhooks/1',
      [signatureHeader]: signatureValue(endpoint.secret, timestamp, delivery.body),
      'Sovra-Event': delivery.type,
      'Sovra-Event-Id': delivery.eventId,
    };
    const started = performance.now();
    let status: number | null = null;
    let problem: DeliveryError | null = null;
    try {
      status = await postWebhook(endpoint.url, delivery.body, headers, settings);
      if (status < 200 || status > 299)
        problem = new DeliveryError(
          status >= 300 && status < 400 ? `The endpoint answered ${status}: redirects are not followed` : `The endpoint answered ${status}`,
          { permanent: false },
        );
    } catch (error) {
      problem = error instanceof DeliveryError ? error : new DeliveryError(`Could not deliver: ${(error as Error).message}`, { permanent: false });
    }
    const durationMs = Math.round(performance.now() - started);
    const base = { attempts: attempt.attempts, responseStatus: status, durationMs };
    if (!problem) {
      await record({ ...base, status: 'SENT', lastError: '' });
      if (endpoint.failingSince) await db.webhookEndpoint.update({ where: { id: endpoint.id }, data: { failingSince: null } });
      return;
    }
    await record({ ...base, status: attempt.last || problem.permanent ? 'FAILED' : 'PENDING', lastError: problem.message });
    if (delivery.type !== testEventType) await noteFailure(db, endpoint.id, endpoint.failingSince, attempt.now, settings.failingLimitMs);
    throw problem;
  };
}

/** A failure of an endpoint: it fails since now, or (a day of failures) it is turned off and the admins told. */
async function noteFailure(db: Db, endpointId: number, failingSince: Date | null, now: Date, limitMs: number): Promise<void> {
  if (!failingSince) {
    await db.webhookEndpoint.updateMany({ where: { id: endpointId, failingSince: null }, data: { failingSince: now } });
    return;
  }
  if (now.getTime() - failingSince.getTime() < limitMs) return;
  const turnedOff = await db.$transaction(async (tx) => {
    const { count } = await tx.webhookEndpoint.updateMany({ where: { id: endpointId, enabled: true }, data: { enabled: false, autoDisabledAt: now } });
    if (count) await enqueue(tx, { kind: endpointDisabledKind, payload: { endpointId } });
    return count > 0;
  });
  if (turnedOff) announceEnqueued(db);
}

/** The admins' email saying an endpoint was turned off (null: nothing to say, or no admin with an address). */
export function composeEndpointDisabled(options: { siteUrl?: string }) {
  return async (db: Db, payload: unknown): Promise<Mail | null> => {
    const { endpointId } = payload as { endpointId: number };
    const endpoint = await db.webhookEndpoint.findUnique({ where: { id: endpointId } });
    if (!endpoint || endpoint.enabled) return null;
    const admins = await db.user.findMany({ where: { role: 'ADMIN', active: true }, select: { email: true } });
    const to = admins.map((admin) => admin.email).filter(Boolean);
    if (to.length === 0) return null;
    const screen = options.siteUrl ? `${options.siteUrl.replace(/\/$/, '')}/admin/webhooks` : '/admin/webhooks';
    const text = [
      `The webhook endpoint ${endpoint.url} failed every delivery for a day, and was turned off.`,
      `Its deliveries are kept. Check the receiver, then turn it back on: ${screen}`,
      '',
      `فشلت كل عمليات التسليم إلى نقطة الويب هوك ${endpoint.url} لمدة يوم، فأُوقفت. تحقّق من المستقبِل ثم أعد تشغيلها: ${screen}`,
    ].join('\n');
    return { to, subject: 'Sovra: a webhook endpoint was turned off', text, templateParams: { url: endpoint.url, screen } };
  };
}
