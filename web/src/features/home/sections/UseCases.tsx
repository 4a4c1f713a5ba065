import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { HomeSection } from './Section.tsx';

interface UseCase {
  title: string;
  short: string;
  detailed: string;
  benefits: string[];
  examples: string[];
}

interface RegionalUseCase {
  title: string;
  description: string;
  sector: string;
  benefits: string[];
}

const Cases = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => theme.space(6)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  h3 {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
  }
  p {
    margin-block: 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.color.inkSoft};
  }
  details {
    margin-block-start: auto;
  }
  summary {
    min-block-size: 44px;
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.color.accentStrong};
    font-weight: 600;
    cursor: pointer;
  }
  h4 {
    margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
    font-size: 0.875rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.color.muted};
  }
  [dir='rtl'] & h4 {
    letter-spacing: 0;
    text-transform: none;
    font-size: 0.9375rem;
  }
  ul {
    margin: 0;
    padding-inline-start: 1.2rem;
    color: ${({ theme }) => theme.color.inkSoft};
  }
`;

const Regional = styled.div`
  margin-block-start: ${({ theme }) => theme.space(16)};
  h3.regional-title {
    font-size: 1.5rem;
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
  > p {
    max-inline-size: 46rem;
    margin-block: 0 ${({ theme }) => theme.space(8)};
    color: ${({ theme }) => theme.color.inkSoft};
    font-size: 1.0625rem;
  }
`;

const Regions = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    padding: ${({ theme }) => theme.space(6)};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.ink};
    color: ${({ theme }) => theme.color.onDark};
  }
  .where {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.glow};
    font-size: 0.875rem;
    font-weight: 700;
  }
  h4 {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
  }
  p {
    margin-block: 0 ${({ theme }) => theme.space(3)};
    opacity: 0.9;
  }
  dl {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    display: flex;
    gap: 0.5em;
    font-size: 0.9375rem;
  }
  dt {
    opacity: 0.75;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-inline-start: 1.2rem;
    font-size: 0.9375rem;
    opacity: 0.9;
  }
`;

const regionOf: Record<string, string> = {
  'uae-government': 'uae',
  'ksa-banking': 'ksa',
  'qatar-energy': 'qatar',
  'kuwait-healthcare': 'kuwait',
  'bahrain-fintech': 'bahrain',
  'oman-logistics': 'oman',
};

/** Use cases (title, short and detailed description, benefits, examples), then one per Gulf country. */
export function UseCases() {
  const { t } = useTranslation(['useCases', 'regional']);
  const cases = t('useCases:items', { returnObjects: true }) as Record<string, UseCase>;
  const regional = t('regional:items', { returnObjects: true }) as Record<string, RegionalUseCase>;
  return (
    <HomeSection id="use-cases" eyebrow={t('useCases:eyebrow')} title={t('useCases:title')} intro={t('useCases:intro')}>
      <Cases>
        {Object.entries(cases).map(([key, item]) => (
          <li key={key}>
            <h3>{item.title}</h3>
            <p>{item.short}</p>
            <details>
              <summary>{t('useCases:more')}</summary>
              <p>{item.detailed}</p>
              <h4>{t('useCases:benefitsLabel')}</h4>
              <ul>
                {item.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
              <h4>{t('useCases:examplesLabel')}</h4>
              <ul>
                {item.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </Cases>
      <Regional>
        <h3 className="regional-title">{t('regional:title')}</h3>
        <p>{t('regional:intro')}</p>
        <Regions>
          {Object.entries(regional).map(([key, item]) => (
            <li key={key}>
              <p className="where">{t(`regional:regions.${regionOf[key]}`)}</p>
              <h4>{item.title}</h4>
              <p>{item.description}</p>
              <dl>
                <dt>{t('regional:sectorLabel')}:</dt>
                <dd>{item.sector}</dd>
              </dl>
              <ul>
                {item.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </li>
          ))}
        </Regions>
      </Regional>
    </HomeSection>
  );
}
