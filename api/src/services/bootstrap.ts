import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { checkNewPassword, passwordProblemMessages } from './auth/passwordPolicy.ts';
import { generatePassword, hashPassword } from './passwords.ts';
import { fillSeededArabic } from './seededArabic.ts';
import { usernameLength, usernamePattern } from '../../../web/src/api/userRules.ts';

/** The first admin's address until they enter theirs: a reserved domain, valid under the email rule. */
const placeholderEmail = (username: string) => `${username}@example.com`;

/** The first admin's name until they enter theirs, in both languages (the dashboard greets them by it). */
export const firstAdminNames = { displayName: 'Administrator', displayNameAr: 'مدير الموقع' } as const;
// Recorded once the first admin has its Arabic name (seeded so, or filled in on an older database).
const seededArabicKey = 'seed.firstAdminArabic';

/**
 * On a database without users, creates the first administrator. When no password is
 * configured, a strong one is generated and printed once: it is never stored in clear.
 * On other databases, repairs the invalid address earlier versions gave that administrator, and
 * gives it the Arabic name earlier versions lacked.
 */
export async function ensureFirstAdmin(db: Db, options: { username: string; password?: string }, log: Logger): Promise<void> {
  if ((await db.user.count()) > 0) {
    await repairSeededEmails(db, log);
    await fillSeededArabic(db, seededArabicKey, { role: 'ADMIN' }, firstAdminNames, log);
    return;
  }
  // The same rules as for every account: the first admin must be able to sign in, with a strong password.
  const username = options.username.trim().toLowerCase();
  if (!usernamePattern.test(username)) {
    throw new Error(
      `ADMIN_USERNAME "${options.username}" is not a valid username: ${usernameLength.min} to ${usernameLength.max} letters, digits, dots, hyphens or underscores`,
    );
  }
  const problem = options.password ? checkNewPassword(options.password, username) : null;
  if (problem) throw new Error(`ADMIN_PASSWORD is refused: ${passwordProblemMessages[problem]}`);
  const password = options.password || generatePassword();
  await db.user.create({
    data: {
      username,
      email: placeholderEmail(username),
      ...firstAdminNames,
      role: 'ADMIN',
      passwordHash: await hashPassword(password),
    },
  });
  // Recorded now: this administrator was seeded with its Arabic name.
  await fillSeededArabic(db, seededArabicKey, { role: 'ADMIN' }, firstAdminNames, log);
  if (options.password) {
    log.info({ username }, 'created the first administrator from ADMIN_PASSWORD');
  } else {
    // Printed on stdout, outside the structured log, so log shippers do not keep it.
    process.stdout.write(
      `\n  First administrator created.\n  Username: ${username}\n  Password: ${password}\n  This password is shown once; change it after signing in.\n\n`,
    );
  }
}

/**
 * Earlier versions seeded `<username>@localhost`, which the email rule refuses, so the web profile form
 * could not be saved unchanged. That address was never a person's, so it is replaced by the placeholder.
 */
async function repairSeededEmails(db: Db, log: Logger): Promise<void> {
  const seeded = await db.user.findMany({ where: { email: { endsWith: '@localhost' } }, select: { id: true, username: true, email: true } });
  for (const user of seeded.filter((u) => u.email === `${u.username}@localhost`)) {
    const email = placeholderEmail(user.username);
    if (await db.user.findFirst({ where: { email, id: { not: user.id } }, select: { id: true } })) {
      log.warn({ username: user.username }, `kept the seeded address ${user.email}: ${email} belongs to another user`);
      continue;
    }
    await db.user.update({ where: { id: user.id }, data: { email } });
    log.info({ username: user.username, email }, 'replaced the invalid seeded address of the first administrator');
  }
}
