import { Suspense, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation, useMatch, useOutlet, type LoaderFunctionArgs } from 'react-router';
import { addressSearch, useAddressFilters } from '../useAddressFilters.ts';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { InboxPageQuery, InboxPageQuery$variables } from '../../../__generated__/InboxPageQuery.graphql.ts';
import InboxPageQueryNode from '../../../__generated__/InboxPageQuery.graphql.ts';
import { controlStyle } from '../../../components/Field.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { isStale, loadAdminQuery, useAdminQuery } from '../../../relay/adminQuery.ts';
import { LoadBoundary } from '../LoadProblem.tsx';
import { ListResults, StatusTabs } from '../ListParts.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import { CsvExportButton } from './CsvExportButton.tsx';
import { maxSearchLength } from '../../../api/searchRules.ts';
import { inboxPath, parseStatusFilter, statusArgument, statusFilters } from './inboxAddress.ts';
import { InboxList } from './InboxList.tsx';
import type { InboxOutletContext } from './MessagePage.tsx';
import { useUnreadCount } from './unreadCount.ts';

/** From this width the open message sits beside the list; below it, in its place. */
const split = '75rem';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(5)};
  input[type='search'] {
    ${controlStyle};
    flex: 1 1 16rem;
    max-inline-size: 30rem;
  }
`;

const Panes = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: minmax(20rem, 26rem) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(6)};
  .detail {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.space(4)};
    display: grid;
    gap: ${({ theme }) => theme.space(4)};
    min-inline-size: 0;
    max-block-size: calc(100vh - ${({ theme }) => theme.space(8)});
    overflow-y: auto;
    padding: ${({ theme }) => theme.space(6)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.canvas};
  }
  .placeholder {
    margin: auto;
    padding-block: ${({ theme }) => theme.space(16)};
    color: ${({ theme }) => theme.color.muted};
    text-align: center;
  }
  /* Narrower: the list, or the open message in its place (with a way back). */
  @media (max-width: ${split}) {
    grid-template-columns: minmax(0, 1fr);
    .list {
      display: ${({ $open }) => ($open ? 'none' : 'block')};
    }
    .detail {
      display: ${({ $open }) => ($open ? 'grid' : 'none')};
      position: static;
      max-block-size: none;
      overflow: visible;
      padding: 0;
      border: 0;
      background: none;
    }
    .detail a.back {
      display: inline-block;
    }
  }
`;

const FiltersSlot = styled.div<{ $open: boolean }>`
  @media (max-width: ${split}) {
    display: ${({ $open }) => ($open ? 'none' : 'block')};
  }
`;

/* On a narrow screen the open message needs the room more than the export does. */
const ExportSlot = styled.div<{ $open: boolean }>`
  @media (max-width: ${split}) {
    display: ${({ $open }) => ($open ? 'none' : 'block')};
  }
`;

const query = graphql`
  query InboxPageQuery($status: ContactMessageStatus, $search: String) {
    ...InboxList_query @arguments(status: $status, search: $search)
  }
`;

/** The list the address asks for (`?status=…&q=…`). */
function listVariables(params: URLSearchParams): InboxPageQuery$variables {
  return { status: statusArgument(parseStatusFilter(params.get('status'))), search: addressSearch(params, maxSearchLength) || null };
}

export function loader({ request }: LoaderFunctionArgs) {
  return loadAdminQuery<InboxPageQuery>(InboxPageQueryNode, listVariables(new URL(request.url).searchParams), 'store-and-network');
}

function InboxResults({ queryRef, filtered, onClearFilters }: { queryRef: PreloadedQuery<InboxPageQuery>; filtered: boolean; onClearFilters: () => void }) {
  const data = usePreloadedQuery<InboxPageQuery>(query, queryRef);
  return <InboxList query={data} filtered={filtered} onClearFilters={onClearFilters} />;
}

/** The header with the unread count (the same number as the navigation's badge). */
function InboxHeader({ actions }: { actions: ReactNode }) {
  const { t } = useTranslation('admin');
  const unread = useUnreadCount();
  return <PageHeader title={t('inbox.title')} subtitle={unread > 0 ? t('inbox.unread', { count: unread }) : t('inbox.allRead')} actions={actions} />;
}

function NewCount() {
  const unread = useUnreadCount();
  return unread > 0 ? <span className="count">{unread}</span> : null;
}

/**
 * `/admin/inbox` and, inside it, `/admin/inbox/:id`: the enquiries from the contact form for every
 * staff member, newest first, filtered by state and searched, with the open message beside them.
 */
export function InboxPage() {
  const { t } = useTranslation('admin');
  const { params, search, searchText, setSearchText, setParam, clear: clearFilters } = useAddressFilters(maxSearchLength);
  const { search: listSearch } = useLocation();
  const open = useMatch(`${inboxPath}/:id`) !== null;
  const status = parseStatusFilter(params.get('status'));
  const [queryRef, reload] = useAdminQuery<InboxPageQuery>(query);

  const statusValue = statusArgument(status);
  const variables = listVariables(params);
  const stale = isStale(queryRef, variables);
  const filtered = status !== 'all' || Boolean(search);
  const context: InboxOutletContext = {
    connectionId: ConnectionHandler.getConnectionID(ROOT_ID, 'InboxList_contactMessages', variables),
    listSearch,
  };
  const outlet = useOutlet(context);
  const exportButton = (
    <ExportSlot $open={open}>
      <CsvExportButton filter={{ status: statusValue, search }} />
    </ExportSlot>
  );

  return (
    <>
      <Suspense fallback={<PageHeader title={t('inbox.title')} actions={exportButton} />}>
        <InboxHeader actions={exportButton} />
      </Suspense>
      <FiltersSlot $open={open}>
        <Filters role="search" aria-label={t('inbox.filters')}>
          <StatusTabs role="group" aria-label={t('inbox.statusFilter')}>
            {statusFilters.map((filter) => (
              <button key={filter} type="button" aria-pressed={status === filter} onClick={() => setParam('status', filter === 'all' ? '' : filter)}>
                {t(`inbox.filter.${filter}`)}
                {filter === 'new' && (
                  <Suspense fallback={null}>
                    <NewCount />
                  </Suspense>
                )}
              </button>
            ))}
          </StatusTabs>
          <input
            type="search"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            placeholder={t('inbox.searchPlaceholder')}
            aria-label={t('inbox.search')}
            maxLength={maxSearchLength}
          />
        </Filters>
      </FiltersSlot>
      <Panes $open={open}>
        <div className="list">
          <LoadBoundary resetKey={JSON.stringify(variables)} onRetry={reload} message={t('inbox.list.loadError')}>
            <Suspense fallback={<Spinner size="large" page />}>
              <ListResults $stale={stale} aria-busy={stale}>
                {queryRef && <InboxResults queryRef={queryRef} filtered={filtered} onClearFilters={clearFilters} />}
              </ListResults>
            </Suspense>
          </LoadBoundary>
        </div>
        <div className="detail">{outlet ?? <p className="placeholder">{t('inbox.detail.placeholder')}</p>}</div>
      </Panes>
    </>
  );
}
