import { createMigration } from '../db/migrations.ts';
import { startPostgres } from '../testing/postgresServer.ts';

// Both histories move together: SQLite's and PostgreSQL's migrations, of the same name and time.
// PostgreSQL's engine wants a server to talk to: a throwaway local one (apt-get install postgresql).
const name = process.argv[2];
if (!name) {
  console.error('Usage: npm run db:migration:create -- NAME');
  process.exit(2);
}
const now = new Date();
const sqlite = await createMigration('sqlite', name, now);
const server = await startPostgres();
let postgres: string | null;
try {
  postgres = await createMigration('postgresql', name, now, server.url);
} finally {
  await server.stop();
}
const written = [sqlite, postgres].filter(Boolean);
for (const dir of written) console.log(`Wrote ${dir}/migration.sql`);
if (!written.length) console.log('The schema matches the migrations: nothing to write.');
