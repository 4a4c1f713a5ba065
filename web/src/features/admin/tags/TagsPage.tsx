import { Suspense, useCallback, useRef, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { TagsPageQuery } from '../../../__generated__/TagsPageQuery.graphql.ts';
import TagsPageQueryNode from '../../../__generated__/TagsPageQuery.graphql.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { maxSearchLength } from '../../../api/searchRules.ts';
import { isStale, loadAdminQuery, loaderReads, useAdminQuery } from '../../../relay/adminQuery.ts';
import { PageHeader } from '../layout/PageHeader.tsx';
import { LoadBoundary } from '../LoadProblem.tsx';
import { addressSearch, useAddressFilters } from '../useAddressFilters.ts';
import { DeleteTagDialog } from './DeleteTagDialog.tsx';
import { MergeTagDialog } from './MergeTagDialog.tsx';
import { RenameTagDialog } from './RenameTagDialog.tsx';
import { TagList } from './TagList.tsx';
import type { TagRowData } from './TagRow.tsx';
import { ListResults, ListSearch } from '../ListParts.tsx';

const query = graphql`
  query TagsPageQuery($search: String) {
    ...TagList_query @arguments(search: $search)
  }
`;

export function loader({ request }: LoaderFunctionArgs) {
  const search = addressSearch(new URL(request.url).searchParams, maxSearchLength);
  return loadAdminQuery<TagsPageQuery>(TagsPageQueryNode, { search: search || null }, 'store-and-network');
}

export const shouldRevalidate = loaderReads('q');

type Open = { kind: 'rename' | 'merge' | 'delete'; tag: TagRowData } | null;

function TagResults({ queryRef, ...list }: { queryRef: PreloadedQuery<TagsPageQuery> } & Omit<Parameters<typeof TagList>[0], 'query' | 'search'>) {
  const data = usePreloadedQuery<TagsPageQuery>(query, queryRef);
  return <TagList query={data} search={queryRef.variables.search ?? ''} {...list} />;
}

/** `/admin/tags` (staff): every tag in both languages; find, rename, merge, delete. */
export function TagsPage() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { search, searchText, setSearchText, clear } = useAddressFilters(maxSearchLength);
  const [queryRef, reload] = useAdminQuery<TagsPageQuery>(query);
  const [open, setOpen] = useState<Open>(null);
  const connection = useRef<string | null>(null);
  const onConnection = useCallback((id: string) => {
    connection.current = id;
  }, []);
  const done = (message: string) => {
    setOpen(null);
    toast(message, 'success');
  };
  const stale = isStale(queryRef, { search: search || null });

  return (
    <>
      <PageHeader title={t('tags.title')} subtitle={t('tags.subtitle')} />
      <ListSearch role="search" aria-label={t('tags.search')}>
        <input
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder={t('tags.searchPlaceholder')}
          aria-label={t('tags.search')}
          maxLength={maxSearchLength}
          dir="auto"
        />
      </ListSearch>
      <LoadBoundary message={t('tags.loadError')} resetKey={search} onRetry={reload}>
        <Suspense fallback={<Spinner size="large" page />}>
          <ListResults $stale={stale} aria-busy={stale}>
            {queryRef && (
              <TagResults
                queryRef={queryRef}
                onConnection={onConnection}
                onClearSearch={clear}
                onRename={(tag) => setOpen({ kind: 'rename', tag })}
                onMerge={(tag) => setOpen({ kind: 'merge', tag })}
                onDelete={(tag) => setOpen({ kind: 'delete', tag })}
              />
            )}
          </ListResults>
        </Suspense>
      </LoadBoundary>
      {open?.kind === 'rename' && <RenameTagDialog tag={open.tag} onClose={() => setOpen(null)} onSaved={done} />}
      {open?.kind === 'merge' && connection.current && (
        <Suspense fallback={<Spinner size="large" page />}>
          <MergeTagDialog tag={open.tag} connectionId={connection.current} onClose={() => setOpen(null)} onMerged={done} />
        </Suspense>
      )}
      {open?.kind === 'delete' && connection.current && (
        <DeleteTagDialog tag={open.tag} connectionId={connection.current} onClose={() => setOpen(null)} onDeleted={done} />
      )}
    </>
  );
}
