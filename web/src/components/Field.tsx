import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
`;

export const controlStyle = css`
  inline-size: 100%;
  min-block-size: 44px;
  padding-block: 0.55em;
  padding-inline: 0.85em;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  &:disabled {
    background: ${({ theme }) => theme.color.canvas};
    color: ${({ theme }) => theme.color.muted};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const Input = styled.input`
  ${controlStyle}
`;
const Select = styled.select`
  ${controlStyle}
`;
const TextArea = styled.textarea`
  ${controlStyle};
  min-block-size: 6rem;
  resize: vertical;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.color.muted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.danger};
`;

interface FieldProps {
  label: string;
  error?: string | null;
  hint?: string;
  /** Something drawn inside the control's box, such as a show-password toggle. */
  adornment?: ReactNode;
}

function useFieldIds(error?: string | null, hint?: string) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return { id, describedBy };
}

function Messages({ id, error, hint }: { id: string; error?: string | null; hint?: string }) {
  return (
    <>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </>
  );
}

const Adorned = styled.div`
  position: relative;
  input {
    padding-inline-end: 3.25em;
  }
  & > button {
    position: absolute;
    inset-block: 4px;
    inset-inline-end: 4px;
  }
`;

export function TextField({ label, error, hint, adornment, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  const control = <Input id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...input} />;
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      {adornment ? (
        <Adorned>
          {control}
          {adornment}
        </Adorned>
      ) : (
        control
      )}
      <Messages id={id} error={error} hint={hint} />
    </Wrapper>
  );
}

export function SelectField({ label, error, hint, children, ...select }: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <Select id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...select}>
        {children}
      </Select>
      <Messages id={id} error={error} hint={hint} />
    </Wrapper>
  );
}

export function TextAreaField({ label, error, hint, ...textarea }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <TextArea id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} {...textarea} />
      <Messages id={id} error={error} hint={hint} />
    </Wrapper>
  );
}

export const Alert = styled.div<{ $tone?: 'error' | 'success' }>`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone = 'error' }) => ($tone === 'error' ? theme.color.dangerSoft : theme.color.accentSoft)};
  color: ${({ theme, $tone = 'error' }) => ($tone === 'error' ? theme.color.danger : theme.color.accentStrong)};
  font-size: 0.9375rem;
`;
