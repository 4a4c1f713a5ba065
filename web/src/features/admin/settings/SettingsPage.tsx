import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { SettingsPageQuery } from '../../../__generated__/SettingsPageQuery.graphql.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { LoadBoundary } from '../LoadProblem.tsx';
import { AdminOnly } from '../layout/AdminOnly.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import { SiteArchiveSection } from '../siteArchive/SiteArchiveSection.tsx';

const ProfileNote = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
`;

/** Below the form, as wide as its sections: not a setting to save, a thing to do now. */
const ArchiveArea = styled.div`
  max-inline-size: 60rem;
  margin-block-start: ${({ theme }) => theme.space(6)};
`;

// Loaded where it renders, not by the route's loader: the screen is for admins only, and a loader,
// which does not know the signed-in user's role, would ask for an editor what the server refuses.
function SettingsLoader({ fetchKey, onReload }: { fetchKey: number; onReload: () => void }) {
  const data = useLazyLoadQuery<SettingsPageQuery>(
    graphql`
      query SettingsPageQuery {
        adminSettings {
          ...SettingsForm_settings
        }
      }
    `,
    {},
    // The form starts from the settings as they are now, not as this tab last saw them.
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <SettingsForm key={fetchKey} settings={data.adminSettings} onReload={onReload} />;
}

/** `/admin/settings` (admins): what the site shows visitors, enquiries and analytics. Editors are sent to their own profile. */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const [fetchKey, setFetchKey] = useState(0);
  const profile = (
    <ProfileNote>
      {t('settings.profileHint')} <Link to="/admin/profile">{t('nav.profile')}</Link>
    </ProfileNote>
  );
  return (
    <AdminOnly aside={profile}>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <LoadBoundary resetKey={String(fetchKey)} onRetry={() => setFetchKey((n) => n + 1)} message={t('settings.loadError')}>
        <Suspense fallback={<Spinner size="large" page />}>
          <SettingsLoader fetchKey={fetchKey} onReload={() => setFetchKey((n) => n + 1)} />
        </Suspense>
      </LoadBoundary>
      <ArchiveArea>
        <SiteArchiveSection onImported={() => setFetchKey((n) => n + 1)} />
      </ArchiveArea>
    </AdminOnly>
  );
}
