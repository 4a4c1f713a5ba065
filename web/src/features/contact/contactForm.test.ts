import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { contactLimits } from '../../api/contactRules.ts';
import {
  completedCount,
  contactFormReducer,
  contactRequestBody,
  emptyContactForm,
  failureOf,
  firstProblemField,
  formProblems,
  initialContactFormState,
  problemMessage,
  requiredContactFields,
  sendContactMessage,
  type ContactFormAction,
  type ContactFormInput,
  type ContactFormState,
} from './contactForm.ts';

const filled: ContactFormInput = {
  fullName: 'Layla Haddad',
  company: '',
  email: 'layla@example.com',
  subject: 'A private cluster',
  message: 'We would like a quote for 40 users.',
  consent: true,
  website: '',
};

const run = (actions: ContactFormAction[], state: ContactFormState = initialContactFormState) => actions.reduce(contactFormReducer, state);
const type = (field: keyof ContactFormInput, value: string | boolean): ContactFormAction => ({ type: 'change', field, value });

describe('the progress indicator', () => {
  it('counts the five required fields that are acceptable, not merely typed in', () => {
    expect(requiredContactFields).toEqual(['fullName', 'email', 'subject', 'message', 'consent']);
    expect(completedCount(emptyContactForm)).toBe(0);
    expect(completedCount({ ...emptyContactForm, fullName: 'Layla' })).toBe(1);
    expect(completedCount({ ...emptyContactForm, fullName: 'Layla', email: 'layla@' })).toBe(1);
    expect(completedCount({ ...emptyContactForm, fullName: 'Layla', email: 'layla@example.com', message: 'too short' })).toBe(2);
    expect(completedCount({ ...filled, company: '' })).toBe(5);
    expect(completedCount({ ...filled, consent: false })).toBe(4);
  });

  it('is worded for exactly that many fields in both languages', () => {
    for (const language of ['en', 'ar']) {
      const words = JSON.parse(readFileSync(join(import.meta.dirname, `../../i18n/locales/${language}/contact.json`), 'utf8'));
      expect(words.form.progress).toContain(String(requiredContactFields.length));
      expect(words.form.fields.message.counter.replace(',', '')).toContain(String(contactLimits.message.max));
    }
  });
});

