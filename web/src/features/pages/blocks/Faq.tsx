import styled from 'styled-components';
import type { BlockOfType } from './context.ts';
import { BlockSection } from './Section.tsx';

const Questions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-inline-size: ${({ theme }) => theme.width.text};
  details {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
  }
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  p {
    margin: ${({ theme }) => theme.space(3)} 0 0;
    color: ${({ theme }) => theme.color.inkSoft};
    white-space: pre-line;
  }
`;

/** Questions that open to their answers (without JavaScript too). */
export function Faq({ block }: { block: BlockOfType<'faq'> }) {
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <Questions>
        {block.items.map((item, i) => (
          <details key={i}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </Questions>
    </BlockSection>
  );
}
