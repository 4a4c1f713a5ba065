import { encodeGlobalID } from '@pothos/plugin-relay';
import { adminOnlyWhere, requireAdmin } from '../../services/auth/permissions.ts';
import {
  createEndpoint,
  deleteEndpoint,
  maxUrlLength,
  rotateEndpointSecret,
  sendTestEvent,
  updateEndpoint,
  type EndpointWithSecret,
} from '../../services/webhooks/endpoints.ts';
import { parseEvents, webhookEventTypes } from '../../services/webhooks/events.ts';
import { builder } from '../builder.ts';

// Webhooks (docs/webhooks.md): endpoints of other systems that receive signed events, and the log
// of what was sent to each. Admins only; the rules are services/webhooks.

const eventList = webhookEventTypes.join(', ');

const WebhookDeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  description: 'Where a delivery stands',
  values: {
    PENDING: { description: 'Not sent yet, or failed and to be tried again (`lastError` says why)' },
    SENT: { description: 'The endpoint answered 2xx' },
    FAILED: { description: 'Given up: every attempt failed, the endpoint was turned off or deleted, or what it announced is gone' },
  } as const,
});

export const WebhookDeliveryRef = builder.prismaObject('WebhookDelivery', {
  description: 'One event sent (or to be sent) to one endpoint, and how its last attempt went',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The delivery's number" }),
    eventId: t.exposeString('eventId', { description: 'The event id the receiver sees (evt_…), the same in every retry' }),
    type: t.exposeString('type', { description: `The event: ${eventList}, or webhook.test` }),
    status: t.expose('status', { type: WebhookDeliveryStatusEnum, description: 'Where it stands' }),
    attempts: t.exposeInt('attempts', { description: 'How many attempts were made' }),
    responseStatus: t.exposeInt('responseStatus', {
      nullable: true,
      description: "The endpoint's HTTP status at the last attempt; null when it did not answer",
    }),
    durationMs: t.exposeInt('durationMs', { nullable: true, description: 'How long the last attempt took, in milliseconds' }),
    lastError: t.string({ nullable: true, description: 'Why the last attempt failed; null when it did not', resolve: (d) => d.lastError || null }),
    lastAttemptAt: t.expose('lastAttemptAt', { type: 'DateTime', nullable: true, description: 'When it was last tried' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the event happened' }),
  }),
});

export const WebhookEndpointRef = builder.prismaNode('WebhookEndpoint', {
  description: 'A receiver of webhook events (admins only). Its secret is never shown again after it is made or rotated',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id: Number(id), AND: [adminOnlyWhere(ctx)] }),
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The endpoint's number (REST uses numbers)" }),
    url: t.exposeString('url', { description: 'Where events are POSTed' }),
    events: t.stringList({ description: `The events it receives, of ${eventList}`, resolve: (e) => parseEvents(e.events) }),
    enabled: t.exposeBoolean('enabled', { description: 'Whether events are sent to it' }),
    failingSince: t.expose('failingSince', {
      type: 'DateTime',
      nullable: true,
      description: 'Since when its deliveries fail with no success; a day of it turns it off. Null while healthy',
    }),
    autoDisabledAt: t.expose('autoDisabledAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was turned off because it failed for a day; null when on, or an admin turned it off',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was registered' }),
    deliveries: t.relation('deliveries', {
      description: 'Its latest deliveries, newest first (at most 100)',
      args: { first: t.arg.int({ description: 'How many, 1 to 100 (default 25)' }) },
      query: (args) => ({ orderBy: { id: 'desc' }, take: Math.min(Math.max(args.first ?? 25, 1), 100) }),
    }),
  }),
});

const endpointId = (t: PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>) =>
  t.globalID({ required: true, for: WebhookEndpointRef, description: "The endpoint's global id" });
type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

const urlDescription = `An https URL on a DNS name; http or https on a loopback address only outside production (WEBHOOK_ALLOW_LOOPBACK). At most ${maxUrlLength} characters; private, link-local and other internal addresses are refused`;

const CreateWebhookEndpointInput = builder.inputType('CreateWebhookEndpointInput', {
  description: 'A new endpoint. A problem is BAD_USER_INPUT with `extensions.details` naming `url` or `events`',
  fields: (t) => ({
    url: t.string({ required: true, description: urlDescription }),
    events: t.stringList({ required: true, description: `The events it receives, at least one of ${eventList}` }),
  }),
});

const UpdateWebhookEndpointInput = builder.inputType('UpdateWebhookEndpointInput', {
  description: 'What changes of an endpoint; what is left out stays',
  fields: (t) => ({
    id: endpointId(t),
    url: t.string({ description: urlDescription }),
    events: t.stringList({ description: `The events it receives, at least one of ${eventList}` }),
    enabled: t.boolean({ description: 'On or off; turning it on clears its failures' }),
  }),
});

