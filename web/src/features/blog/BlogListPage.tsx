import { useEffect, useRef, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { BlogListPageQuery } from '../../__generated__/BlogListPageQuery.graphql.ts';
import BlogListPageQueryNode from '../../__generated__/BlogListPageQuery.graphql.ts';
import { PageHead } from '../../head/PageHead.tsx';
import { Container } from '../../layout/Container.tsx';
import { loadRouteQuery, routeLanguage } from '../../relay/loadRouteQuery.ts';
import { useReloadOnLanguageChange } from '../../relay/useReloadOnLanguageChange.ts';
import { BlogPostList } from './BlogPostList.tsx';
import { useSiteName } from '../../settings/siteSettings.ts';
import { pageSearch } from '../../paths.ts';
import { maxSearchLength } from '../../api/searchRules.ts';

const query = graphql`
  query BlogListPageQuery($locale: Locale!, $tag: String, $search: String) {
    tags {
      id
      slug
      name(locale: $locale)
    }
    ...BlogPostList_query @arguments(locale: $locale, tag: $tag, search: $search)
  }
`;

/** Loads the list before the page renders; filters live in the address (?q=…&tag=…). */
export function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return loadRouteQuery<BlogListPageQuery>(context, BlogListPageQueryNode, {
    locale: routeLanguage(context),
    tag: params.get('tag') || null,
    // The API refuses longer searches; the box stops at the same length (a longer address is cut).
    search: params.get('q')?.trim().slice(0, maxSearchLength) || null,
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

const searchDebounceMs = 300;

export function BlogListPage() {
  const { t } = useTranslation('blog');
  const siteName = useSiteName();
  const preloaded = useLoaderData() as PreloadedQuery<BlogListPageQuery>;
  const data = usePreloadedQuery<BlogListPageQuery>(query, preloaded);
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const activeTag = params.get('tag');
  useReloadOnLanguageChange();

  useEffect(() => () => clearTimeout(timer.current), []);

  function update(next: { q?: string; tag?: string | null }) {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true, preventScrollReset: true });
  }

  /** This list's address with a topic chosen (or none): a link, so it works before the app starts. */
  function topicHref(tag: string | null) {
    const merged = pageSearch('/blog', params);
    if (tag) merged.set('tag', tag);
    else merged.delete('tag');
    const search = merged.toString();
    return `/blog${search ? `?${search}` : ''}`;
  }

  function onSearch(value: string) {
    setSearch(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => update({ q: value.trim() }), searchDebounceMs);
  }

  return (
    <Container>
      <PageHead title={`${t('title')} | ${siteName}`} description={t('subtitle')} />
      <Header>
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </Header>
      <Filters>
        <form
          role="search"
          method="get"
          action="/blog"
          onSubmit={(e) => {
            e.preventDefault();
            clearTimeout(timer.current);
            update({ q: search.trim() });
          }}
        >
          <Search
            type="search"
            name="q"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchLabel')}
            maxLength={maxSearchLength}
          />
        </form>
        <Topics role="group" aria-label={t('topics')}>
          <Link to={topicHref(null)} replace preventScrollReset aria-current={!activeTag}>
            {t('allTopics')}
          </Link>
          {data.tags.map((tag) => (
            <Link key={tag.id} to={topicHref(tag.slug)} replace preventScrollReset aria-current={activeTag === tag.slug}>
              {tag.name}
            </Link>
          ))}
        </Topics>
      </Filters>
      <BlogPostList
        query={data}
        filtered={Boolean(activeTag || params.get('q'))}
        onClear={() => {
          setSearch('');
          update({ q: '', tag: null });
        }}
      />
    </Container>
  );
}
