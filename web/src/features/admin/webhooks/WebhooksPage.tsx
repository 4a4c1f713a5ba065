import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { WebhooksPageQuery } from '../../../__generated__/WebhooksPageQuery.graphql.ts';
import WebhooksPageQueryNode from '../../../__generated__/WebhooksPageQuery.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { loadAdminQuery, useAdminQuery } from '../../../relay/adminQuery.ts';
import { AdminOnly } from '../layout/AdminOnly.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import { LoadBoundary } from '../LoadProblem.tsx';
import { DeleteWebhookDialog } from './DeleteWebhookDialog.tsx';
import { SecretDialog } from './SecretDialog.tsx';
import { WebhookFormDialog } from './WebhookFormDialog.tsx';
import { WebhookList, type WebhookRowData } from './WebhookList.tsx';
import { describeWebhookError } from './webhookErrors.ts';
import { useWebhookMutations } from './useWebhookMutations.ts';

const query = graphql`
  query WebhooksPageQuery {
    ...WebhookList_query
  }
`;

export function loader() {
  return loadAdminQuery<WebhooksPageQuery>(WebhooksPageQueryNode, {}, 'store-and-network');
}

type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; endpoint: WebhookRowData } | { kind: 'secret'; url: string; secret: string } | null;

function WebhookResults({ queryRef, ...list }: { queryRef: PreloadedQuery<WebhooksPageQuery> } & Omit<Parameters<typeof WebhookList>[0], 'query'>) {
  const data = usePreloadedQuery<WebhooksPageQuery>(query, queryRef);
  return <WebhookList query={data} {...list} />;
}

/** `/admin/webhooks` (admins): the addresses told of events, their secrets, test events and delivery logs. */
export function WebhooksPage() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { rotate, sendTest } = useWebhookMutations();
  const [queryRef, reload] = useAdminQuery<WebhooksPageQuery>(query);
  const [open, setOpen] = useState<Open>(null);
  const done = (message: string) => {
    setOpen(null);
    toast(message, 'success');
  };
  const onRotate = (endpoint: WebhookRowData) =>
    rotate(endpoint.id).then(
      (answer) => setOpen({ kind: 'secret', url: endpoint.url, secret: answer.rotateWebhookSecret.secret }),
      (error: unknown) => toast(describeWebhookError(error, t).form, 'error'),
    );
  const onSendTest = (endpoint: WebhookRowData) =>
    sendTest(endpoint.id).then(
      () => {
        toast(t('webhooks.testSent', { url: endpoint.url }), 'success');
        return true;
      },
      (error: unknown) => {
        toast(describeWebhookError(error, t).form, 'error');
        return false;
      },
    );

  return (
    <AdminOnly>
      <PageHeader
        title={t('webhooks.title')}
        subtitle={t('webhooks.subtitle')}
        actions={
          <Button type="button" onClick={() => setOpen({ kind: 'create' })}>
            {t('webhooks.add')}
          </Button>
        }
      />
      <LoadBoundary message={t('webhooks.loadError')} onRetry={reload}>
        <Suspense fallback={<Spinner size="large" page />}>
          {queryRef && (
            <WebhookResults
              queryRef={queryRef}
              onAdd={() => setOpen({ kind: 'create' })}
              onEdit={(endpoint) => setOpen({ kind: 'edit', endpoint })}
              onDelete={(endpoint) => setOpen({ kind: 'delete', endpoint })}
              onRotate={(endpoint) => void onRotate(endpoint)}
              onSendTest={onSendTest}
            />
          )}
        </Suspense>
      </LoadBoundary>
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <WebhookFormDialog
          endpoint={open.kind === 'edit' ? open.endpoint : null}
          onClose={() => setOpen(null)}
          onSaved={done}
          onCreated={(url, secret) => {
            reload();
            setOpen({ kind: 'secret', url, secret });
          }}
        />
      )}
      {open?.kind === 'secret' && <SecretDialog url={open.url} secret={open.secret} onClose={() => setOpen(null)} />}
      {open?.kind === 'delete' && (
        <DeleteWebhookDialog
          endpoint={open.endpoint}
          onClose={() => setOpen(null)}
          onDeleted={(message) => {
            reload();
            done(message);
          }}
        />
      )}
    </AdminOnly>
  );
}
