import { isLanguage, type Language } from '../i18n/languages.ts';

// The contact form's field rules, shared: the server enforces them (api/src/services/contact/input.ts)
// and the form checks them first, so it can say what is wrong, in the visitor's language, before
// sending. A problem is a code (the API's `details` carry the same codes per field); the form turns
// it into words.

/** The longest email address (RFC 5321's path less its brackets), wherever the site takes one. */
export const emailMaxLength = 254;

/** Lengths in characters (code points, after trimming), inclusive. */
export const contactLimits = {
  fullName: { min: 2, max: 100 },
  company: { min: 0, max: 120 },
  email: { min: 3, max: emailMaxLength },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

/** The hidden field people never fill in: a form that arrives with it filled was sent by a bot. */
export const contactHoneypotField = 'website';

export type ContactTextField = keyof typeof contactLimits;
export type ContactField = ContactTextField | 'consent' | 'language';
export type ContactProblem = 'required' | 'too_short' | 'too_long' | 'invalid';
export type ContactProblems = Partial<Record<ContactField, ContactProblem>>;

/** The fields in the order the form shows them (the first problem is the one to focus). */
export const contactFields: readonly ContactField[] = ['fullName', 'company', 'email', 'subject', 'message', 'consent', 'language'];

export interface ContactFormValues {
  fullName: string;
  company: string;
  email: string;
  subject: string;
  message: string;
  language: Language;
}

/** Control characters, the Unicode line and paragraph separators, and the bidirectional overrides that could disguise what a line says. */
const lineBreakers = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** In a message, line breaks and tabs are text; other control characters (NUL…) are not. */
const messageBreakers = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/**
 * Whether text people will read holds characters that could disguise it: control characters and
 * direction overrides and isolates (U+202A-U+202E, U+2066-U+2069), and on one line the line and
 * paragraph separators; `lines` lets line breaks and tabs through (a message, an excerpt). The one
 * rule of enquiries, review comments, tag names, and the titles, SEO texts and excerpts of posts and
 * pages (api/src/services/posts/input.ts, api/src/services/pages/input.ts).
 */
export function hasDisguisingCharacters(text: string, lines: boolean): boolean {
  return (lines ? messageBreakers : lineBreakers).test(text);
}
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// An address as people type it: a dot-atom local part (at most 64 characters) and a domain of
// DNS labels ending in a top-level domain of letters (or an internationalised xn-- one).
const emailPattern =
  /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** Characters as a reader counts them: code points, not UTF-16 units (an emoji is one). */
export function textLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

/** A field's text as it is checked and stored: trimmed, composed (NFC), a message's line breaks as \n. */
export function normalizeContactText(field: ContactTextField, text: string): string {
  const composed = text.normalize('NFC');
  return (field === 'message' ? composed.replace(/\r\n?/g, '\n') : composed).trim();
}

export function isContactEmail(email: string): boolean {
  return textLength(email) <= contactLimits.email.max && emailPattern.test(email);
}

/** What is wrong with one field's value as the form or the API received it; null when it is fine. */
export function contactFieldProblem(field: ContactField, value: unknown): ContactProblem | null {
  if (field === 'consent') {
    if (value === true) return null;
    return value === undefined || value === null || value === false ? 'required' : 'invalid';
  }
  if (field === 'language') {
    if (value === undefined || value === null) return null;
    return isLanguage(value) ? null : 'invalid';
  }
  if (value === undefined || value === null) return field === 'company' ? null : 'required';
  if (typeof value !== 'string' || loneSurrogate.test(value)) return 'invalid';
  const text = normalizeContactText(field, value);
  const { min, max } = contactLimits[field];
  if (text === '') return min > 0 ? 'required' : null;
  const length = textLength(text);
  if (length > max) return 'too_long';
  if (hasDisguisingCharacters(text, field === 'message')) return 'invalid';
  if (field === 'email') return emailPattern.test(text) ? null : 'invalid';
  if (length < min) return 'too_short';
  // A name has letters: "12" or "--" is not one.
  if (field === 'fullName' && !/\p{L}/u.test(text)) return 'invalid';
  return null;
}

/** Every field's problem at once (an empty object when the form may be sent). */
export function checkContactForm(input: Partial<Record<ContactField, unknown>>): ContactProblems {
  const problems: ContactProblems = {};
  for (const field of contactFields) {
    const problem = contactFieldProblem(field, input[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The values to store, once checkContactForm found no problem. */
export function contactFormValues(input: Partial<Record<ContactField, unknown>>): ContactFormValues {
  const text = (field: ContactTextField) => (typeof input[field] === 'string' ? normalizeContactText(field, input[field]) : '');
  return {
    fullName: text('fullName'),
    company: text('company'),
    email: text('email'),
    subject: text('subject'),
    message: text('message'),
    language: isLanguage(input.language) ? input.language : 'en',
  };
}
