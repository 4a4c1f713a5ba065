import { useEffect } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { MediaGrid_query$key } from '../../../__generated__/MediaGrid_query.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { ListCount, ListEmpty, LoadMore } from '../ListParts.tsx';
import { MediaCard } from './MediaCard.tsx';

const pageSize = 24;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
  @media (max-width: 20rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * The library's images for the search, newest first, 24 at a time. `onConnection` hears which
 * connection is on screen, so uploads and deletions can change it.
 */
export function MediaGrid({
  query,
  search,
  onConnection,
  onClearSearch,
  onUpload,
}: {
  query: MediaGrid_query$key;
  search: string;
  onConnection: (connectionId: string) => void;
  onClearSearch: () => void;
  onUpload: () => void;
}) {
  const { t } = useTranslation('admin');
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment MediaGrid_query on Query
      @refetchable(queryName: "MediaGridPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }, search: { type: "String" }) {
        media(first: $count, after: $cursor, search: $search) @connection(key: "MediaGrid_media", filters: ["search"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...MediaCard_media
            }
          }
        }
      }
    `,
    query,
  );
  const media = data.media;
  useEffect(() => onConnection(media.__id), [media.__id, onConnection]);

  if (media.edges.length === 0) {
    return search ? (
      <ListEmpty
        title={t('media.noMatchTitle')}
        text={t('media.noMatch', { subject: search })}
        action={
          <Button type="button" $variant="secondary" onClick={onClearSearch}>
            {t('media.clearSearch')}
          </Button>
        }
      />
    ) : (
      <ListEmpty
        title={t('media.emptyTitle')}
        text={t('media.empty')}
        action={
          <Button type="button" onClick={onUpload}>
            {t('media.upload.button')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ListCount>{search ? t('media.matches', { count: media.totalCount }) : t('media.count', { count: media.totalCount })}</ListCount>
      <Grid aria-label={t('media.grid')}>
        {media.edges.map(({ node }) => (
          <MediaCard key={node.id} media={node} />
        ))}
      </Grid>
      {hasNext && <LoadMore loading={isLoadingNext} onLoad={() => loadNext(pageSize)} label={t('media.loadMore')} loadingLabel={t('media.loadingMore')} />}
    </>
  );
}
