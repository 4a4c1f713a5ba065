import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.ts';

/** The SDL checked in as schema.graphql: sorted, so a diff shows only real changes. */
export function printSortedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
