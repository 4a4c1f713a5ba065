import { emailMaxLength } from './contactRules.ts';

// A staff account's rules, shared: the server enforces them (api/src/services/users.ts) and states
// them in the API's descriptions; the account forms check them first. Passwords: passwordRules.ts.

export const usernameLength = { min: 3, max: 32 } as const;
/** Usernames: lowercase letters, digits, dots, hyphens and underscores, starting with a letter or digit. */
export const usernamePattern = new RegExp(`^[a-z0-9][a-z0-9._-]{${usernameLength.min - 1},${usernameLength.max - 1}}$`);

/** Lengths in characters after trimming, inclusive; the same in Arabic (displayNameAr, bioAr). */
export const userLimits = { displayName: 80, bio: 1000, email: emailMaxLength } as const;

/** A passkey's name: at most this many characters after trimming. */
export const passkeyNameMaxLength = 64;
/**
 * Characters that reorder text around them (embeddings, overrides, isolates, marks): in a name they
 * can make "\u202Egpj.exe" read as "exe.jpg", so a passkey's name may not hold them.
 */
export const bidiControlPattern = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;

export type PasskeyNameProblem = 'required' | 'too_long' | 'bidi_control';

/**
 * What shows as nothing: format characters (Unicode Cf), marks with nothing to sit on (Mn, Me),
 * spaces, and the letters drawn blank (the Hangul fillers, the blank Braille pattern).
 */
const blankPattern = /[\p{Cf}\p{Mn}\p{Me}\s\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * What is wrong with a passkey's name (already trimmed), or null: nothing left once what shows as
 * nothing is taken out, too long, or holding a direction or other control character (`bidi_control`).
 */
export function passkeyNameProblem(name: string): PasskeyNameProblem | null {
  if (!name.replace(blankPattern, '')) return 'required';
  if (name.length > passkeyNameMaxLength) return 'too_long';
  if (bidiControlPattern.test(name) || /\p{Cc}/u.test(name)) return 'bidi_control';
  return null;
}
