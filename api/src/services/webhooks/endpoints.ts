import type { Context } from '../../context.ts';
import type { WebhookEndpoint } from '../../db/generated/client.ts';
import { transaction } from '../../db/transaction.ts';
import { apiError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';
import { requireAdmin } from '../auth/permissions.ts';
import { announceEnqueued } from '../outbox/outbox.ts';
import { parseUrl } from '../parseUrl.ts';
import { addressKind, type Resolver } from './addresses.ts';
import { queueWebhookEvent, testEventType, webhookEventTypes } from './events.ts';
import { newWebhookSecret } from './signature.ts';

// Admins' webhook endpoints (docs/webhooks.md): register, edit, turn on or off, rotate the secret,
// delete, and send a test event. The secret is shown once, in the answer that makes or rotates it.

/** What the webhook rules read of the server's configuration (WEBHOOK_ALLOW_LOOPBACK) and how it resolves names. */
export interface WebhookPolicy {
  allowLoopback: boolean;
  resolve: Resolver;
}

export type WebhookWriter = Pick<Context, 'db' | 'viewer' | 'tokenRejected' | 'ip' | 'webhooks'>;

export const endpointNotFound = 'Webhook endpoint not found';
export const maxUrlLength = 2000;

const urlRule =
  'an https URL on a DNS name (https://crm.example.com/hooks/sovra); http or https on a loopback address (127.0.0.1, [::1], localhost) only outside production';

/** The URL, checked against the rules (docs/webhooks.md#addresses); 400 naming `url` otherwise. */
export async function checkEndpointUrl(raw: unknown, policy: WebhookPolicy): Promise<string> {
  const refuse = (problem: string, code = 'invalid') => apiError('BAD_USER_INPUT', `url: ${problem}`, { url: code });
  if (typeof raw !== 'string' || raw.trim() === '') throw refuse(`required: ${urlRule}`, 'required');
  const text = raw.trim();
  if (text.length > maxUrlLength) throw refuse(`at most ${maxUrlLength} characters`, 'too_long');
  const url = parseUrl(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw refuse(`not a URL webhooks take: ${urlRule}`);
  if (url.username || url.password) throw refuse('may not carry a user name or password: receivers check the signature', 'credentials');
  if (url.hash) throw refuse('may not have a #fragment', 'invalid');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = addressKind(host);
  const loopbackName = host === 'localhost' || host.endsWith('.localhost');
  const isAddress = /^[\d.]+$/.test(host) || host.includes(':');
  if (isAddress || loopbackName) {
    const kind = loopbackName ? 'loopback' : literal;
    if (kind !== 'loopback') throw refuse(`${host} is an address webhooks may not reach: ${urlRule}`, 'address');
    if (!policy.allowLoopback) throw refuse(`loopback addresses are refused in production: ${urlRule}`, 'address');
    return url.href;
  }
  if (url.protocol !== 'https:') throw refuse(`must be https: ${urlRule}`, 'https');
  if (!host.includes('.')) throw refuse(`${host} is not a DNS name: ${urlRule}`, 'invalid');
  let addresses: string[] = [];
  try {
    addresses = await policy.resolve(host);
  } catch {
    // A name that does not resolve yet may be registered: every connection checks it again.
  }
  const refused = addresses.find((address) => {
    const kind = addressKind(address);
    return kind === 'private' || (kind === 'loopback' && !policy.allowLoopback);
  });
  if (refused) throw refuse(`${host} resolves to ${refused}, an address webhooks may not reach`, 'address');
  return url.href;
}

/** The events, each one of webhookEventTypes, at least one; 400 naming `events` otherwise. */
export function checkEvents(raw: unknown): string[] {
  const known: readonly string[] = webhookEventTypes;
  if (!Array.isArray(raw) || raw.length === 0)
    throw apiError('BAD_USER_INPUT', `events: choose at least one of ${webhookEventTypes.join(', ')}`, { events: 'required' });
  const unknown = raw.find((event) => typeof event !== 'string' || !known.includes(event));
  if (unknown !== undefined)
    throw apiError('BAD_USER_INPUT', `events: ${String(unknown)} is not one of ${webhookEventTypes.join(', ')}`, { events: 'invalid' });
  return webhookEventTypes.filter((event) => raw.includes(event));
}

export interface EndpointWithSecret {
  endpoint: WebhookEndpoint;
  /** Shown once. */
  secret: string;
}

/** Registers an endpoint (admins only); its secret is made here and shown once. */
export async function createEndpoint(ctx: WebhookWriter, raw: { url?: unknown; events?: unknown }): Promise<EndpointWithSecret> {
  const viewer = requireAdmin(ctx);
  const events = checkEvents(raw.events);
  const url = await checkEndpointUrl(raw.url, ctx.webhooks);
  const secret = newWebhookSecret();
  const endpoint = await ctx.db.webhookEndpoint.create({ data: { url, events: JSON.stringify(events), secret } });
  await recordAudit(ctx.db, { action: 'webhook.created', actorId: viewer.id, target: `webhook:${endpoint.id}`, ip: ctx.ip, detail: { url, events } });
  return { endpoint, secret };
}

async function existing(ctx: WebhookWriter, id: number): Promise<WebhookEndpoint> {
  const endpoint = await ctx.db.webhookEndpoint.findUnique({ where: { id } });
  if (!endpoint) throw apiError('NOT_FOUND', endpointNotFound);
  return endpoint;
}

/** Changes an endpoint's URL, events, or whether it is on (admins only). Turning it on clears its failures. */
export async function updateEndpoint(ctx: WebhookWriter, id: number, raw: { url?: unknown; events?: unknown; enabled?: unknown }): Promise<WebhookEndpoint> {
  const viewer = requireAdmin(ctx);
  await existing(ctx, id);
  const data: Record<string, unknown> = {};
  if (raw.events !== undefined && raw.events !== null) data.events = JSON.stringify(checkEvents(raw.events));
  if (raw.url !== undefined && raw.url !== null) data.url = await checkEndpointUrl(raw.url, ctx.webhooks);
  if (raw.enabled !== undefined && raw.enabled !== null) {
    if (typeof raw.enabled !== 'boolean') throw apiError('BAD_USER_INPUT', 'enabled: true or false', { enabled: 'invalid' });
    data.enabled = raw.enabled;
    if (raw.enabled) Object.assign(data, { failingSince: null, autoDisabledAt: null });
  }
  const endpoint = await ctx.db.webhookEndpoint.update({ where: { id }, data });
  const detail = { ...data, ...(data.events ? { events: JSON.parse(data.events as string) } : {}) };
  await recordAudit(ctx.db, { action: 'webhook.updated', actorId: viewer.id, target: `webhook:${id}`, ip: ctx.ip, detail });
  return endpoint;
}

/** A new secret for an endpoint (admins only), shown once; the old one stops signing at once. */
export async function rotateEndpointSecret(ctx: WebhookWriter, id: number): Promise<EndpointWithSecret> {
  const viewer = requireAdmin(ctx);
  await existing(ctx, id);
  const secret = newWebhookSecret();
  const endpoint = await ctx.db.webhookEndpoint.update({ where: { id }, data: { secret } });
  await recordAudit(ctx.db, { action: 'webhook.secret_rotated', actorId: viewer.id, target: `webhook:${id}`, ip: ctx.ip });
  return { endpoint, secret };
}

/** Deletes an endpoint and its delivery log (admins only); its unsent deliveries are dropped. */
export async function deleteEndpoint(ctx: WebhookWriter, id: number): Promise<void> {
  const viewer = requireAdmin(ctx);
  const endpoint = await existing(ctx, id);
  await ctx.db.webhookEndpoint.delete({ where: { id } });
  await recordAudit(ctx.db, { action: 'webhook.deleted', actorId: viewer.id, target: `webhook:${id}`, ip: ctx.ip, detail: { url: endpoint.url } });
}

/** Queues a webhook.test event to one endpoint, on or off (admins only); the worker sends it at once. */
export async function sendTestEvent(ctx: WebhookWriter, id: number): Promise<{ deliveryId: number }> {
  requireAdmin(ctx);
  const endpoint = await existing(ctx, id);
  await transaction(ctx.db, (tx) =>
    queueWebhookEvent(tx, { type: testEventType, data: { message: 'A test event sent from the Sovra admin panel', endpoint: endpoint.url } }, id),
  );
  announceEnqueued(ctx.db);
  const delivery = await ctx.db.webhookDelivery.findFirstOrThrow({
    where: { endpointId: id, type: testEventType },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  return { deliveryId: delivery.id };
}
