import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, hotp, matchingStep, otpauthUri, timeStep, totpAt } from './totp.ts';

// RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to 20, 32 and 64 bytes; 8 digits.
const seeds = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const vectors: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('RFC 6238 time-based codes', () => {
  it.each(vectors)('matches the RFC test vectors at %i seconds', (seconds, sha1, sha256, sha512) => {
    const step = timeStep(seconds * 1000);
    expect(hotp(seeds.sha1, step, 8)).toBe(sha1);
    expect(hotp(seeds.sha256, step, 8, 'sha256')).toBe(sha256);
    expect(hotp(seeds.sha512, step, 8, 'sha512')).toBe(sha512);
  });

  it('matches RFC 4226 appendix D (six digits, counters 0 to 9)', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(seeds.sha1, counter))).toEqual(expected);
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('takes a code one step either side of now, once, and nothing further', () => {
    const secret = generateTotpSecret();
    const now = 1_700_000_000_000;
    const step = timeStep(now);
    expect(matchingStep(secret, totpAt(secret, step), now, null)).toBe(step);
    expect(matchingStep(secret, totpAt(secret, step - 1), now, null)).toBe(step - 1);
    expect(matchingStep(secret, totpAt(secret, step + 1), now, null)).toBe(step + 1);
    expect(matchingStep(secret, totpAt(secret, step - 2), now, null)).toBeNull();
    expect(matchingStep(secret, totpAt(secret, step), now, step)).toBeNull();
    expect(matchingStep(secret, 'abcdef', now, null)).toBeNull();
  });

  it('writes the otpauth address apps read', () => {
    expect(otpauthUri('ABC', 'Sovra', 'ana')).toBe('otpauth://totp/Sovra:ana?secret=ABC&issuer=Sovra&algorithm=SHA1&digits=6&period=30');
  });
});
