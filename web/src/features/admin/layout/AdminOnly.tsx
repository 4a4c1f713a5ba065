import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Alert } from '../../../components/Field.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';

/** Screens only admins may open; an editor sees why they cannot, and `aside` (where to go instead). */
export function AdminOnly({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const { t } = useTranslation('admin');
  const { state } = useAuth();
  if (state.user?.role !== 'ADMIN') {
    return (
      <section>
        <h1>{t('forbidden.title')}</h1>
        <Alert role="alert">{t('forbidden.body')}</Alert>
        {aside}
      </section>
    );
  }
  return <>{children}</>;
}
