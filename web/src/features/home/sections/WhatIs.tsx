import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { CardGrid, HomeSection } from './Section.tsx';

const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(10)};
  > div > p {
    margin-block: 0 ${({ theme }) => theme.space(4)};
    font-size: 1.0625rem;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

type Point = { title: string; body: string };

export function WhatIs() {
  const { t } = useTranslation('content');
  const paragraphs = t('home.whatIs.paragraphs', { returnObjects: true }) as string[];
  const points = t('home.whatIs.points', { returnObjects: true }) as Point[];
  return (
    <HomeSection id="what-is" eyebrow={t('home.whatIs.eyebrow')} title={t('home.whatIs.title')}>
      <Split>
        <div>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <CardGrid $min="100%">
          {points.map((point) => (
            <li key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.body}</p>
            </li>
          ))}
        </CardGrid>
      </Split>
    </HomeSection>
  );
}
