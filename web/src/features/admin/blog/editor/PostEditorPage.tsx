import { Suspense, useRef } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { PostEditorPageQuery } from '../../../../__generated__/PostEditorPageQuery.graphql.ts';
import PostEditorPageQueryNode from '../../../../__generated__/PostEditorPageQuery.graphql.ts';
import { Spinner } from '../../../../components/Spinner.tsx';
import { toLanguage } from '../../../../i18n/languages.ts';
import { loadAdminQuery, useAdminQuery } from '../../../../relay/adminQuery.ts';
import { PageHeader } from '../../layout/PageHeader.tsx';
import { postEditPath } from '../../../../paths.ts';
import { LoadBoundary } from '../../LoadProblem.tsx';
import { PostEditor } from './PostEditor.tsx';
import { readPost } from './usePostEditor.ts';

const NotFound = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
`;

const query = graphql`
  query PostEditorPageQuery($id: ID!, $skip: Boolean!) {
    node(id: $id) @skip(if: $skip) {
      __typename
      ... on Post @alias(as: "post") {
        ...usePostEditor_post
        ...RevisionHistory_post
      }
    }
    tags {
      slug
      en: name(locale: en)
      ar: name(locale: ar)
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? null;
  // An edit starts from the post as it is now: a stale version would only earn a conflict.
  return loadAdminQuery<PostEditorPageQuery>(PostEditorPageQueryNode, { id: id ?? '', skip: !id }, id ? 'network-only' : 'store-or-network');
}

function EditorLoader({ queryRef, onCreated }: { queryRef: PreloadedQuery<PostEditorPageQuery>; onCreated: (id: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const data = usePreloadedQuery<PostEditorPageQuery>(query, queryRef);
  const language = toLanguage(i18n.language);
  const suggestions = data.tags.map((tag) => ({ slug: tag.slug, name: tag[language] }));
  const post = data.node?.post ?? null;
  if (queryRef.variables.id && !post) {
    return (
      <NotFound role="alert">
        <PageHeader title={t('blog.notFound.title')} subtitle={t('blog.notFound.body')} />
        <Link to="/admin/blog">{t('blog.notFound.back')}</Link>
      </NotFound>
    );
  }
  return <PostEditor initial={post ? readPost(post) : null} initialRef={post} tagSuggestions={suggestions} onCreated={onCreated} />;
}

/**
 * `/admin/blog/new` and `/admin/blog/edit/:id`. A new post moves to its own address once created,
 * keeping the same editor (and what is being typed): the address changes, the screen does not.
 */
export function PostEditorPage() {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  const navigate = useNavigate();
  const [loaded, reload] = useAdminQuery<PostEditorPageQuery>(query);
  // `startedFrom`: the data the editor of a post created here was opened with.
  const session = useRef<{ key: string; created: string | null; shown: boolean; count: number; startedFrom?: PreloadedQuery<PostEditorPageQuery> | null }>({
    key: 'new-0',
    created: null,
    shown: false,
    count: 0,
  });
  const routeId = id ?? null;
  const current = session.current;
  if (routeId !== null && routeId === current.created) current.shown = true;
  // A new post again, after the one made here was shown at its address: a fresh editor. (While the
  // router moves to that address, this renders once more with the old one: that is not a new post.)
  if (routeId === null && current.created && current.shown) {
    session.current = { key: `new-${current.count + 1}`, created: null, shown: false, count: current.count + 1 };
  }
  const createdHere = routeId !== null && routeId === session.current.created;
  const key = routeId === null || createdHere ? session.current.key : routeId;
  // Its edit address loads the post again, which the editor it was written in does not need.
  const queryRef = createdHere ? session.current.startedFrom : loaded;

  const onCreated = (newId: string) => {
    session.current = { ...session.current, created: newId, startedFrom: loaded };
    void navigate(postEditPath(newId), { replace: true });
  };

  return (
    <LoadBoundary key={key} onRetry={reload} message={t('blog.editor.loadError')}>
      <Suspense fallback={<Spinner size="large" page />}>{queryRef && <EditorLoader key={key} queryRef={queryRef} onCreated={onCreated} />}</Suspense>
    </LoadBoundary>
  );
}
