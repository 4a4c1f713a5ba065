import styled from 'styled-components';
import { headingId, useBlockPage, type BlockOfType } from './context.ts';
import { BlockSection, CardGrid } from './Section.tsx';

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

/** An inner page's text: its h2 beside the paragraphs. */
const Beside = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space(10)};
  p {
    margin-block: 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.color.inkSoft};
    font-size: 1.0625rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Paragraphs = styled.div`
  max-inline-size: ${({ theme }) => theme.width.text};
  p {
    margin-block: 0 ${({ theme }) => theme.space(4)};
    font-size: 1.0625rem;
    color: ${({ theme }) => theme.color.inkSoft};
    white-space: pre-line;
  }
`;

/** Paragraphs under a heading, with points (cards) beside them; `split`: the heading beside the paragraphs. */
export function Text({ block }: { block: BlockOfType<'text'> }) {
  const { variant } = useBlockPage();
  const paragraphs = block.paragraphs.map((paragraph, i) => <p key={i}>{paragraph}</p>);
  const points = block.points?.length ? (
    <CardGrid $min="100%">
      {block.points.map((point, i) => (
        <li key={i}>
          <h3>{point.title}</h3>
          <p>{point.body}</p>
        </li>
      ))}
    </CardGrid>
  ) : null;
  if (block.layout === 'split') {
    return (
      <BlockSection block={block} eyebrow={block.eyebrow} ownHeading={Boolean(block.title)}>
        <Beside>
          <h2 id={headingId(variant, block)}>{block.title}</h2>
          <div>
            {paragraphs}
            {points}
          </div>
        </Beside>
      </BlockSection>
    );
  }
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title}>
      {points ? (
        <Split>
          <div>{paragraphs}</div>
          {points}
        </Split>
      ) : (
        <Paragraphs>{paragraphs}</Paragraphs>
      )}
    </BlockSection>
  );
}
