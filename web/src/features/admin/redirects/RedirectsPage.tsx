import { Suspense, useCallback, useRef, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { RedirectsPageQuery } from '../../../__generated__/RedirectsPageQuery.graphql.ts';
import RedirectsPageQueryNode from '../../../__generated__/RedirectsPageQuery.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { maxSearchLength } from '../../../api/searchRules.ts';
import { isStale, loadAdminQuery, loaderReads, useAdminQuery } from '../../../relay/adminQuery.ts';
import { AdminOnly } from '../layout/AdminOnly.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import { LoadBoundary } from '../LoadProblem.tsx';
import { addressSearch, useAddressFilters } from '../useAddressFilters.ts';
import { DeleteRedirectDialog } from './DeleteRedirectDialog.tsx';
import { RedirectFormDialog } from './RedirectFormDialog.tsx';
import { RedirectList } from './RedirectList.tsx';
import type { RedirectRowData } from './RedirectRow.tsx';
import { ListResults, ListSearch } from '../ListParts.tsx';

const query = graphql`
  query RedirectsPageQuery($search: String) {
    ...RedirectList_query @arguments(search: $search)
  }
`;

export function loader({ request }: LoaderFunctionArgs) {
  const search = addressSearch(new URL(request.url).searchParams, maxSearchLength);
  return loadAdminQuery<RedirectsPageQuery>(RedirectsPageQueryNode, { search: search || null }, 'store-and-network');
}

export const shouldRevalidate = loaderReads('q');

type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; redirect: RedirectRowData } | null;

function RedirectResults({
  queryRef,
  ...list
}: { queryRef: PreloadedQuery<RedirectsPageQuery> } & Omit<Parameters<typeof RedirectList>[0], 'query' | 'search'>) {
  const data = usePreloadedQuery<RedirectsPageQuery>(query, queryRef);
  return <RedirectList query={data} search={queryRef.variables.search ?? ''} {...list} />;
}

/** `/admin/redirects` (admins): old addresses that lead to new ones; find, add, edit, remove. */
export function RedirectsPage() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { search, searchText, setSearchText, clear } = useAddressFilters(maxSearchLength);
  const [queryRef, reload] = useAdminQuery<RedirectsPageQuery>(query);
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
    <AdminOnly>
      <PageHeader
        title={t('redirects.title')}
        subtitle={t('redirects.subtitle')}
        actions={
          <Button type="button" onClick={() => setOpen({ kind: 'create' })}>
            {t('redirects.add')}
          </Button>
        }
      />
      <ListSearch role="search" aria-label={t('redirects.search')}>
        <input
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder={t('redirects.searchPlaceholder')}
          aria-label={t('redirects.search')}
          maxLength={maxSearchLength}
          dir="auto"
        />
      </ListSearch>
      <LoadBoundary message={t('redirects.loadError')} resetKey={search} onRetry={reload}>
        <Suspense fallback={<Spinner size="large" page />}>
          <ListResults $stale={stale} aria-busy={stale}>
            {queryRef && (
              <RedirectResults
                queryRef={queryRef}
                onConnection={onConnection}
                onAdd={() => setOpen({ kind: 'create' })}
                onClearSearch={clear}
                onEdit={(redirect) => setOpen({ kind: 'edit', redirect })}
                onDelete={(redirect) => setOpen({ kind: 'delete', redirect })}
              />
            )}
          </ListResults>
        </Suspense>
      </LoadBoundary>
      {(open?.kind === 'create' || open?.kind === 'edit') && connection.current && (
        <RedirectFormDialog
          redirect={open.kind === 'edit' ? open.redirect : null}
          connectionId={connection.current}
          onClose={() => setOpen(null)}
          onSaved={done}
        />
      )}
      {open?.kind === 'delete' && connection.current && (
        <DeleteRedirectDialog redirect={open.redirect} connectionId={connection.current} onClose={() => setOpen(null)} onDeleted={done} />
      )}
    </AdminOnly>
  );
}
