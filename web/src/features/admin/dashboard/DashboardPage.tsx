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
import { isReviewer, lastSignedInAdmin, lastSignedInReviewer } from '../auth/roles.ts';
import { BackupPanel } from './BackupPanel.tsx';
import { WebhookNotice } from './WebhookNotice.tsx';
import { LoadBoundary } from '../LoadProblem.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import { staffName } from '../staffName.ts';
import { ActivityFeed } from './ActivityFeed.tsx';
import { AtAGlance } from './AtAGlance.tsx';
import { DashboardSkeleton } from './DashboardSkeleton.tsx';
import { QuickLinks } from './QuickLinks.tsx';
import { ReviewQueue } from './ReviewQueue.tsx';
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
  query DashboardPageQuery($locale: Locale!, $reviewer: Boolean!, $admin: Boolean!) {
    ...BackupPanel_query @include(if: $admin) @alias(as: "backups")
    ...WebhookNotice_query @include(if: $admin) @alias(as: "webhooks")
    ...AtAGlance_query @include(if: $reviewer) @alias(as: "glance")
    ...ReviewQueue_query @arguments(locale: $locale)
    ...ActivityFeed_query @arguments(locale: $locale)
    ...TranslationWork_query @arguments(locale: $locale) @include(if: $reviewer) @alias(as: "translationWork")
  }
`;

export function loader({ context }: LoaderFunctionArgs) {
  // Fresh numbers each visit; what the store holds shows meanwhile.
  // The inbox and analytics are refused to contributors: their dashboard does not ask for them.
  return loadAdminQuery<DashboardPageQuery>(
    DashboardPageQueryNode,
    { locale: routeLanguage(context), reviewer: lastSignedInReviewer(), admin: lastSignedInAdmin() },
    'store-and-network',
  );
}

function DashboardContent({
  queryRef,
  viewer,
}: {
  queryRef: PreloadedQuery<DashboardPageQuery>;
  viewer: { userId: string; isAdmin: boolean; isReviewer: boolean };
}) {
  const data = usePreloadedQuery<DashboardPageQuery>(query, queryRef);
  return (
    <Layout>
      {data.webhooks && <WebhookNotice query={data.webhooks} />}
      {data.backups && <BackupPanel query={data.backups} />}
      {data.glance && <AtAGlance query={data.glance} />}
      <ReviewQueue query={data} reviewer={viewer.isReviewer} />
      {data.translationWork && <TranslationWork query={data.translationWork} />}
      <Columns>
        <QuickLinks isAdmin={viewer.isAdmin} isReviewer={viewer.isReviewer} />
        <ActivityFeed query={data} viewer={viewer} />
      </Columns>
    </Layout>
  );
}

/**
 * /admin: a greeting, this week against last, what waits (new enquiries, drafts, scheduled posts),
 * what awaits review, recent activity (an editor's own) and quick links. Editors see it all but
 * admins' links; contributors their submissions, their activity and the links that are theirs.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const { state } = useAuth();
  const user = state.user!;
  const reviewer = isReviewer(user);
  const [queryRef, reload] = useAdminQuery<DashboardPageQuery>(query, { reviewer, admin: user.role === 'ADMIN' });
  useReloadOnLanguageChange();
  // The feed names the reader's own account "their profile": Relay ids are base64 of `User:<number>`.
  const viewer = { userId: btoa(`User:${user.id}`), isAdmin: user.role === 'ADMIN', isReviewer: reviewer };
  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.welcome', { name: staffName(user, toLanguage(i18n.language)) })} />
      <LoadBoundary message={t('dashboard.loadError')} onRetry={reload}>
        <Suspense fallback={<DashboardSkeleton />}>{queryRef ? <DashboardContent queryRef={queryRef} viewer={viewer} /> : <DashboardSkeleton />}</Suspense>
      </LoadBoundary>
    </>
  );
}
