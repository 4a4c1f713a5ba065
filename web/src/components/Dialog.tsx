import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../i18n/useTranslation.ts';

const Modal = styled.dialog`
  inline-size: min(100% - 2rem, 34rem);
  max-block-size: calc(100vh - 2rem);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: ${({ theme }) => theme.color.ink};
  &::backdrop {
    background: rgba(11, 31, 51, 0.55);
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 1.25rem 1.5rem 0;
  }
  header h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  header button {
    border: 0;
    background: none;
    font-size: 1.5rem;
    line-height: 1;
    cursor: pointer;
    color: inherit;
    min-inline-size: 40px;
    min-block-size: 40px;
  }
  .body {
    padding: 1.25rem 1.5rem 1.5rem;
  }
`;

/** A modal dialog (the browser's own: focus stays inside, Escape closes it). */
export function Dialog({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Its own id: "Confirm it's you" can open over another dialog.
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      giveFocusBack(dialog, opener.current);
    }
  }, [open]);
  // Screens close a dialog by unmounting it, and the browser gives focus back only on close(): do it here.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      // Still in the page: React's development double run, not an unmount.
      if (dialog && !dialog.isConnected) giveFocusBack(dialog, opener.current);
    };
  }, []);
  return (
    <Modal
      ref={ref}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      aria-labelledby={titleId}
    >
      {open && (
        <>
          <header>
            <h2 id={titleId}>{title}</h2>
            <button type="button" onClick={onClose} aria-label={t('close')}>
              ×
            </button>
          </header>
          <div className="body">{children}</div>
        </>
      )}
    </Modal>
  );
}

/** Focus back on what opened the dialog, unless it is gone or the screen already put focus elsewhere. */
function giveFocusBack(dialog: HTMLDialogElement, opener: HTMLElement | null) {
  const active = document.activeElement;
  const lost = !active || active === document.body || dialog.contains(active);
  if (lost && opener?.isConnected) opener.focus();
}

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ theme }) => theme.space(6)};
`;
