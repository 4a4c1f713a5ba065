import { describe, expect, it } from 'vitest';
import { passkeyNameMaxLength, passkeyNameProblem } from './userRules.ts';

// A passkey's name, as the server and the Profile's passkeys panel both check it.
describe('passkeyNameProblem', () => {
  it('takes ordinary names in any script, joiners between letters included', () => {
    for (const name of ['Work laptop', 'حاسوب العمل', 'YubiKey 5C', '👩\u200D💻 desk', 'a'.repeat(passkeyNameMaxLength)]) {
      expect(passkeyNameProblem(name), name).toBeNull();
    }
  });

  it('refuses direction controls, which can make "\u202Egpj.exe" read as "exe.jpg"', () => {
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C']) {
      expect(passkeyNameProblem(`key${control}name`), control.codePointAt(0)!.toString(16)).toBe('bidi_control');
    }
  });

  it('counts a name of invisible characters and spaces only as no name, and a long one as too long', () => {
    for (const name of ['', '\u200B', '\u200B \u200C', '\u2060\u00AD', '\u202E']) expect(passkeyNameProblem(name)).toBe('required');
    expect(passkeyNameProblem('a'.repeat(passkeyNameMaxLength + 1))).toBe('too_long');
  });
});
