import { loadConfig } from '../../config.ts';
import { applyMigrations } from '../migrations.ts';
import { parseDatabaseUrl } from '../url.ts';

const applied = await applyMigrations(parseDatabaseUrl(loadConfig().DATABASE_URL));
console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database is up to date.');
