import { isDatabaseReachable } from '../../db/client.ts';
import { builder } from '../builder.ts';

const HealthRef = builder.objectRef<{ ok: boolean; database: boolean }>('Health').implement({
  description: 'Whether the service and what it depends on are up',
  fields: (t) => ({
    ok: t.exposeBoolean('ok', { description: 'True when the service can answer: today, when the database does' }),
    database: t.exposeBoolean('database', { description: 'The database answers queries' }),
  }),
});

builder.queryField('health', (t) =>
  t.field({
    description: 'Whether the service is up (anyone; REST: GET /api/health)',
    type: HealthRef,
    resolve: async (_root, _args, ctx) => {
      const database = await isDatabaseReachable(ctx.db);
      return { ok: database, database };
    },
  }),
);
