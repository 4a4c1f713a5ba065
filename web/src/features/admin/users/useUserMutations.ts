import { useMemo } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type {
  useUserMutationsCreateMutation,
  useUserMutationsCreateMutation$variables,
} from '../../../__generated__/useUserMutationsCreateMutation.graphql.ts';
import type { useUserMutationsEndAllSessionsMutation } from '../../../__generated__/useUserMutationsEndAllSessionsMutation.graphql.ts';
import type { useUserMutationsEndSessionMutation } from '../../../__generated__/useUserMutationsEndSessionMutation.graphql.ts';
import type { useUserMutationsDeleteMutation } from '../../../__generated__/useUserMutationsDeleteMutation.graphql.ts';
import type { useUserMutationsResetFactorsMutation } from '../../../__generated__/useUserMutationsResetFactorsMutation.graphql.ts';
import type { useUserMutationsResetMutation } from '../../../__generated__/useUserMutationsResetMutation.graphql.ts';
import type {
  useUserMutationsUpdateMutation,
  useUserMutationsUpdateMutation$variables,
} from '../../../__generated__/useUserMutationsUpdateMutation.graphql.ts';
import { adjustTotalCount } from '../../../relay/connections.ts';
import { runMutation } from '../../../relay/runMutation.ts';
import { useConfirmedAction } from '../auth/ConfirmIdentityDialog.tsx';

// The staff-account writes, as promises; the list updates itself through @appendNode / @deleteEdge.

const createMutation = graphql`
  mutation useUserMutationsCreateMutation($input: CreateUserInput!, $connections: [ID!]!) {
    createUser(input: $input) {
      user @appendNode(connections: $connections, edgeTypeName: "UserEdge") {
        id
        ...UserRow_user
      }
    }
  }
`;

const updateMutation = graphql`
  mutation useUserMutationsUpdateMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        id
        ...UserRow_user
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation useUserMutationsDeleteMutation($input: DeleteUserInput!, $connections: [ID!]!) {
    deleteUser(input: $input) {
      deletedUserId @deleteEdge(connections: $connections)
    }
  }
`;

const resetMutation = graphql`
  mutation useUserMutationsResetMutation($input: SetUserPasswordInput!) {
    setUserPassword(input: $input) {
      user {
        id
      }
    }
  }
`;

const resetFactorsMutation = graphql`
  mutation useUserMutationsResetFactorsMutation($input: ResetSecondFactorsInput!) {
    resetSecondFactors(input: $input) {
      user {
        id
        ...UserRow_user
      }
    }
  }
`;

const endSessionMutation = graphql`
  mutation useUserMutationsEndSessionMutation($input: EndSessionInput!) {
    endSession(input: $input) {
      endedSessionId
    }
  }
`;

const endAllSessionsMutation = graphql`
  mutation useUserMutationsEndAllSessionsMutation($input: EndUserSessionsInput!) {
    endUserSessions(input: $input) {
      ended
    }
  }
`;

/**
 * The users screen's changes. Those that could hand an account to someone else ask "Confirm it's you"
 * when the session's last proof is old, and resolve undefined when that is closed instead.
 */
export function useUserMutations() {
  const environment = useRelayEnvironment();
  const confirmed = useConfirmedAction();
  return useMemo(
    () => ({
      create: (input: useUserMutationsCreateMutation$variables['input'], connectionId: string) =>
        confirmed(() =>
          runMutation<useUserMutationsCreateMutation>(environment, {
            mutation: createMutation,
            variables: { input, connections: [connectionId] },
            updater: adjustTotalCount(connectionId, 1),
          }),
        ),
      update: (input: useUserMutationsUpdateMutation$variables['input']) =>
        confirmed(() => runMutation<useUserMutationsUpdateMutation>(environment, { mutation: updateMutation, variables: { input } })),
      remove: (id: string, connectionId: string) =>
        confirmed(() =>
          runMutation<useUserMutationsDeleteMutation>(environment, {
            mutation: deleteMutation,
            variables: { input: { id }, connections: [connectionId] },
            updater: adjustTotalCount(connectionId, -1),
          }),
        ),
      resetPassword: (id: string, newPassword: string) =>
        confirmed(() => runMutation<useUserMutationsResetMutation>(environment, { mutation: resetMutation, variables: { input: { id, newPassword } } })),
      resetFactors: (id: string) =>
        confirmed(() => runMutation<useUserMutationsResetFactorsMutation>(environment, { mutation: resetFactorsMutation, variables: { input: { id } } })),
      endSession: (sessionId: string) =>
        confirmed(() =>
          runMutation<useUserMutationsEndSessionMutation>(environment, { mutation: endSessionMutation, variables: { input: { id: sessionId } } }),
        ),
      endAllSessions: (userId: string) =>
        confirmed(() =>
          runMutation<useUserMutationsEndAllSessionsMutation>(environment, { mutation: endAllSessionsMutation, variables: { input: { userId } } }),
        ),
    }),
    [environment, confirmed],
  );
}
