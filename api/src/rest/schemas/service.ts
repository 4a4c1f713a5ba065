import { z } from 'zod';
import { component } from './common.ts';

// The service's own routes: its health and its description.

export const Health = component(
  'Health',
  z.object({ ok: z.boolean().meta({ description: 'The server answers' }), database: z.boolean().meta({ description: 'The database answers' }) }),
);

export const openApiVersion = '3.1.1';

export const ApiDescription = z
  .looseObject({
    openapi: z.literal(openApiVersion),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .meta({ description: 'An OpenAPI 3.1 document: this one' });
