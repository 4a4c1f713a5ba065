import { graphql } from 'react-relay';

// Read by the Relay compiler only (it checks the mutation against the schema, persists it and writes
// its artifact, which viewBeacon.ts imports): the article page loads no Relay.
export const recordPostViewMutation = graphql`
  mutation recordPostViewMutation($input: PostIdInput!) {
    recordPostView(input: $input) {
      counted
    }
  }
`;
