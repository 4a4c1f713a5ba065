import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { CardGrid, HomeSection } from './Section.tsx';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: ${({ theme }) => theme.space(12)} 0 0;
  div {
    display: flex;
    flex-direction: column;
    padding-block-start: ${({ theme }) => theme.space(4)};
    border-block-start: 2px solid ${({ theme }) => theme.color.accent};
  }
  dd {
    order: -1;
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: clamp(1.5rem, 3vw, 2.25rem);
    font-weight: 800;
    color: ${({ theme }) => theme.color.accentStrong};
  }
  dt {
    color: ${({ theme }) => theme.color.inkSoft};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

type Item = { title: string; body: string };

export function WhyChoose() {
  const { t } = useTranslation('content');
  const reasons = t('home.whyChoose.reasons', { returnObjects: true }) as Item[];
  const stats = t('home.whyChoose.stats', { returnObjects: true }) as { value: string; label: string }[];
  return (
    <HomeSection id="why" tone="tint" eyebrow={t('home.whyChoose.eyebrow')} title={t('home.whyChoose.title')} intro={t('home.whyChoose.intro')}>
      <CardGrid $min="18rem">
        {reasons.map((reason) => (
          <li key={reason.title}>
            <h3>{reason.title}</h3>
            <p>{reason.body}</p>
          </li>
        ))}
      </CardGrid>
      <Stats>
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </Stats>
    </HomeSection>
  );
}
