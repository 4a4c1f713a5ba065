import pg from 'pg';
import type { DatabaseTarget } from './url.ts';

/**
 * Runs `work` (migrating, creating the first admin, seeding) while no other server process starting
 * on the same PostgreSQL database does: processes started together (a deploy, several replicas)
 * take turns, and the later ones find the work done. SQLite has one process: it just runs.
 */
export async function whileStartingAlone<T>(target: DatabaseTarget, work: () => Promise<T>): Promise<T> {
  if (target.provider === 'sqlite') return work();
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('sovra startup'))`);
    return await work();
  } finally {
    // Ending the session releases the lock, also when the work failed.
    await client.end();
  }
}
