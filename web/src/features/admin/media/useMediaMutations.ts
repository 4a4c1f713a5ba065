import { useMemo } from 'react';
import { commitLocalUpdate, commitMutation, fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useMediaMutationsDeleteMutation } from '../../../__generated__/useMediaMutationsDeleteMutation.graphql.ts';
import type { useMediaMutationsUploadedQuery } from '../../../__generated__/useMediaMutationsUploadedQuery.graphql.ts';
import type { useMediaMutationsUpdateMutation } from '../../../__generated__/useMediaMutationsUpdateMutation.graphql.ts';
import { adjustTotalCount } from '../../../relay/connections.ts';

// The library's writes, as promises. New alt texts show in the grid and the details at once (both
// read the same record); a deletion takes the card out of the grid; a new upload (sent by
// uploadImage.ts, outside Relay) is read back and put at the top of the grid.

const updateMutation = graphql`
  mutation useMediaMutationsUpdateMutation($input: UpdateMediaInput!) {
    updateMedia(input: $input) {
      media {
        id
        altEn
        altAr
        ...MediaCard_media
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation useMediaMutationsDeleteMutation($input: MediaIdInput!, $connections: [ID!]!) {
    deleteMedia(input: $input) {
      deletedMediaId @deleteEdge(connections: $connections)
    }
  }
`;

const uploadedQuery = graphql`
  query useMediaMutationsUploadedQuery($id: ID!) {
    node(id: $id) {
      id
      ...MediaCard_media @alias(as: "media")
    }
  }
`;

export function useMediaMutations() {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      updateAlt: (id: string, alt: { altEn: string; altAr: string }) =>
        new Promise<void>((resolve, reject) => {
          commitMutation<useMediaMutationsUpdateMutation>(environment, {
            mutation: updateMutation,
            variables: { input: { id, ...alt } },
            onCompleted: () => resolve(),
            onError: reject,
          });
        }),
      remove: (id: string, connectionId: string | null) =>
        new Promise<void>((resolve, reject) => {
          commitMutation<useMediaMutationsDeleteMutation>(environment, {
            mutation: deleteMutation,
            variables: { input: { id }, connections: connectionId ? [connectionId] : [] },
            updater: connectionId ? adjustTotalCount(connectionId, -1) : undefined,
            onCompleted: () => resolve(),
            onError: reject,
          });
        }),
      /** Reads a new upload and puts it first in the grid (an upload of a file already there, which answers that image, adds nothing). */
      showUploaded: async (id: string, connectionId: string) => {
        await fetchQuery<useMediaMutationsUploadedQuery>(environment, uploadedQuery, { id }).toPromise();
        commitLocalUpdate(environment, (store) => {
          const connection = store.get(connectionId);
          const node = store.get(id);
          if (!connection || !node) return;
          const edges = connection.getLinkedRecords('edges') ?? [];
          if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === id)) return;
          ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, node, 'MediaEdge'));
          const count = connection.getValue('totalCount');
          if (typeof count === 'number') connection.setValue(count + 1, 'totalCount');
        });
      },
    }),
    [environment],
  );
}
