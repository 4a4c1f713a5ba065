import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { WebhookDeliveriesQuery } from '../../../__generated__/WebhookDeliveriesQuery.graphql.ts';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-block-end: 1px solid ${({ theme }) => theme.color.line};
    vertical-align: top;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    overflow-wrap: anywhere;
  }
  @media (max-width: 40em) {
    thead {
      display: none;
    }
    tr,
    td {
      display: block;
    }
    td {
      border: 0;
    }
    tr {
      padding-block: ${({ theme }) => theme.space(1)};
      border-block-end: 1px solid ${({ theme }) => theme.color.line};
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      font-weight: 600;
    }
  }
`;

/** An endpoint's latest deliveries, newest first: event, time, status, attempts, last answer. */
export function WebhookDeliveries({ endpointId, fetchKey }: { endpointId: string; fetchKey: number }) {
  const { t, i18n } = useTranslation('admin');
  const data = useLazyLoadQuery<WebhookDeliveriesQuery>(
    graphql`
      query WebhookDeliveriesQuery($id: ID!) {
        node(id: $id) {
          ... on WebhookEndpoint {
            deliveries(first: 25) {
              databaseId
              type
              createdAt
              status
              attempts
              responseStatus
              lastError
            }
          }
        }
      }
    `,
    { id: endpointId },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const deliveries = data.node?.deliveries ?? [];
  if (deliveries.length === 0) return <p>{t('webhooks.log.empty')}</p>;
  return (
    <Table aria-label={t('webhooks.log.title')}>
      <thead>
        <tr>
          <th scope="col">{t('webhooks.log.event')}</th>
          <th scope="col">{t('webhooks.log.time')}</th>
          <th scope="col">{t('webhooks.log.status')}</th>
          <th scope="col">{t('webhooks.log.attempts')}</th>
          <th scope="col">{t('webhooks.log.response')}</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((delivery) => (
          <tr key={delivery.databaseId} data-delivery={delivery.type}>
            <td data-label={t('webhooks.log.event')}>
              <code dir="ltr">{delivery.type}</code>
            </td>
            <td data-label={t('webhooks.log.time')}>
              <time dateTime={delivery.createdAt}>{formatOfficeDateTime(delivery.createdAt, i18n.language)}</time>
            </td>
            <td data-label={t('webhooks.log.status')}>{t(`webhooks.log.statuses.${delivery.status}`, { defaultValue: delivery.status })}</td>
            <td data-label={t('webhooks.log.attempts')}>{delivery.attempts.toLocaleString(i18n.language)}</td>
            <td data-label={t('webhooks.log.response')}>
              {delivery.responseStatus ?? '—'}
              {delivery.lastError && (
                <>
                  {' '}
                  <code dir="ltr">{delivery.lastError}</code>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
