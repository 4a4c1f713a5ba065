import { Link } from 'react-router';
import { useTheme } from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { EmptyState } from '../ListParts.tsx';

/** No views in the period: why, and where counting may have been switched off (the settings, for admins). */
export function EmptyViews() {
  const { t } = useTranslation('admin');
  const { state } = useAuth();
  const theme = useTheme();
  return (
    <EmptyState as="section" aria-labelledby="analytics-empty-title" data-state="empty">
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
    </EmptyState>
  );
}