describe('checking fields', () => {
  it('finds every field’s problem at once, with the API’s rules (the company may stay empty)', () => {
    expect(formProblems(filled)).toEqual({});
    expect(formProblems(emptyContactForm)).toEqual({ fullName: 'required', email: 'required', subject: 'required', message: 'required', consent: 'required' });
    expect(formProblems({ ...filled, fullName: '12', company: 'x'.repeat(121), message: 'a\u0000bcdefghijk' })).toEqual({
      fullName: 'invalid',
      company: 'too_long',
      message: 'invalid',
    });
  });

  it('leaves an untouched field alone when the visitor passes through it', () => {
    expect(run([{ type: 'blur', field: 'fullName' }]).problems).toEqual({});
  });

  it('checks a changed field when the visitor leaves it, and clears its message as soon as it is fixed', () => {
    let state = run([type('email', 'layla@'), { type: 'blur', field: 'email' }]);
    expect(state.problems).toEqual({ email: 'invalid' });
    state = run([type('email', 'layla@example')], state);
    expect(state.problems).toEqual({ email: 'invalid' });
    state = run([type('email', 'layla@example.com')], state);
    expect(state.problems).toEqual({});
    // Typing alone does not show a problem before the visitor leaves the field.
    expect(run([type('message', 'short')]).problems).toEqual({});
  });

  it('checks the consent as soon as it changes', () => {
    expect(run([type('consent', true)]).problems).toEqual({});
    expect(run([type('consent', true), type('consent', false)]).problems).toEqual({ consent: 'required' });
  });

  it('on submit, shows every problem and does not send; the first to focus is in the form’s order', () => {
    const state = run([type('subject', 'Hi'), type('email', 'nope'), { type: 'submit' }]);
    expect(state.status).toBe('idle');
    expect(state.problems).toEqual({ fullName: 'required', email: 'invalid', subject: 'too_short', message: 'required', consent: 'required' });
    expect(firstProblemField(state.problems)).toBe('fullName');
    expect(firstProblemField({ consent: 'required', email: 'invalid' })).toBe('email');
    expect(firstProblemField({})).toBeNull();
  });

  it('words a problem with the field’s own message first, then the general one with the limit', () => {
    expect(problemMessage('email', 'required')).toEqual({ keys: ['form.fields.email.required', 'form.errors.required'] });
    expect(problemMessage('fullName', 'too_short')).toEqual({ keys: ['form.fields.fullName.tooShort', 'form.errors.tooShort'], count: 2 });
    expect(problemMessage('message', 'too_short')).toEqual({ keys: ['form.fields.message.tooShort', 'form.errors.tooShort'], count: 10 });
    expect(problemMessage('company', 'too_long')).toEqual({ keys: ['form.fields.company.tooLong', 'form.errors.tooLong'], count: 120 });
    expect(problemMessage('consent', 'required')).toEqual({ keys: ['form.fields.consent.required', 'form.errors.required'] });
  });

  it('has a message in both languages for every problem a field can have', () => {
    const cases = [
      ['fullName', 'required'],
      ['fullName', 'too_short'],
      ['fullName', 'too_long'],
      ['fullName', 'invalid'],
      ['company', 'too_long'],
      ['company', 'invalid'],
      ['email', 'required'],
      ['email', 'too_long'],
      ['email', 'invalid'],
      ['subject', 'required'],
      ['subject', 'too_short'],
      ['subject', 'too_long'],
      ['subject', 'invalid'],
      ['message', 'required'],
      ['message', 'too_short'],
      ['message', 'too_long'],
      ['message', 'invalid'],
      ['consent', 'required'],
      ['consent', 'invalid'],
    ] as const;
    for (const language of ['en', 'ar']) {
      const words = JSON.parse(readFileSync(join(import.meta.dirname, `../../i18n/locales/${language}/contact.json`), 'utf8'));
      const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], words);
      for (const [field, problem] of cases) {
        const found = problemMessage(field, problem)
          .keys.map(lookup)
          .find((text) => typeof text === 'string');
        expect(found, `${language} ${field} ${problem}`).toBeTruthy();
      }
    }
  });
});

describe('sending', () => {
  it('sends only a form without problems, and then takes no change until it is answered', () => {
    const sending = run([...Object.entries(filled).map(([field, value]) => type(field as keyof ContactFormInput, value)), { type: 'submit' }]);
    expect(sending.status).toBe('sending');
    expect(sending.problems).toEqual({});
    expect(run([type('fullName', 'Someone else'), { type: 'submit' }], sending)).toBe(sending);
  });

  it('forgets the message once sent, and starts again blank', () => {
    const sending: ContactFormState = { ...initialContactFormState, values: filled, status: 'sending' };
    const sent = run([{ type: 'sent' }], sending);
    expect(sent.status).toBe('sent');
    expect(sent.values).toEqual(emptyContactForm);
    expect(run([{ type: 'reset' }], sent)).toEqual(initialContactFormState);
  });

  it('keeps what the visitor typed when sending fails, and says why', () => {
    const sending: ContactFormState = { ...initialContactFormState, values: filled, status: 'sending' };
    const failed = run([{ type: 'failed', failure: { kind: 'failed' } }], sending);
    expect(failed).toMatchObject({ status: 'idle', values: filled, failure: { kind: 'failed' } });
    // Sending again clears the old reason.
    expect(run([{ type: 'submit' }], failed)).toMatchObject({ status: 'sending', failure: null });
  });

  it('shows the server’s field problems under their fields, like its own', () => {
    const sending: ContactFormState = { ...initialContactFormState, values: filled, status: 'sending' };
    const failed = run(
      [{ type: 'failed', failure: failureOf(new ApiError('Invalid', 400, 'BAD_USER_INPUT', { email: 'invalid', consent: 'required' })) }],
      sending,
    );
    expect(failed).toMatchObject({ status: 'idle', values: filled, failure: null, problems: { email: 'invalid', consent: 'required' } });
  });

  it('posts the API’s fields with the visitor’s language and the honeypot', () => {
    expect(contactRequestBody({ ...filled, website: 'http://spam.example' }, 'ar')).toEqual({
      fullName: 'Layla Haddad',
      company: '',
      email: 'layla@example.com',
      subject: 'A private cluster',
      message: 'We would like a quote for 40 users.',
      consent: true,
      language: 'ar',
      website: 'http://spam.example',
    });
  });
});

