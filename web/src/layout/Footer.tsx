import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { productSlugs } from '../brand.ts';
import { productPaths, solutionPaths } from '../paths.ts';
import { Container } from './Container.tsx';
import { Logo } from './Logo.tsx';

const Foot = styled.footer`
  margin-block-start: ${({ theme }) => theme.space(16)};
  padding-block: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  a { color: inherit; text-decoration: none; opacity: 0.85; }
  a:hover { opacity: 1; text-decoration: underline; }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 2fr repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) { grid-template-columns: 1fr 1fr; }
  h2 { font-size: 0.875rem; text-transform: uppercase; letter-spacing: 0.06em; opacity: 0.7; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${({ theme }) => theme.space(2)}; }
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
  nav { display: flex; gap: ${({ theme }) => theme.space(4)}; }
`;

export function Footer() {
  const { t } = useTranslation('navigation');
  return (
    <Foot>
      <Container>
        <Columns>
          <div>
            <Logo />
            <p>{t('footer.tagline')}</p>
            <p>{t('footer.office')}</p>
          </div>
          <div>
            <h2>{t('products')}</h2>
            <ul>
              {productSlugs.map((slug, i) => (
                <li key={slug}><Link to={productPaths[i]}>{t(`productNames.${slug}`)}</Link></li>
              ))}
            </ul>
          </div>
          <div>
            <h2>{t('solutions')}</h2>
            <ul>
              <li><Link to={solutionPaths[0]}>{t('solutions')}</Link></li>
              <li><Link to="/on-premise-deployment">{t('deployment')}</Link></li>
            </ul>
          </div>
          <div>
            <h2>{t('footer.resources')}</h2>
            <ul>
              <li><Link to="/blog">{t('blog')}</Link></li>
              <li><Link to="/#contact">{t('contact')}</Link></li>
            </ul>
          </div>
        </Columns>
        <Legal>
          <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
          <nav aria-label={t('footer.legal')}>
            <Link to="/#privacy">{t('footer.privacy')}</Link>
            <Link to="/#terms">{t('footer.terms')}</Link>
          </nav>
        </Legal>
      </Container>
    </Foot>
  );
}
