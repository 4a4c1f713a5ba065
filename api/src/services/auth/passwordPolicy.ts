import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const passwordMinLength = 12;
export const passwordMaxLength = 256;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(resolve(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

export type PasswordProblem = 'required' | 'too_short' | 'too_long' | 'same_as_username' | 'too_common';

export const passwordProblemMessages: Record<PasswordProblem, string> = {
  required: 'Enter a password',
  too_short: `The password must be at least ${passwordMinLength} characters long`,
  too_long: `The password must be at most ${passwordMaxLength} characters long`,
  same_as_username: 'The password must not be the username',
  too_common: 'This password is too common; choose another',
};

/** Length and blocklist rules only (NIST 800-63B): no composition rules. */
export function checkNewPassword(password: string, username: string): PasswordProblem | null {
  if (!password) return 'required';
  const length = [...password].length;
  if (length < passwordMinLength) return 'too_short';
  if (length > passwordMaxLength) return 'too_long';
  const lower = password.toLowerCase();
  if (lower === username.toLowerCase()) return 'same_as_username';
  if (commonPasswords().has(lower) || /^(.)\1+$/.test(password)) return 'too_common';
  return null;
}
