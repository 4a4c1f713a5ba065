import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { PageEditorPageQuery } from '../../../../__generated__/PageEditorPageQuery.graphql.ts';
import PageEditorPageQueryNode from '../../../../__generated__/PageEditorPageQuery.graphql.ts';
import { Spinner } from '../../../../components/Spinner.tsx';
import { toLanguage } from '../../../../i18n/languages.ts';
import { pageEditPath } from '../../../../paths.ts';
import { loadAdminQuery, useAdminQuery } from '../../../../relay/adminQuery.ts';
import { PageHeader } from '../../layout/PageHeader.tsx';
import { LoadBoundary } from '../../LoadProblem.tsx';
import { useEditorSession } from '../../publishing/useEditorSession.ts';
import { linkablePages } from '../linkablePages.ts';
import { ReadOnlyNotice } from '../../publishing/ReadOnlyNotice.tsx';
import { PageEditor } from './PageEditor.tsx';

const NotFound = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
`;

const query = graphql`
  query PageEditorPageQuery($id: ID!, $skip: Boolean!) {
    node(id: $id) @skip(if: $skip) {
      __typename
      ... on Page @alias(as: "page") {
        viewerCanEdit
        status
        path
        ...usePageEditor_page
        ...PageHistory_page
      }
    }
    ...linkablePages_query
  }
`;

export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? null;
  // An edit starts from the page as it is now: a stale version would only earn a conflict.
  return loadAdminQuery<PageEditorPageQuery>(PageEditorPageQueryNode, { id: id ?? '', skip: !id }, id ? 'network-only' : 'store-or-network');
}

function EditorLoader({ queryRef, onCreated }: { queryRef: PreloadedQuery<PageEditorPageQuery>; onCreated: (id: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const data = usePreloadedQuery<PageEditorPageQuery>(query, queryRef);
  const pages = linkablePages(data, toLanguage(i18n.language));
  const page = data.node?.page ?? null;
  if (queryRef.variables.id && !page) {
    return (
      <NotFound role="alert">
        <PageHeader title={t('pages.notFound.title')} subtitle={t('pages.notFound.body')} />
        <Link to="/admin/pages">{t('pages.notFound.back')}</Link>
      </NotFound>
    );
  }
  if (page && !page.viewerCanEdit) {
    const siteHref = page.status === 'PUBLISHED' ? `${page.path}?lang=${toLanguage(i18n.language)}` : null;
    return <ReadOnlyNotice kind="page" siteHref={siteHref} backHref="/admin/pages" />;
  }
  return <PageEditor initialRef={page} pages={pages} onCreated={onCreated} />;
}

/** `/admin/pages/new` and `/admin/pages/edit/:id`. */
export function PageEditorPage() {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  const [loaded, reload] = useAdminQuery<PageEditorPageQuery>(query);
  const { key, queryRef, onCreated } = useEditorSession<PageEditorPageQuery>(id ?? null, loaded, pageEditPath);
  return (
    <LoadBoundary key={key} onRetry={reload} message={t('pages.editor.loadError')}>
      <Suspense fallback={<Spinner size="large" page />}>{queryRef && <EditorLoader key={key} queryRef={queryRef} onCreated={onCreated} />}</Suspense>
    </LoadBoundary>
  );
}
