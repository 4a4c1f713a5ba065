import { graphql, useFragment } from 'react-relay';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { TopPages_report$key } from '../../../__generated__/TopPages_report.graphql.ts';
import { Section } from './ChartPanel.tsx';
import { RankedTable } from './RankedTable.tsx';

/** The most viewed pages of the period (paths, both languages together). */
export function TopPages({ report }: { report: TopPages_report$key }) {
  const { t } = useTranslation('admin');
  const data = useFragment(
    graphql`
      fragment TopPages_report on SiteAnalytics {
        topPages(first: 10) {
          path
          views
          visitors
        }
      }
    `,
    report,
  );
  return (
    <Section aria-labelledby="top-pages-title" data-top="pages">
      <header>
        <h2 id="top-pages-title">{t('analyticsPage.top.pages.title')}</h2>
      </header>
      <RankedTable
        caption={t('analyticsPage.top.pages.title')}
        nameLabel={t('analyticsPage.top.pages.column')}
        rows={data.topPages.map((page) => ({ key: page.path, name: <bdi dir="ltr">{page.path}</bdi>, views: page.views, visitors: page.visitors }))}
        empty={t('analyticsPage.top.pages.empty')}
        withVisitors
      />
    </Section>
  );
}
