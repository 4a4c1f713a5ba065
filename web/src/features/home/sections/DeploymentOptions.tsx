import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { pagesOf } from '../../../paths.ts';
import { HomeSection } from './Section.tsx';

const Options = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
  }
  a {
    display: flex;
    flex-direction: column;
    inline-size: 100%;
    padding: ${({ theme }) => theme.space(6)};
    border: 1px solid rgba(230, 241, 248, 0.18);
    border-radius: ${({ theme }) => theme.radius.lg};
    background: rgba(230, 241, 248, 0.04);
    color: inherit;
    text-decoration: none;
    transition:
      border-color ${({ theme }) => theme.motion.fast},
      background ${({ theme }) => theme.motion.fast};
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.color.glow};
    background: rgba(230, 241, 248, 0.08);
  }
  h3 {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-size: 1.25rem;
    color: ${({ theme }) => theme.color.glow};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    opacity: 0.9;
  }
  .best {
    margin-block-start: auto;
    font-size: 0.9375rem;
  }
  .best strong {
    display: block;
    opacity: 0.75;
    font-weight: 600;
  }
`;

const Timeline = styled.p`
  margin: ${({ theme }) => theme.space(8)} 0 0;
  font-size: 1.0625rem;
  opacity: 0.9;
`;

export function DeploymentOptions() {
  const { t } = useTranslation('content');
  return (
    <HomeSection id="deployment" tone="dark" eyebrow={t('home.deployment.eyebrow')} title={t('home.deployment.title')} intro={t('home.deployment.intro')}>
      <Options>
        {pagesOf('deployments').map((page) => (
          <li key={page.key}>
            <Link to={page.path}>
              <h3>{t(`home.deployment.options.${page.key}.title`)}</h3>
              <p>{t(`home.deployment.options.${page.key}.body`)}</p>
              <span className="best">
                <strong>{t('home.deployment.bestForLabel')}</strong>
                {t(`home.deployment.options.${page.key}.bestFor`)}
              </span>
            </Link>
          </li>
        ))}
      </Options>
      <Timeline>{t('home.deployment.timeline')}</Timeline>
    </HomeSection>
  );
}
