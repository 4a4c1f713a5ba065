import { useMemo } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useInboxMutationsDeleteMutation } from '../../../__generated__/useInboxMutationsDeleteMutation.graphql.ts';
import type { useInboxMutationsUpdateMutation } from '../../../__generated__/useInboxMutationsUpdateMutation.graphql.ts';
import { adjustTotalCount } from '../../../relay/connections.ts';
import { runMutation } from '../../../relay/runMutation.ts';
import type { MessageStatus } from './inboxAddress.ts';
import { refreshUnreadCount } from './unreadCount.ts';

// The inbox's writes, as promises. A status change shows at once (the row and the detail read the
// same record); a deletion takes the row out of the list; both then refresh the unread count.

const updateMutation = graphql`
  mutation useInboxMutationsUpdateMutation($input: UpdateContactMessageInput!) {
    updateContactMessage(input: $input) {
      contactMessage {
        id
        status
        readAt
        ...InboxRow_message
        ...MessageDetail_message
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation useInboxMutationsDeleteMutation($input: DeleteContactMessageInput!, $connections: [ID!]!) {
    deleteContactMessage(input: $input) {
      deletedContactMessageId @deleteEdge(connections: $connections)
    }
  }
`;

export function useInboxMutations() {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      setStatus: async (id: string, status: MessageStatus) => {
        await runMutation<useInboxMutationsUpdateMutation>(environment, {
          mutation: updateMutation,
          variables: { input: { id, status } },
          optimisticUpdater: (store) => store.get(id)?.setValue(status, 'status'),
        });
        refreshUnreadCount(environment);
      },
      remove: async (id: string, connectionId: string) => {
        await runMutation<useInboxMutationsDeleteMutation>(environment, {
          mutation: deleteMutation,
          variables: { input: { id }, connections: [connectionId] },
          updater: adjustTotalCount(connectionId, -1),
        });
        refreshUnreadCount(environment);
      },
    }),
    [environment],
  );
}
