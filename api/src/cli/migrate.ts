import { loadConfig } from '../config.ts';
import { applyMigrations } from '../db/migrations.ts';
import { parseDatabaseUrl } from '../db/url.ts';

const applied = await applyMigrations(parseDatabaseUrl(loadConfig().DATABASE_URL));
console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database is up to date.');
