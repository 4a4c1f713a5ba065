import { useMemo } from 'react';
import { commitLocalUpdate, fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useMediaMutationsDeleteMutation } from '../../../__generated__/useMediaMutationsDeleteMutation.graphql.ts';
import type { useMediaMutationsUploadedQuery } from '../../../__generated__/useMediaMutationsUploadedQuery.graphql.ts';
import type { useMediaMutationsUpdateMutation } from '../../../__generated__/useMediaMutationsUpdateMutation.graphql.ts';
import { adjustTotalCount } from '../../../relay/connections.ts';
import { runMutation } from '../../../relay/runMutation.ts';

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
      updateAlt: async (id: string, alt: { altEn: string; altAr: string }) => {
        await runMutation<useMediaMutationsUpdateMutation>(environment, { mutation: updateMutation, variables: { input: { id, ...alt } } });
      },
      remove: async (id: string, connectionId: string | null) => {
        await runMutation<useMediaMutationsDeleteMutation>(environment, {
          mutation: deleteMutation,
          variables: { input: { id }, connections: connectionId ? [connectionId] : [] },
          updater: connectionId ? adjustTotalCount(connectionId, -1) : undefined,
        });
      },
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
