import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { ActivityFeedPaginationQuery } from '../../../__generated__/ActivityFeedPaginationQuery.graphql.ts';
import type { ActivityFeed_query$key } from '../../../__generated__/ActivityFeed_query.graphql.ts';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ActivityItem } from './ActivityItem.tsx';
import { Panel } from './Panel.tsx';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkSoft};
  }
`;

const More = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ theme }) => theme.space(3)};
`;

/** The staff's recent actions, newest first (for an editor, their own), ten at a time. */
export function ActivityFeed({ query, viewer }: { query: ActivityFeed_query$key; viewer: { userId: string; isAdmin: boolean } }) {
  const { t } = useTranslation('admin');
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ActivityFeedPaginationQuery, ActivityFeed_query$key>(
    graphql`
      fragment ActivityFeed_query on Query
      @argumentDefinitions(locale: { type: "Locale!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "ActivityFeedPaginationQuery") {
        recentActivity(first: $count, after: $cursor) @connection(key: "ActivityFeed_recentActivity") {
          edges {
            node {
              id
              ...ActivityItem_event @arguments(locale: $locale)
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.recentActivity.edges;
  return (
    <Panel id="activity" heading={t(viewer.isAdmin ? 'dashboard.activity.heading' : 'dashboard.activity.headingOwn')}>
      {edges.length === 0 ? (
        <Empty>
          <p>{t(viewer.isAdmin ? 'dashboard.activity.empty' : 'dashboard.activity.emptyOwn')}</p>
          <ButtonLink as={Link} to="/admin/blog/new" $variant="secondary">
            {t('dashboard.activity.firstPost')}
          </ButtonLink>
        </Empty>
      ) : (
        <List>
          {edges.map(({ node }) => (
            <ActivityItem key={node.id} event={node} viewer={viewer} />
          ))}
        </List>
      )}
      {hasNext && (
        <More>
          <Button type="button" $variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(10)}>
            {isLoadingNext ? t('dashboard.activity.loadingMore') : t('dashboard.activity.more')}
          </Button>
          {isLoadingNext && <Spinner size="small" />}
        </More>
      )}
    </Panel>
  );
}
