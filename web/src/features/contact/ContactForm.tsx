import { Fragment, useEffect, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import styled, { css, keyframes } from 'styled-components';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { VisuallyHidden } from '../../components/Spinner.tsx';
import { toLanguage } from '../../i18n/languages.ts';
import { island } from '../../islands/Island.tsx';
import { telHref, useSiteSettings } from '../../settings/siteSettings.ts';
import { contactLimits, normalizeContactText, textLength } from '../../api/contactRules.ts';
import {
  completedCount,
  contactFormReducer,
  contactInputFields,
  failureOf,
  firstProblemField,
  formProblems,
  initialContactFormState,
  problemMessage,
  requiredContactFields,
  sendContactMessage,
  type ContactInputField,
} from './contactForm.ts';

const stripes = keyframes`to { background-position: 28px 0; }`;
const turn = keyframes`to { transform: rotate(360deg); }`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin-block-start: ${({ theme }) => theme.space(4)};
  .pair {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
    gap: ${({ theme }) => theme.space(5)};
  }
  .field {
    display: grid;
    gap: ${({ theme }) => theme.space(1.5)};
    align-content: start;
  }
  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  input:not([type='checkbox']),
  textarea {
    inline-size: 100%;
    min-block-size: 44px;
    padding: 0.55em 0.85em;
    border: 1px solid #8a9aab;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
  }
  textarea {
    min-block-size: 9rem;
    resize: vertical;
  }
  ::placeholder {
    color: ${({ theme }) => theme.color.muted};
    opacity: 1;
  }
  /* An address reads left to right, but lines up with the other fields in Arabic. */
  [dir='rtl'] & input[dir='ltr'] {
    text-align: right;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.danger};
  }
  /* The site's focus ring is drawn for dark bands; on this white card it needs a darker colour. */
  :focus-visible {
    outline-color: ${({ theme }) => theme.color.accentStrong};
  }
  input:focus,
  textarea:focus {
    border-color: ${({ theme }) => theme.color.accent};
  }
  input[readonly],
  textarea[readonly] {
    background: ${({ theme }) => theme.color.canvas};
  }
  .hint,
  .error {
    margin: 0;
    font-size: 0.875rem;
  }
  .hint {
    color: ${({ theme }) => theme.color.muted};
  }
  .counted {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 ${({ theme }) => theme.space(3)};
  }
  .error {
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
  }
  .consent {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(3)};
  }
  .consent input {
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    margin: 3px 0 0;
    accent-color: ${({ theme }) => theme.color.accent};
  }
  .consent label {
    font-weight: 400;
  }
  .trap {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .alert {
    margin: 0;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
  }
  .submit {
    justify-self: start;
    min-inline-size: 12rem;
  }
  .submit[aria-disabled='true'] {
    cursor: progress;
  }
  .turn {
    inline-size: 1em;
    block-size: 1em;
    border: 2px solid rgba(255, 255, 255, 0.45);
    border-block-start-color: #fff;
    border-radius: 50%;
    animation: ${turn} 0.8s linear infinite;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    .submit {
      justify-self: stretch;
    }
  }
`;

const Progress = styled.div<{ $sending: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.inkSoft};
  .track {
    block-size: 8px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.line};
    overflow: hidden;
  }
  .fill {
    block-size: 100%;
    border-radius: inherit;
    background-color: ${({ theme }) => theme.color.accent};
    transition: inline-size ${({ theme }) => theme.motion.normal};
    ${({ $sending }) =>
      $sending &&
      css`
        background-image: linear-gradient(45deg, rgba(255, 255, 255, 0.3) 25%, transparent 25% 50%, rgba(255, 255, 255, 0.3) 50% 75%, transparent 75%);
        background-size: 28px 28px;
        animation: ${stripes} 0.8s linear infinite;
      `}
  }
`;

const Done = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
  .mark {
    display: grid;
    place-items: center;
    inline-size: 48px;
    block-size: 48px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentStrong};
  }
  h3:focus {
    outline: none;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

/** "I agree to the <privacy>…</privacy> and <terms>…</terms>": the marked words become links to those pages. */
function withLinks(text: string, link: (name: string, words: string) => ReactNode): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    parts.push(text.slice(last, match.index), <Fragment key={match.index}>{link(match[1], match[2])}</Fragment>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

const fieldId = (field: ContactInputField | 'website') => `contact-${field}`;

/**
 * The contact form (spec section 4): name, company, email address, subject, message and consent,
 * checked with the API's rules as the visitor goes and on submit, with a progress indicator; then
 * "Sending...", and a thank-you panel or the reason it failed (the values kept).
 */
export function ContactForm() {
  const { t, i18n } = useTranslation('contact');
  const language = toLanguage(i18n.language);
  const { contactEmail, contactPhone } = useSiteSettings();
  const [state, dispatch] = useReducer(contactFormReducer, initialContactFormState);
  const { values, problems, status, failure } = state;
  const sending = status === 'sending';
  // Server HTML cannot send (JSON only): the button works once the app runs.
  const [running, setRunning] = useState(false);
  const focusNext = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // What the visitor typed into the server's markup before this code arrived is theirs: keep it.
    for (const field of [...contactInputFields, 'website'] as const) {
      const input = form.current?.elements.namedItem(field);
      if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) continue;
      const value = input instanceof HTMLInputElement && input.type === 'checkbox' ? input.checked : input.value;
      if (value !== initialContactFormState.values[field]) dispatch({ type: 'change', field, value });
    }
    setRunning(true);
  }, []);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (status !== 'idle') return;
    const first = firstProblemField(formProblems(values));
    dispatch({ type: 'submit' });
    if (first) {
      // Once its message is on show and linked to it (aria-describedby), so both are read out.
      focusNext.current = fieldId(first);
      return;
    }
    try {
      await sendContactMessage(values, language);
      focusNext.current = 'contact-done';
      dispatch({ type: 'sent' });
    } catch (error) {
      const reason = failureOf(error);
      if (reason.kind === 'invalid') focusNext.current = fieldId(firstProblemField(reason.problems)!);
      dispatch({ type: 'failed', failure: reason });
    }
  }

  const message = (field: ContactInputField) => {
    const problem = problems[field];
    if (!problem) return null;
    const { keys, count } = problemMessage(field, problem);
    return (
      <p className="error" id={`${fieldId(field)}-error`}>
        {t(keys, { count })}
      </p>
    );
  };
  const describedBy = (field: ContactInputField, ...more: string[]) =>
    [problems[field] ? `${fieldId(field)}-error` : '', ...more].filter(Boolean).join(' ') || undefined;
  const control = (field: Exclude<ContactInputField, 'consent'>, more: string[] = []) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    readOnly: sending,
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': describedBy(field, ...more),
    onChange: (event: { target: { value: string } }) => dispatch({ type: 'change', field, value: event.target.value }),
    onBlur: () => dispatch({ type: 'blur', field }),
  });
  const textField = (field: 'fullName' | 'company' | 'email' | 'subject', extra: Record<string, string> = {}) => (
    <div className="field">
      <label htmlFor={fieldId(field)}>{t(`form.fields.${field}.label`)}</label>
      <input type="text" required={field !== 'company'} placeholder={t(`form.fields.${field}.placeholder`)} {...extra} {...control(field)} />
      {message(field)}
    </div>
  );

  if (status === 'sent') {
    return (
      <Done>
        <span className="mark" aria-hidden="true">
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h3 id="contact-done" tabIndex={-1}>
          {t('form.successTitle')}
        </h3>
        <p>{t('form.successBody')}</p>
        <Button
          type="button"
          onClick={() => {
            focusNext.current = fieldId('fullName');
            dispatch({ type: 'reset' });
          }}
        >
          {t('form.sendAnother')}
        </Button>
      </Done>
    );
  }

  const done = completedCount(values);
  const length = textLength(normalizeContactText('message', values.message));
  const progressText = sending ? t('form.sending') : t('form.progress', { count: done });
  return (
    <>
      <h3 id="contact-form-title">{t('formTitle')}</h3>
      <noscript>
        <p>{t('form.noScript')}</p>
        <p>
          {contactEmail && <ButtonLink href={`mailto:${contactEmail}`}>{t('emailCta')}</ButtonLink>}{' '}
          {contactPhone && (
            <ButtonLink href={telHref(contactPhone)} $variant="secondary">
              {t('callCta')}
            </ButtonLink>
          )}
        </p>
      </noscript>
      <Form ref={form} noValidate aria-labelledby="contact-form-title" aria-busy={sending} onSubmit={submit}>
        <Progress $sending={sending}>
          <div
            className="track"
            role="progressbar"
            aria-label={t('form.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={requiredContactFields.length}
            aria-valuenow={sending ? requiredContactFields.length : done}
            aria-valuetext={progressText}
          >
            <div className="fill" style={{ inlineSize: `${((sending ? requiredContactFields.length : done) / requiredContactFields.length) * 100}%` }} />
          </div>
          <span aria-hidden="true">{progressText}</span>
        </Progress>
        <div className="pair">
          {textField('fullName', { autoComplete: 'name' })}
          {textField('company', { autoComplete: 'organization' })}
        </div>
        <div className="pair">
          {textField('email', { type: 'email', autoComplete: 'email', inputMode: 'email', dir: 'ltr', spellCheck: 'false' })}
          {textField('subject')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('message')}>{t('form.fields.message.label')}</label>
          <textarea required rows={6} placeholder={t('form.fields.message.placeholder')} {...control('message', ['contact-message-hint'])} />
          <p className="hint counted" id="contact-message-hint">
            <span>{t('form.fields.message.hint', { count: contactLimits.message.min })}</span>
            <span>{t('form.fields.message.counter', { count: length })}</span>
          </p>
          {message('message')}
        </div>
        <div className="field">
          <div className="consent">
            <input
              type="checkbox"
              id={fieldId('consent')}
              name="consent"
              required
              checked={values.consent}
              disabled={sending}
              aria-invalid={problems.consent ? true : undefined}
              aria-describedby={describedBy('consent', 'contact-consent-hint')}
              onChange={(event) => dispatch({ type: 'change', field: 'consent', value: event.target.checked })}
            />
            <label htmlFor={fieldId('consent')}>
              {withLinks(t('form.fields.consent.label'), (page, words) => (
                <a href={`/${page}?lang=${language}`} target="_blank" rel="noopener">
                  {words}
                </a>
              ))}
            </label>
          </div>
          <p className="hint" id="contact-consent-hint">
            {t('form.fields.consent.hint')}
          </p>
          {message('consent')}
        </div>
        <div className="trap" aria-hidden="true">
          <label htmlFor={fieldId('website')}>{t('form.website')}</label>
          <input
            type="text"
            id={fieldId('website')}
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(event) => dispatch({ type: 'change', field: 'website', value: event.target.value })}
          />
        </div>
        {failure && (
          <p className="alert" role="alert">
            {failure.kind === 'forbidden'
              ? t('form.forbidden')
              : failure.kind === 'throttled'
                ? failure.minutes
                  ? t('form.throttled', { count: failure.minutes })
                  : t('form.throttledLater')
                : t('form.failed')}
          </p>
        )}
        <Button className="submit" type="submit" disabled={!running} aria-disabled={sending || undefined}>
          {sending && <span className="turn" aria-hidden="true" />}
          {sending ? t('form.sending') : t('form.submit')}
        </Button>
      </Form>
      <VisuallyHidden aria-live="polite">{sending ? t('form.busy') : ''}</VisuallyHidden>
    </>
  );
}

export default ContactForm;

/** The form as an island (of the home page's contact section): its code loads when the visitor comes near it. */
export const ContactFormIsland = island('ContactForm', ContactForm);
