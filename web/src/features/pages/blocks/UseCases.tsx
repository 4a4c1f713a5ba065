import styled from 'styled-components';
import type { BlockOfType } from './context.ts';
import { BlockSection } from './Section.tsx';

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

/** Use cases (title, summary, details, benefits, examples), then one per country of the region. */
export function UseCases({ block }: { block: BlockOfType<'useCases'> }) {
  const { regional } = block;
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <Cases>
        {block.items.map((item, i) => (
          <li key={i}>
            <h3>{item.title}</h3>
            <p>{item.summary}</p>
            <details>
              <summary>{block.moreLabel}</summary>
              <p>{item.details}</p>
              <h4>{block.benefitsLabel}</h4>
              <ul>
                {item.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
              <h4>{block.examplesLabel}</h4>
              <ul>
                {item.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </Cases>
      {regional && (
        <Regional>
          <h3 className="regional-title">{regional.title}</h3>
          {regional.intro && <p>{regional.intro}</p>}
          <Regions>
            {regional.items.map((item, i) => (
              <li key={i}>
                <p className="where">{item.region}</p>
                <h4>{item.title}</h4>
                <p>{item.description}</p>
                <dl>
                  <dt>{regional.sectorLabel}:</dt>
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
      )}
    </BlockSection>
  );
}
