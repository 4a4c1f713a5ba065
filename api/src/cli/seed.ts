import pino from 'pino';
import { loadConfig } from '../config.ts';
import { ensureFirstAdmin } from '../services/bootstrap.ts';
import { seedContent } from '../services/seed.ts';
import { createDb } from '../db/client.ts';
import { prepareDatabase } from '../prepare.ts';
import { parseDatabaseUrl } from '../db/url.ts';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const target = parseDatabaseUrl(config.DATABASE_URL);
await prepareDatabase(target, log);
const db = createDb(target);
await ensureFirstAdmin(db, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD }, log);
const seeded = await seedContent(db, log);
console.log(seeded ? 'Seeded the launch content.' : 'The launch content was seeded before: nothing to do.');
await db.$disconnect();
