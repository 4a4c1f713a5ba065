import { useMemo } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { usePageMutationsCreateMutation } from '../../../__generated__/usePageMutationsCreateMutation.graphql.ts';
import type { usePageMutationsDiscardChangesMutation } from '../../../__generated__/usePageMutationsDiscardChangesMutation.graphql.ts';
import type { usePageMutationsPublishChangesMutation } from '../../../__generated__/usePageMutationsPublishChangesMutation.graphql.ts';
import type { usePageMutationsDeleteMutation } from '../../../__generated__/usePageMutationsDeleteMutation.graphql.ts';
import type { usePageMutationsPublishMutation } from '../../../__generated__/usePageMutationsPublishMutation.graphql.ts';
import type { usePageMutationsRestoreMutation } from '../../../__generated__/usePageMutationsRestoreMutation.graphql.ts';
import type { usePageMutationsUnpublishMutation } from '../../../__generated__/usePageMutationsUnpublishMutation.graphql.ts';
import type { usePageMutationsUpdateMutation } from '../../../__generated__/usePageMutationsUpdateMutation.graphql.ts';
import { runMutation } from '../../../relay/runMutation.ts';

// The page writes, as promises (the editor chains them: save, then publish). Each returns the page
// with what the list, the editor and its history show, so Relay's store updates them all.

const createMutation = graphql`
  mutation usePageMutationsCreateMutation($input: CreatePageInput!) {
    createPage(input: $input) {
      page {
        id
        ...usePageEditor_page
        ...PageHistory_page
      }
    }
  }
`;

const updateMutation = graphql`
  mutation usePageMutationsUpdateMutation($input: UpdatePageInput!) {
    updatePage(input: $input) {
      page {
        id
        ...usePageEditor_page
        ...PageHistory_page
      }
    }
  }
`;

const publishMutation = graphql`
  mutation usePageMutationsPublishMutation($input: PublishPageInput!) {
    publishPage(input: $input) {
      page {
        id
        ...usePageEditor_page
        ...PageHistory_page
      }
    }
  }
`;

const publishChangesMutation = graphql`
  mutation usePageMutationsPublishChangesMutation($input: PublishPageChangesInput!) {
    publishPageChanges(input: $input) {
      page {
        id
        ...usePageEditor_page
        ...PageHistory_page
      }
    }
  }
`;

const discardChangesMutation = graphql`
  mutation usePageMutationsDiscardChangesMutation($input: DiscardPageChangesInput!) {
    discardPageChanges(input: $input) {
      page {
        id
        ...usePageEditor_page
        ...PageHistory_page
      }
    }
  }
`;

const unpublishMutation = graphql`
  mutation usePageMutationsUnpublishMutation($input: PageVersionInput!) {
    unpublishPage(input: $input) {
      page {
        id
        ...usePageEditor_page
        ...PageHistory_page
      }
    }
  }
`;

const restoreMutation = graphql`
  mutation usePageMutationsRestoreMutation($input: RestorePageRevisionInput!) {
    restorePageRevision(input: $input) {
      page {
        id
        ...usePageEditor_page
        ...PageHistory_page
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation usePageMutationsDeleteMutation($input: PageIdInput!) {
    deletePage(input: $input) {
      deletedPageId @deleteRecord
    }
  }
`;

export function usePageMutations() {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      create: (input: usePageMutationsCreateMutation['variables']['input']) =>
        runMutation<usePageMutationsCreateMutation>(environment, { mutation: createMutation, variables: { input } }).then((r) => r.createPage.page),
      update: (input: usePageMutationsUpdateMutation['variables']['input']) =>
        runMutation<usePageMutationsUpdateMutation>(environment, { mutation: updateMutation, variables: { input } }).then((r) => r.updatePage.page),
      publish: (input: usePageMutationsPublishMutation['variables']['input']) =>
        runMutation<usePageMutationsPublishMutation>(environment, { mutation: publishMutation, variables: { input } }).then((r) => r.publishPage.page),
      unpublish: (input: usePageMutationsUnpublishMutation['variables']['input']) =>
        runMutation<usePageMutationsUnpublishMutation>(environment, { mutation: unpublishMutation, variables: { input } }).then((r) => r.unpublishPage.page),
      restore: (input: usePageMutationsRestoreMutation['variables']['input']) =>
        runMutation<usePageMutationsRestoreMutation>(environment, { mutation: restoreMutation, variables: { input } }).then((r) => r.restorePageRevision.page),
      publishChanges: (input: usePageMutationsPublishChangesMutation['variables']['input']) =>
        runMutation<usePageMutationsPublishChangesMutation>(environment, { mutation: publishChangesMutation, variables: { input } }).then(
          (r) => r.publishPageChanges.page,
        ),
      discardChanges: (input: usePageMutationsDiscardChangesMutation['variables']['input']) =>
        runMutation<usePageMutationsDiscardChangesMutation>(environment, { mutation: discardChangesMutation, variables: { input } }).then(
          (r) => r.discardPageChanges.page,
        ),
      remove: (id: string) => runMutation<usePageMutationsDeleteMutation>(environment, { mutation: deleteMutation, variables: { input: { id } } }),
    }),
    [environment],
  );
}
