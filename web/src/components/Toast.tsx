import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../i18n/useTranslation.ts';
import { toastDurationMs, type ToastTone } from '../public/toast.ts';

interface ToastMessage {
  id: number;
  text: string;
  tone: ToastTone;
}

const ToastContext = createContext<(text: string, tone?: ToastTone) => void>(() => {});

/** Shows a short message. One toast is visible at a time: a new one replaces the current. */
export function useToast() {
  return useContext(ToastContext);
}

/**
 * Where toasts show, and how one looks (`<div data-tone>` inside): on every page, so a page of
 * islands shows its own in it too (public/toast.ts), as the app's.
 */
const Region = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space(5)};
  inset-inline-end: ${({ theme }) => theme.space(5)};
  z-index: 50;
  max-inline-size: min(24rem, calc(100vw - 2.5rem));
  & > [data-tone] {
    display: flex;
    align-items: start;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.raised};
    color: #fff;
    background: ${({ theme }) => theme.color.ink};
  }
  & > [data-tone='error'] {
    background: ${({ theme }) => theme.color.danger};
  }
  & > [data-tone='success'] {
    background: ${({ theme }) => theme.color.success};
  }
  button {
    margin-inline-start: auto;
    background: none;
    border: 0;
    color: inherit;
    cursor: pointer;
    font-size: 1.25rem;
    line-height: 1;
  }
`;

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('components', { useSuspense: false });
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const show = useCallback((text: string, tone: ToastTone = 'info') => setToast({ id: nextId++, text, tone }), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toastDurationMs);
    return () => clearTimeout(timer);
  }, [toast]);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Region role="status" aria-live="polite" data-toasts="" data-dismiss-label={t('toast.dismiss', 'Dismiss notification')}>
        {toast && (
          <div key={toast.id} data-tone={toast.tone}>
            <span>{toast.text}</span>
            <button type="button" aria-label={t('toast.dismiss', 'Dismiss notification')} onClick={() => setToast(null)}>
              ×
            </button>
          </div>
        )}
      </Region>
    </ToastContext.Provider>
  );
}
