import { describe, expect, it } from 'vitest';
import { checkContactForm, contactFieldProblem, contactFormValues, contactLimits, isContactEmail, textLength } from './contactRules.ts';

const valid = {
  fullName: 'Layla Haddad',
  company: 'Gulf Logistics',
  email: 'layla@gulf-logistics.ae',
  subject: 'Private LLM pilot',
  message: 'We would like to run a pilot of Core on premises.',
  consent: true,
  language: 'en',
};

describe('the contact form rules', () => {
  it('accept a complete form, and a form without company or language', () => {
    expect(checkContactForm(valid)).toEqual({});
    expect(checkContactForm({ ...valid, company: '', language: undefined })).toEqual({});
    expect(checkContactForm({ ...valid, company: undefined })).toEqual({});
  });

  it('name every field at fault at once, each with its code', () => {
    expect(checkContactForm({})).toEqual({ fullName: 'required', email: 'required', subject: 'required', message: 'required', consent: 'required' });
    expect(checkContactForm({ ...valid, fullName: ' L ', subject: 'Hi', message: 'Too short', consent: false, language: 'fr' })).toEqual({
      fullName: 'too_short',
      subject: 'too_short',
      message: 'too_short',
      consent: 'required',
      language: 'invalid',
    });
  });

  it('count lengths in characters after trimming, at the documented bounds', () => {
    const at = (field: 'fullName' | 'company' | 'subject' | 'message', length: number) => contactFieldProblem(field, `  ${'ب'.repeat(length)}  `);
    for (const field of ['fullName', 'subject', 'message'] as const) {
      const { min, max } = contactLimits[field];
      expect([at(field, min - 1), at(field, min), at(field, max), at(field, max + 1)], field).toEqual(['too_short', null, null, 'too_long']);
    }
    expect([at('company', 120), at('company', 121)]).toEqual([null, 'too_long']);
    // An emoji is one character, not two UTF-16 units.
    expect(textLength('😀😀')).toBe(2);
    expect(contactFieldProblem('fullName', '😀'.repeat(100) + 'a')).toBe('too_long');
    expect(contactFieldProblem('fullName', `a${'😀'.repeat(99)}`)).toBeNull();
  });

  it('take Arabic text and line breaks in the message', () => {
    expect(
      checkContactForm({ ...valid, fullName: 'ليلى حداد', subject: 'تجربة نموذج لغوي', message: 'نود تجربة المنصة.\r\nشكراً لكم', language: 'ar' }),
    ).toEqual({});
    expect(contactFormValues({ ...valid, message: '  line one\r\nline two  ' }).message).toBe('line one\nline two');
  });

  it('refuse control characters, direction overrides and names without letters', () => {
    expect(contactFieldProblem('fullName', 'Layla\u0000Haddad')).toBe('invalid');
    expect(contactFieldProblem('subject', 'Invoice\nBcc: victim@example.com')).toBe('invalid');
    expect(contactFieldProblem('subject', 'Pay \u202Eusd 0001')).toBe('invalid');
    // Line separators end a line too (an outside attack got a fake "Bcc:" line through).
    for (const field of ['fullName', 'company', 'subject'] as const) expect(contactFieldProblem(field, 'A subject\u2028Bcc: x@y.z')).toBe('invalid');
    expect(contactFieldProblem('subject', 'A subject\u2029after')).toBe('invalid');
    expect(contactFieldProblem('message', 'A message with a bell \u0007 in it')).toBe('invalid');
    expect(contactFieldProblem('message', 'Tabs\tand\nnew lines are text')).toBeNull();
    expect(contactFieldProblem('fullName', '12')).toBe('invalid');
    expect(contactFieldProblem('fullName', 'A\ud800B')).toBe('invalid');
  });

  it('check email addresses', () => {
    for (const good of ['a@b.co', 'first.last+tag@mail.example.ae', "o'brien@example.com", 'x@example.xn--mgbaam7a8h'])
      expect(isContactEmail(good), good).toBe(true);
    for (const bad of [
      '',
      'plain',
      '@example.com',
      'a@',
      'a@b',
      'a b@example.com',
      'a..b@example.com',
      '.a@example.com',
      'a@-example.com',
      'a@example.c',
      'a@example.com\r\nBcc: x@y.z',
      '<a@b.co>',
      'a@b.co,c@d.co',
    ]) {
      expect(isContactEmail(bad), bad).toBe(false);
    }
    expect(isContactEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isContactEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(contactFieldProblem('email', `${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`)).toBe('too_long');
    expect(contactFieldProblem('email', 'not an address')).toBe('invalid');
  });

  it('want consent to be exactly true, and a value of the right kind in every field', () => {
    expect(contactFieldProblem('consent', true)).toBeNull();
    expect(contactFieldProblem('consent', false)).toBe('required');
    expect(contactFieldProblem('consent', 'true')).toBe('invalid');
    expect(contactFieldProblem('fullName', 42)).toBe('invalid');
    expect(contactFieldProblem('company', { $ne: null })).toBe('invalid');
  });
});
