import { graphql } from 'react-relay';

// Read by the Relay compiler only, which checks it against the schema, persists it and writes its id
// to `latestPostsQuery$parameters.ts`, all latestPosts.ts imports: the home page loads no Relay.
export const latestPostsQuery = graphql`
  query latestPostsQuery @preloadable {
    posts(first: 6) {
      edges {
        node {
          slug
          publishedAt
          tags {
            slug
          }
          en: translation(locale: en) {
            title
            excerpt
            readTimeMinutes
          }
          ar: translation(locale: ar) {
            title
            excerpt
            readTimeMinutes
          }
        }
      }
    }
  }
`;
