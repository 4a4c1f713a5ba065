import { useMemo } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useTagMutationsDeleteMutation } from '../../../__generated__/useTagMutationsDeleteMutation.graphql.ts';
import type { useTagMutationsMergeMutation } from '../../../__generated__/useTagMutationsMergeMutation.graphql.ts';
import type { useTagMutationsRenameMutation } from '../../../__generated__/useTagMutationsRenameMutation.graphql.ts';
import { adjustTotalCount } from '../../../relay/connections.ts';
import { runMutation } from '../../../relay/runMutation.ts';

// The tags' writes, as promises. The list updates itself: a renamed tag is read back, a merged or
// deleted one leaves (@deleteEdge), and the tag a merge kept is read back with its new counts.

const renameMutation = graphql`
  mutation useTagMutationsRenameMutation($input: RenameTagInput!) {
    renameTag(input: $input) {
      tag {
        id
        ...TagRow_tag
      }
    }
  }
`;

const mergeMutation = graphql`
  mutation useTagMutationsMergeMutation($input: MergeTagInput!, $connections: [ID!]!) {
    mergeTag(input: $input) {
      mergedTagId @deleteEdge(connections: $connections)
      tag {
        id
        ...TagRow_tag
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation useTagMutationsDeleteMutation($input: TagIdInput!, $connections: [ID!]!) {
    deleteTag(input: $input) {
      deletedTagId @deleteEdge(connections: $connections)
    }
  }
`;

export interface TagNames {
  en: string;
  ar: string;
}

export function useTagMutations() {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      rename: (id: string, names: TagNames) =>
        runMutation<useTagMutationsRenameMutation>(environment, { mutation: renameMutation, variables: { input: { id, en: names.en, ar: names.ar } } }),
      merge: (id: string, into: string, connectionId: string) =>
        runMutation<useTagMutationsMergeMutation>(environment, {
          mutation: mergeMutation,
          variables: { input: { id, into }, connections: [connectionId] },
          updater: adjustTotalCount(connectionId, -1),
        }),
      remove: (id: string, connectionId: string) =>
        runMutation<useTagMutationsDeleteMutation>(environment, {
          mutation: deleteMutation,
          variables: { input: { id }, connections: [connectionId] },
          updater: adjustTotalCount(connectionId, -1),
        }),
    }),
    [environment],
  );
}
