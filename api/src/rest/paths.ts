import { isRecordId, maxRecordId } from '../../../web/src/api/recordIds.ts';
import type { JsonSchema } from './jsonSchema.ts';
import type { RestRoute } from './types.ts';
import { menuNames } from '../../../web/src/api/menuRules.ts';

// The table's paths as OpenAPI writes them, and what each path parameter takes: the router checks a
// parameter and names it in a refusal as the document (rest/openapi.ts) describes it, from here.

export const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);

export interface PathParameter {
  description: string;
  schema: JsonSchema;
  /** Whether a (decoded) value is one, and the words of the rule for a refusal. */
  accepts: (value: string) => boolean;
  rule: string;
}

/** Path parameters by the name the table gives them. */
export const pathParameters: Record<string, PathParameter> = {
  id: {
    description: 'The id of the record',
    schema: { type: 'integer', minimum: 1, maximum: maxRecordId },
    accepts: isRecordId,
    rule: `a whole number from 1 to ${maxRecordId}`,
  },
  slug: { description: "The post's slug", schema: { type: 'string', minLength: 1 }, accepts: (value) => value.length > 0, rule: 'not empty' },
  name: {
    description: 'Which menu',
    schema: { type: 'string', enum: [...menuNames] },
    accepts: (value) => (menuNames as readonly string[]).includes(value),
    rule: menuNames.join(' or '),
  },
};

/**
 * `/api/users/:id` as OpenAPI writes it (`/api/users/{id}`), with its parameters' names there.
 * Paths that differ only in their parameters' names are one path to OpenAPI, so they share one
 * name: `/api/blogs/{idOrSlug}`.
 */
export function pathTemplates(routes: RestRoute[]): Map<string, { template: string; names: string[] }> {
  const shape = (path: string) => path.replace(/:\w+/g, ':');
  const namesByShape = new Map<string, Set<string>[]>();
  for (const route of routes) {
    const positions = namesByShape.get(shape(route.path)) ?? paramNames(route.path).map(() => new Set<string>());
    paramNames(route.path).forEach((name, i) => positions[i].add(name));
    namesByShape.set(shape(route.path), positions);
  }
  const templates = new Map<string, { template: string; names: string[] }>();
  for (const route of routes) {
    const names = namesByShape.get(shape(route.path))!.map((set) =>
      [...set]
        .sort()
        .map((name, i) => (i ? name[0].toUpperCase() + name.slice(1) : name))
        .join('Or'),
    );
    let i = 0;
    templates.set(route.path, { template: route.path.replace(/:\w+/g, () => `{${names[i++]}}`), names });
  }
  return templates;
}
