// Generates the Prisma clients: SQLite's from prisma/schema.prisma, PostgreSQL's from the schema
// derived from it (api/src/db/schemas.ts). `prisma generate` works offline, but the CLI insists
// that a schema engine binary exists even though generating never runs it: point it at any file.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { schemaPath, schemaText } from '../src/db/schemas.ts';

const root = resolve(import.meta.dirname, '../..');
const postgresSchema = join(root, '.cache/prisma/postgresql.prisma');
mkdirSync(join(root, '.cache/prisma'), { recursive: true });
writeFileSync(postgresSchema, schemaText('postgresql'));

for (const schema of [schemaPath, postgresSchema]) {
  const result = spawnSync(process.execPath, [join(root, 'node_modules/prisma/build/index.js'), 'generate', '--schema', schema], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    process.exit(result.status ?? 1);
  }
}
