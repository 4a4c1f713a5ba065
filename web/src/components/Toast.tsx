import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

export const toastDurationMs = 5000;

type Tone = 'info' | 'success' | 'error';
interface ToastMessage {
  id: number;
  text: string;
  tone: Tone;
}

const ToastContext = createContext<(text: string, tone?: Tone) => void>(() => {});

/** Shows a short message. One toast is visible at a time: a new one replaces the current. */
export function useToast() {
  return useContext(ToastContext);
}

const Region = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space(5)};
  inset-inline-end: ${({ theme }) => theme.space(5)};
  z-index: 50;
  max-inline-size: min(24rem, calc(100vw - 2.5rem));
`;

const Card = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: #fff;
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : $tone === 'success' ? theme.color.success : theme.color.ink)};
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
  const show = useCallback((text: string, tone: Tone = 'info') => setToast({ id: nextId++, text, tone }), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toastDurationMs);
    return () => clearTimeout(timer);
  }, [toast]);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Region role="status" aria-live="polite">
        {toast && (
          <Card key={toast.id} $tone={toast.tone}>
            <span>{toast.text}</span>
            <button type="button" aria-label={t('toast.dismiss', 'Dismiss notification')} onClick={() => setToast(null)}>
              ×
            </button>
          </Card>
        )}
      </Region>
    </ToastContext.Provider>
  );
}
