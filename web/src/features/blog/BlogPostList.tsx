import { useEffect, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { BlogPostList_query$key } from '../../__generated__/BlogPostList_query.graphql.ts';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useToast } from '../../components/Toast.tsx';
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

/**
 * The posts matching the filters: featured first (when not filtering), then the latest, a page at a
 * time. The first page is rendered on the server; "load more" asks for the next with the same filters.
 */
export function BlogPostList({ query, filtered, onClear }: { query: BlogPostList_query$key; filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('blog');
  const toast = useToast();
  const latestGrid = useRef<HTMLDivElement>(null);
  /** Where the page just loaded starts in the latest list: its first card takes the focus. */
  const focusFrom = useRef<number | null>(null);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment BlogPostList_query on Query
      @refetchable(queryName: "BlogPostListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
        locale: { type: "Locale!" }
        tag: { type: "String" }
        search: { type: "String" }
      ) {
        posts(first: $count, after: $cursor, tag: $tag, search: $search) @connection(key: "BlogPostList_posts", filters: ["tag", "search"]) {
          totalCount
          edges {
            node {
              id
              featured
              ...BlogCard_post @arguments(locale: $locale)
            }
          }
        }
      }
    `,
    query,
  );
  const posts = data.posts.edges.map((edge) => edge.node);
  // Featured posts come from the first page only: a later page never adds cards above the reader.
  const featuredIds = new Set(
    filtered
      ? []
      : posts
          .slice(0, pageSize)
          .filter((post) => post.featured)
          .map((post) => post.id),
  );
  const featured = posts.filter((post) => featuredIds.has(post.id));
  const latest = posts.filter((post) => !featuredIds.has(post.id));

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || latest.length <= from) return;
    focusFrom.current = null;
    latestGrid.current?.querySelectorAll<HTMLElement>('article h3 a')[from]?.focus();
  }, [latest.length]);

  function loadMore() {
    focusFrom.current = latest.length;
    loadNext(pageSize, {
      onComplete: (error) => {
        if (!error) return;
        focusFrom.current = null;
        toast(t('loadMoreFailed'), 'error');
      },
    });
  }

  return (
    <>
      <Count role="status">{t('found', { count: data.posts.totalCount })}</Count>
      {posts.length === 0 ? (
        <Empty>
          <p>{t('empty')}</p>
          <Button type="button" $variant="secondary" onClick={onClear}>
            {t('clearFilters')}
          </Button>
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
              <Grid ref={latestGrid}>
                {latest.map((post) => (
                  <BlogCard key={post.id} post={post} />
                ))}
              </Grid>
            </Section>
          )}
          {hasNext && (
            <More>
              <Button type="button" $variant="secondary" disabled={isLoadingNext} aria-busy={isLoadingNext} onClick={loadMore}>
                {isLoadingNext ? (
                  <>
                    <Spinner size="small" /> {t('loadingMore')}
                  </>
                ) : (
                  t('loadMore')
                )}
              </Button>
            </More>
          )}
        </>
      )}
    </>
  );
}
