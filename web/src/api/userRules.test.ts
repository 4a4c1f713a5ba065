import { describe, expect, it } from 'vitest';
import { passkeyNameMaxLength, passkeyNameProblem } from './userRules.ts';

// A passkey's name, as the server and the Profile's passkeys panel both check it.
describe('passkeyNameProblem', () => {
  it('takes ordinary names in any script, joiners between letters included', () => {
    for (const name of ['Work laptop', 'حاسوب العمل', 'YubiKey 5C', '👩\u200D💻 desk', 'a'.repeat(passkeyNameMaxLength)]) {
      expect(passkeyNameProblem(name), name).toBeNull();
    }
  });

  it('refuses control characters: a bell, a terminal escape', () => {
    for (const name of ['key\u0007', '\u001B[2J\u001B[31mAdmin']) expect(passkeyNameProblem(name)).toBe('bidi_control');
    expect(passkeyNameProblem('é (e and its accent)'.normalize('NFD'))).toBeNull();
  });

  it('refuses direction controls, which can make "\u202Egpj.exe" read as "exe.jpg"', () => {
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C']) {
      expect(passkeyNameProblem(`key${control}name`), control.codePointAt(0)!.toString(16)).toBe('bidi_control');
    }
  });

  it('counts a name of invisible characters and spaces only as no name, and a long one as too long', () => {
    for (const name of ['', '\u200B', '\u200B \u200C', '\u2060\u00AD', '\u202E']) expect(passkeyNameProblem(name)).toBe('required');
    // Letters drawn blank, marks with nothing to sit on, a variation selector alone.
    for (const name of ['\u3164', '\u115F\u1160', '\uFFA0\uFFA0', '\u2800', '\u034F', '\u0300\u0301', '\uFE0F', '\u200B\u3164']) {
      expect(passkeyNameProblem(name), name.codePointAt(0)!.toString(16)).toBe('required');
    }
    expect(passkeyNameProblem('a'.repeat(passkeyNameMaxLength + 1))).toBe('too_long');
  });
});
