import { Suspense, useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { PagesAdminPageQuery, PagesAdminPageQuery$data } from '../../../__generated__/PagesAdminPageQuery.graphql.ts';
import PagesAdminPageQueryNode from '../../../__generated__/PagesAdminPageQuery.graphql.ts';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { controlStyle } from '../../../components/Field.tsx';
import { Spinner, VisuallyHidden } from '../../../components/Spinner.tsx';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';
import { languages, toLanguage, type Language } from '../../../i18n/languages.ts';
import { pageEditPath } from '../../../paths.ts';
import { loadAdminQuery, useAdminQuery } from '../../../relay/adminQuery.ts';
import type { PageBlock } from '../../../api/pageBlocks.ts';
import { PageHeader } from '../layout/PageHeader.tsx';
import { ListCount, ListEmpty, ListTable, StatusTabs } from '../ListParts.tsx';
import { LoadBoundary } from '../LoadProblem.tsx';
import { PostStatusBadge } from '../PostStatusBadge.tsx';
import { postState } from '../postState.ts';
import { addressSearch, useAddressFilters } from '../useAddressFilters.ts';
import { completeness } from './pageForm.ts';
import { TranslationBadge } from '../translations/TranslationBadge.tsx';
import {
  matchesTranslationFilter,
  translationFilterOf,
  TranslationFilterSelect,
  type TranslationFilterValue,
} from '../translations/TranslationFilterSelect.tsx';

const statusFilters = ['all', 'draft', 'published', 'scheduled'] as const;
type StatusFilter = (typeof statusFilters)[number];
const searchMaxLength = 100;

// Every page at once: a site has tens of pages, not thousands, and the list tells how complete each
// language is from the blocks themselves (the schemas of pageBlocks.ts), so it filters them here.
const query = graphql`
  query PagesAdminPageQuery {
    pages(first: 100) {
      edges {
        node {
          id
          path
          status
          publishedAt
          updatedAt
          blocks
          translations {
            locale
            title
            description
            socialImage
          }
          translationStatus {
            locale
            state
          }
        }
      }
    }
  }
`;

export function loader() {
  return loadAdminQuery<PagesAdminPageQuery>(PagesAdminPageQueryNode, {}, 'store-and-network');
}

type PageNode = PagesAdminPageQuery$data['pages']['edges'][number]['node'];

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(5)};
  input[type='search'] {
    ${controlStyle};
    flex: 1 1 16rem;
    max-inline-size: 26rem;
  }
  select {
    ${controlStyle};
    inline-size: auto;
    max-inline-size: 100%;
  }
`;

const Path = styled(Link)`
  font-family: ${({ theme }) => theme.font.mono};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Completeness = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.1em 0.5em;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: 0.8125rem;
    white-space: nowrap;
  }
  li.complete {
    border-color: ${({ theme }) => theme.color.success};
    color: ${({ theme }) => theme.color.success};
  }
  li.incomplete {
    border-color: #9a5b00;
    color: #9a5b00;
  }
  li.missing {
    color: ${({ theme }) => theme.color.muted};
    text-decoration: line-through;
  }
`;

const Translations = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35em;
  margin-block-start: 0.35em;
  &:empty {
    display: none;
  }
`;

function matches(page: PageNode, filter: StatusFilter, translation: TranslationFilterValue, search: string): boolean {
  const state = postState(page.status, page.publishedAt);
  if (filter !== 'all' && state !== filter.toUpperCase()) return false;
  if (!matchesTranslationFilter(translation, page.translationStatus)) return false;
  if (!search) return true;
  const wanted = search.toLocaleLowerCase();
  return [page.path, ...page.translations.map((tr) => tr.title)].some((text) => text.toLocaleLowerCase().includes(wanted));
}

