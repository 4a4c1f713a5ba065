import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { controlStyle, FieldError } from '../../../components/Field.tsx';
import { VisuallyHidden } from '../../../components/Spinner.tsx';
import { directionOf, toLanguage } from '../../../i18n/languages.ts';

// A labelled control of the editor. Its words (label, hint, counter, error) are in the admin's
// language and direction, its content in the pane's: an Arabic pane in an English admin reads both ways.

export const Wrapper = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1.5)};
  .label-row {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  .hint {
    margin: 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
  .hint.over {
    color: #9a5b00;
  }
`;

const Counter = styled.span<{ $over: boolean }>`
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? '#9a5b00' : theme.color.muted)};
  font-weight: ${({ $over }) => ($over ? 600 : 400)};
  white-space: nowrap;
`;

const control = css`
  ${controlStyle};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accent};
    outline-offset: 1px;
  }
`;
const Input = styled.input`
  ${control}
`;
const TextArea = styled.textarea`
  ${control};
  resize: vertical;
  line-height: 1.6;
`;

/** The admin's language and direction, for words around content written in another. */
export function useUiLanguage() {
  const { i18n } = useTranslation('admin');
  const lang = toLanguage(i18n.language);
  return { lang, dir: directionOf(lang) } as const;
}

interface EditorFieldProps {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** Hard limit: the counter shows `length / max`. */
  max?: number;
  /** What search engines show: beyond it the counter and `overHint` warn. */
  shown?: number;
  overHint?: string;
  /** Always show the counter (else only from 80% of `max`). */
  alwaysCount?: boolean;
  /** The label is said, not shown (a heading nearby shows it). */
  hideLabel?: boolean;
  value: string;
}

function FieldShell({
  id,
  label,
  hint,
  error,
  max,
  shown,
  overHint,
  alwaysCount,
  hideLabel,
  value,
  children,
}: EditorFieldProps & { id: string; children: ReactNode }) {
  const ui = useUiLanguage();
  const over = shown !== undefined && value.length > shown;
  const showCount = max !== undefined && (alwaysCount || value.length >= max * 0.8);
  return (
    <Wrapper>
      {hideLabel && (
        <VisuallyHidden as="label" htmlFor={id}>
          {label}
        </VisuallyHidden>
      )}
      {(!hideLabel || showCount) && (
        <div className="label-row" lang={ui.lang} dir={ui.dir}>
          {!hideLabel && <label htmlFor={id}>{label}</label>}
          {showCount && (
            <Counter $over={over} id={`${id}-count`} dir="ltr">
              {value.length}
              {shown !== undefined ? ` / ${shown}` : ` / ${max}`}
            </Counter>
          )}
        </div>
      )}
      {children}
      {(over && overHint ? overHint : hint) && (
        <p className={over ? 'hint over' : 'hint'} id={`${id}-hint`} lang={ui.lang} dir={ui.dir}>
          {over && overHint ? overHint : hint}
        </p>
      )}
      {error && (
        <FieldError id={`${id}-error`} role="alert" lang={ui.lang} dir={ui.dir}>
          {error}
        </FieldError>
      )}
    </Wrapper>
  );
}

const describedBy = (id: string, props: EditorFieldProps) =>
  [props.error ? `${id}-error` : null, props.hint || props.overHint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

export function EditorInput({
  label,
  hint,
  error,
  max,
  shown,
  overHint,
  alwaysCount,
  hideLabel,
  value,
  ...input
}: EditorFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'value'>) {
  const id = useId();
  const props = { label, hint, error, max, shown, overHint, alwaysCount, hideLabel, value };
  return (
    <FieldShell id={id} {...props}>
      <Input id={id} value={value} maxLength={max} aria-invalid={Boolean(error)} aria-describedby={describedBy(id, props)} {...input} />
    </FieldShell>
  );
}

export function EditorTextArea({
  label,
  hint,
  error,
  max,
  shown,
  overHint,
  alwaysCount,
  hideLabel,
  value,
  ...textarea
}: EditorFieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  const props = { label, hint, error, max, shown, overHint, alwaysCount, hideLabel, value };
  return (
    <FieldShell id={id} {...props}>
      <TextArea id={id} value={value} maxLength={max} aria-invalid={Boolean(error)} aria-describedby={describedBy(id, props)} {...textarea} />
    </FieldShell>
  );
}
