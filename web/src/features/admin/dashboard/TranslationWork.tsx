import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { TranslationWork_post$key } from '../../../__generated__/TranslationWork_post.graphql.ts';
import type { TranslationWork_query$key } from '../../../__generated__/TranslationWork_query.graphql.ts';
import type { Language } from '../../../i18n/languages.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { pageEditPath, postEditPath } from '../../../paths.ts';
import { TranslationBadge } from '../translations/TranslationBadge.tsx';
import { Panel } from './Panel.tsx';

// The dashboard's list of posts and pages whose translation is out of date (the other language
// changed since), each linking to its editor, and links to the filtered lists. Read from the kept
// columns (no text compared), a few rows of each.

const shown = 5;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4em 0.75em;
  }
  .kind {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.8125rem;
  }
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .path {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  font-size: 0.875rem;
`;

export function TranslationWork({ query }: { query: TranslationWork_query$key }) {
  const { t } = useTranslation('admin');
  const data = useFragment(
    graphql`
      fragment TranslationWork_query on Query @argumentDefinitions(locale: { type: "Locale!" }) {
        arabicBehind: adminPosts(first: 5, translation: AR_OUT_OF_DATE) {
          totalCount
          edges {
            node {
              id
              ...TranslationWork_post @arguments(locale: $locale)
            }
          }
        }
        englishBehind: adminPosts(first: 5, translation: EN_OUT_OF_DATE) {
          totalCount
          edges {
            node {
              id
              ...TranslationWork_post @arguments(locale: $locale)
            }
          }
        }
        missing: adminPosts(first: 1, translation: MISSING) {
          totalCount
        }
        pages(first: 100) {
          edges {
            node {
              id
              path
              translationStatus {
                locale
                state
              }
            }
          }
        }
      }
    `,
    query,
  );
  // A post behind in both languages is listed once.
  const posts = [...data.arabicBehind.edges, ...data.englishBehind.edges]
    .map((edge) => edge.node)
    .filter((post, index, all) => all.findIndex((other) => other.id === post.id) === index);
  const pages = data.pages.edges.map((edge) => edge.node).filter((page) => page.translationStatus.some((status) => status.state === 'OUT_OF_DATE'));
  const behind = data.arabicBehind.totalCount + data.englishBehind.totalCount;
  return (
    <Panel id="translation-work" heading={t('translations.dashboard.heading')}>
      {posts.length === 0 && pages.length === 0 ? (
        <p>{t('translations.dashboard.empty')}</p>
      ) : (
        <List data-testid="translation-work">
          {posts.slice(0, shown).map((post) => (
            <PostLine key={post.id} post={post} />
          ))}
          {pages.slice(0, shown).map((page) => (
            <li key={page.id}>
              <span className="kind">{t('translations.dashboard.page')}</span>
              <Link className="path" to={pageEditPath(page.id)} dir="ltr">
                {page.path}
              </Link>
              {page.translationStatus
                .filter((status) => status.state === 'OUT_OF_DATE')
                .map((status) => (
                  <TranslationBadge key={status.locale} locale={status.locale as Language} state={status.state} short />
                ))}
            </li>
          ))}
        </List>
      )}
      <Links>
        {behind > 0 && (
          <Link to={`/admin/blog?translation=${data.arabicBehind.totalCount ? 'ar' : 'en'}-out-of-date`}>
            {t('translations.dashboard.allPosts')} ({behind})
          </Link>
        )}
        {data.missing.totalCount > 0 && (
          <Link to="/admin/blog?translation=missing">
            {t('translations.dashboard.missingPosts')} ({data.missing.totalCount})
          </Link>
        )}
        {pages.length > shown && <Link to="/admin/pages?translation=ar-out-of-date">{t('translations.dashboard.allPages')}</Link>}
      </Links>
    </Panel>
  );
}

function PostLine({ post }: { post: TranslationWork_post$key }) {
  const { t } = useTranslation('admin');
  const data = useFragment(
    graphql`
      fragment TranslationWork_post on Post @argumentDefinitions(locale: { type: "Locale!" }) {
        id
        translation(locale: $locale) {
          locale
          title
        }
        translationStatus {
          locale
          state
        }
      }
    `,
    post,
  );
  return (
    <li>
      <span className="kind">{t('translations.dashboard.post')}</span>
      <Link to={postEditPath(data.id)} lang={data.translation.locale} dir="auto">
        {data.translation.title || t('translations.dashboard.untitled')}
      </Link>
      {data.translationStatus
        .filter((status) => status.state === 'OUT_OF_DATE')
        .map((status) => (
          <TranslationBadge key={status.locale} locale={status.locale as Language} state={status.state} short />
        ))}
    </li>
  );
}
