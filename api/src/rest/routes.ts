import { apiError } from '../errors.ts';
import { activityRoutes } from './activityRoutes.ts';
import { analyticsRoutes } from './analyticsRoutes.ts';
import { blogRoutes } from './blogRoutes.ts';
import { contactRoutes } from './contactRoutes.ts';
import { mediaRoutes } from './mediaRoutes.ts';
import { openApiJson } from './openapi.ts';
import { pageRoutes } from './pageRoutes.ts';
import { personalDataRoutes } from './personalDataRoutes.ts';
import { siteArchiveRoutes } from './siteArchiveRoutes.ts';
import { webhookRoutes } from './webhookRoutes.ts';
import { passkeyRoutes } from './passkeyRoutes.ts';
import { twoFactorRoutes } from './twoFactorRoutes.ts';
import { redirectRoutes } from './redirectRoutes.ts';
import { previewLinkRoutes } from './previewLinkRoutes.ts';
import { reviewRoutes } from './reviewRoutes.ts';
import { tagRoutes } from './tagRoutes.ts';
import { ApiDescription, Health } from './schemas/service.ts';
import { settingsRoutes } from './settingsRoutes.ts';
import type { RestRoute } from './types.ts';
import { authRoutes, userRoutes } from './userRoutes.ts';

/** The /api/* table: every route is a GraphQL operation run against the one schema. */
export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    document: 'query RestHealth { health { ok database } }',
    // A load balancer reads the status: 503 takes this process out of rotation while its database is out of reach.
    respond: (data) => {
      if (!data.health.ok) throw apiError('SERVICE_UNAVAILABLE', 'The database does not answer', { database: 'unreachable' }, { retryAfterSeconds: 5 });
      return data.health;
    },
    doc: {
      summary: 'Whether the service is up: 200 when it can answer, 503 while its database is out of reach',
      tag: 'Service',
      access: 'public',
      data: Health,
      refusals: ['SERVICE_UNAVAILABLE'],
    },
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    // Nothing to ask the schema: the document is written from this table (once) and kept by the public cache.
    document: 'query RestOpenApi { __typename }',
    respond: () => openApiJson(routes),
    file: { contentType: 'application/json; charset=utf-8' },
    publicRead: true,
    doc: { summary: 'This API, described in OpenAPI 3.1', tag: 'Service', access: 'public', data: ApiDescription },
  },
  ...authRoutes,
  ...passkeyRoutes,
  ...twoFactorRoutes,
  ...userRoutes,
  ...blogRoutes,
  ...tagRoutes,
  ...contactRoutes,
  ...personalDataRoutes,
  ...webhookRoutes,
  ...siteArchiveRoutes,
  ...analyticsRoutes,
  ...activityRoutes,
  ...settingsRoutes,
  ...mediaRoutes,
  ...pageRoutes,
  ...redirectRoutes,
  ...previewLinkRoutes,
  ...reviewRoutes,
];
