import { graphql, useMutation } from 'react-relay';
import type { useLikePostMutation } from '../../__generated__/useLikePostMutation.graphql.ts';

/** Likes a post once for this visitor; the answer carries the post's count, which Relay stores. */
export function useLikePost() {
  return useMutation<useLikePostMutation>(graphql`
    mutation useLikePostMutation($input: PostIdInput!) {
      likePost(input: $input) {
        liked
        post {
          id
          likeCount
        }
      }
    }
  `);
}
