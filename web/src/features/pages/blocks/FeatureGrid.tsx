import styled from 'styled-components';
import type { BlockOfType } from './context.ts';
import { BlockSection, CardGrid } from './Section.tsx';

const Stats = styled.dl<{ $flush: boolean }>`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: ${({ $flush, theme }) => ($flush ? '0' : `${theme.space(12)} 0 0`)};
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

const Cards = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(6)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
    color: ${({ theme }) => theme.color.ink};
  }
  h3 {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 2)}, minmax(0, 1fr));
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
`;

/** Cards of a title and a sentence or two (in `columns` columns, else as many as fit), then figures. */
export function FeatureGrid({ block }: { block: BlockOfType<'featureGrid'> }) {
  const cards = block.items.map((item, i) => (
    <li key={i}>
      <h3>{item.title}</h3>
      <p>{item.body}</p>
    </li>
  ));
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      {block.columns ? <Cards $columns={block.columns}>{cards}</Cards> : <CardGrid $min="18rem">{cards}</CardGrid>}
      {block.stats && block.stats.length > 0 && <Figures items={block.stats} />}
    </BlockSection>
  );
}

/** Figures in a row, each a value over what it counts. */
export function Figures({ items, flush = false }: { items: { value: string; label: string }[]; flush?: boolean }) {
  return (
    <Stats $flush={flush}>
      {items.map((stat, i) => (
        <div key={i}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </Stats>
  );
}
