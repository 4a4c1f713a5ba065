import type { Context } from '../context.ts';
import { apiError } from '../errors.ts';
import { requireAdmin } from '../services/auth/permissions.ts';
import { endpointNotFound } from '../services/webhooks/endpoints.ts';
import { globalIdFromParam, numericId } from './ids.ts';
import { wholeNumber } from './query.ts';
import { Deleted } from './schemas/common.ts';
import {
  createWebhookBody,
  updateWebhookBody,
  WebhookDelivery,
  WebhookDeliveryList,
  webhookDeliveriesQuery,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from './schemas/webhooks.ts';
import type { RestRoute } from './types.ts';

// The webhooks' door (docs/webhooks.md): admins register endpoints, change, rotate, test and delete
// them, and read each one's delivery log; each route one operation of graphql/types/webhook.ts.

const endpointFields = /* GraphQL */ `
  fragment RestWebhookEndpoint on WebhookEndpoint {
    id
    url
    events
    enabled
    failingSince
    autoDisabledAt
    createdAt
  }
`;
const deliveryFields = 'databaseId eventId type status attempts responseStatus durationMs lastError lastAttemptAt createdAt';

type EndpointData = { id: string } & Record<string, unknown>;
type DeliveryData = { databaseId: number } & Record<string, unknown>;

const restEndpoint = (endpoint: EndpointData) => ({ ...endpoint, id: numericId(endpoint.id) });
const restDelivery = ({ databaseId, ...delivery }: DeliveryData) => ({ id: databaseId, ...delivery });

/** node() answers null for a missing endpoint and to anyone but an admin alike: the others are told FORBIDDEN. */
function found<T>(node: T | null, ctx: Context): T {
  requireAdmin(ctx);
  if (!node || !(node as { id?: unknown }).id) throw apiError('NOT_FOUND', endpointNotFound);
  return node;
}

/** A REST body as the GraphQL input: the values as sent (the service checks them). */
const endpointInput = (body: Record<string, unknown> | undefined) =>
  Object.fromEntries(['url', 'events', 'enabled'].filter((name) => body && name in body).map((name) => [name, body![name]]));

export const webhookRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/webhooks',
    document: `query RestWebhookEndpoints { webhookEndpoints { ...RestWebhookEndpoint } } ${endpointFields}`,
    respond: (data) => ({ endpoints: data.webhookEndpoints.map(restEndpoint) }),
    doc: { summary: 'Every webhook endpoint, oldest first (never their secrets)', tag: 'Webhooks', access: 'admin', data: WebhookEndpointList },
  },
  {
    method: 'POST',
    path: '/api/webhooks',
    status: 201,
    document: `mutation RestCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ...RestWebhookEndpoint } } } ${endpointFields}`,
    variables: ({ body }) => ({ input: { url: body?.url, events: body?.events } }),
    respond: (data) => ({ secret: data.createWebhookEndpoint.secret, endpoint: restEndpoint(data.createWebhookEndpoint.endpoint) }),
    doc: {
      summary: 'Register an endpoint: the answer holds its signing secret, shown this once',
      description: 'An address that is not https on a DNS name, or that resolves to a private, link-local or other internal address, is a 400 naming `url`.',
      tag: 'Webhooks',
      access: 'admin',
      body: createWebhookBody,
      data: WebhookEndpointWithSecret,
    },
  },
  {
    method: 'GET',
    path: '/api/webhooks/:id',
    document: `query RestWebhookEndpoint($id: ID!) { node(id: $id) { ... on WebhookEndpoint { ...RestWebhookEndpoint } } } ${endpointFields}`,
    variables: ({ params }) => ({ id: globalIdFromParam('WebhookEndpoint', params.id) }),
    respond: (data, _input, ctx) => restEndpoint(found(data.node, ctx)),
    doc: { summary: 'A webhook endpoint (never its secret)', tag: 'Webhooks', access: 'admin', data: WebhookEndpoint },
  },
  {
    method: 'PATCH',
    path: '/api/webhooks/:id',
    document: `mutation RestUpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $input) { endpoint { ...RestWebhookEndpoint } } } ${endpointFields}`,
    variables: ({ params, body }) => ({ input: { id: globalIdFromParam('WebhookEndpoint', params.id), ...endpointInput(body) } }),
    respond: (data) => restEndpoint(data.updateWebhookEndpoint.endpoint),
    doc: { summary: 'Change an endpoint, or turn it on or off', tag: 'Webhooks', access: 'admin', body: updateWebhookBody, data: WebhookEndpoint },
  },
  {
    method: 'DELETE',
    path: '/api/webhooks/:id',
    document: 'mutation RestDeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(input: { id: $id }) { deletedWebhookEndpointId } }',
    variables: ({ params }) => ({ id: globalIdFromParam('WebhookEndpoint', params.id) }),
    respond: (data) => ({ id: numericId(data.deleteWebhookEndpoint.deletedWebhookEndpointId), message: 'Webhook endpoint deleted' }),
    doc: { summary: 'Delete an endpoint and its delivery log', tag: 'Webhooks', access: 'admin', data: Deleted },
  },
  {
    method: 'POST',
    path: '/api/webhooks/:id/rotate-secret',
    document: `mutation RestRotateWebhookSecret($id: ID!) { rotateWebhookSecret(input: { id: $id }) { secret endpoint { ...RestWebhookEndpoint } } } ${endpointFields}`,
    variables: ({ params }) => ({ id: globalIdFromParam('WebhookEndpoint', params.id) }),
    respond: (data) => ({ secret: data.rotateWebhookSecret.secret, endpoint: restEndpoint(data.rotateWebhookSecret.endpoint) }),
    doc: {
      summary: 'Give an endpoint a new signing secret, shown this once; the old one stops signing at once',
      tag: 'Webhooks',
      access: 'admin',
      data: WebhookEndpointWithSecret,
    },
  },
  {
    method: 'POST',
    path: '/api/webhooks/:id/test',
    document: `mutation RestSendWebhookTestEvent($id: ID!) { sendWebhookTestEvent(input: { id: $id }) { delivery { ${deliveryFields} } } }`,
    variables: ({ params }) => ({ id: globalIdFromParam('WebhookEndpoint', params.id) }),
    respond: (data) => restDelivery(data.sendWebhookTestEvent.delivery),
    doc: {
      summary: 'Send a webhook.test event to an endpoint, on or off: the delivery as queued (its log shows how it went)',
      tag: 'Webhooks',
      access: 'admin',
      data: WebhookDelivery,
    },
  },
  {
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    document: `query RestWebhookDeliveries($id: ID!, $first: Int) { node(id: $id) { ... on WebhookEndpoint { id deliveries(first: $first) { ${deliveryFields} } } } }`,
    variables: ({ params, query }) => ({ id: globalIdFromParam('WebhookEndpoint', params.id), first: wholeNumber(query, 'limit', 25, 100) }),
    respond: (data, _input, ctx) => ({ deliveries: found(data.node, ctx).deliveries.map(restDelivery) }),
    doc: {
      summary: "An endpoint's latest deliveries, newest first: event, status, response, duration, attempts",
      tag: 'Webhooks',
      access: 'admin',
      query: webhookDeliveriesQuery,
      data: WebhookDeliveryList,
    },
  },
];
