import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { generatePassword, hashPassword } from './passwords.ts';

/**
 * On a database without users, creates the first administrator. When no password is
 * configured, a strong one is generated and printed once: it is never stored in clear.
 */
export async function ensureFirstAdmin(db: Db, options: { username: string; password?: string }, log: Logger): Promise<void> {
  if ((await db.user.count()) > 0) return;
  const password = options.password || generatePassword();
  await db.user.create({
    data: {
      username: options.username,
      email: `${options.username}@localhost`,
      displayName: 'Administrator',
      role: 'ADMIN',
      passwordHash: await hashPassword(password),
    },
  });
  if (options.password) {
    log.info({ username: options.username }, 'created the first administrator from ADMIN_PASSWORD');
  } else {
    // Printed on stdout, outside the structured log, so log shippers do not keep it.
    process.stdout.write(
      `\n  First administrator created.\n  Username: ${options.username}\n  Password: ${password}\n  This password is shown once; change it after signing in.\n\n`,
    );
  }
}
