import { useMemo } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { usePostMutationsCreateMutation } from '../../../__generated__/usePostMutationsCreateMutation.graphql.ts';
import type { usePostMutationsDiscardChangesMutation } from '../../../__generated__/usePostMutationsDiscardChangesMutation.graphql.ts';
import type { usePostMutationsPublishChangesMutation } from '../../../__generated__/usePostMutationsPublishChangesMutation.graphql.ts';
import type { usePostMutationsDeleteMutation } from '../../../__generated__/usePostMutationsDeleteMutation.graphql.ts';
import type { usePostMutationsPublishMutation } from '../../../__generated__/usePostMutationsPublishMutation.graphql.ts';
import type { usePostMutationsRestoreMutation } from '../../../__generated__/usePostMutationsRestoreMutation.graphql.ts';
import type { usePostMutationsUnpublishMutation } from '../../../__generated__/usePostMutationsUnpublishMutation.graphql.ts';
import type { usePostMutationsUpdateMutation } from '../../../__generated__/usePostMutationsUpdateMutation.graphql.ts';
import { adjustTotalCount } from '../../../relay/connections.ts';
import { runMutation } from '../../../relay/runMutation.ts';

// The post writes, as promises (the editor chains them: save, then publish). Each returns the post
// with what the list row, the editor and the history show, so Relay's store updates them all.

const createMutation = graphql`
  mutation usePostMutationsCreateMutation($input: CreatePostInput!, $locale: Locale!) {
    createPost(input: $input) {
      post {
        id
        ...usePostEditor_post
        ...PostRow_post @arguments(locale: $locale)
        ...RevisionHistory_post
      }
    }
  }
`;

const updateMutation = graphql`
  mutation usePostMutationsUpdateMutation($input: UpdatePostInput!, $locale: Locale!) {
    updatePost(input: $input) {
      post {
        id
        ...usePostEditor_post
        ...PostRow_post @arguments(locale: $locale)
        ...RevisionHistory_post
      }
    }
  }
`;

const publishMutation = graphql`
  mutation usePostMutationsPublishMutation($input: PublishPostInput!, $locale: Locale!) {
    publishPost(input: $input) {
      post {
        id
        ...usePostEditor_post
        ...PostRow_post @arguments(locale: $locale)
        ...RevisionHistory_post
      }
    }
  }
`;

const unpublishMutation = graphql`
  mutation usePostMutationsUnpublishMutation($input: PostVersionInput!, $locale: Locale!) {
    unpublishPost(input: $input) {
      post {
        id
        ...usePostEditor_post
        ...PostRow_post @arguments(locale: $locale)
        ...RevisionHistory_post
      }
    }
  }
`;

const restoreMutation = graphql`
  mutation usePostMutationsRestoreMutation($input: RestorePostRevisionInput!, $locale: Locale!) {
    restorePostRevision(input: $input) {
      post {
        id
        ...usePostEditor_post
        ...PostRow_post @arguments(locale: $locale)
        ...RevisionHistory_post
      }
    }
  }
`;

const publishChangesMutation = graphql`
  mutation usePostMutationsPublishChangesMutation($input: PublishPostChangesInput!, $locale: Locale!) {
    publishPostChanges(input: $input) {
      post {
        id
        ...usePostEditor_post
        ...PostRow_post @arguments(locale: $locale)
        ...RevisionHistory_post
      }
    }
  }
`;

const discardChangesMutation = graphql`
  mutation usePostMutationsDiscardChangesMutation($input: DiscardPostChangesInput!, $locale: Locale!) {
    discardPostChanges(input: $input) {
      post {
        id
        ...usePostEditor_post
        ...PostRow_post @arguments(locale: $locale)
        ...RevisionHistory_post
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation usePostMutationsDeleteMutation($input: PostIdInput!, $connections: [ID!]!) {
    deletePost(input: $input) {
      deletedPostId @deleteEdge(connections: $connections)
    }
  }
`;

export function usePostMutations() {
  const environment = useRelayEnvironment();
  return useMemo(
    () => ({
      create: (variables: usePostMutationsCreateMutation['variables']) =>
        runMutation<usePostMutationsCreateMutation>(environment, { mutation: createMutation, variables }).then((r) => r.createPost.post),
      update: (variables: usePostMutationsUpdateMutation['variables']) =>
        runMutation<usePostMutationsUpdateMutation>(environment, { mutation: updateMutation, variables }).then((r) => r.updatePost.post),
      publish: (variables: usePostMutationsPublishMutation['variables']) =>
        runMutation<usePostMutationsPublishMutation>(environment, { mutation: publishMutation, variables }).then((r) => r.publishPost.post),
      unpublish: (variables: usePostMutationsUnpublishMutation['variables']) =>
        runMutation<usePostMutationsUnpublishMutation>(environment, { mutation: unpublishMutation, variables }).then((r) => r.unpublishPost.post),
      restore: (variables: usePostMutationsRestoreMutation['variables']) =>
        runMutation<usePostMutationsRestoreMutation>(environment, { mutation: restoreMutation, variables }).then((r) => r.restorePostRevision.post),
      publishChanges: (variables: usePostMutationsPublishChangesMutation['variables']) =>
        runMutation<usePostMutationsPublishChangesMutation>(environment, { mutation: publishChangesMutation, variables }).then(
          (r) => r.publishPostChanges.post,
        ),
      discardChanges: (variables: usePostMutationsDiscardChangesMutation['variables']) =>
        runMutation<usePostMutationsDiscardChangesMutation>(environment, { mutation: discardChangesMutation, variables }).then(
          (r) => r.discardPostChanges.post,
        ),
      remove: (id: string, connectionId: string | null) =>
        runMutation<usePostMutationsDeleteMutation>(environment, {
          mutation: deleteMutation,
          variables: { input: { id }, connections: connectionId ? [connectionId] : [] },
          updater: connectionId ? adjustTotalCount(connectionId, -1) : undefined,
        }),
    }),
    [environment],
  );
}
