import { Suspense, useCallback, useDeferredValue, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { MediaPageQuery } from '../../../__generated__/MediaPageQuery.graphql.ts';
import { controlStyle } from '../../../components/Field.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { LoadBoundary } from '../blog/LoadProblem.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import { useAddressFilters } from '../useAddressFilters.ts';
import { maxSearchLength } from '../../../api/searchRules.ts';
import { parseSelectedImage, withSelected } from './mediaAddress.ts';
import { MediaDetailsDialog } from './MediaDetailsDialog.tsx';
import { MediaGrid } from './MediaGrid.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import { useMediaMutations } from './useMediaMutations.ts';
import { useUploadQueue } from './useUploadQueue.ts';

const Search = styled.div`
  display: flex;
  margin-block-end: ${({ theme }) => theme.space(4)};
  input[type='search'] { ${controlStyle}; max-inline-size: 26rem; }
`;

const Results = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.normal};
`;

function MediaResults({ search, fetchKey, ...grid }: { search: string; fetchKey: number; onConnection: (id: string) => void; onClearSearch: () => void; onUpload: () => void }) {
  const data = useLazyLoadQuery<MediaPageQuery>(
    graphql`
      query MediaPageQuery($search: String) {
        ...MediaGrid_query @arguments(search: $search)
      }
    `,
    { search: search || null },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  return <MediaGrid query={data} search={search} {...grid} />;
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
  const [fetchKey, setFetchKey] = useState(0);
  const connection = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { showUploaded } = useMediaMutations();

  // A new image goes first in the grid; while a search is on, the search runs again (it may match).
  const onUploaded = useCallback(
    ({ id }: { id: string }) => {
      const connectionId = connection.current;
      if (search || !connectionId) setFetchKey((key) => key + 1);
      else showUploaded(id, connectionId).catch(() => setFetchKey((key) => key + 1));
    },
    [search, showUploaded],
  );
  const uploads = useUploadQueue(onUploaded);
  const onConnection = useCallback((id: string) => {
    connection.current = id;
  }, []);

  const deferredSearch = useDeferredValue(search);
  const stale = deferredSearch !== search;
  const location = useLocation();
  // Closing replaces the entry that opened it: Back then does not open it again.
  const closeDetails = () => navigate({ search: withSelected(location.search, null) }, { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHeader title={t('media.title')} subtitle={t('media.subtitle')} />
      <UploadPanel rows={uploads.rows} onFiles={uploads.add} onClearFinished={uploads.clearFinished} inputRef={fileInput} />
      <Search role="search" aria-label={t('media.search')}>
        <input
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder={t('media.searchPlaceholder')}
          aria-label={t('media.search')}
          maxLength={maxSearchLength}
        />
      </Search>
      <LoadBoundary message={t('media.loadError')} resetKey={search} onRetry={() => setFetchKey((key) => key + 1)}>
        <Suspense fallback={<Spinner size="large" page />}>
          <Results $stale={stale} aria-busy={stale}>
            <MediaResults
              search={deferredSearch}
              fetchKey={fetchKey}
              onConnection={onConnection}
              onClearSearch={clear}
              onUpload={() => fileInput.current?.click()}
            />
          </Results>
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
