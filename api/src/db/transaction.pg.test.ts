import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/testDatabase.ts';
import { createDb } from './client.ts';
import { transaction } from './transaction.ts';

// On PostgreSQL transactions run at once; `transaction` must still make each behave as if it ran
// alone, as SQLite's single writer does (`npm run test:pg`).

const database = createTestDatabase();
const db = createDb(database.target);
const other = createDb(database.target); // as another server process would have
afterAll(async () => {
  await Promise.all([db.$disconnect(), other.$disconnect()]);
  database.drop();
});

describe('transaction on PostgreSQL', () => {
  it('lets only one of many check-then-insert races insert: the others run again and see it', async () => {
    const insertIfNone = (client: typeof db) =>
      transaction(client, async (tx) => {
        if (await tx.setting.count({ where: { key: { startsWith: 'only-one:' } } })) return false;
        await tx.setting.create({ data: { key: `only-one:${Math.random()}`, value: 'x' } });
        return true;
      });
    const inserted = await Promise.all(Array.from({ length: 8 }, (_, i) => insertIfNone(i % 2 ? db : other)));
    expect(inserted.filter(Boolean)).toHaveLength(1);
    expect(await db.setting.count({ where: { key: { startsWith: 'only-one:' } } })).toBe(1);
  });

  it('runs transactions of one serial key one at a time, across clients: no read-modify-write is lost', async () => {
    await db.setting.create({ data: { key: 'counter', value: '0' } });
    const increment = (client: typeof db) =>
      transaction(
        client,
        async (tx) => {
          const { value } = await tx.setting.findUniqueOrThrow({ where: { key: 'counter' } });
          await tx.setting.update({ where: { key: 'counter' }, data: { value: String(Number(value) + 1) } });
        },
        { serialKey: 'counter' },
      );
    await Promise.all(Array.from({ length: 20 }, (_, i) => increment(i % 2 ? db : other)));
    expect((await db.setting.findUniqueOrThrow({ where: { key: 'counter' } })).value).toBe('20');
  });

  it("runs transactions of several serial keys one at a time with any holding one of them (a rate limit's keys)", async () => {
    await db.setting.createMany({
      data: [
        { key: 'left', value: '0' },
        { key: 'right', value: '0' },
      ],
    });
    const increment = (client: typeof db, keys: string[]) =>
      transaction(
        client,
        async (tx) => {
          for (const key of keys) {
            const { value } = await tx.setting.findUniqueOrThrow({ where: { key } });
            await tx.setting.update({ where: { key }, data: { value: String(Number(value) + 1) } });
          }
        },
        { serialKey: keys },
      );
    const keySets = [['left'], ['right', 'left'], ['right'], ['left', 'right']];
    await Promise.all(Array.from({ length: 24 }, (_, i) => increment(i % 2 ? db : other, keySets[i % 4])));
    const values = await db.setting.findMany({ where: { key: { in: ['left', 'right'] } }, orderBy: { key: 'asc' } });
    expect(values.map((setting) => setting.value)).toEqual(['18', '18']);
  });
});
