import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { WebhookNotice_query$key } from '../../../__generated__/WebhookNotice_query.graphql.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Panel } from './Panel.tsx';
import { formatRelativeTime } from './relativeTime.ts';

// The admins' notice of webhook endpoints in trouble (docs/webhooks.md): one turned off after a day of
// failed deliveries, or failing now. Nothing at all while every endpoint is well.

const Warning = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  overflow-wrap: anywhere;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
`;

export function WebhookNotice({ query }: { query: WebhookNotice_query$key }) {
  const { t, i18n } = useTranslation('admin');
  const { webhookEndpoints } = useFragment(
    graphql`
      fragment WebhookNotice_query on Query {
        webhookEndpoints {
          id
          url
          enabled
          autoDisabledAt
          failingSince
        }
      }
    `,
    query,
  );
  const troubled = webhookEndpoints.filter((endpoint) => endpoint.autoDisabledAt || (endpoint.enabled && endpoint.failingSince));
  if (!troubled.length) return null;
  return (
    <Panel id="dashboard-webhooks" heading={t('dashboard.webhooks.heading')}>
      <List role="status">
        {troubled.map((endpoint) => (
          <Warning key={endpoint.id}>
            {endpoint.autoDisabledAt
              ? t('dashboard.webhooks.turnedOff', { date: formatRelativeTime(String(endpoint.autoDisabledAt), i18n.language) })
              : t('dashboard.webhooks.failing', { date: formatRelativeTime(String(endpoint.failingSince), i18n.language) })}{' '}
            <bdi dir="ltr">{endpoint.url}</bdi>
          </Warning>
        ))}
      </List>
      <Link to="/admin/webhooks">{t('dashboard.webhooks.open')}</Link>
    </Panel>
  );
}
