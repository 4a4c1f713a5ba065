import { activityRoutes } from './activityRoutes.ts';
import { analyticsRoutes } from './analyticsRoutes.ts';
import { blogRoutes } from './blogRoutes.ts';
import { contactRoutes } from './contactRoutes.ts';
import { mediaRoutes } from './mediaRoutes.ts';
import { settingsRoutes } from './settingsRoutes.ts';
import type { RestRoute } from './types.ts';
import { authRoutes, userRoutes } from './userRoutes.ts';

/** The /api/* table: every route is a GraphQL operation run against the one schema. */
export const routes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    document: 'query RestHealth { health { ok database } }',
    respond: (data) => data.health,
  },
  ...authRoutes,
  ...userRoutes,
  ...blogRoutes,
  ...contactRoutes,
  ...analyticsRoutes,
  ...activityRoutes,
  ...settingsRoutes,
  ...mediaRoutes,
];
