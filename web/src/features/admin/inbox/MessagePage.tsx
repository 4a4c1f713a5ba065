import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useOutletContext, useParams, type LoaderFunctionArgs } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { MessagePageQuery } from '../../../__generated__/MessagePageQuery.graphql.ts';
import MessagePageQueryNode from '../../../__generated__/MessagePageQuery.graphql.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { loadAdminQuery, loaderReads, useAdminQuery } from '../../../relay/adminQuery.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { LoadBoundary } from '../LoadProblem.tsx';
import { inboxPath, messageGlobalId, parseMessageNumber } from './inboxAddress.ts';
import { MessageDetail } from './MessageDetail.tsx';

/** What the inbox page hands the open message: the list it shows (to take a deleted message out of) and its filters. */
export interface InboxOutletContext {
  connectionId: string;
  listSearch: string;
}

const NotFound = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const query = graphql`
  query MessagePageQuery($id: ID!, $skip: Boolean!) {
    node(id: $id) @skip(if: $skip) {
      __typename
      ... on ContactMessage @alias(as: "message") {
        ...MessageDetail_message
      }
    }
  }
`;

/** The list's filters beside it change nothing here. */
export const shouldRevalidate = loaderReads();

export function loader({ params }: LoaderFunctionArgs) {
  const databaseId = parseMessageNumber(params.id);
  // The message as it is now: its state and its notification's change on the server.
  return loadAdminQuery<MessagePageQuery>(MessagePageQueryNode, { id: databaseId ? messageGlobalId(databaseId) : '', skip: !databaseId }, 'network-only');
}

function MessageLoader({ queryRef, context }: { queryRef: PreloadedQuery<MessagePageQuery>; context: InboxOutletContext }) {
  const { t } = useTranslation('admin');
  const { state } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const data = usePreloadedQuery<MessagePageQuery>(query, queryRef);
  const message = data.node?.message;
  if (!message) {
    return (
      <NotFound role="alert">
        <h2>{t('inbox.detail.notFoundTitle')}</h2>
        <p>{t('inbox.detail.notFound')}</p>
        <Link to={`${inboxPath}${context.listSearch}`}>{t('inbox.detail.back')}</Link>
      </NotFound>
    );
  }
  const onDeleted = (text: string) => {
    toast(text, 'success');
    void navigate(`${inboxPath}${context.listSearch}`, { replace: true });
  };
  return <MessageDetail message={message} isAdmin={state.user?.role === 'ADMIN'} connectionId={context.connectionId} onDeleted={onDeleted} />;
}

const Back = styled(Link)`
  display: none;
  justify-self: start;
  font-weight: 600;
  color: ${({ theme }) => theme.color.accentStrong};
`;

/** `/admin/inbox/:id`: one message, beside the list on a wide screen, in its place on a narrow one. */
export function MessagePage() {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  const context = useOutletContext<InboxOutletContext>();
  const [queryRef, reload] = useAdminQuery<MessagePageQuery>(query);
  return (
    <>
      <Back className="back" to={`${inboxPath}${context.listSearch}`}>
        {t('inbox.detail.back')}
      </Back>
      <LoadBoundary key={id} onRetry={reload} message={t('inbox.detail.loadError')} compact>
        <Suspense fallback={<Spinner size="large" />}>{queryRef && <MessageLoader key={id} queryRef={queryRef} context={context} />}</Suspense>
      </LoadBoundary>
    </>
  );
}
