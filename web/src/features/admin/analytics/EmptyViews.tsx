import { Link } from 'react-router';
import styled, { useTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/AuthProvider.tsx';

const Panel = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; max-inline-size: 36rem; color: ${({ theme }) => theme.color.muted}; }
`;

/** No views in the period: why, and where counting may have been switched off (the settings, for admins). */
export function EmptyViews() {
  const { t } = useTranslation('admin');
  const { state } = useAuth();
  const theme = useTheme();
  return (
    <Panel aria-labelledby="analytics-empty-title" data-state="empty">
      <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" fill="none" strokeWidth="2.5" strokeLinecap="round">
        <path d="M6 40h36" stroke={theme.color.line} />
        <path d="M10 32l9-9 7 6 12-14" stroke={theme.color.accent} strokeDasharray="4 5" />
      </svg>
      <h2 id="analytics-empty-title">{t('analyticsPage.empty.title')}</h2>
      <p>{t('analyticsPage.empty.body')}</p>
      <p>
        {t('analyticsPage.empty.settings')}
        {state.user?.role === 'ADMIN' && (
          <>
            {' '}
            <Link to="/admin/settings">{t('analyticsPage.empty.settingsLink')}</Link>
          </>
        )}
      </p>
    </Panel>
  );
}
