// The password rules the server enforces, checked in the browser first for a quicker answer.
// The server also refuses common passwords, which only it knows.
export const passwordMinLength = 12;
export const passwordMaxLength = 256;

export function checkPassword(password: string, username: string): 'required' | 'too_short' | 'too_long' | 'same_as_username' | null {
  if (!password) return 'required';
  const length = [...password].length;
  if (length < passwordMinLength) return 'too_short';
  if (length > passwordMaxLength) return 'too_long';
  if (username && password.toLowerCase() === username.trim().toLowerCase()) return 'same_as_username';
  return null;
}
