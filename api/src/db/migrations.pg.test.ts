import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/testDatabase.ts';
import { createDb } from './client.ts';
import { createMigration } from './migrations.ts';
import { prepareDatabase } from '../prepare.ts';

// PostgreSQL's migration history (prisma/migrations/postgresql) against the one data model, on a
// real server (`npm run test:pg`; SQLite's history has migrations.test.ts).

describe('PostgreSQL migrations', () => {
  it('describe the current Prisma schema (else run `npm run db:migration:create NAME`)', async () => {
    expect(await createMigration('postgresql', 'unexpected_drift', new Date(), process.env.TEST_DATABASE_URL)).toBeNull();
  });

  it('apply nothing the second time, and keep the data and the search index', async () => {
    const database = createTestDatabase();
    const log = pino({ level: 'silent' });
    try {
      const db = createDb(database.target);
      await db.setting.create({ data: { key: 'kept', value: 'yes' } });
      await prepareDatabase(database.target, log);
      expect(await db.setting.findUnique({ where: { key: 'kept' } })).toMatchObject({ value: 'yes' });
      const [migrations] = await db.$queryRaw<{ n: bigint }[]>`SELECT COUNT(*) AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`;
      expect(Number(migrations.n)).toBeGreaterThan(0);
      await db.$disconnect();
    } finally {
      database.drop();
    }
  });
});
