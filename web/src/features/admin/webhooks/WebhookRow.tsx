import { Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { WebhookRow_endpoint$data, WebhookRow_endpoint$key } from '../../../__generated__/WebhookRow_endpoint.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { Alert } from '../../../components/Field.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';
import { LoadBoundary } from '../LoadProblem.tsx';
import { WebhookDeliveries } from './WebhookDeliveries.tsx';

export type WebhookRowData = WebhookRow_endpoint$data;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: 8px;
  h2 {
    margin: 0;
    font-size: 0.9375rem;
    font-family: ${({ theme }) => theme.font.mono};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const Events = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.1em 0.6em;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.canvas};
    border: 1px solid ${({ theme }) => theme.color.line};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8125rem;
  }
`;

const State = styled.span<{ $on: boolean }>`
  font-weight: 600;
  color: ${({ theme, $on }) => ($on ? theme.color.accentStrong : theme.color.muted)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-block-size: 40px;
    padding-inline: 0.8em;
    font-size: 0.875rem;
  }
`;

/** One endpoint: its address, events, whether it is on (and why it went off), its buttons and its log. */
export function WebhookRow({
  endpoint,
  onEdit,
  onRotate,
  onDelete,
  onSendTest,
}: {
  endpoint: WebhookRow_endpoint$key;
  onEdit: (endpoint: WebhookRowData) => void;
  onRotate: (endpoint: WebhookRowData) => void;
  onDelete: (endpoint: WebhookRowData) => void;
  onSendTest: (endpoint: WebhookRowData) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation('admin');
  const data = useFragment(
    graphql`
      fragment WebhookRow_endpoint on WebhookEndpoint {
        id
        url
        events
        enabled
        autoDisabledAt
        failingSince
      }
    `,
    endpoint,
  );
  const [logOpen, setLogOpen] = useState(false);
  const [fetchKey, setFetchKey] = useState(0);
  const [sending, setSending] = useState(false);
  const logId = `webhook-log-${data.id}`;
  const sendTest = () => {
    setSending(true);
    void onSendTest(data).then((sent) => {
      setSending(false);
      if (sent) {
        setLogOpen(true);
        setFetchKey((key) => key + 1);
      }
    });
  };

  return (
    <Card data-webhook={data.url}>
      <h2>
        <bdi dir="ltr">{data.url}</bdi>
      </h2>
      <Events aria-label={t('webhooks.events')}>
        {data.events.map((event) => (
          <li key={event} dir="ltr">
            {event}
          </li>
        ))}
      </Events>
      <p>
        <State $on={data.enabled}>{data.enabled ? t('webhooks.on') : t('webhooks.off')}</State>
      </p>
      {data.autoDisabledAt && <Alert role="status">{t('webhooks.autoDisabled', { date: formatOfficeDateTime(data.autoDisabledAt, i18n.language) })}</Alert>}
      {!data.autoDisabledAt && data.failingSince && (
        <Alert role="status">{t('webhooks.failingSince', { date: formatOfficeDateTime(data.failingSince, i18n.language) })}</Alert>
      )}
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => onEdit(data)} aria-label={t('webhooks.editLabel', { url: data.url })}>
          {t('webhooks.edit')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={sendTest}
          disabled={sending}
          aria-label={sending ? undefined : t('webhooks.sendTestLabel', { url: data.url })}
        >
          {sending ? t('webhooks.sending') : t('webhooks.sendTest')}
        </Button>
        <Button type="button" $variant="secondary" aria-expanded={logOpen} aria-controls={logId} onClick={() => setLogOpen((open) => !open)}>
          {logOpen ? t('webhooks.hideLog') : t('webhooks.showLog')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => onRotate(data)} aria-label={t('webhooks.rotateLabel', { url: data.url })}>
          {t('webhooks.rotate')}
        </Button>
        <Button type="button" $variant="secondary" className="danger" onClick={() => onDelete(data)} aria-label={t('webhooks.deleteLabel', { url: data.url })}>
          {t('webhooks.delete')}
        </Button>
      </Actions>
      {logOpen && (
        <section id={logId} aria-label={t('webhooks.log.title')}>
          <LoadBoundary message={t('webhooks.log.loadError')} compact resetKey={String(fetchKey)} onRetry={() => setFetchKey((key) => key + 1)}>
            <Suspense fallback={<Spinner />}>
              <WebhookDeliveries endpointId={data.id} fetchKey={fetchKey} />
            </Suspense>
          </LoadBoundary>
        </section>
      )}
    </Card>
  );
}
