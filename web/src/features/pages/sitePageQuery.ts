import { graphql } from 'react-relay';

// Read by the Relay compiler only, which checks it against the schema, persists it and writes its id
// to `sitePageQuery$parameters.ts`, all sitePage.ts imports: a public page loads no Relay. One
// operation per page read: the page at the address (none on the blog) and the menus around it.
export const sitePageQuery = graphql`
  query sitePageQuery($path: String!, $locale: Locale!, $withPage: Boolean!) @preloadable {
    pageByPath(path: $path) @include(if: $withPage) {
      path
      languages
      view(locale: $locale) {
        locale
        title
        description
        socialImage
        socialImageView {
          src
          width
          height
          alt(locale: $locale)
          social {
            url
            width
            height
          }
        }
        blocks
        images {
          address
          image {
            src
            srcset
            sources {
              type
              srcset
            }
            width
            height
            alt(locale: $locale)
            placeholder
          }
        }
      }
    }
    menus {
      name
      links(locale: $locale)
    }
  }
`;
