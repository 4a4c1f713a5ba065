import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Field.tsx';
import { AdminOnly } from './layout/AdminOnly.tsx';
import { PageHeader } from './layout/PageHeader.tsx';

const sections = { blog: 'blog', analytics: 'analytics', settings: 'settings' } as const;

/** Admin sections whose screens arrive with their own features: each says so plainly. */
export function PendingSection() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const key = pathname.split('/')[2] as keyof typeof sections;
  const section = sections[key] ?? 'blog';
  const page = (
    <>
      <PageHeader title={t(`nav.${section}`)} />
      <Alert $tone="success">{t('pending')}</Alert>
    </>
  );
  return section === 'settings' ? <AdminOnly>{page}</AdminOnly> : page;
}
