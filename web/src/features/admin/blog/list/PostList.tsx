import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { PostList_query$key } from '../../../../__generated__/PostList_query.graphql.ts';
import { Button } from '../../../../components/Button.tsx';
import { useToast } from '../../../../components/Toast.tsx';
import { toLanguage } from '../../../../i18n/languages.ts';
import { ListCount, ListEmpty, ListTable, LoadMore } from '../../ListParts.tsx';
import { describePostError } from '../postErrors.ts';
import { usePostMutations } from '../usePostMutations.ts';
import { DeletePostDialog } from './DeletePostDialog.tsx';
import { PostRow, type PostRowData } from './PostRow.tsx';

const pageSize = 20;

/** The staff's posts for the current filters, most recently changed first, 20 at a time. */
export function PostList({ query, filtered, onClearFilters }: { query: PostList_query$key; filtered: boolean; onClearFilters: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const { publish, unpublish } = usePostMutations();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PostRowData | null>(null);
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment(
    graphql`
      fragment PostList_query on Query
      @refetchable(queryName: "PostListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        status: { type: "PostStatus" }
        scheduled: { type: "Boolean" }
        authorId: { type: "ID" }
        search: { type: "String" }
        translation: { type: "TranslationFilter" }
        locale: { type: "Locale!" }
      ) {
        adminPosts(first: $count, after: $cursor, status: $status, scheduled: $scheduled, authorId: $authorId, search: $search, translation: $translation)
          @connection(key: "PostList_adminPosts", filters: ["status", "scheduled", "authorId", "search", "translation"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...PostRow_post @arguments(locale: $locale)
            }
          }
        }
      }
    `,
    query,
  );
  const locale = toLanguage(i18n.language);
  const titleOf = (post: PostRowData) => post.translation.title || t('blog.untitled');

  // A quick action on a row another editor changed since the list loaded: say so and show the post as it is now.
  const quick = (post: PostRowData, action: () => Promise<unknown>, done: string) => {
    setBusyId(post.id);
    action().then(
      () => {
        setBusyId(null);
        toast(done, 'success');
      },
      (error: unknown) => {
        setBusyId(null);
        const failure = describePostError(error, t, locale);
        toast(failure.conflict ? t('blog.list.changedElsewhere') : failure.message, 'error');
        if (failure.conflict || failure.notFound) refetch({}, { fetchPolicy: 'network-only' });
      },
    );
  };
  const onPublish = (post: PostRowData) =>
    quick(post, () => publish({ input: { id: post.id, version: post.version }, locale }), t('blog.list.published', { name: titleOf(post) }));
  const onUnpublish = (post: PostRowData) =>
    quick(post, () => unpublish({ input: { id: post.id, version: post.version }, locale }), t('blog.list.unpublished', { name: titleOf(post) }));

  const posts = data.adminPosts;
  if (posts.edges.length === 0) {
    return filtered ? (
      <ListEmpty
        title={t('blog.list.noMatchTitle')}
        text={t('blog.list.noMatch')}
        action={
          <Button type="button" $variant="secondary" onClick={onClearFilters}>
            {t('blog.list.clearFilters')}
          </Button>
        }
      />
    ) : (
      <ListEmpty
        title={t('blog.list.emptyTitle')}
        text={t('blog.list.empty')}
        action={
          <Button as={Link} to="/admin/blog/new">
            {t('blog.list.writeFirst')}
          </Button>
        }
      />
    );
  }

  return (
    <>
      <ListCount>{t('blog.list.count', { count: posts.totalCount })}</ListCount>
      <ListTable>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('blog.list.columns.title')}</th>
              <th scope="col">{t('blog.list.columns.status')}</th>
              <th scope="col">{t('blog.list.columns.authorAndUpdated')}</th>
              <th scope="col">{t('blog.list.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {posts.edges.map(({ node }) => (
              <PostRow key={node.id} post={node} busy={busyId === node.id} onPublish={onPublish} onUnpublish={onUnpublish} onDelete={setDeleting} />
            ))}
          </tbody>
        </table>
      </ListTable>
      {hasNext && (
        <LoadMore loading={isLoadingNext} onLoad={() => loadNext(pageSize)} label={t('blog.list.loadMore')} loadingLabel={t('blog.list.loadingMore')} />
      )}
      {deleting && (
        <DeletePostDialog
          post={{ id: deleting.id, title: titleOf(deleting) }}
          connectionId={posts.__id}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            toast(message, 'success');
          }}
        />
      )}
    </>
  );
}
