import { graphql, useFragment } from 'react-relay';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { TopReferrers_report$key } from '../../../__generated__/TopReferrers_report.graphql.ts';
import { Section } from './ChartPanel.tsx';
import { RankedTable } from './RankedTable.tsx';

/** Where the counters file the hosts beyond a day's first 1,000. */
const otherHosts = '(other)';

/** The sites visitors came from most (the first page of a visit only). */
export function TopReferrers({ report }: { report: TopReferrers_report$key }) {
  const { t } = useTranslation('admin');
  const data = useFragment(
    graphql`
      fragment TopReferrers_report on SiteAnalytics {
        topReferrers(first: 10) {
          host
          views
        }
      }
    `,
    report,
  );
  return (
    <Section aria-labelledby="top-referrers-title" data-top="referrers">
      <header>
        <h2 id="top-referrers-title">{t('analyticsPage.top.referrers.title')}</h2>
      </header>
      <RankedTable
        caption={t('analyticsPage.top.referrers.title')}
        nameLabel={t('analyticsPage.top.referrers.column')}
        viewsLabel={t('analyticsPage.top.referrers.visits')}
        rows={data.topReferrers.map((referrer) => ({
          key: referrer.host,
          name: referrer.host === otherHosts ? t('analyticsPage.top.referrers.other') : <bdi dir="ltr">{referrer.host}</bdi>,
          views: referrer.views,
        }))}
        empty={t('analyticsPage.top.referrers.empty')}
        withVisitors={false}
      />
    </Section>
  );
}
