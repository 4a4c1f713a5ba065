import {
  checkContactForm,
  contactFields,
  contactFormValues,
  contactHoneypotField,
  contactLimits,
  type ContactFormValues,
} from '../../../../web/src/api/contactRules.ts';
import { apiError } from '../../errors.ts';
import { isLanguage, languages, type Language } from '../../../../web/src/i18n/languages.ts';

// The contact form as the API receives it, checked with the rules the form itself checks
// (web/src/api/contactRules.ts). A refusal names every field at fault in `details`, each with a code
// (required, too_short, too_long, invalid) the form words in the visitor's language.

const { fullName, company, email, subject, message } = contactLimits;

/** Words for the first field at fault, in the form's language: the error's message, for callers that show it as is. */
const fieldMessages: Record<Language, Record<string, string>> = {
  en: {
    fullName: `Enter your full name (${fullName.min} to ${fullName.max} characters)`,
    company: `The company name must be at most ${company.max} characters`,
    email: `Enter a valid email address (at most ${email.max} characters)`,
    subject: `Enter a subject (${subject.min} to ${subject.max} characters)`,
    message: `Enter a message (${message.min} to ${message.max} characters)`,
    consent: 'Please agree to the privacy policy and terms',
    language: `language must be ${languages.join(' or ')}`,
  },
  ar: {
    fullName: `يُرجى إدخال اسمك الكامل (من ${fullName.min} إلى ${fullName.max} حرف)`,
    company: `يجب ألا يزيد اسم الشركة على ${company.max} حرفًا`,
    email: `يُرجى إدخال عنوان بريد إلكتروني صحيح (${email.max} حرفًا على الأكثر)`,
    subject: `يُرجى إدخال موضوع الرسالة (من ${subject.min} إلى ${subject.max} حرفًا)`,
    message: `يُرجى كتابة رسالتك (من ${message.min} إلى ${message.max} حرف)`,
    consent: 'يُرجى الموافقة على سياسة الخصوصية وشروط الخدمة',
    language: `يجب أن تكون اللغة ${languages.join(' أو ')}`,
  },
};

/** The language a refusal is worded in: the form's (`language: "ar"`), else English. */
export const contactLanguage = (input: Record<string, unknown>): Language => (isLanguage(input.language) ? input.language : 'en');

/** The block list's and the throttle's refusals (the specification's 403 "Forbidden" and 429 "Too Many Requests" in English). */
export const refusalMessages = {
  en: { forbidden: 'Forbidden', throttled: 'Too Many Requests' },
  ar: { forbidden: 'لا يمكننا قبول الرسائل من هذا العنوان', throttled: 'طلبات كثيرة جدًا، يُرجى المحاولة لاحقًا' },
} as const;

export type ContactMessageInput = ContactFormValues;

/** Checks a submitted form; a failure is 400 BAD_USER_INPUT with `{ field: code }` details for every field at fault. */
export function parseContactInput(input: Record<string, unknown>): ContactMessageInput {
  const problems = checkContactForm(input);
  const first = contactFields.find((field) => problems[field]);
  if (first) throw apiError('BAD_USER_INPUT', fieldMessages[contactLanguage(input)][first], problems);
  return contactFormValues(input);
}

/** The honeypot is filled: a bot sent the form. It is answered as a success, and nothing is kept. */
export function filledHoneypot(input: Record<string, unknown>): boolean {
  const value = input[contactHoneypotField];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
