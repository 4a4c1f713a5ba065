// The password length and username rules, shared: the server enforces them (and also refuses
// common passwords, a list only it ships); the browser checks them first for a quicker answer.
export const passwordMinLength = 12;
export const passwordMaxLength = 256;

export type PasswordRuleProblem = 'required' | 'too_short' | 'too_long' | 'same_as_username';

export function checkPassword(password: string, username: string): PasswordRuleProblem | null {
  if (!password) return 'required';
  const length = [...password].length;
  if (length < passwordMinLength) return 'too_short';
  if (length > passwordMaxLength) return 'too_long';
  if (username && password.toLowerCase() === username.trim().toLowerCase()) return 'same_as_username';
  return null;
}
