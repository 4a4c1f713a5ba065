import { Suspense, useCallback, useRef } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { MediaPageQuery } from '../../../__generated__/MediaPageQuery.graphql.ts';
import MediaPageQueryNode from '../../../__generated__/MediaPageQuery.graphql.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { isStale, loadAdminQuery, loaderReads, useAdminQuery } from '../../../relay/adminQuery.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { LoadBoundary } from '../LoadProblem.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import { addressSearch, useAddressFilters } from '../useAddressFilters.ts';
import { maxSearchLength } from '../../../api/searchRules.ts';
import { parseSelectedImage, withSelected } from './mediaAddress.ts';
import { MediaDetailsDialog } from './MediaDetailsDialog.tsx';
import { MediaGrid } from './MediaGrid.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import { useMediaMutations } from './useMediaMutations.ts';
import { useUploadQueue } from './useUploadQueue.ts';
import { ListResults, ListSearch } from '../ListParts.tsx';

const query = graphql`
  query MediaPageQuery($search: String) {
    ...MediaGrid_query @arguments(search: $search)
  }
`;

export function loader({ request }: LoaderFunctionArgs) {
  const search = addressSearch(new URL(request.url).searchParams, maxSearchLength);
  return loadAdminQuery<MediaPageQuery>(MediaPageQueryNode, { search: search || null }, 'store-and-network');
}

/** The image open in its dialog (`selected`) changes nothing in the grid. */
export const shouldRevalidate = loaderReads('q');

function MediaResults({
  queryRef,
  ...grid
}: {
  queryRef: PreloadedQuery<MediaPageQuery>;
  onConnection: (id: string) => void;
  onClearSearch: () => void;
  onUpload: () => void;
}) {
  const data = usePreloadedQuery<MediaPageQuery>(query, queryRef);
  return <MediaGrid query={data} search={queryRef.variables.search ?? ''} {...grid} />;
}

/** The media library: upload images, find them, give them alt texts, see where they are used, delete those no post shows. */
export function MediaPage() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const navigate = useNavigate();
  const { state } = useAuth();
  const viewer = { id: state.user?.id ?? 0, isAdmin: state.user?.role === 'ADMIN' };
  const { params, search, searchText, setSearchText, clear } = useAddressFilters(maxSearchLength);
  const selected = parseSelectedImage(params.get('selected'));
  const [queryRef, reload] = useAdminQuery<MediaPageQuery>(query);
  const connection = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { showUploaded } = useMediaMutations();

  // A new image goes first in the grid; while a search is on, the search runs again (it may match).
  const onUploaded = useCallback(
    ({ id }: { id: string }) => {
      const connectionId = connection.current;
      if (search || !connectionId) reload();
      else showUploaded(id, connectionId).catch(reload);
    },
    [search, showUploaded, reload],
  );
  const uploads = useUploadQueue(onUploaded);
  const onConnection = useCallback((id: string) => {
    connection.current = id;
  }, []);

  const stale = isStale(queryRef, { search: search || null });
  const location = useLocation();
  // Closing replaces the entry that opened it: Back then does not open it again.
  const closeDetails = () => navigate({ search: withSelected(location.search, null) }, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHeader title={t('media.title')} subtitle={t('media.subtitle')} />
      <UploadPanel rows={uploads.rows} onFiles={uploads.add} onClearFinished={uploads.clearFinished} inputRef={fileInput} />
      <ListSearch role="search" aria-label={t('media.search')}>
        <input
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder={t('media.searchPlaceholder')}
          aria-label={t('media.search')}
          maxLength={maxSearchLength}
        />
      </ListSearch>
      <LoadBoundary message={t('media.loadError')} resetKey={search} onRetry={reload}>
        <Suspense fallback={<Spinner size="large" page />}>
          <ListResults $stale={stale} aria-busy={stale}>
            {queryRef && <MediaResults queryRef={queryRef} onConnection={onConnection} onClearSearch={clear} onUpload={() => fileInput.current?.click()} />}
          </ListResults>
        </Suspense>
      </LoadBoundary>
      {selected !== null && (
        <MediaDetailsDialog
          key={selected}
          databaseId={selected}
          viewer={viewer}
          connectionId={connection.current}
          onClose={closeDetails}
          onDeleted={(name) => {
            toast(t('media.details.deleted', { name }), 'success');
            closeDetails();
          }}
        />
      )}
    </>
  );
}
