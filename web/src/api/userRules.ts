import { emailMaxLength } from './contactRules.ts';

// A staff account's rules, shared: the server enforces them (api/src/services/users.ts) and states
// them in the API's descriptions; the account forms check them first. Passwords: passwordRules.ts.

export const usernameLength = { min: 3, max: 32 } as const;
/** Usernames: lowercase letters, digits, dots, hyphens and underscores, starting with a letter or digit. */
export const usernamePattern = new RegExp(`^[a-z0-9][a-z0-9._-]{${usernameLength.min - 1},${usernameLength.max - 1}}$`);

/** Lengths in characters after trimming, inclusive; the same in Arabic (displayNameAr, bioAr). */
export const userLimits = { displayName: 80, bio: 1000, email: emailMaxLength } as const;
