import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { PostAnalyticsPanelQuery } from '../../../../__generated__/PostAnalyticsPanelQuery.graphql.ts';
import { Spinner } from '../../../../components/Spinner.tsx';
import { LoadBoundary } from '../../LoadProblem.tsx';
import { formatDay } from '../../../../format/officeTime.ts';
import { Panel } from '../../publishing/Panel.tsx';

const days = 30;

const Totals = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  div {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.canvas};
  }
  strong {
    display: block;
    font-size: 1.75rem;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }
  span {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Chart = styled.figure`
  margin: 0;
  svg {
    display: block;
    inline-size: 100%;
    block-size: 72px;
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
  .axis {
    display: flex;
    justify-content: space-between;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.color.muted};
  }
  figcaption {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
    margin-block-end: ${({ theme }) => theme.space(1)};
  }
`;

const Table = styled.details`
  font-size: 0.875rem;
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.accentStrong};
  }
  table {
    inline-size: 100%;
    border-collapse: collapse;
    margin-block-start: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: 0.25em 0.5em;
    text-align: start;
    font-variant-numeric: tabular-nums;
  }
  tbody tr:nth-child(odd) {
    background: ${({ theme }) => theme.color.canvas};
  }
`;

function Numbers({ postId, fetchKey }: { postId: string; fetchKey: number }) {
  const { t, i18n } = useTranslation('admin');
  // Loaded with the panel, not by the editor's loader: it shows once the post is published, which
  // may happen while the editor is open.
  const data = useLazyLoadQuery<PostAnalyticsPanelQuery>(
    graphql`
      query PostAnalyticsPanelQuery($id: ID!, $days: Int!) {
        postAnalytics(id: $id, days: $days) {
          totalViews
          totalLikes
          days {
            day
            views
            likes
          }
        }
      }
    `,
    { id: postId, days },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const { totalViews, totalLikes } = data.postAnalytics;
  const series = data.postAnalytics.days;
  const peak = Math.max(1, ...series.map((d) => d.views));
  const viewsInPeriod = series.reduce((sum, d) => sum + d.views, 0);
  const width = Math.max(series.length, 1) * 10;
  return (
    <>
      <Totals>
        <div>
          <strong>{totalViews.toLocaleString('en')}</strong>
          <span>{t('blog.analytics.views')}</span>
        </div>
        <div>
          <strong>{totalLikes.toLocaleString('en')}</strong>
          <span>{t('blog.analytics.likes')}</span>
        </div>
      </Totals>
      {series.length > 0 && (
        <Chart>
          <figcaption>{t('blog.analytics.period', { count: viewsInPeriod })}</figcaption>
          {/* Oldest day first, drawn from the start side: mirrored in Arabic, as the reading goes. */}
          <svg viewBox={`0 0 ${width} 60`} preserveAspectRatio="none" role="img" aria-label={t('blog.analytics.chartLabel', { count: viewsInPeriod })}>
            <line x1="0" y1="59.5" x2={width} y2="59.5" stroke="#dbe3ea" />
            {series.map((d, index) => {
              const height = d.views ? Math.max(2, (d.views / peak) * 56) : 0;
              return (
                <rect key={d.day} x={index * 10 + 1.5} y={59 - height} width="7" height={height} rx="1.5" fill={d.likes ? '#0f766e' : '#5eead4'}>
                  <title>{`${formatDay(d.day, i18n.language)}: ${t('blog.analytics.dayViews', { count: d.views })}, ${t('blog.analytics.dayLikes', { count: d.likes })}`}</title>
                </rect>
              );
            })}
          </svg>
          <div className="axis" aria-hidden="true">
            <span>{formatDay(series[0].day, i18n.language)}</span>
            <span>{formatDay(series[series.length - 1].day, i18n.language)}</span>
          </div>
        </Chart>
      )}
      <Table>
        <summary>{t('blog.analytics.perDay')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('blog.analytics.day')}</th>
              <th scope="col">{t('blog.analytics.views')}</th>
              <th scope="col">{t('blog.analytics.likes')}</th>
            </tr>
          </thead>
          <tbody>
            {[...series].reverse().map((d) => (
              <tr key={d.day}>
                <td>{formatDay(d.day, i18n.language)}</td>
                <td>{d.views}</td>
                <td>{d.likes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Table>
    </>
  );
}

/** How the post is read: views and likes in total, and views per day over the last 30 days. */
export function PostAnalyticsPanel({ postId, everPublished }: { postId: string | null; everPublished: boolean }) {
  const { t } = useTranslation('admin');
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <Panel aria-labelledby="analytics-heading">
      <h2 id="analytics-heading">{t('blog.analytics.title')}</h2>
      {!postId || !everPublished ? (
        <p className="muted">{t('blog.analytics.notPublished')}</p>
      ) : (
        <LoadBoundary onRetry={() => setFetchKey((n) => n + 1)} message={t('blog.analytics.loadError')} compact>
          <Suspense fallback={<Spinner />}>
            <Numbers postId={postId} fetchKey={fetchKey} />
          </Suspense>
        </LoadBoundary>
      )}
    </Panel>
  );
}
