import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkPassword, passwordMaxLength, passwordMinLength, type PasswordRuleProblem } from '../../../../web/src/api/passwordRules.ts';

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(resolve(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

export type PasswordProblem = PasswordRuleProblem | 'too_common';

export const passwordProblemMessages: Record<PasswordProblem, string> = {
  required: 'Enter a password',
  too_short: `The password must be at least ${passwordMinLength} characters long`,
  too_long: `The password must be at most ${passwordMaxLength} characters long`,
  same_as_username: 'The password must not be the username',
  too_common: 'This password is too common; choose another',
};

/** Length and blocklist rules only (NIST 800-63B): no composition rules. */
export function checkNewPassword(password: string, username: string): PasswordProblem | null {
  const problem = checkPassword(password, username);
  if (problem) return problem;
  if (commonPasswords().has(password.toLowerCase()) || /^(.)\1+$/.test(password)) return 'too_common';
  return null;
}
