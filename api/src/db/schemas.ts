import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DatabaseTarget } from './url.ts';

// One data model, two databases. prisma/schema.prisma is written for SQLite (the default); the
// PostgreSQL schema is derived from it here, so the two cannot drift: only the datasource's
// provider and the client's output differ. Each provider has its own generated client (the query
// compiler is built per provider) and its own migration history (prisma/migrations/<provider>).

const root = resolve(import.meta.dirname, '../../..');
export const schemaPath = join(root, 'prisma/schema.prisma');
/** Where the PostgreSQL client is generated; the SQLite one is in generated/ (its own output). */
export const postgresClientDir = join(root, 'api/src/db/generated-pg');

const sqliteDatasource = /datasource db \{\s*provider\s*=\s*"sqlite"\s*\}/;
const clientOutput = /(generator client \{[^}]*output\s*=\s*)"[^"]*"/;
const pothosGenerator = /generator pothos \{[^}]*\}\n?/;

/** The Prisma schema for a provider, as text. */
export function schemaText(provider: DatabaseTarget['provider']): string {
  const sqlite = readFileSync(schemaPath, 'utf8');
  if (provider === 'sqlite') return sqlite;
  if (!sqliteDatasource.test(sqlite) || !clientOutput.test(sqlite)) {
    throw new Error('prisma/schema.prisma no longer has the datasource or client generator db/schemas.ts rewrites');
  }
  return (
    sqlite
      .replace(sqliteDatasource, 'datasource db {\n  provider = "postgresql"\n}')
      .replace(clientOutput, `$1${JSON.stringify(postgresClientDir)}`)
      // Pothos reads the SQLite client's types: the model is the same.
      .replace(pothosGenerator, '')
  );
}
