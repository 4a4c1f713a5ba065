import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { AnalyticsReportQuery, AnalyticsReportQuery$variables } from '../../../__generated__/AnalyticsReportQuery.graphql.ts';
import type { Language } from '../../../i18n/languages.ts';
import { formatDay } from '../../../format/officeTime.ts';
import type { Period } from './analyticsPeriod.ts';
import { ChartLegend, HatchPattern, LineSample, SwatchSample } from './ChartLegend.tsx';
import { ChartPanel } from './ChartPanel.tsx';
import { languageShares, newestFirst } from './chartData.ts';
import { previousTotals, totalsOf } from '../comparison.ts';
import { DataTable } from './DataTable.tsx';
import { EmptyViews } from './EmptyViews.tsx';
import { formatNumber, formatPercent } from '../../../format/numbers.ts';
import { EnquiriesChart, LanguageChart, TrafficChart } from './lazyCharts.ts';
import { seriesStyles } from './seriesStyles.ts';
import { SummaryCards } from './SummaryCards.tsx';
import { TopPages } from './TopPages.tsx';
import { TopPosts } from './TopPosts.tsx';
import { TopReferrers } from './TopReferrers.tsx';

const Range = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-weight: 600;
  color: ${({ theme }) => theme.color.inkSoft};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space(5)};
  > .wide {
    grid-column: 1 / -1;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Split = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(6)};
  > :first-child {
    flex: 0 1 200px;
    min-inline-size: 0;
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dl div {
    display: grid;
    grid-template-columns: auto auto;
    align-items: center;
    column-gap: ${({ theme }) => theme.space(2)};
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  dd {
    grid-column: 2;
    margin: 0;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  dd strong {
    font-size: 1.25rem;
    color: ${({ theme }) => theme.color.ink};
  }
`;

const heights = { traffic: 280, enquiries: 220, languages: 200 };

const query = graphql`
  query AnalyticsReportQuery($days: Int!, $doubled: Int!, $locale: Locale!) {
    siteAnalytics(days: $days) {
      firstDay
      lastDay
      totalViews
      totalVisitors
      totalEnquiries
      daily {
        day
        views
        visitors
        enquiries
      }
      languages {
        language
        views
      }
      ...TopPages_report
      ...TopPosts_report @arguments(locale: $locale)
      ...TopReferrers_report
    }
    # The period before, of the same length, for the cards' comparison.
    comparison: siteAnalytics(days: $doubled) {
      daily {
        day
        views
        visitors
        enquiries
      }
    }
  }
`;

/** The report's variables: the period, the one before it (of the same length), and the language. */
export function reportVariables(days: Period, locale: Language): AnalyticsReportQuery$variables {
  return { days, doubled: days * 2, locale };
}

/** The period's report: totals against the previous period, charts with their tables, top lists. */
export function AnalyticsReport({ queryRef }: { queryRef: PreloadedQuery<AnalyticsReportQuery> }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const days = queryRef.variables.days as Period;
  const data = usePreloadedQuery<AnalyticsReportQuery>(query, queryRef);
  const report = data.siteAnalytics;
  const current = totalsOf(report.daily);
  const previous = previousTotals(data.comparison.daily, report.firstDay, days);
  const number = (value: number) => formatNumber(value, language);
  const byDay = newestFirst(report.daily);
  const dayName = (day: string) => <time dateTime={day}>{formatDay(day, language)}</time>;
  const shares = languageShares(report.languages);
  const languageName = (code: Language) => t(`analyticsPage.charts.languages.${code}`);

  const enquiries = (
    <ChartPanel
      id="enquiries"
      title={t('analyticsPage.charts.enquiries.title')}
      height={heights.enquiries}
      chart={<EnquiriesChart days={report.daily} height={heights.enquiries} />}
      table={
        <DataTable
          caption={t('analyticsPage.charts.enquiries.title')}
          columns={[
            { key: 'day', label: t('analyticsPage.charts.day') },
            { key: 'enquiries', label: t('analyticsPage.totals.enquiries'), numeric: true },
          ]}
          rows={byDay.map((day) => ({ key: day.day, cells: [dayName(day.day), number(day.enquiries)] }))}
        />
      }
    />
  );

  return (
    <>
      <Range data-range={`${report.firstDay}/${report.lastDay}`}>
        {t('analyticsPage.from', { date: formatDay(report.firstDay, language) })} {t('analyticsPage.to', { date: formatDay(report.lastDay, language) })}
      </Range>
      <SummaryCards current={current} previous={previous} days={days} />
      {report.totalViews === 0 ? (
        <Grid>
          <div className="wide">
            <EmptyViews />
          </div>
          {report.totalEnquiries > 0 && <div className="wide">{enquiries}</div>}
        </Grid>
      ) : (
        <Grid>
          <HatchPattern />
          <div className="wide">
            <ChartPanel
              id="traffic"
              title={t('analyticsPage.charts.traffic.title')}
              height={heights.traffic}
              legend={
                <ChartLegend
                  items={[
                    { key: 'views', label: t('analyticsPage.totals.views'), sample: <LineSample style={seriesStyles.views} /> },
                    { key: 'visitors', label: t('analyticsPage.totals.visitors'), sample: <LineSample style={seriesStyles.visitors} /> },
                  ]}
                />
              }
              chart={<TrafficChart days={report.daily} height={heights.traffic} />}
              table={
                <DataTable
                  caption={t('analyticsPage.charts.traffic.title')}
                  columns={[
                    { key: 'day', label: t('analyticsPage.charts.day') },
                    { key: 'views', label: t('analyticsPage.totals.views'), numeric: true },
                    { key: 'visitors', label: t('analyticsPage.totals.visitors'), numeric: true },
                  ]}
                  rows={byDay.map((day) => ({ key: day.day, cells: [dayName(day.day), number(day.views), number(day.visitors)] }))}
                />
              }
            />
          </div>
          {enquiries}
          <ChartPanel
            id="languages"
            title={t('analyticsPage.charts.languages.title')}
            height={heights.languages}
            keyboardHint={false}
            chart={
              <Split>
                <LanguageChart shares={shares} height={heights.languages} />
                <dl aria-hidden="true">
                  {shares.map((share) => (
                    <div key={share.language}>
                      <dt>
                        <SwatchSample language={share.language} />
                        {languageName(share.language)}
                      </dt>
                      <dd>
                        <strong>{formatPercent(share.percent, language)}</strong> · {number(share.views)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </Split>
            }
            table={
              <DataTable
                caption={t('analyticsPage.charts.languages.title')}
                columns={[
                  { key: 'language', label: t('analyticsPage.charts.languages.language') },
                  { key: 'views', label: t('analyticsPage.totals.views'), numeric: true },
                  { key: 'share', label: t('analyticsPage.charts.languages.share'), numeric: true },
                ]}
                rows={shares.map((share) => ({
                  key: share.language,
                  cells: [languageName(share.language), number(share.views), formatPercent(share.percent, language)],
                }))}
              />
            }
          />
          <TopPages report={report} />
          <TopPosts report={report} />
          <div className="wide">
            <TopReferrers report={report} />
          </div>
        </Grid>
      )}
    </>
  );
}
