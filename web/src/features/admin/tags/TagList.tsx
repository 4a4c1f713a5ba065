import { useEffect } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { TagList_query$key } from '../../../__generated__/TagList_query.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { ListCount, ListEmpty, ListTable, LoadMore } from '../ListParts.tsx';
import { TagRow, type TagRowData } from './TagRow.tsx';

const pageSize = 50;

/** The tags a search finds, by slug, a page at a time; or why there are none. */
export function TagList({
  query,
  search,
  onConnection,
  onClearSearch,
  onRename,
  onMerge,
  onDelete,
}: {
  query: TagList_query$key;
  search: string;
  onConnection: (id: string) => void;
  onClearSearch: () => void;
  onRename: (tag: TagRowData) => void;
  onMerge: (tag: TagRowData) => void;
  onDelete: (tag: TagRowData) => void;
}) {
  const { t } = useTranslation('admin');
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment TagList_query on Query
      @refetchable(queryName: "TagListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }, search: { type: "String" }) {
        adminTags(first: $count, after: $cursor, search: $search) @connection(key: "TagList_adminTags", filters: ["search"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...TagRow_tag
            }
          }
        }
      }
    `,
    query,
  );
  const tags = data.adminTags;
  useEffect(() => onConnection(tags.__id), [tags.__id, onConnection]);

  if (tags.edges.length === 0) {
    return search ? (
      <ListEmpty
        title={t('tags.noMatchTitle')}
        text={t('tags.noMatch')}
        action={
          <Button type="button" $variant="secondary" onClick={onClearSearch}>
            {t('tags.clearSearch')}
          </Button>
        }
      />
    ) : (
      <ListEmpty title={t('tags.emptyTitle')} text={t('tags.empty')} />
    );
  }
  return (
    <>
      <ListCount>{t('tags.count', { count: tags.totalCount })}</ListCount>
      <ListTable>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('tags.columns.en')}</th>
              <th scope="col">{t('tags.columns.ar')}</th>
              <th scope="col">{t('tags.columns.slug')}</th>
              <th scope="col">{t('tags.columns.posts')}</th>
              <th scope="col">{t('tags.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {tags.edges.map(({ node }) => (
              <TagRow key={node.id} tag={node} onRename={onRename} onMerge={onMerge} onDelete={onDelete} />
            ))}
          </tbody>
        </table>
      </ListTable>
      {hasNext && <LoadMore loading={isLoadingNext} onLoad={() => loadNext(pageSize)} label={t('tags.loadMore')} loadingLabel={t('tags.loadingMore')} />}
    </>
  );
}
