import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/transaction.ts';
import { enqueue } from '../outbox/outbox.ts';

// Webhook events (docs/webhooks.md#events): written in the transaction of the change they announce,
// one delivery per endpoint that wants the event, each with the outbox row that sends it. The caller
// calls announceEnqueued once it commits, as for every outbox row.

export const webhookEventTypes = ['enquiry.created', 'post.published', 'post.unpublished', 'page.published', 'media.uploaded'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
/** The event "Send test event" sends to one endpoint, whatever it receives. */
export const testEventType = 'webhook.test';

export const webhookDeliverKind = 'webhook.deliver';

/** What the outbox row of a delivery carries: the delivery, and what must still be live when it is sent. */
export interface DeliverPayload {
  deliveryId: number;
  /** A scheduled publication: sent at its time, and only if the post or page is still published then. */
  live?: { kind: 'post' | 'page'; id: number };
}

export interface WebhookEvent {
  type: WebhookEventType | typeof testEventType;
  data: Record<string, unknown>;
  /** Not to be sent before then (a post scheduled to go public later). */
  notBefore?: Date;
  live?: DeliverPayload['live'];
}

export function parseEvents(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Queues `event` for every enabled endpoint that wants it (or only `endpointId`, a test); how many. */
export async function queueWebhookEvent(tx: Tx, event: WebhookEvent, endpointId?: number): Promise<number> {
  const endpoints = await tx.webhookEndpoint.findMany({ where: endpointId ? { id: endpointId } : { enabled: true }, select: { id: true, events: true } });
  const wanting = endpointId ? endpoints : endpoints.filter((endpoint) => parseEvents(endpoint.events).includes(event.type));
  if (wanting.length === 0) return 0;
  const id = `evt_${randomUUID().replaceAll('-', '')}`;
  const createdAt = (event.notBefore ?? new Date()).toISOString();
  const body = JSON.stringify({ id, type: event.type, createdAt, data: event.data });
  for (const endpoint of wanting) {
    const delivery = await tx.webhookDelivery.create({ data: { eventId: id, type: event.type, body, endpointId: endpoint.id }, select: { id: true } });
    const payload: DeliverPayload = { deliveryId: delivery.id, ...(event.live ? { live: event.live } : {}) };
    await enqueue(tx, { kind: webhookDeliverKind, payload: { ...payload }, notBefore: event.notBefore });
  }
  return wanting.length;
}
