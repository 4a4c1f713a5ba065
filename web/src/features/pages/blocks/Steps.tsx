import styled from 'styled-components';
import { Diagram } from '../../../components/diagram/Diagram.tsx';
import { directionOf } from '../../../i18n/languages.ts';
import { useBlockPage, type BlockOfType } from './context.ts';
import { BlockSection } from './Section.tsx';

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(10)};
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    inline-size: 2.25rem;
    block-size: 2.25rem;
    margin-block-end: ${({ theme }) => theme.space(3)};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentStrong};
    font-weight: 800;
  }
  h3 {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
`;

/** Numbered steps, then a diagram of them (wide, or stacked on a phone; mirrored in Arabic). */
export function Steps({ block }: { block: BlockOfType<'steps'> }) {
  const { language } = useBlockPage();
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <List>
        {block.steps.map((step, i) => (
          <li key={i}>
            <h3>{step.title}</h3>
            <p>{step.body}</p>
          </li>
        ))}
      </List>
      {block.diagram && <Diagram kind={block.diagram.shape} content={block.diagram} rtl={directionOf(language) === 'rtl'} />}
    </BlockSection>
  );
}
