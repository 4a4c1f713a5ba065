import { Suspense, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { PostEditorPageQuery } from '../../../../__generated__/PostEditorPageQuery.graphql.ts';
import { Spinner } from '../../../../components/Spinner.tsx';
import { toLanguage } from '../../../../i18n/languages.ts';
import { PageHeader } from '../../layout/PageHeader.tsx';
import { editPath } from '../list/PostRow.tsx';
import { LoadBoundary } from '../LoadProblem.tsx';
import { PostEditor } from './PostEditor.tsx';
import { readPost } from './usePostEditor.ts';

const NotFound = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
`;

function EditorLoader({ id, fetchKey, onCreated }: { id: string | null; fetchKey: number; onCreated: (id: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const data = useLazyLoadQuery<PostEditorPageQuery>(
    graphql`
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
    `,
    { id: id ?? '', skip: !id },
    // An edit starts from the post as it is now: a stale version would only earn a conflict.
    { fetchPolicy: id ? 'network-only' : 'store-or-network', fetchKey },
  );
  const language = toLanguage(i18n.language);
  const suggestions = data.tags.map((tag) => ({ slug: tag.slug, name: tag[language] }));
  const post = data.node?.post ?? null;
  if (id && !post) {
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
  const [fetchKey, setFetchKey] = useState(0);
  const session = useRef<{ key: string; created: string | null; shown: boolean; count: number }>({ key: 'new-0', created: null, shown: false, count: 0 });
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

  const onCreated = (newId: string) => {
    session.current = { ...session.current, created: newId };
    void navigate(editPath(newId), { replace: true });
  };

  return (
    <LoadBoundary key={key} resetKey={String(fetchKey)} onRetry={() => setFetchKey((n) => n + 1)} message={t('blog.editor.loadError')}>
      <Suspense fallback={<Spinner size="large" page />}>
        <EditorLoader key={key} id={createdHere ? null : routeId} fetchKey={fetchKey} onCreated={onCreated} />
      </Suspense>
    </LoadBoundary>
  );
}
