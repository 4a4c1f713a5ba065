import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner.tsx';
import { LoadBoundary } from '../blog/LoadProblem.tsx';
import { officeTimeZone } from '../../../format/officeTime.ts';
import { PageHeader } from '../layout/PageHeader.tsx';
import { usePeriod, type Period } from './analyticsPeriod.ts';
import { AnalyticsReport } from './AnalyticsReport.tsx';
import { preloadCharts } from './lazyCharts.ts';
import { PeriodSwitch } from './PeriodSwitch.tsx';

const Zone = styled.p`
  margin: -${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(5)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Results = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.normal};
`;

/**
 * `/admin/analytics` (editors and admins): the public site's views, visitors and enquiries over 7,
 * 30 or 90 days (`?days=`), against the period before, with charts, their tables and top lists.
 */
export function AnalyticsPage() {
  const { t } = useTranslation('admin');
  const [period, setPeriod] = usePeriod();
  const shown = useDeferredValue(period);
  // The router changes the address in a transition, which holds the old screen until the new
  // numbers arrive: the switch shows the choice at once, and the old numbers are dimmed meanwhile.
  const [chosen, setChosen] = useState<Period | null>(null);
  useEffect(() => setChosen(null), [period]);
  const stale = (chosen !== null && chosen !== period) || shown !== period;
  const choose = (next: Period) => {
    setChosen(next);
    setPeriod(next);
  };
  const [fetchKey, setFetchKey] = useState(0);
  // The chart library downloads while the numbers load, not after them.
  useEffect(() => void preloadCharts().catch(() => {}), []);
  return (
    <>
      <PageHeader title={t('analyticsPage.title')} subtitle={t('analyticsPage.subtitle')} actions={<PeriodSwitch value={chosen ?? period} onChange={choose} />} />
      <Zone>
        {t('analyticsPage.timeZone')} <bdi dir="ltr">{`${officeTimeZone} (UTC+4)`}</bdi>
      </Zone>
      <LoadBoundary resetKey={String(period)} onRetry={() => setFetchKey((key) => key + 1)} message={t('analyticsPage.loadError')}>
        <Suspense fallback={<Spinner size="large" page />}>
          <Results $stale={stale} aria-busy={stale}>
            <AnalyticsReport days={shown} fetchKey={fetchKey} />
          </Results>
        </Suspense>
      </LoadBoundary>
    </>
  );
}
