import { graphql, usePaginationFragment } from 'react-relay';
import { useLocation, useMatch } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { InboxList_query$key } from '../../../__generated__/InboxList_query.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { ListCount, ListEmpty, LoadMore } from '../ListParts.tsx';
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
      <ListEmpty
        title={t('inbox.list.noMatchTitle')}
        text={t('inbox.list.noMatch')}
        action={
          <Button type="button" $variant="secondary" onClick={onClearFilters}>
            {t('inbox.list.clearFilters')}
          </Button>
        }
      />
    ) : (
      <ListEmpty title={t('inbox.list.emptyTitle')} text={t('inbox.list.empty')} />
    );
  }
  return (
    <>
      <ListCount>{t('inbox.list.count', { count: messages.totalCount })}</ListCount>
      <Messages aria-label={t('inbox.list.label')}>
        {messages.edges.map(({ node }) => (
          <InboxRow key={node.id} message={node} current={open === String(node.databaseId)} search={search} />
        ))}
      </Messages>
      {hasNext && (
        <LoadMore loading={isLoadingNext} onLoad={() => loadNext(pageSize)} label={t('inbox.list.loadMore')} loadingLabel={t('inbox.list.loadingMore')} />
      )}
    </>
  );
}
