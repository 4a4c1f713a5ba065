import { Suspense, useEffect, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { AnalyticsReportQuery } from '../../../__generated__/AnalyticsReportQuery.graphql.ts';
import AnalyticsReportQueryNode from '../../../__generated__/AnalyticsReportQuery.graphql.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { toLanguage } from '../../../i18n/languages.ts';
import { isStale, loadAdminQuery, useAdminQuery } from '../../../relay/adminQuery.ts';
import { routeLanguage } from '../../../relay/loadRouteQuery.ts';
import { useReloadOnLanguageChange } from '../../../relay/useReloadOnLanguageChange.ts';
import { LoadBoundary } from '../LoadProblem.tsx';
import { officeTimeZone } from '../../../format/officeTime.ts';
import { PageHeader } from '../layout/PageHeader.tsx';
import { parsePeriod, usePeriod, type Period } from './analyticsPeriod.ts';
import { AnalyticsReport, reportVariables } from './AnalyticsReport.tsx';
import { preloadCharts } from './lazyCharts.ts';
import { PeriodSwitch } from './PeriodSwitch.tsx';
import { ListResults } from '../ListParts.tsx';

export function loader({ request, context }: LoaderFunctionArgs) {
  const days = parsePeriod(new URL(request.url).searchParams.get('days'));
  return loadAdminQuery<AnalyticsReportQuery>(AnalyticsReportQueryNode, reportVariables(days, routeLanguage(context)), 'store-and-network');
}

const Zone = styled.p`
  margin: -${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(5)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * `/admin/analytics` (editors and admins): the public site's views, visitors and enquiries over 7,
 * 30 or 90 days (`?days=`), against the period before, with charts, their tables and top lists.
 */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation('admin');
  const [period, setPeriod] = usePeriod();
  const [queryRef, reload] = useAdminQuery<AnalyticsReportQuery>(AnalyticsReportQueryNode);
  useReloadOnLanguageChange();
  // The router changes the address in a transition, which holds the old screen until the new
  // numbers arrive: the switch shows the choice at once, and the old numbers are dimmed meanwhile.
  const [chosen, setChosen] = useState<Period | null>(null);
  useEffect(() => setChosen(null), [period]);
  const stale = (chosen !== null && chosen !== period) || isStale(queryRef, reportVariables(period, toLanguage(i18n.language)));
  const choose = (next: Period) => {
    setChosen(next);
    setPeriod(next);
  };
  // The chart library downloads while the numbers load, not after them.
  useEffect(() => void preloadCharts().catch(() => {}), []);
  return (
    <>
      <PageHeader
        title={t('analyticsPage.title')}
        subtitle={t('analyticsPage.subtitle')}
        actions={<PeriodSwitch value={chosen ?? period} onChange={choose} />}
      />
      <Zone>
        {t('analyticsPage.timeZone')} <bdi dir="ltr">{`${officeTimeZone} (UTC+4)`}</bdi>
      </Zone>
      <LoadBoundary resetKey={String(period)} onRetry={reload} message={t('analyticsPage.loadError')}>
        <Suspense fallback={<Spinner size="large" page />}>
          <ListResults $stale={stale} aria-busy={stale}>
            {queryRef && <AnalyticsReport queryRef={queryRef} />}
          </ListResults>
        </Suspense>
      </LoadBoundary>
    </>
  );
}
