import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { ApiError } from '../../api/ApiError.ts';
import { Button } from '../../components/Button.tsx';

/** Catches a failed load below it and offers to try again (the parent refetches on `onRetry`). */
export class LoadBoundary extends Component<
  { children: ReactNode; onRetry: () => void; message?: string; compact?: boolean; resetKey?: string },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  // Other filters are another load: the failure of the previous one no longer stands.
  override componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const retry = () => {
      this.setState({ error: null });
      this.props.onRetry();
    };
    return <LoadProblem error={this.state.error} message={this.props.message} onRetry={retry} compact={this.props.compact} />;
  }
}

const Panel = styled.div<{ $compact: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme, $compact }) => theme.space($compact ? 4 : 12)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
  p {
    margin: 0;
  }
  p.why {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.875rem;
  }
`;

/** A load that failed: what happened, in the reader's language, and a way to try again. */
export function LoadProblem({ error, message, onRetry, compact = false }: { error: unknown; message?: string; onRetry: () => void; compact?: boolean }) {
  const { t } = useTranslation('admin');
  const code = error instanceof ApiError ? error.error : null;
  const why = code ? t(`blog.errors.codes.${code}`, { defaultValue: '' }) : t('blog.errors.network');
  return (
    <Panel role="alert" $compact={compact}>
      <p>
        <strong>{message ?? t('blog.list.loadError')}</strong>
      </p>
      {why && <p className="why">{why}</p>}
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {t('blog.retry')}
      </Button>
    </Panel>
  );
}
