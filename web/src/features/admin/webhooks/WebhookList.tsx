import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { WebhookList_query$key } from '../../../__generated__/WebhookList_query.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { ListCount, ListEmpty } from '../ListParts.tsx';
import { WebhookRow, type WebhookRowData } from './WebhookRow.tsx';

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type RowActions = Omit<Parameters<typeof WebhookRow>[0], 'endpoint'>;

/** Every endpoint, oldest first; or what webhooks are, when there are none. */
export function WebhookList({ query, onAdd, ...actions }: { query: WebhookList_query$key; onAdd: () => void } & RowActions) {
  const { t } = useTranslation('admin');
  const data = useFragment(
    graphql`
      fragment WebhookList_query on Query {
        webhookEndpoints {
          id
          ...WebhookRow_endpoint
        }
      }
    `,
    query,
  );
  if (data.webhookEndpoints.length === 0) {
    return (
      <ListEmpty
        title={t('webhooks.emptyTitle')}
        text={t('webhooks.empty')}
        action={
          <Button type="button" onClick={onAdd}>
            {t('webhooks.add')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ListCount>{t('webhooks.count', { count: data.webhookEndpoints.length })}</ListCount>
      <Cards>
        {data.webhookEndpoints.map((endpoint) => (
          <WebhookRow key={endpoint.id} endpoint={endpoint} {...actions} />
        ))}
      </Cards>
    </>
  );
}

export type { WebhookRowData };