describe('what a failed submission means', () => {
  it('maps 400 details to field problems, an unknown code to "invalid"', () => {
    expect(failureOf(new ApiError('Bad', 400, 'BAD_USER_INPUT', { fullName: 'too_short', message: 'too_long' }))).toEqual({
      kind: 'invalid',
      problems: { fullName: 'too_short', message: 'too_long' },
    });
    expect(failureOf(new ApiError('Bad', 400, 'BAD_USER_INPUT', { subject: 'weird' }))).toEqual({ kind: 'invalid', problems: { subject: 'invalid' } });
  });

  it('treats a 400 with no field the visitor can fix as a plain failure', () => {
    expect(failureOf(new ApiError('Bad', 400, 'BAD_USER_INPUT', { language: 'invalid' }))).toEqual({ kind: 'failed' });
    expect(failureOf(new ApiError('Bad', 400, 'BAD_USER_INPUT', null))).toEqual({ kind: 'failed' });
  });

  it('knows the block list (403) and the throttle (429), with the wait rounded up to minutes', () => {
    expect(failureOf(new ApiError('Forbidden', 403, 'FORBIDDEN'))).toEqual({ kind: 'forbidden' });
    expect(failureOf(new ApiError('Too Many Requests', 429, 'RATE_LIMITED', null, 61))).toEqual({ kind: 'throttled', minutes: 2 });
    expect(failureOf(new ApiError('Too Many Requests', 429, 'RATE_LIMITED', null, 5))).toEqual({ kind: 'throttled', minutes: 1 });
    expect(failureOf(new ApiError('Too Many Requests', 429, 'RATE_LIMITED'))).toEqual({ kind: 'throttled', minutes: null });
  });

  it('calls anything else (no network, a server fault, a proxy’s page) "failed"', () => {
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
    expect(failureOf(new ApiError('HTTP error! status: 502', 502))).toEqual({ kind: 'failed' });
    expect(failureOf(new ApiError('Unexpected error', 500, 'INTERNAL_SERVER_ERROR'))).toEqual({ kind: 'failed' });
    expect(failureOf('boom')).toEqual({ kind: 'failed' });
  });
});

describe('sendContactMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));

  it('posts JSON to /api/contact', async () => {
    const fetch = answer(201, { success: true, data: { ok: true } });
    vi.stubGlobal('fetch', fetch);
    await sendContactMessage(filled, 'en');
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({ fullName: 'Layla Haddad', language: 'en', website: '' });
  });

  it('throws what failureOf reads: the server’s details and Retry-After', async () => {
    vi.stubGlobal('fetch', answer(400, { success: false, message: 'Invalid input', error: 'BAD_USER_INPUT', details: { email: 'invalid' }, status: 400 }));
    expect(failureOf(await sendContactMessage(filled, 'en').catch((error) => error))).toEqual({ kind: 'invalid', problems: { email: 'invalid' } });
    vi.stubGlobal(
      'fetch',
      answer(429, { success: false, message: 'Too Many Requests', error: 'RATE_LIMITED', details: null, status: 429 }, { 'retry-after': '300' }),
    );
    expect(failureOf(await sendContactMessage(filled, 'en').catch((error) => error))).toEqual({ kind: 'throttled', minutes: 5 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(failureOf(await sendContactMessage(filled, 'en').catch((error) => error))).toEqual({ kind: 'failed' });
  });
});
