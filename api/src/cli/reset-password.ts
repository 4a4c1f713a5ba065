// `npm run user:reset-password -- USERNAME [--clear-factors]`: the way back in for an operator locked out
// of every admin account, a lost authenticator app included.
import { createInterface } from 'node:readline/promises';
import { existsSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { recordAudit } from '../services/audit.ts';
import { checkNewPassword, passwordProblemMessages } from '../services/auth/passwordPolicy.ts';
import { clearSecondFactors } from '../services/auth/twoFactor.ts';
import { generatePassword, hashPassword } from '../services/passwords.ts';
import { createDb } from '../db/client.ts';
import { parseDatabaseUrl } from '../db/url.ts';

const args = process.argv.slice(2);
const clearFactors = args.includes('--clear-factors');
const username = args
  .find((arg) => !arg.startsWith('--'))
  ?.trim()
  .toLowerCase();
const unknownOption = args.find((arg) => arg.startsWith('--') && arg !== '--clear-factors');
if (!username || unknownOption) {
  console.error('Usage: npm run user:reset-password -- USERNAME [--clear-factors]');
  process.exit(2);
}

const config = loadConfig();
const target = parseDatabaseUrl(config.DATABASE_URL);
// Works beside a running server: it only writes rows, it never migrates.
if (target.provider === 'sqlite' && !existsSync(target.file)) {
  console.error(`There is no database at ${target.file}: start the server once to create it.`);
  process.exit(1);
}
const db = createDb(target);
const user = await db.user.findUnique({ where: { username } });
if (!user) {
  console.error(`No user is called "${username}".`);
  process.exit(1);
}

let password = '';
if (process.stdin.isTTY) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = (await rl.question('New password (leave empty to generate one): ')).trim();
  rl.close();
}
const generated = !password;
if (generated) password = generatePassword();
const problem = checkNewPassword(password, username);
if (problem) {
  console.error(passwordProblemMessages[problem]);
  process.exit(1);
}

await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(password) } });
await db.session.deleteMany({ where: { userId: user.id } });
await recordAudit(db, { action: 'user.password_reset', actorId: null, target: `user:${user.id}`, ip: 'cli', detail: { via: 'cli' } });
if (clearFactors) {
  await clearSecondFactors(db, user.id);
  await recordAudit(db, { action: 'user.two_factor_reset', actorId: null, target: `user:${user.id}`, ip: 'cli', detail: { via: 'cli' } });
}
const factors = clearFactors ? ', their authenticator app and recovery codes cleared,' : '';
console.log(`The password of "${username}" was reset${factors} and their sessions ended.${generated ? `\nNew password: ${password}` : ''}`);
await db.$disconnect();
