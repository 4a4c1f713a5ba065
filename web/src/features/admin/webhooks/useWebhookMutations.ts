import { useMemo } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useWebhookMutationsCreateMutation } from '../../../__generated__/useWebhookMutationsCreateMutation.graphql.ts';
import type { useWebhookMutationsDeleteMutation } from '../../../__generated__/useWebhookMutationsDeleteMutation.graphql.ts';
import type { useWebhookMutationsRotateMutation } from '../../../__generated__/useWebhookMutationsRotateMutation.graphql.ts';
import type { useWebhookMutationsTestMutation } from '../../../__generated__/useWebhookMutationsTestMutation.graphql.ts';
import type { useWebhookMutationsUpdateMutation } from '../../../__generated__/useWebhookMutationsUpdateMutation.graphql.ts';
import { runMutation } from '../../../relay/runMutation.ts';

// The webhooks' writes, as promises. A change updates its row in the store; the page loads the list
// again after a new endpoint or a deleted one.

const createMutation = graphql`
  mutation useWebhookMutationsCreateMutation($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        url
        ...WebhookRow_endpoint
      }
    }
  }
`;

const updateMutation = graphql`
  mutation useWebhookMutationsUpdateMutation($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      endpoint {
        id
        ...WebhookRow_endpoint
      }
    }
  }
`;

const rotateMutation = graphql`
  mutation useWebhookMutationsRotateMutation($input: WebhookEndpointIdInput!) {
    rotateWebhookSecret(input: $input) {
      secret
      endpoint {
        id
      }
    }
  }
`;

const testMutation = graphql`
  mutation useWebhookMutationsTestMutation($input: WebhookEndpointIdInput!) {
    sendWebhookTestEvent(input: $input) {
      delivery {
        databaseId
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation useWebhookMutationsDeleteMutation($input: WebhookEndpointIdInput!) {
    deleteWebhookEndpoint(input: $input) {
      deletedWebhookEndpointId
    }
  }
`;

export interface WebhookValues {
  url: string;
  events: string[];
  enabled: boolean;
}

export function useWebhookMutations() {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      create: ({ url, events }: WebhookValues) =>
        runMutation<useWebhookMutationsCreateMutation>(environment, { mutation: createMutation, variables: { input: { url, events } } }),
      update: (id: string, input: Partial<WebhookValues>) =>
        runMutation<useWebhookMutationsUpdateMutation>(environment, { mutation: updateMutation, variables: { input: { id, ...input } } }),
      rotate: (id: string) => runMutation<useWebhookMutationsRotateMutation>(environment, { mutation: rotateMutation, variables: { input: { id } } }),
      sendTest: (id: string) => runMutation<useWebhookMutationsTestMutation>(environment, { mutation: testMutation, variables: { input: { id } } }),
      remove: (id: string) => runMutation<useWebhookMutationsDeleteMutation>(environment, { mutation: deleteMutation, variables: { input: { id } } }),
    }),
    [environment],
  );
}
