import { z } from 'zod';
import { languages } from '../../../../web/src/i18n/languages.ts';
import { errorStatus } from '../../errors.ts';
import { maxRecordId } from '../../../../web/src/api/recordIds.ts';
import { maxSearchLength } from '../../../../web/src/api/searchRules.ts';

// What the REST schemas share. A schema made with `component` is written once in the OpenAPI
// document (components.schemas) and referenced wherever a route answers with it.

/** The named schemas, by name: rest/jsonSchema.ts writes references to them. */
export const components = new Map<string, z.ZodType>();

export function component<T extends z.ZodType>(name: string, schema: T): T {
  if (components.has(name)) throw new Error(`Two REST schemas are named ${name}`);
  components.set(name, schema);
  return schema;
}

/** Ids are numbers in REST (GraphQL's global ids are translated at the door, rest/ids.ts). */
export const recordId = z.int().min(1).max(maxRecordId);
export const dateTime = z.iso.datetime();
/** A day of the site's calendar (the UAE's), as analytics count them. */
export const day = z.iso.date();
export const locale = z.enum(languages);
export const count = z.int().min(0);

export const Pagination = component(
  'Pagination',
  z.object({
    page: z.int().min(1),
    limit: z.int().min(1),
    total: count.meta({ description: 'Items in all pages' }),
    totalPages: count,
  }),
);

export const Confirmation = component('Confirmation', z.object({ message: z.string() }));

export const Deleted = component('Deleted', z.object({ id: recordId.meta({ description: 'The id of what was deleted' }), message: z.string() }));

/** `?page=&limit=` of a list, `limit` defaulting to the list's page size. */
export function pageQuery(pageSize: number) {
  return {
    page: z.int().min(1).max(10_000).optional().meta({ description: 'The page, from 1' }),
    limit: z
      .int()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: `Items per page (default ${pageSize})` }),
  };
}

/** `?days=` of a report: the last so many days, today included. */
export function daysQuery(fallback: number) {
  return {
    days: z
      .int()
      .min(1)
      .max(366)
      .optional()
      .meta({ description: `The last so many days, today included (default ${fallback})` }),
  };
}

export const langQuery = { lang: locale.optional().meta({ description: 'The language of the content (default en)' }) };

export const searchQuery = { search: z.string().max(maxSearchLength).optional().meta({ description: 'Words to look for' }) };

/** Every `error` a REST answer may carry: the API's codes, and the router's own for a method a path does not take and for a fault of ours. */
export const errorCodes = [...(Object.keys(errorStatus) as (keyof typeof errorStatus)[]), 'METHOD_NOT_ALLOWED', 'INTERNAL_SERVER_ERROR'] as const;

export const ApiError = component(
  'Error',
  z
    .object({
      success: z.literal(false),
      error: z.enum(errorCodes),
      message: z.string().min(1).meta({ description: 'What went wrong, in words to show' }),
      details: z
        .record(z.string(), z.unknown())
        .nullable()
        .meta({ description: 'For bad input, each field at fault with a code (required, invalid, too_long, taken…); otherwise null' }),
      status: z.int().meta({ description: 'The HTTP status again' }),
    })
    .meta({ description: 'Every REST error: the HTTP status says the kind, `error` the code' }),
);
