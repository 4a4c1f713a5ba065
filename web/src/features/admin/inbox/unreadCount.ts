import { fetchQuery, graphql, useLazyLoadQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { unreadCountQuery } from '../../../__generated__/unreadCountQuery.graphql.ts';

// The number of NEW messages in the whole inbox: one record that the navigation's badge and the
// inbox's header both read, refreshed after every change a staff member makes here.

const query = graphql`
  query unreadCountQuery {
    contactMessages(first: 0) {
      unreadCount
    }
  }
`;

/**
 * The unread count; `fetchKey` asks the server again (the badge does on each new screen). Read
 * where it shows: the panel's navigation is no screen with a loader.
 */
export function useUnreadCount(fetchKey?: string | number): number {
  const data = useLazyLoadQuery<unreadCountQuery>(query, {}, { fetchPolicy: fetchKey === undefined ? 'store-or-network' : 'store-and-network', fetchKey });
  return data.contactMessages.unreadCount;
}

/** Asks the server for the count again, for everything that shows it. A failure leaves the last one. */
export function refreshUnreadCount(environment: Environment) {
  fetchQuery<unreadCountQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
}
