import { graphql, usePaginationFragment } from 'react-relay';
import { useLocation, useMatch } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { InboxList_query$key } from '../../../__generated__/InboxList_query.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { inboxPath } from './inboxAddress.ts';
import { InboxRow } from './InboxRow.tsx';

const pageSize = 20;

const Messages = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; max-inline-size: 30rem; color: ${({ theme }) => theme.color.muted}; }
`;

const Count = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9375rem;
`;

const More = styled.p`
  display: flex;
  justify-content: center;
  margin-block-start: ${({ theme }) => theme.space(5)};
`;

/** The messages the filters select, newest first, 20 at a time. */
export function InboxList({ query, filtered, onClearFilters }: { query: InboxList_query$key; filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('admin');
  const { search } = useLocation();
  const open = useMatch(`${inboxPath}/:id`)?.params.id;
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment InboxList_query on Query
      @refetchable(queryName: "InboxListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        status: { type: "ContactMessageStatus" }
        search: { type: "String" }
      ) {
        contactMessages(first: $count, after: $cursor, status: $status, search: $search)
          @connection(key: "InboxList_contactMessages", filters: ["status", "search"]) {
          totalCount
          edges {
            node {
              id
              databaseId
              ...InboxRow_message
            }
          }
        }
      }
    `,
    query,
  );
  const messages = data.contactMessages;
  if (messages.edges.length === 0) {
    return filtered ? (
      <Empty>
        <h2>{t('inbox.list.noMatchTitle')}</h2>
        <p>{t('inbox.list.noMatch')}</p>
        <Button type="button" $variant="secondary" onClick={onClearFilters}>{t('inbox.list.clearFilters')}</Button>
      </Empty>
    ) : (
      <Empty>
        <h2>{t('inbox.list.emptyTitle')}</h2>
        <p>{t('inbox.list.empty')}</p>
      </Empty>
    );
  }
  return (
    <>
      <Count role="status">{t('inbox.list.count', { count: messages.totalCount })}</Count>
      <Messages aria-label={t('inbox.list.label')}>
        {messages.edges.map(({ node }) => (
          <InboxRow key={node.id} message={node} current={open === String(node.databaseId)} search={search} />
        ))}
      </Messages>
      {hasNext && (
        <More>
          <Button type="button" $variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(pageSize)}>
            {isLoadingNext ? t('inbox.list.loadingMore') : t('inbox.list.loadMore')}
          </Button>
        </More>
      )}
    </>
  );
}
