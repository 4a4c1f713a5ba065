import {
  checkContactForm,
  contactFields,
  contactFormValues,
  contactHoneypotField,
  contactLimits,
  type ContactFormValues,
} from '../../../../web/src/api/contactRules.ts';
import { apiError } from '../../errors.ts';

// The contact form as the API receives it, checked with the rules the form itself checks
// (web/src/api/contactRules.ts). A refusal names every field at fault in `details`, each with a code
// (required, too_short, too_long, invalid) the form words in the visitor's language.

const { fullName, company, email, subject, message } = contactLimits;

/** English words for the first field at fault: the error's message, for callers that show it as is. */
const fieldMessages: Record<string, string> = {
  fullName: `Enter your full name (${fullName.min} to ${fullName.max} characters)`,
  company: `The company name must be at most ${company.max} characters`,
  email: `Enter a valid email address (at most ${email.max} characters)`,
  subject: `Enter a subject (${subject.min} to ${subject.max} characters)`,
  message: `Enter a message (${message.min} to ${message.max} characters)`,
  consent: 'Please agree to the privacy policy and terms',
  language: 'language must be en or ar',
};

export type ContactMessageInput = ContactFormValues;

/** Checks a submitted form; a failure is 400 BAD_USER_INPUT with `{ field: code }` details for every field at fault. */
export function parseContactInput(input: Record<string, unknown>): ContactMessageInput {
  const problems = checkContactForm(input);
  const first = contactFields.find((field) => problems[field]);
  if (first) throw apiError('BAD_USER_INPUT', fieldMessages[first], problems);
  return contactFormValues(input);
}

/** The honeypot is filled: a bot sent the form. It is answered as a success, and nothing is kept. */
export function filledHoneypot(input: Record<string, unknown>): boolean {
  const value = input[contactHoneypotField];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
