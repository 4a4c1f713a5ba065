import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';

/** Open after hovering 700 ms; when another tooltip closed less than 300 ms ago, open at once. */
export const tooltipDelayMs = 700;
export const tooltipSkipDelayMs = 300;

let lastClosedAt = -Infinity;

/** How long a tooltip waits before opening, given when the previous one closed. */
export function openDelay(now: number, previousClosedAt: number): number {
  return now - previousClosedAt < tooltipSkipDelayMs ? 0 : tooltipDelayMs;
}

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span`
  position: absolute;
  inset-block-start: calc(100% + 6px);
  inset-inline-start: 50%;
  transform: translateX(-50%);
  [dir='rtl'] & {
    transform: translateX(50%);
  }
  z-index: 20;
  padding: 0.35em 0.65em;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  font-size: 0.8125rem;
  white-space: nowrap;
  pointer-events: none;
`;

type TriggerProps = { 'aria-describedby'?: string };

/** A short hint for its child, shown on hover or keyboard focus; Escape hides it. */
export function Tooltip({ label, children }: { label: string; children: ReactElement<TriggerProps> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    const delay = openDelay(performance.now(), lastClosedAt);
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = performance.now();
      return false;
    });
  };

  return (
    <Wrapper onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide} onKeyDown={(e) => e.key === 'Escape' && hide()}>
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && (
        <Bubble role="tooltip" id={id}>
          {label}
        </Bubble>
      )}
    </Wrapper>
  );
}
