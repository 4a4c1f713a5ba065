import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { addressSearch, useAddressFilters } from '../../useAddressFilters.ts';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { BlogAdminPageQuery, BlogAdminPageQuery$variables } from '../../../../__generated__/BlogAdminPageQuery.graphql.ts';
import BlogAdminPageQueryNode from '../../../../__generated__/BlogAdminPageQuery.graphql.ts';
import { ButtonLink } from '../../../../components/Button.tsx';
import { controlStyle } from '../../../../components/Field.tsx';
import { Spinner } from '../../../../components/Spinner.tsx';
import { ListResults, StatusTabs } from '../../ListParts.tsx';
import { toLanguage, type Language } from '../../../../i18n/languages.ts';
import { isStale, loadAdminQuery, useAdminQuery } from '../../../../relay/adminQuery.ts';
import { routeLanguage } from '../../../../relay/loadRouteQuery.ts';
import { useReloadOnLanguageChange } from '../../../../relay/useReloadOnLanguageChange.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { PageHeader } from '../../layout/PageHeader.tsx';
import { LoadBoundary } from '../../LoadProblem.tsx';
import { AuthorFilter, AuthorFilterBoundary, AuthorFilterPlaceholder, AuthorFilterUnavailable } from './AuthorFilter.tsx';
import { PostList } from './PostList.tsx';
import { translationArgument, translationFilterOf, TranslationFilterSelect } from '../../translations/TranslationFilterSelect.tsx';

const statusFilters = ['all', 'draft', 'published', 'scheduled', 'archived'] as const;
type StatusFilter = (typeof statusFilters)[number];
const searchMaxLength = 100;

/** The list's filters as API arguments: "published" means live now, "scheduled" published for later. */
function statusArguments(filter: StatusFilter): Pick<BlogAdminPageQuery$variables, 'status' | 'scheduled'> {
  switch (filter) {
    case 'draft':
      return { status: 'DRAFT', scheduled: null };
    case 'published':
      return { status: 'PUBLISHED', scheduled: false };
    case 'scheduled':
      return { status: null, scheduled: true };
    case 'archived':
      return { status: 'ARCHIVED', scheduled: null };
    default:
      return { status: null, scheduled: null };
  }
}

function statusFilterOf(params: URLSearchParams): StatusFilter {
  return (statusFilters as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as StatusFilter) : 'all';
}

/** The posts the address asks for (`?status=…&author=…&q=…`), in the reader's language. */
function listVariables(params: URLSearchParams, locale: Language): BlogAdminPageQuery$variables {
  return {
    ...statusArguments(statusFilterOf(params)),
    authorId: params.get('author') || null,
    search: addressSearch(params, searchMaxLength) || null,
    translation: translationArgument(params),
    locale,
  };
}

const query = graphql`
  query BlogAdminPageQuery($status: PostStatus, $scheduled: Boolean, $authorId: ID, $search: String, $translation: TranslationFilter, $locale: Locale!) {
    ...PostList_query @arguments(status: $status, scheduled: $scheduled, authorId: $authorId, search: $search, translation: $translation, locale: $locale)
  }
`;

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadAdminQuery<BlogAdminPageQuery>(
    BlogAdminPageQueryNode,
    listVariables(new URL(request.url).searchParams, routeLanguage(context)),
    'store-and-network',
  );
}

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

function PostResults({ queryRef, filtered, onClearFilters }: { queryRef: PreloadedQuery<BlogAdminPageQuery>; filtered: boolean; onClearFilters: () => void }) {
  const data = usePreloadedQuery<BlogAdminPageQuery>(query, queryRef);
  return <PostList query={data} filtered={filtered} onClearFilters={onClearFilters} />;
}

/** The blog's posts for staff: filter by state and author, search, publish, unpublish, delete (admins any post, editors a draft they wrote), write a new one. */
export function BlogAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const { state } = useAuth();
  const isAdmin = state.user?.role === 'ADMIN';
  const { params, search, searchText, setSearchText, setParam, clear: clearFilters } = useAddressFilters(searchMaxLength);
  const status = statusFilterOf(params);
  const author = params.get('author') ?? '';
  const translation = translationFilterOf(params);
  const [queryRef, reload] = useAdminQuery<BlogAdminPageQuery>(query);
  useReloadOnLanguageChange();

  const variables = listVariables(params, toLanguage(i18n.language));
  const stale = isStale(queryRef, variables);
  const filtered = status !== 'all' || Boolean(author) || Boolean(search) || translation !== 'all';

  return (
    <>
      <PageHeader
        title={t('blog.list.title')}
        subtitle={t('blog.list.subtitle')}
        actions={
          <ButtonLink as={Link} to="/admin/blog/new">
            {t('blog.list.newPost')}
          </ButtonLink>
        }
      />
      <Filters role="search" aria-label={t('blog.list.filters')}>
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
          placeholder={t('blog.list.searchPlaceholder')}
          aria-label={t('blog.list.search')}
          maxLength={searchMaxLength}
        />
        <AuthorFilterBoundary fallback={<AuthorFilterUnavailable value={author} onChange={(value) => setParam('author', value)} />}>
          <Suspense fallback={<AuthorFilterPlaceholder />}>
            <AuthorFilter value={author} isAdmin={isAdmin} onChange={(value) => setParam('author', value)} />
          </Suspense>
        </AuthorFilterBoundary>
        <TranslationFilterSelect value={translation} onChange={(value) => setParam('translation', value === 'all' ? '' : value)} />
      </Filters>
      <LoadBoundary resetKey={JSON.stringify(variables)} onRetry={reload}>
        <Suspense fallback={<Spinner size="large" page />}>
          <ListResults $stale={stale} aria-busy={stale}>
            {queryRef && <PostResults queryRef={queryRef} filtered={filtered} onClearFilters={clearFilters} />}
          </ListResults>
        </Suspense>
      </LoadBoundary>
    </>
  );
}
