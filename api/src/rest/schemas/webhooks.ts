import { z } from 'zod';
import { maxUrlLength } from '../../services/webhooks/endpoints.ts';
import { webhookEventTypes } from '../../services/webhooks/events.ts';
import { component, dateTime, recordId } from './common.ts';

// Webhook endpoints and their deliveries as /api/webhooks shows and takes them (rest/webhookRoutes.ts).

const url = z.string().max(maxUrlLength).meta({
  description:
    'Where events are POSTed: an https URL on a DNS name (http or https on a loopback address only outside production); private, link-local and other internal addresses are refused',
});
const events = z.array(z.enum(webhookEventTypes)).min(1).max(webhookEventTypes.length).meta({ description: 'The events it receives' });

export const WebhookEndpoint = component(
  'WebhookEndpoint',
  z.object({
    id: recordId,
    url: z.string(),
    events: z.array(z.string()),
    enabled: z.boolean(),
    failingSince: dateTime.nullable().meta({ description: 'Since when its deliveries fail with no success (a day of it turns it off); null while healthy' }),
    autoDisabledAt: dateTime.nullable().meta({ description: 'When it was turned off after a day of failures; null when on, or turned off by an admin' }),
    createdAt: dateTime,
  }),
);

export const WebhookEndpointList = component('WebhookEndpointList', z.object({ endpoints: z.array(WebhookEndpoint) }));

export const WebhookEndpointWithSecret = component(
  'WebhookEndpointWithSecret',
  z.object({
    endpoint: WebhookEndpoint,
    secret: z.string().meta({ description: 'The signing secret (whsec_…), shown this once: store it in the receiver now' }),
  }),
);

export const WebhookDelivery = component(
  'WebhookDelivery',
  z.object({
    id: recordId,
    eventId: z.string().meta({ description: 'The event id the receiver sees (evt_…), the same in every retry' }),
    type: z.string(),
    status: z.enum(['PENDING', 'SENT', 'FAILED']),
    attempts: z.int().min(0),
    responseStatus: z.int().nullable().meta({ description: "The endpoint's HTTP status at the last attempt; null when it did not answer" }),
    durationMs: z.int().nullable(),
    lastError: z.string().nullable(),
    lastAttemptAt: dateTime.nullable(),
    createdAt: dateTime,
  }),
);

export const WebhookDeliveryList = component('WebhookDeliveryList', z.object({ deliveries: z.array(WebhookDelivery) }));

export const webhookDeliveriesQuery = z.object({
  limit: z.int().min(1).max(100).optional().meta({ description: 'How many, newest first (1 to 100, default 25)' }),
});

export const createWebhookBody = z.object({ url, events });

export const updateWebhookBody = z.object({
  url: url.optional(),
  events: events.optional(),
  enabled: z.boolean().optional().meta({ description: 'On or off; turning it on clears its failures' }),
});
