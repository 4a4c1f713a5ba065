import { graphql } from 'react-relay';

// Read by the Relay compiler only (it checks the mutation against the schema, persists it and writes
// its artifact, which the like button's island imports): the article page loads no Relay.
export const likePostMutation = graphql`
  mutation likePostMutation($input: PostIdInput!) {
    likePost(input: $input) {
      liked
      post {
        id
        likeCount
      }
    }
  }
`;
