import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { TopPosts_report$key } from '../../../__generated__/TopPosts_report.graphql.ts';
import { postEditPath } from '../../../paths.ts';
import { Section } from './ChartPanel.tsx';
import { RankedTable } from './RankedTable.tsx';

/** The most read articles of the period, titled in the reader's language, each linking to its editor (where its own analytics are). */
export function TopPosts({ report }: { report: TopPosts_report$key }) {
  const { t } = useTranslation('admin');
  const data = useFragment(
    graphql`
      fragment TopPosts_report on SiteAnalytics @argumentDefinitions(locale: { type: "Locale!" }) {
        topPosts(first: 10) {
          post {
            id
            translation(locale: $locale) {
              locale
              title
            }
          }
          views
          visitors
        }
      }
    `,
    report,
  );
  return (
    <Section aria-labelledby="top-posts-title" data-top="posts">
      <header>
        <h2 id="top-posts-title">{t('analyticsPage.top.posts.title')}</h2>
      </header>
      <RankedTable
        caption={t('analyticsPage.top.posts.title')}
        nameLabel={t('analyticsPage.top.posts.column')}
        rows={data.topPosts.map(({ post, views, visitors }) => ({
          key: post.id,
          name: (
            <Link to={postEditPath(post.id)} lang={post.translation.locale} dir="auto">
              {post.translation.title || t('blog.untitled')}
            </Link>
          ),
          views,
          visitors,
        }))}
        empty={t('analyticsPage.top.posts.empty')}
        withVisitors
      />
    </Section>
  );
}
