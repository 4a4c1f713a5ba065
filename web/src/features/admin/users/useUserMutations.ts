import { graphql, useMutation } from 'react-relay';
import type { useUserMutationsCreateMutation } from '../../../__generated__/useUserMutationsCreateMutation.graphql.ts';
import type { useUserMutationsDeleteMutation } from '../../../__generated__/useUserMutationsDeleteMutation.graphql.ts';
import type { useUserMutationsResetMutation } from '../../../__generated__/useUserMutationsResetMutation.graphql.ts';
import type { useUserMutationsUpdateMutation } from '../../../__generated__/useUserMutationsUpdateMutation.graphql.ts';

// The staff-account mutations; the list updates itself through @appendNode / @deleteEdge.

export function useCreateUser() {
  return useMutation<useUserMutationsCreateMutation>(graphql`
    mutation useUserMutationsCreateMutation($input: CreateUserInput!, $connections: [ID!]!) {
      createUser(input: $input) {
        user @appendNode(connections: $connections, edgeTypeName: "UserEdge") {
          id
          ...UserRow_user
        }
      }
    }
  `);
}

export function useUpdateUser() {
  return useMutation<useUserMutationsUpdateMutation>(graphql`
    mutation useUserMutationsUpdateMutation($input: UpdateUserInput!) {
      updateUser(input: $input) {
        user {
          id
          ...UserRow_user
        }
      }
    }
  `);
}

export function useDeleteUser() {
  return useMutation<useUserMutationsDeleteMutation>(graphql`
    mutation useUserMutationsDeleteMutation($input: DeleteUserInput!, $connections: [ID!]!) {
      deleteUser(input: $input) {
        deletedUserId @deleteEdge(connections: $connections)
      }
    }
  `);
}

export function useResetPassword() {
  return useMutation<useUserMutationsResetMutation>(graphql`
    mutation useUserMutationsResetMutation($input: SetUserPasswordInput!) {
      setUserPassword(input: $input) {
        user {
          id
        }
      }
    }
  `);
}
