import { createMigration } from '../db/migrations.ts';

const name = process.argv[2];
if (!name) {
  console.error('Usage: npm run db:migration:create -- NAME');
  process.exit(2);
}
const dir = await createMigration('sqlite', name);
console.log(dir ? `Wrote ${dir}/migration.sql` : 'The schema matches the migrations: nothing to write.');
