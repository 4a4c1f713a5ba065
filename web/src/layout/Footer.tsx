import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../i18n/useTranslation.ts';
import { pagesOf } from '../paths.ts';
import { Container } from './Container.tsx';
import { Logo } from './Logo.tsx';

const Foot = styled.footer`
  margin-block-start: ${({ theme }) => theme.space(16)};
  padding-block: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  a {
    color: inherit;
    text-decoration: none;
    opacity: 0.85;
  }
  a:hover {
    opacity: 1;
    text-decoration: underline;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1.6fr repeat(4, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: repeat(3, 1fr);
    > :first-child {
      grid-column: 1 / -1;
    }
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    font-size: 0.875rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    opacity: 0.75;
  }
  [dir='rtl'] & h2 {
    letter-spacing: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    font-size: 0.9375rem;
  }
`;

const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-start: ${({ theme }) => theme.space(10)};
  padding-block-start: ${({ theme }) => theme.space(6)};
  border-block-start: 1px solid rgba(230, 241, 248, 0.15);
  font-size: 0.875rem;
  opacity: 0.85;
  nav {
    display: flex;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

/** Links to every page of the site, the office, and the legal pages. */
export function Footer() {
  const { t } = useTranslation('navigation');
  const links = (pages: { key: string; path: string }[]) => pages.map((page) => ({ path: page.path, label: t(`pages.${page.key}`) }));
  const column = (heading: string, pages: { label: string; path: string }[]) => (
    <div>
      <h2>{heading}</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <Foot>
      <Container>
        <Columns>
          <div>
            <Logo />
            <p>{t('footer.tagline')}</p>
            <p>{t('footer.office')}</p>
          </div>
          {column(t('sections.products'), links(pagesOf('products')))}
          {column(t('sections.solutions'), links(pagesOf('solutions')))}
          {column(t('sections.deployment'), links(pagesOf('deployments')))}
          {column(t('sections.company'), [{ label: t('blog'), path: '/blog' }, { label: t('contact'), path: '/#contact' }, ...links(pagesOf('legal'))])}
        </Columns>
        <Legal>
          <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
          <nav aria-label={t('footer.legal')}>
            {pagesOf('legal').map((page) => (
              <Link key={page.key} to={page.path}>
                {t(`pages.${page.key}`)}
              </Link>
            ))}
          </nav>
        </Legal>
      </Container>
    </Foot>
  );
}
