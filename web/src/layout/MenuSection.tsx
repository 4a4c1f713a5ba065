import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';

// A header menu as a disclosure (<details>): it opens by click, tap, Enter or Space even before the
// app runs. Once it runs: one menu open at a time, Escape closes and returns to the button, and a
// click or focus elsewhere closes it.

const Disclosure = styled.details`
  summary {
    display: flex;
    align-items: center;
    gap: 0.4em;
    padding: 0.5em 0.8em;
    border-radius: ${({ theme }) => theme.radius.sm};
    font-weight: 500;
    cursor: pointer;
    list-style: none;
    user-select: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '';
    inline-size: 0.45em;
    block-size: 0.45em;
    /* Physical sides: a chevron that points down in both directions. */
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[open] summary::after {
    transform: translateY(15%) rotate(225deg);
  }
  summary:hover,
  &[open] summary {
    background: rgba(230, 241, 248, 0.1);
  }
`;

/** A followed link closes its menu, even one to the page in view (no navigation then). */
export function closeAfterLink(event: MouseEvent, close: () => void) {
  if ((event.target as Element).closest('a')) close();
}

/** Escape inside an open disclosure closes it and puts focus back on its button. */
export function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>, setOpen: (open: boolean) => void) {
  const details = event.currentTarget;
  if (event.key !== 'Escape' || !details.open) return;
  event.preventDefault();
  details.open = false;
  setOpen(false);
  details.querySelector('summary')?.focus();
}

export function MenuSection({
  id,
  label,
  open,
  onOpenChange,
  children,
}: {
  id: string;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (!open) return;
    const details = ref.current;
    const outside = (event: Event) => {
      if (details && !details.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, onOpenChange]);
  return (
    <Disclosure
      ref={ref}
      id={id}
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
      onKeyDown={(event) => closeOnEscape(event, onOpenChange)}
    >
      <summary>{label}</summary>
      {children}
    </Disclosure>
  );
}