function PageRows({
  queryRef,
  filter,
  translation,
  search,
  onClearFilters,
}: {
  queryRef: PreloadedQuery<PagesAdminPageQuery>;
  filter: StatusFilter;
  translation: TranslationFilterValue;
  search: string;
  onClearFilters: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const data = usePreloadedQuery<PagesAdminPageQuery>(query, queryRef);
  const language = toLanguage(i18n.language);
  const all = data.pages.edges.map((edge) => edge.node);
  const shown = all.filter((page) => matches(page, filter, translation, search));
  const done = useMemo(
    () =>
      new Map(
        all.map((page) => [
          page.id,
          completeness({
            blocks: (Array.isArray(page.blocks) ? page.blocks : []) as PageBlock[],
            translations: Object.fromEntries(
              languages.map((l) => [l, { title: page.translations.find((tr) => tr.locale === l)?.title ?? '', description: '', socialImage: '' }]),
            ) as Record<Language, { title: string; description: string; socialImage: string }>,
          }),
        ]),
      ),
    [all],
  );

  if (all.length === 0) {
    return (
      <ListEmpty
        title={t('pages.list.emptyTitle')}
        text={t('pages.list.empty')}
        action={
          <Button as={Link} to="/admin/pages/new">
            {t('pages.list.newPage')}
          </Button>
        }
      />
    );
  }
  if (shown.length === 0) {
    return (
      <ListEmpty
        title={t('pages.list.noMatchTitle')}
        text={t('pages.list.noMatch')}
        action={
          <Button type="button" $variant="secondary" onClick={onClearFilters}>
            {t('pages.list.clearFilters')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ListCount>{t('pages.list.count', { count: shown.length })}</ListCount>
      <ListTable>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('pages.list.columns.page')}</th>
              <th scope="col">{t('pages.list.columns.status')}</th>
              <th scope="col">{t('pages.list.columns.languages')}</th>
              <th scope="col">{t('pages.list.columns.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((page) => {
              const title = (page.translations.find((tr) => tr.locale === language) ?? page.translations[0])?.title ?? '';
              const state = done.get(page.id)!;
              return (
                <tr key={page.id}>
                  <td>
                    <Path to={pageEditPath(page.id)} dir="ltr">
                      {page.path}
                    </Path>
                    <div>{title || t('pages.list.untitled')}</div>
                  </td>
                  <td>
                    <PostStatusBadge status={page.status} publishedAt={page.publishedAt} />
                  </td>
                  <td>
                    <Completeness>
                      {languages.map((l) => (
                        <li key={l} className={state[l]}>
                          {t(`pages.languages.${l}`)}
                          <VisuallyHidden>: </VisuallyHidden> <span>{t(`pages.completeness.${state[l]}`)}</span>
                        </li>
                      ))}
                    </Completeness>
                    <Translations>
                      {page.translationStatus
                        .filter((status) => status.state !== 'UP_TO_DATE')
                        .map((status) => (
                          <TranslationBadge key={status.locale} locale={status.locale as Language} state={status.state} short />
                        ))}
                    </Translations>
                  </td>
                  <td className="who">
                    <time dateTime={page.updatedAt}>{formatOfficeDateTime(page.updatedAt, i18n.language)}</time>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ListTable>
    </>
  );
}

/** The site's pages for staff: their paths, states and how complete each language is; filter, search, write a new one. */
export function PagesAdminPage() {
  const { t } = useTranslation('admin');
  const { params, search, searchText, setSearchText, setParam, clear } = useAddressFilters(searchMaxLength);
  const status = (statusFilters as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as StatusFilter) : 'all';
  const translation = translationFilterOf(params);
  const [queryRef, reload] = useAdminQuery<PagesAdminPageQuery>(query);
  return (
    <>
      <PageHeader
        title={t('pages.list.title')}
        subtitle={t('pages.list.subtitle')}
        actions={
          <ButtonLink as={Link} to="/admin/pages/new">
            {t('pages.list.newPage')}
          </ButtonLink>
        }
      />
      <Filters role="search" aria-label={t('pages.list.filters')}>
        <StatusTabs $fades role="group" aria-label={t('blog.list.statusFilter')}>
          {statusFilters.map((filter) => (
            <button key={filter} type="button" aria-pressed={status === filter} onClick={() => setParam('status', filter === 'all' ? '' : filter)}>
              {t(`blog.list.filter.${filter}`)}
            </button>
          ))}
        </StatusTabs>
        <input
          type="search"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          placeholder={t('pages.list.searchPlaceholder')}
          aria-label={t('pages.list.search')}
          maxLength={searchMaxLength}
        />
        <TranslationFilterSelect value={translation} onChange={(value) => setParam('translation', value === 'all' ? '' : value)} />
      </Filters>
      <LoadBoundary onRetry={reload} message={t('pages.list.loadError')}>
        <Suspense fallback={<Spinner size="large" page />}>
          {queryRef && (
            <PageRows
              queryRef={queryRef}
              filter={status}
              translation={translation}
              search={addressSearch(params, searchMaxLength) || search}
              onClearFilters={clear}
            />
          )}
        </Suspense>
      </LoadBoundary>
    </>
  );
}
