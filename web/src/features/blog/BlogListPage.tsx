import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { BlogListPageQuery } from '../../__generated__/BlogListPageQuery.graphql.ts';
import BlogListPageQueryNode from '../../__generated__/BlogListPageQuery.graphql.ts';
import { PageHead } from '../../head/PageHead.tsx';
import { Container } from '../../layout/Container.tsx';
import { textLanguageOn } from '../../i18n/languages.ts';
import { loadRouteQuery, routeLanguage } from '../../relay/loadRouteQuery.ts';
import { useReloadOnLanguageChange } from '../../relay/useReloadOnLanguageChange.ts';
import { Island } from '../../islands/Island.tsx';
import type { BlogListProps } from './blogList.ts';
import { BlogPostList, pageSize, usePostList } from './BlogPostList.tsx';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { useSiteName } from '../../settings/siteSettings.ts';
import { pageSearch } from '../../paths.ts';
import { maxSearchLength } from '../../api/searchRules.ts';

const query = graphql`
  query BlogListPageQuery($locale: Locale!, $tag: String, $search: String, $after: String) {
    tags {
      id
      slug
      name(locale: $locale)
      nameLocale(locale: $locale)
    }
    ...BlogPostList_query @arguments(locale: $locale, tag: $tag, search: $search, cursor: $after)
  }
`;

/** The list's page in the address (`?page=2`, what "load more" links to): 1 when absent. */
export const listPage = (params: URLSearchParams) => Number(pageSearch('/blog', params).get('page') ?? 1);

/** Where page `page` of the list starts: after the post at its offset (the API's offset cursor, as REST's pages use). */
const pageCursor = (page: number) => (page > 1 ? btoa(`OffsetConnection:${(page - 1) * pageSize - 1}`) : null);

/** Loads the list before the page renders; filters and the page live in the address (?q=…&tag=…&page=…). */
export function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return loadRouteQuery<BlogListPageQuery>(context, BlogListPageQueryNode, {
    locale: routeLanguage(context),
    tag: params.get('tag') || null,
    // The API refuses longer searches; the box stops at the same length (a longer address is cut).
    search: params.get('q')?.trim().slice(0, maxSearchLength) || null,
    after: pageCursor(listPage(params)),
  });
}

const Header = styled.header`
  padding-block: ${({ theme }) => theme.space(14)} ${({ theme }) => theme.space(8)};
  h1 {
    font-size: clamp(2rem, 4.5vw, 3rem);
  }
  p {
    max-inline-size: 40rem;
    color: ${({ theme }) => theme.color.inkSoft};
    font-size: 1.125rem;
  }
`;

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

const Search = styled.input`
  inline-size: 100%;
  max-inline-size: 32rem;
  min-block-size: 48px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Topics = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    text-decoration: none;
    min-block-size: 36px;
    padding-inline: 1em;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    cursor: pointer;
    font-weight: 500;
  }
  a[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
    color: #fff;
  }
`;

/** The list's address with `changes` made (a topic, no topic): only what the page reads, and back to its first page. */
function listHref(params: URLSearchParams, changes: Record<string, string | null>) {
  const merged = pageSearch('/blog', params);
  merged.delete('page');
  for (const [name, value] of Object.entries(changes)) {
    if (value) merged.set(name, value);
    else merged.delete(name);
  }
  const search = merged.toString();
  return `/blog${search ? `?${search}` : ''}`;
}

/**
 * The blog's list, drawn by the server: the search, the topics and the posts are links and a form
 * that work without JavaScript; its island (blogList.ts) searches as the reader types and loads
 * more in place. A topic is a link the page follows in place (`data-in-place`: the scroll and the
 * focus stay, public/navigation.ts).
 */
export function BlogListPage() {
  const { t, i18n } = useTranslation('blog');
  const siteName = useSiteName();
  const preloaded = useLoaderData() as PreloadedQuery<BlogListPageQuery>;
  const data = usePreloadedQuery<BlogListPageQuery>(query, preloaded);
  const [params] = useSearchParams();
  const read = pageSearch('/blog', params);
  const activeTag = read.get('tag');
  const page = listPage(params);
  const list = usePostList(data);
  useReloadOnLanguageChange();
  const next = new URLSearchParams(read);
  next.set('page', String(page + 1));

  // A page past the list's end (an old link, the list since shorter) shows nothing of its own.
  if (page > 1 && list.posts.edges.length === 0) return <NotFoundPage />;
  return (
    <Container>
      <PageHead title={`${t('title')} | ${siteName}`} description={t('subtitle')} />
      <Header>
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </Header>
      <Island name="BlogList" props={{ words: { loadMoreFailed: t('loadMoreFailed') } } satisfies BlogListProps}>
        <Filters>
          {/* Without JavaScript, Enter asks the server, keeping the language and the topic. */}
          <form role="search" method="get" action="/blog">
            {read.has('lang') && <input type="hidden" name="lang" value={read.get('lang')!} />}
            {activeTag && <input type="hidden" name="tag" value={activeTag} />}
            <Search
              id="blog-search"
              type="search"
              name="q"
              defaultValue={params.get('q') ?? ''}
              placeholder={t('searchPlaceholder')}
              aria-label={t('searchLabel')}
              maxLength={maxSearchLength}
            />
          </form>
          <Topics role="group" aria-label={t('topics')}>
            <Link id="topic-all" to={listHref(params, { tag: null })} data-in-place="" aria-current={!activeTag}>
              {t('allTopics')}
            </Link>
            {data.tags.map((tag) => (
              <Link
                key={tag.id}
                id={`topic-${tag.slug}`}
                to={listHref(params, { tag: tag.slug })}
                data-in-place=""
                aria-current={activeTag === tag.slug}
                {...textLanguageOn(i18n.language, tag.nameLocale)}
              >
                {tag.name}
              </Link>
            ))}
          </Topics>
        </Filters>
        <BlogPostList
          list={list}
          page={page}
          filtered={Boolean(activeTag || params.get('q'))}
          clearHref={listHref(params, { tag: null, q: null })}
          nextHref={`/blog?${next}`}
        />
      </Island>
    </Container>
  );
}
