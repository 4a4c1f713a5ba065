import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { BlogPostList_query$data, BlogPostList_query$key } from '../../__generated__/BlogPostList_query.graphql.ts';
import { ButtonLink } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { BlogCard } from './BlogCard.tsx';

export const pageSize = 12;

const Grid = styled.div<{ $featured?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $featured }) => ($featured ? '1fr' : 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))')};
  gap: ${({ theme }) => theme.space(5)};
`;

const Section = styled.section`
  margin-block-end: ${({ theme }) => theme.space(12)};
  h2 {
    font-size: 1.5rem;
  }
`;

const Count = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(12)};
  border: 1px dashed ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: ${({ theme }) => theme.space(8)};
`;

const postList = graphql`
  fragment BlogPostList_query on Query
  @refetchable(queryName: "BlogPostListPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 12 }
    cursor: { type: "String" }
    locale: { type: "Locale!" }
    tag: { type: "String" }
    search: { type: "String" }
  ) {
    posts(first: $count, after: $cursor, tag: $tag, search: $search) {
      totalCount
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          id
          featured
          ...BlogCard_post @arguments(locale: $locale)
        }
      }
    }
  }
`;

/** One page of the posts matching the filters (`cursor`: after which post it starts), with how many match in all. */
export const usePostList = (query: BlogPostList_query$key) => useFragment(postList, query);

interface BlogPostListProps {
  list: BlogPostList_query$data;
  /** Which page of the list this is: featured posts show on the first only. */
  page: number;
  filtered: boolean;
  /** The list without filters (the empty state's way out), and its next page ("load more"). */
  clearHref: string;
  nextHref: string;
}

/**
 * One page of the posts matching the filters, drawn by the server: featured first (on the first
 * page, when not filtering), then the latest. "Load more" is a link to the next page; the list's
 * island (blogList.ts) fetches that page instead and adds its cards here, to the grid marked
 * `data-cards`, busy meanwhile (its `data-idle` and `data-busy` words).
 */
export function BlogPostList({ list, page, filtered, clearHref, nextHref }: BlogPostListProps) {
  const { t } = useTranslation('blog');
  const posts = list.posts.edges.map((edge) => edge.node);
  const featuredIds = new Set(page > 1 || filtered ? [] : posts.filter((post) => post.featured).map((post) => post.id));
  const featured = posts.filter((post) => featuredIds.has(post.id));
  const latest = posts.filter((post) => !featuredIds.has(post.id));

  return (
    <>
      <Count role="status">{t('found', { count: list.posts.totalCount })}</Count>
      {posts.length === 0 ? (
        <Empty>
          <p>{t('empty')}</p>
          <ButtonLink href={clearHref} $variant="secondary" data-clear="">
            {t('clearFilters')}
          </ButtonLink>
        </Empty>
      ) : (
        <>
          {featured.length > 0 && (
            <Section aria-labelledby="featured-heading">
              <h2 id="featured-heading">{t('featured')}</h2>
              <Grid $featured>
                {featured.map((post) => (
                  <BlogCard key={post.id} post={post} featured />
                ))}
              </Grid>
            </Section>
          )}
          {latest.length > 0 && (
            <Section aria-labelledby="latest-heading">
              <h2 id="latest-heading">{t('latest')}</h2>
              <Grid data-cards="">
                {latest.map((post) => (
                  <BlogCard key={post.id} post={post} />
                ))}
              </Grid>
            </Section>
          )}
          {list.posts.pageInfo.hasNextPage && (
            <More>
              <ButtonLink href={nextHref} $variant="secondary" data-load-more="">
                <span data-idle="">{t('loadMore')}</span>
                <span data-busy="" hidden>
                  <Spinner size="small" /> {t('loadingMore')}
                </span>
              </ButtonLink>
            </More>
          )}
        </>
      )}
    </>
  );
}
