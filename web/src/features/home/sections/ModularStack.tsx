import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Diagram } from '../../../components/diagram/Diagram.tsx';
import { directionOf } from '../../../i18n/languages.ts';
import { pagesOf } from '../../../paths.ts';
import { HomeSection } from './Section.tsx';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  gap: ${({ theme }) => theme.space(10)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 1fr;
  }
`;

const Components = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-inline-start: 4px solid ${({ theme }) => theme.color.accent};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.color.accent};
  }
  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
  .role {
    display: block;
    margin-block: 2px ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.accentStrong};
    font-size: 0.875rem;
    font-weight: 600;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkSoft};
    font-size: 0.9375rem;
  }
`;

/** The five components, each leading to its page, beside a diagram of how they stack. */
export function ModularStack() {
  const { t, i18n } = useTranslation(['content', 'navigation']);
  const products = pagesOf('products');
  // Top to bottom: what people use, then what runs underneath.
  const stacked = ['console', 'mesh', 'vault', 'core', 'setup-suite'];
  return (
    <HomeSection id="platform" tone="tint" eyebrow={t('home.stack.eyebrow')} title={t('home.stack.title')} intro={t('home.stack.intro')}>
      <Layout>
        <Components>
          {products.map((page) => (
            <li key={page.key}>
              <Link to={page.path}>
                <h3>{t(`navigation:pages.${page.key}`)}</h3>
                <span className="role">{t(`home.stack.components.${page.key}.role`)}</span>
                <p>{t(`home.stack.components.${page.key}.body`)}</p>
              </Link>
            </li>
          ))}
        </Components>
        <Diagram
          kind="layers"
          compact
          rtl={directionOf(i18n.language) === 'rtl'}
          content={{
            title: t('home.stack.diagramTitle'),
            description: t('home.stack.diagramDescription'),
            nodes: stacked.map((key) => ({ label: t(`navigation:pages.${key}`), detail: t(`home.stack.components.${key}.role`) })),
          }}
        />
      </Layout>
    </HomeSection>
  );
}
