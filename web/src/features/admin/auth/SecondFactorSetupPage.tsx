import { Suspense, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { SecondFactorSetupPageQuery } from '../../../__generated__/SecondFactorSetupPageQuery.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { LanguageSwitch } from '../../../layout/LanguageSwitch.tsx';
import { Logo } from '../../../layout/Logo.tsx';
import { useSiteName } from '../../../settings/siteSettings.ts';
import { LoadBoundary } from '../LoadProblem.tsx';
import { PasskeysPanel } from '../profile/PasskeysPanel.tsx';
import { TwoStepPanel } from '../profile/TwoStepPanel.tsx';
import { useAuth } from './AuthProvider.tsx';

const Page = styled.div`
  min-block-size: 100vh;
  background: ${({ theme }) => theme.color.canvas};
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  & > :first-child {
    margin-inline-end: auto;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding-inline: ${({ theme }) => theme.space(4)};
  }
`;

const Content = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-inline-size: 64rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
  & > p {
    margin: 0;
    max-inline-size: 46rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  }
`;

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
`;

const query = graphql`
  query SecondFactorSetupPageQuery {
    viewer {
      id
      ...TwoStepPanel_user
      ...PasskeysPanel_user
    }
  }
`;

function Factors({ onFactorAdded, fetchKey }: { onFactorAdded: () => void; fetchKey: number }) {
  const data = useLazyLoadQuery<SecondFactorSetupPageQuery>(query, {}, { fetchPolicy: 'network-only', fetchKey });
  if (!data.viewer) return null;
  return (
    <Panels>
      <TwoStepPanel user={data.viewer} onFactorAdded={onFactorAdded} />
      <PasskeysPanel user={data.viewer} onFactorAdded={onFactorAdded} />
    </Panels>
  );
}

/**
 * What a staff member the second-factor policy holds sees after signing in, and nothing else
 * (docs/security.md#second-factor-policy): an authenticator app or a passkey to set up, or signing out.
 * Once one is on, the account is read again and the panel opens.
 */
export function SecondFactorSetupPage() {
  const { t } = useTranslation('admin');
  const { refreshAccount, logout } = useAuth();
  const toast = useToast();
  const siteName = useSiteName();
  const [fetchKey, setFetchKey] = useState(0);
  useEffect(() => {
    document.title = `${t('secondFactorSetup.title')} · ${siteName}`;
  }, [t, siteName]);

  function onFactorAdded() {
    refreshAccount().then(
      () => toast(t('secondFactorSetup.done'), 'success'),
      () => toast(t('errors.generic'), 'error'),
    );
  }

  return (
    <Page>
      <Top>
        <Logo />
        <LanguageSwitch />
        <Button type="button" $variant="secondary" onClick={() => void logout()}>
          {t('nav.signOut')}
        </Button>
      </Top>
      <Content id="main" tabIndex={-1}>
        <h1>{t('secondFactorSetup.title')}</h1>
        <p>{t('secondFactorSetup.explain')}</p>
        <LoadBoundary onRetry={() => setFetchKey((key) => key + 1)}>
          <Suspense fallback={<Spinner size="large" />}>
            <Factors onFactorAdded={onFactorAdded} fetchKey={fetchKey} />
          </Suspense>
        </LoadBoundary>
      </Content>
    </Page>
  );
}
