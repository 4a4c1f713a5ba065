import { graphql, readInlineData } from 'react-relay';
import type { linkablePages_query$key } from '../../../__generated__/linkablePages_query.graphql.ts';
import type { Language } from '../../../i18n/languages.ts';
import type { LinkablePage } from './editor/PageEditorContext.ts';

const fragment = graphql`
  fragment linkablePages_query on Query @inline {
    pages(first: 100) {
      edges {
        node {
          databaseId
          path
          translations {
            locale
            title
          }
        }
      }
    }
  }
`;

/** The pages a link may lead to, by path, each with its title in the reader's language (else the other). */
export function linkablePages(ref: linkablePages_query$key, language: Language): LinkablePage[] {
  const data = readInlineData(fragment, ref);
  return data.pages.edges.map(({ node }) => ({
    id: node.databaseId,
    path: node.path,
    title: (node.translations.find((tr) => tr.locale === language) ?? node.translations[0])?.title ?? '',
  }));
}
