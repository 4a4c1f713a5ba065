import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { DashboardPageQuery } from '../../../__generated__/DashboardPageQuery.graphql.ts';
import DashboardPageQueryNode from '../../../__generated__/DashboardPageQuery.graphql.ts';
import { toLanguage } from '../../../i18n/languages.ts';
import { loadAdminQuery, useAdminQuery } from '../../../relay/adminQuery.ts';
import { routeLanguage } from '../../../relay/loadRouteQuery.ts';
import { useReloadOnLanguageChange } from '../../../relay/useReloadOnLanguageChange.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { LoadBoundary } from '../LoadProblem.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import { staffName } from '../staffName.ts';
import { ActivityFeed } from './ActivityFeed.tsx';
import { AtAGlance } from './AtAGlance.tsx';
import { DashboardSkeleton } from './DashboardSkeleton.tsx';
import { QuickLinks } from './QuickLinks.tsx';
import { TranslationWork } from './TranslationWork.tsx';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(15rem, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(6)};
  /* The quick links sit beside the feed on a wide screen, above it on a narrow one. */
  > :first-child {
    grid-column: 2;
    grid-row: 1;
  }
  > :last-child {
    grid-column: 1;
    grid-row: 1;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(4)};
    > :first-child,
    > :last-child {
      grid-column: auto;
      grid-row: auto;
    }
  }
`;

const query = graphql`
  query DashboardPageQuery($locale: Locale!) {
    ...AtAGlance_query
    ...ActivityFeed_query @arguments(locale: $locale)
    ...TranslationWork_query @arguments(locale: $locale)
  }
`;

export function loader({ context }: LoaderFunctionArgs) {
  // Fresh numbers each visit; what the store holds shows meanwhile.
  return loadAdminQuery<DashboardPageQuery>(DashboardPageQueryNode, { locale: routeLanguage(context) }, 'store-and-network');
}

function DashboardContent({ queryRef, viewer }: { queryRef: PreloadedQuery<DashboardPageQuery>; viewer: { userId: string; isAdmin: boolean } }) {
  const data = usePreloadedQuery<DashboardPageQuery>(query, queryRef);
  return (
    <Layout>
      <AtAGlance query={data} />
      <TranslationWork query={data} />
      <Columns>
        <QuickLinks isAdmin={viewer.isAdmin} />
        <ActivityFeed query={data} viewer={viewer} />
      </Columns>
    </Layout>
  );
}

/**
 * /admin: a greeting, this week against last, what waits (new enquiries, drafts, scheduled posts),
 * recent activity (an editor's own) and quick links. Editors see it all but admins' links.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const { state } = useAuth();
  const user = state.user!;
  const [queryRef, reload] = useAdminQuery<DashboardPageQuery>(query);
  useReloadOnLanguageChange();
  // The feed names the reader's own account "their profile": Relay ids are base64 of `User:<number>`.
  const viewer = { userId: btoa(`User:${user.id}`), isAdmin: user.role === 'ADMIN' };
  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.welcome', { name: staffName(user, toLanguage(i18n.language)) })} />
      <LoadBoundary message={t('dashboard.loadError')} onRetry={reload}>
        <Suspense fallback={<DashboardSkeleton />}>{queryRef && <DashboardContent queryRef={queryRef} viewer={viewer} />}</Suspense>
      </LoadBoundary>
    </>
  );
}
