import { Link } from 'react-router';
import { PageHead } from '../../head/PageHead.tsx';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { ButtonLink } from '../../components/Button.tsx';
import { Container } from '../../layout/Container.tsx';
import { useSiteName } from '../../settings/siteSettings.ts';

const Panel = styled(Container)`
  padding-block: ${({ theme }) => theme.space(20)};
  text-align: center;
  p {
    color: ${({ theme }) => theme.color.muted};
  }
  div {
    display: flex;
    justify-content: center;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
    margin-block-start: ${({ theme }) => theme.space(6)};
  }
`;

const Code = styled.p`
  font-size: 4rem;
  font-weight: 800;
  margin: 0;
  color: ${({ theme }) => theme.color.accent} !important;
`;

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const siteName = useSiteName();
  return (
    <Panel data-not-found="">
      <PageHead title={`${t('notFound.title')} | ${siteName}`} description={t('notFound.body')} status={404} />
      <Code aria-hidden="true">404</Code>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <div>
        <ButtonLink as={Link} to="/">
          {t('notFound.home')}
        </ButtonLink>
        <ButtonLink as={Link} to="/blog" $variant="secondary">
          {t('notFound.blog')}
        </ButtonLink>
      </div>
    </Panel>
  );
}

export default NotFoundPage;
