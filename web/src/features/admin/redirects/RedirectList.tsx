import { useEffect } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { RedirectList_query$key } from '../../../__generated__/RedirectList_query.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { ListCount, ListEmpty, ListTable, LoadMore } from '../ListParts.tsx';
import { RedirectRow, type RedirectRowData } from './RedirectRow.tsx';

const pageSize = 50;

/** The redirects a search finds, by old address, a page at a time; or why there are none. */
export function RedirectList({
  query,
  search,
  onConnection,
  onAdd,
  onClearSearch,
  onEdit,
  onDelete,
}: {
  query: RedirectList_query$key;
  search: string;
  onConnection: (id: string) => void;
  onAdd: () => void;
  onClearSearch: () => void;
  onEdit: (redirect: RedirectRowData) => void;
  onDelete: (redirect: RedirectRowData) => void;
}) {
  const { t } = useTranslation('admin');
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment RedirectList_query on Query
      @refetchable(queryName: "RedirectListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }, search: { type: "String" }) {
        redirects(first: $count, after: $cursor, search: $search) @connection(key: "RedirectList_redirects", filters: ["search"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...RedirectRow_redirect
            }
          }
        }
      }
    `,
    query,
  );
  const redirects = data.redirects;
  useEffect(() => onConnection(redirects.__id), [redirects.__id, onConnection]);

  if (redirects.edges.length === 0) {
    return search ? (
      <ListEmpty
        title={t('redirects.noMatchTitle')}
        text={t('redirects.noMatch')}
        action={
          <Button type="button" $variant="secondary" onClick={onClearSearch}>
            {t('redirects.clearSearch')}
          </Button>
        }
      />
    ) : (
      <ListEmpty
        title={t('redirects.emptyTitle')}
        text={t('redirects.empty')}
        action={
          <Button type="button" onClick={onAdd}>
            {t('redirects.add')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ListCount>{t('redirects.count', { count: redirects.totalCount })}</ListCount>
      <ListTable>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('redirects.columns.from')}</th>
              <th scope="col">{t('redirects.columns.to')}</th>
              <th scope="col">{t('redirects.columns.updated')}</th>
              <th scope="col">{t('redirects.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {redirects.edges.map(({ node }) => (
              <RedirectRow key={node.id} redirect={node} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </tbody>
        </table>
      </ListTable>
      {hasNext && (
        <LoadMore loading={isLoadingNext} onLoad={() => loadNext(pageSize)} label={t('redirects.loadMore')} loadingLabel={t('redirects.loadingMore')} />
      )}
    </>
  );
}
