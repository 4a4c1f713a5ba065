import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { DashboardPageQuery } from '../../../__generated__/DashboardPageQuery.graphql.ts';
import { toLanguage } from '../../../i18n/languages.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import { staffName } from '../staffName.ts';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(8)};
`;

const Card = styled.div`
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  strong { display: block; font-size: 2rem; }
  span { color: ${({ theme }) => theme.color.muted}; }
`;

const Recent = styled.section`
  ol { padding-inline-start: 1.2em; }
  li { margin-block-end: 0.5em; }
`;

export function DashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const { state } = useAuth();
  const isAdmin = state.user?.role === 'ADMIN';
  const language = toLanguage(i18n.language);
  const data = useLazyLoadQuery<DashboardPageQuery>(
    graphql`
      query DashboardPageQuery($locale: Locale!, $isAdmin: Boolean!) {
        posts(first: 5) {
          totalCount
          edges {
            node {
              id
              slug
              translation(locale: $locale) {
                title
              }
            }
          }
        }
        users(first: 1) @include(if: $isAdmin) {
          totalCount
        }
      }
    `,
    { locale: language, isAdmin },
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.welcome', { name: state.user && staffName(state.user, language) })} />
      <Cards>
        <Card>
          <strong>{data.posts.totalCount}</strong>
          <span>{t('dashboard.publishedPosts')}</span>
        </Card>
        {data.users && (
          <Card>
            <strong>{data.users.totalCount}</strong>
            <span>{t('dashboard.staffAccounts')}</span>
          </Card>
        )}
      </Cards>
      <Recent aria-labelledby="recent-heading">
        <h2 id="recent-heading">{t('dashboard.recentPosts')}</h2>
        {data.posts.edges.length === 0 ? (
          <p>{t('dashboard.noPosts')}</p>
        ) : (
          <ol>
            {data.posts.edges.map(({ node }) => (
              <li key={node.id}><Link to={`/blog/${node.slug}`}>{node.translation.title}</Link></li>
            ))}
          </ol>
        )}
      </Recent>
    </>
  );
}
