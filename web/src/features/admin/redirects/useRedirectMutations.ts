import { useMemo } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useRedirectMutationsCreateMutation } from '../../../__generated__/useRedirectMutationsCreateMutation.graphql.ts';
import type { useRedirectMutationsDeleteMutation } from '../../../__generated__/useRedirectMutationsDeleteMutation.graphql.ts';
import type { useRedirectMutationsUpdateMutation } from '../../../__generated__/useRedirectMutationsUpdateMutation.graphql.ts';
import { adjustTotalCount } from '../../../relay/connections.ts';
import { runMutation } from '../../../relay/runMutation.ts';

// The redirects' writes, as promises. The list updates itself: a new one goes first (@prependNode),
// a deleted one leaves (@deleteEdge), and those a write re-pointed (chains collapse) are read back.

const createMutation = graphql`
  mutation useRedirectMutationsCreateMutation($input: CreateRedirectInput!, $connections: [ID!]!) {
    createRedirect(input: $input) {
      redirect @prependNode(connections: $connections, edgeTypeName: "RedirectEdge") {
        id
        ...RedirectRow_redirect
      }
      repointed {
        id
        ...RedirectRow_redirect
      }
    }
  }
`;

const updateMutation = graphql`
  mutation useRedirectMutationsUpdateMutation($input: UpdateRedirectInput!) {
    updateRedirect(input: $input) {
      redirect {
        id
        ...RedirectRow_redirect
      }
      repointed {
        id
        ...RedirectRow_redirect
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation useRedirectMutationsDeleteMutation($input: RedirectIdInput!, $connections: [ID!]!) {
    deleteRedirect(input: $input) {
      deletedRedirectId @deleteEdge(connections: $connections)
    }
  }
`;

export interface RedirectAddresses {
  from: string;
  to: string;
}

export function useRedirectMutations() {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      create: (input: RedirectAddresses, connectionId: string) =>
        runMutation<useRedirectMutationsCreateMutation>(environment, {
          mutation: createMutation,
          variables: { input, connections: [connectionId] },
          updater: adjustTotalCount(connectionId, 1),
        }),
      update: (id: string, input: RedirectAddresses) =>
        runMutation<useRedirectMutationsUpdateMutation>(environment, { mutation: updateMutation, variables: { input: { id, ...input } } }),
      remove: (id: string, connectionId: string) =>
        runMutation<useRedirectMutationsDeleteMutation>(environment, {
          mutation: deleteMutation,
          variables: { input: { id }, connections: [connectionId] },
          updater: adjustTotalCount(connectionId, -1),
        }),
    }),
    [environment],
  );
}
