import { useId } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  .state {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.875rem;
  }
`;

// A checkbox drawn as a switch: the browser's own control (Space toggles it, the label too),
// announced as a switch. The knob moves toward the end of the line in either direction.
const Track = styled.input`
  appearance: none;
  position: relative;
  flex: none;
  inline-size: 3rem;
  block-size: 1.75rem;
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &::after {
    content: '';
    position: absolute;
    inset-block-start: 0.25rem;
    inset-inline-start: 0.25rem;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    border-radius: 50%;
    background: #fff;
    transition: inset-inline-start ${({ theme }) => theme.motion.fast};
  }
  &:checked {
    background: ${({ theme }) => theme.color.accent};
  }
  &:checked::after {
    inset-inline-start: 1.5rem;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.glow};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1.5)} 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.color.muted};
`;

export function SwitchField({
  label,
  name,
  checked,
  onChange,
  stateText,
  hint,
  disabled,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the switch's position means, in words (On / Off). */
  stateText: string;
  hint?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <Row>
        <Track
          id={id}
          type="checkbox"
          role="switch"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
        <span className="state" aria-hidden="true">
          {stateText}
        </span>
      </Row>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </div>
  );
}
