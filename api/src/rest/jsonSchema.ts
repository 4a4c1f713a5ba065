import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { components } from './schemas/common.ts';

// zod schemas as the JSON Schema (2020-12) of an OpenAPI 3.1 document: the named ones (schemas/common.ts
// `component`) are written once under components.schemas and referenced, the rest in place.

export type JsonSchema = Record<string, any>;

const componentRef = (name: string) => `#/components/schemas/${name}`;

/** Cuts what zod adds that the document does not need, and says binary parts the OpenAPI 3.1 way. */
function tidy({ jsonSchema }: { jsonSchema: JsonSchema }) {
  // A regular expression beside each string format (date-time, email): the format says it.
  if (jsonSchema.format && jsonSchema.pattern) delete jsonSchema.pattern;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.format === 'binary') {
    delete jsonSchema.format;
    delete jsonSchema.contentEncoding;
    jsonSchema.contentMediaType = 'application/octet-stream';
  }
}

/** Every `$ref` in a JSON value. */
function refsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.add(item);
      else refsIn(item, found);
    }
  }
  return found;
}

export interface SchemaUse {
  schema: z.ZodType;
  /** `input` for requests (defaults optional, unknown fields allowed), `output` for answers (every field there, no others). */
  io: 'input' | 'output';
}

/** Every schema of a kind in one conversion: zod then converts each component once, not once per use. */
function convertAll(schemas: z.ZodType[], io: SchemaUse['io']): { bySchema: Map<z.ZodType, JsonSchema>; named: Record<string, JsonSchema> } {
  const registry = z.registry<{ id: string }>();
  for (const [name, named] of components) registry.add(named, { id: name });
  const ids = new Map<z.ZodType, string>();
  for (const schema of schemas) {
    if (registry.has(schema)) continue;
    ids.set(schema, `(written ${ids.size})`);
    registry.add(schema, { id: ids.get(schema)! });
  }
  const { schemas: converted } = z.toJSONSchema(registry, { io, uri: componentRef, override: tidy }) as { schemas: Record<string, JsonSchema> };
  for (const schema of Object.values(converted)) {
    delete schema.$schema;
    delete schema.$id;
  }
  const namesBySchema = new Map([...components].map(([name, schema]) => [schema, name]));
  const bySchema = new Map(
    schemas.map((schema) => [schema, namesBySchema.has(schema) ? { $ref: componentRef(namesBySchema.get(schema)!) } : converted[ids.get(schema)!]]),
  );
  return { bySchema, named: converted };
}

/**
 * The JSON Schemas of one document, from the zod schemas it uses: `write` gives each (a `$ref` for a
 * component); `components` then holds each named schema they reference, transitively.
 */
export function createSchemaWriter(uses: SchemaUse[]) {
  const kinds = {
    input: convertAll(
      uses.filter((use) => use.io === 'input').map((use) => use.schema),
      'input',
    ),
    output: convertAll(
      uses.filter((use) => use.io === 'output').map((use) => use.schema),
      'output',
    ),
  };
  const used: Record<string, JsonSchema> = {};

  function write(schema: z.ZodType, io: SchemaUse['io']): JsonSchema {
    const { bySchema, named } = kinds[io];
    const result = bySchema.get(schema);
    if (!result) throw new Error('A schema the document uses was not listed for its writer');
    // The components it needs, and theirs: one request and one answer may not name a schema alike
    // with two meanings (a default that is optional in one and required in the other).
    const pending = [...refsIn(result)];
    while (pending.length) {
      const name = pending.pop()!.replace('#/components/schemas/', '');
      const converted = named[name];
      if (!converted) throw new Error(`No schema named ${name}`);
      if (used[name] && !isDeepStrictEqual(used[name], converted)) {
        throw new Error(`The schema ${name} reads differently in requests and answers: give the request its own`);
      }
      if (used[name]) continue;
      used[name] = converted;
      pending.push(...refsIn(converted));
    }
    return result;
  }

  return { write, components: used };
}
