import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useLikePostMutation } from '../../__generated__/useLikePostMutation.graphql.ts';
import { runMutation } from '../../relay/runMutation.ts';

const likeMutation = graphql`
  mutation useLikePostMutation($input: PostIdInput!) {
    likePost(input: $input) {
      liked
      post {
        id
        likeCount
      }
    }
  }
`;

/**
 * Likes a post once for this visitor, counted at once (`likeCount`, the count shown before); the
 * answer carries the post's count, which Relay stores.
 */
export function useLikePost() {
  const environment = useRelayEnvironment();
  return useCallback(
    (id: string, likeCount: number) =>
      runMutation<useLikePostMutation>(environment, {
        mutation: likeMutation,
        variables: { input: { id } },
        optimisticUpdater: (store) => store.get(id)?.setValue(likeCount + 1, 'likeCount'),
      }).then((response) => response.likePost.post),
    [environment],
  );
}
