import { createAdapter } from './adapter.ts';
import { PrismaClient } from './generated/client.ts';
import type { DatabaseTarget } from './url.ts';

export type Db = PrismaClient;

export function createDb(target: DatabaseTarget): Db {
  return new PrismaClient({ adapter: createAdapter(target) });
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await db.$queryRawUnsafe('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
