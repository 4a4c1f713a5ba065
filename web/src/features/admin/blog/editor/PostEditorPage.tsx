import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
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
import { useAuth } from '../../auth/AuthProvider.tsx';
import { isReviewer, lastSignedInReviewer } from '../../auth/roles.ts';
import { useEditorSession } from '../../publishing/useEditorSession.ts';
import { ReadOnlyNotice } from '../../publishing/ReadOnlyNotice.tsx';
import { PostEditor } from './PostEditor.tsx';
import { readPost } from './usePostEditor.ts';

const NotFound = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
`;

const query = graphql`
  query PostEditorPageQuery($id: ID!, $skip: Boolean!, $reviewer: Boolean!) {
    node(id: $id) @skip(if: $skip) {
      __typename
      ... on Post @alias(as: "post") {
        viewerCanEdit
        status
        slug
        ...usePostEditor_post
        ...RevisionHistory_post
      }
    }
    adminTags(first: 100) @include(if: $reviewer) {
      edges {
        node {
          slug
          en: name(locale: en)
          ar: name(locale: ar)
        }
      }
    }
    # Contributors may not list every tag (the tags screen is not theirs): the published topics suggest.
    publicTags: tags @skip(if: $reviewer) {
      slug
      en: name(locale: en)
      ar: name(locale: ar)
    }
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? null;
  // An edit starts from the post as it is now: a stale version would only earn a conflict.
  return loadAdminQuery<PostEditorPageQuery>(
    PostEditorPageQueryNode,
    { id: id ?? '', skip: !id, reviewer: lastSignedInReviewer() },
    id ? 'network-only' : 'store-or-network',
  );
}

function EditorLoader({ queryRef, onCreated }: { queryRef: PreloadedQuery<PostEditorPageQuery>; onCreated: (id: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const data = usePreloadedQuery<PostEditorPageQuery>(query, queryRef);
  const language = toLanguage(i18n.language);
  const tags = data.adminTags?.edges.map((edge) => edge.node) ?? data.publicTags ?? [];
  const suggestions = tags.map((tag) => ({ slug: tag.slug, name: tag[language], otherNames: [tag.en, tag.ar] }));
  const post = data.node?.post ?? null;
  if (queryRef.variables.id && !post) {
    return (
      <NotFound role="alert">
        <PageHeader title={t('blog.notFound.title')} subtitle={t('blog.notFound.body')} />
        <Link to="/admin/blog">{t('blog.notFound.back')}</Link>
      </NotFound>
    );
  }
  if (post && !post.viewerCanEdit) {
    const siteHref = post.status === 'PUBLISHED' ? `/blog/${post.slug}?lang=${language}` : null;
    return <ReadOnlyNotice kind="post" siteHref={siteHref} backHref="/admin/blog" />;
  }
  return <PostEditor initial={post ? readPost(post) : null} initialRef={post} tagSuggestions={suggestions} onCreated={onCreated} />;
}

/** `/admin/blog/new` and `/admin/blog/edit/:id` (a new post moves to its own address once created: useEditorSession). */
export function PostEditorPage() {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  const reviewer = isReviewer(useAuth().state.user!);
  const [loaded, reload] = useAdminQuery<PostEditorPageQuery>(query, { reviewer });
  const { key, queryRef, onCreated } = useEditorSession<PostEditorPageQuery>(id ?? null, loaded, postEditPath);

  return (
    <LoadBoundary key={key} onRetry={reload} message={t('blog.editor.loadError')}>
      <Suspense fallback={<Spinner size="large" page />}>
        {/* Null while loading again for the signed-in role (useAdminQuery's `expected`). */}
        {queryRef ? <EditorLoader key={key} queryRef={queryRef} onCreated={onCreated} /> : <Spinner size="large" page />}
      </Suspense>
    </LoadBoundary>
  );
}
