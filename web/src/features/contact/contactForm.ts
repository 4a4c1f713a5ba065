import { ApiError } from '../../api/ApiError.ts';
import { contactFieldProblem, contactHoneypotField, contactLimits, type ContactProblem } from '../../api/contactRules.ts';
import type { Language } from '../../i18n/languages.ts';
import { apiRequest } from '../../api/request.ts';

// The contact form's state, without React: what the visitor typed, which problems are shown, and
// where a submission stands (idle → sending → sent, or back to idle with a failure). The field rules
// are the API's own (api/contactRules.ts), so the form says what the server would refuse, first.

/** The fields the visitor fills in, in the order the form shows them. */
export const contactInputFields = ['fullName', 'company', 'email', 'subject', 'message', 'consent'] as const;
export type ContactInputField = (typeof contactInputFields)[number];

/** The fields the progress indicator counts: all but the company. */
export const requiredContactFields = contactInputFields.filter((field) => field !== 'company');

export interface ContactFormInput {
  fullName: string;
  company: string;
  email: string;
  subject: string;
  message: string;
  consent: boolean;
  /** The honeypot: hidden from people, so only a bot fills it in. */
  website: string;
}

export type FieldProblems = Partial<Record<ContactInputField, ContactProblem>>;

/** Why a submission did not go through, in the words the form will use. */
export type ContactFailure =
  { kind: 'invalid'; problems: FieldProblems } | { kind: 'forbidden' } | { kind: 'throttled'; minutes: number | null } | { kind: 'failed' };

export interface ContactFormState {
  values: ContactFormInput;
  /** Fields the visitor has changed: leaving one of them checks it. */
  edited: Partial<Record<ContactInputField, true>>;
  /** The problems on show, one per field. */
  problems: FieldProblems;
  status: 'idle' | 'sending' | 'sent';
  /** A refusal or failure that is not about one field (shown in an alert), or null. */
  failure: Exclude<ContactFailure, { kind: 'invalid' }> | null;
}

export const emptyContactForm: ContactFormInput = { fullName: '', company: '', email: '', subject: '', message: '', consent: false, website: '' };

export const initialContactFormState: ContactFormState = { values: emptyContactForm, edited: {}, problems: {}, status: 'idle', failure: null };

export function fieldProblem(values: ContactFormInput, field: ContactInputField): ContactProblem | null {
  return contactFieldProblem(field, values[field]);
}

/** Every field's problem (an empty object when the form may be sent). */
export function formProblems(values: ContactFormInput): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of contactInputFields) {
    const problem = fieldProblem(values, field);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The first field with a problem, in the form's order: the one to focus. */
export function firstProblemField(problems: FieldProblems): ContactInputField | null {
  return contactInputFields.find((field) => problems[field]) ?? null;
}

/** How many required fields are filled in acceptably: what the progress indicator shows. */
export function completedCount(values: ContactFormInput): number {
  return requiredContactFields.filter((field) => !fieldProblem(values, field)).length;
}

/** The translation keys of a problem's message, most specific first, and its count (a length limit). */
export function problemMessage(field: ContactInputField, problem: ContactProblem): { keys: string[]; count?: number } {
  const generic = { required: 'required', too_short: 'tooShort', too_long: 'tooLong', invalid: 'invalid' }[problem];
  const keys = [`form.fields.${field}.${generic}`, `form.errors.${generic}`];
  if (field === 'consent') return { keys };
  const limits = contactLimits[field];
  return problem === 'too_short' ? { keys, count: limits.min } : problem === 'too_long' ? { keys, count: limits.max } : { keys };
}

/** The body of POST /api/contact. */
export function contactRequestBody(values: ContactFormInput, language: Language) {
  const { fullName, company, email, subject, message, consent } = values;
  return { fullName, company, email, subject, message, consent, language, [contactHoneypotField]: values.website };
}

const problemCodes: readonly string[] = ['required', 'too_short', 'too_long', 'invalid'];

/**
 * What a failed submission means for the visitor: field problems the server found (400 with
 * `details`), the block list (403), the throttle (429, with the wait in minutes when the server
 * said), or anything else (no network, a server fault): "Failed to send message".
 */
export function failureOf(error: unknown): ContactFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.status === 403) return { kind: 'forbidden' };
  if (error.status === 429) return { kind: 'throttled', minutes: error.retryAfterSeconds ? Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) : null };
  if (error.status === 400 && error.details) {
    const problems: FieldProblems = {};
    for (const field of contactInputFields) {
      const code = error.details[field];
      if (code) problems[field] = (problemCodes.includes(code) ? code : 'invalid') as ContactProblem;
    }
    // A problem with no field to show it on (the language, say) is the form's fault: a plain failure.
    if (firstProblemField(problems)) return { kind: 'invalid', problems };
  }
  return { kind: 'failed' };
}

export type ContactFormAction =
  | { type: 'change'; field: ContactInputField | 'website'; value: string | boolean }
  | { type: 'blur'; field: ContactInputField }
  | { type: 'submit' }
  | { type: 'sent' }
  | { type: 'failed'; failure: ContactFailure }
  | { type: 'reset' };

/**
 * The form's transitions. A field is checked when the visitor leaves it after changing it, and on
 * every change once it shows a problem (so the message goes as soon as it is fixed); submitting
 * checks them all, and sends only when none has a problem.
 */
export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'change': {
      if (state.status === 'sending') return state;
      const values = { ...state.values, [action.field]: action.value };
      if (action.field === 'website') return { ...state, values };
      const field = action.field;
      const problems = { ...state.problems };
      if (problems[field] || field === 'consent') setProblem(problems, field, fieldProblem(values, field));
      return { ...state, values, edited: { ...state.edited, [field]: true }, problems };
    }
    case 'blur': {
      if (!state.edited[action.field] || state.status !== 'idle') return state;
      const problems = { ...state.problems };
      setProblem(problems, action.field, fieldProblem(state.values, action.field));
      return { ...state, problems };
    }
    case 'submit': {
      if (state.status !== 'idle') return state;
      const problems = formProblems(state.values);
      if (firstProblemField(problems)) return { ...state, problems, failure: null };
      return { ...state, problems: {}, status: 'sending', failure: null };
    }
    case 'sent':
      return { ...initialContactFormState, status: 'sent' };
    case 'failed':
      if (action.failure.kind === 'invalid') return { ...state, status: 'idle', problems: action.failure.problems, failure: null };
      return { ...state, status: 'idle', failure: action.failure };
    case 'reset':
      return initialContactFormState;
  }
}

function setProblem(problems: FieldProblems, field: ContactInputField, problem: ContactProblem | null) {
  if (problem) problems[field] = problem;
  else delete problems[field];
}

/** Sends the enquiry; throws what `failureOf` reads. */
export async function sendContactMessage(values: ContactFormInput, language: Language): Promise<void> {
  await apiRequest<{ ok: boolean }>('/api/contact', { method: 'POST', body: contactRequestBody(values, language) });
}