const WebhookEndpointIdInput = builder.inputType('WebhookEndpointIdInput', {
  description: 'An endpoint by its global id',
  fields: (t) => ({ id: endpointId(t) }),
});

const WebhookEndpointSecretPayload = builder.objectRef<EndpointWithSecret>('WebhookEndpointSecretPayload').implement({
  description: 'The endpoint, and its signing secret: shown this once, never again',
  fields: (t) => ({
    endpoint: t.field({ type: WebhookEndpointRef, description: 'The endpoint', resolve: (p) => p.endpoint as never }),
    secret: t.exposeString('secret', { description: 'The signing secret (whsec_…): store it in the receiver now' }),
  }),
});

const WebhookEndpointPayload = builder.objectRef<{ endpoint: unknown }>('WebhookEndpointPayload').implement({
  description: 'The endpoint after the change',
  fields: (t) => ({ endpoint: t.field({ type: WebhookEndpointRef, description: 'The endpoint', resolve: (p) => p.endpoint as never }) }),
});

const DeleteWebhookEndpointPayload = builder.objectRef<{ deletedWebhookEndpointId: string }>('DeleteWebhookEndpointPayload').implement({
  description: 'What was deleted',
  fields: (t) => ({ deletedWebhookEndpointId: t.exposeID('deletedWebhookEndpointId', { description: 'The global id of the deleted endpoint' }) }),
});

const SendWebhookTestEventPayload = builder.objectRef<{ deliveryId: number }>('SendWebhookTestEventPayload').implement({
  description: 'The test delivery queued; the log shows how it went',
  fields: (t) => ({
    delivery: t.prismaField({
      type: WebhookDeliveryRef,
      description: 'The delivery, as queued',
      resolve: (query, p, _args, ctx) => ctx.db.webhookDelivery.findUniqueOrThrow({ ...query, where: { id: p.deliveryId } }),
    }),
  }),
});

builder.queryFields((t) => ({
  webhookEndpoints: t.prismaField({
    description: 'Every webhook endpoint, oldest first (admins only)',
    type: [WebhookEndpointRef],
    authScopes: { admin: true },
    resolve: (query, _root, _args, ctx) => {
      requireAdmin(ctx);
      return ctx.db.webhookEndpoint.findMany({ ...query, orderBy: { id: 'asc' } });
    },
  }),
}));

const id = (globalId: { id: string }) => Number(globalId.id);

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    description: 'Registers a webhook endpoint (admins only); the answer holds its signing secret, shown this once',
    type: WebhookEndpointSecretPayload,
    args: { input: t.arg({ type: CreateWebhookEndpointInput, required: true, description: 'Where, and which events' }) },
    resolve: (_root, { input }, ctx) => createEndpoint(ctx, input),
  }),
  updateWebhookEndpoint: t.field({
    description: 'Changes an endpoint, or turns it on or off (admins only)',
    type: WebhookEndpointPayload,
    args: { input: t.arg({ type: UpdateWebhookEndpointInput, required: true, description: 'Which endpoint, and what changes' }) },
    resolve: async (_root, { input: { id: endpoint, ...fields } }, ctx) => ({ endpoint: await updateEndpoint(ctx, id(endpoint), fields) }),
  }),
  rotateWebhookSecret: t.field({
    description: 'Gives an endpoint a new signing secret, shown this once; the old one stops signing at once (admins only)',
    type: WebhookEndpointSecretPayload,
    args: { input: t.arg({ type: WebhookEndpointIdInput, required: true, description: 'Which endpoint' }) },
    resolve: (_root, { input }, ctx) => rotateEndpointSecret(ctx, id(input.id)),
  }),
  deleteWebhookEndpoint: t.field({
    description: 'Deletes an endpoint and its delivery log (admins only)',
    type: DeleteWebhookEndpointPayload,
    args: { input: t.arg({ type: WebhookEndpointIdInput, required: true, description: 'Which endpoint' }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteEndpoint(ctx, id(input.id));
      return { deletedWebhookEndpointId: encodeGlobalID('WebhookEndpoint', input.id.id) };
    },
  }),
  sendWebhookTestEvent: t.field({
    description: 'Sends a webhook.test event to one endpoint, on or off (admins only); the log shows how it went',
    type: SendWebhookTestEventPayload,
    args: { input: t.arg({ type: WebhookEndpointIdInput, required: true, description: 'Which endpoint' }) },
    resolve: (_root, { input }, ctx) => sendTestEvent(ctx, id(input.id)),
  }),
}));
