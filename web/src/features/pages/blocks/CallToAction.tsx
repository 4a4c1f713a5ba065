import styled from 'styled-components';
import { Container } from '../../../layout/Container.tsx';
import { ActionButton } from './BlockLink.tsx';
import { headingId, useBlockPage, type BlockOfType } from './context.ts';

const Panel = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(10)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.5rem;
  }
  p {
    margin: 0;
    max-inline-size: 40rem;
    opacity: 0.9;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

/** A closing invitation: a dark panel with its title, a sentence and one button. */
export function CallToAction({ block }: { block: BlockOfType<'callToAction'> }) {
  const { variant } = useBlockPage();
  const id = variant === 'home' ? headingId(variant, block) : (block.anchor ?? `block-${block.id}`);
  return (
    <Container>
      <Panel aria-labelledby={id}>
        <div>
          <h2 id={id}>{block.title}</h2>
          {block.body && <p>{block.body}</p>}
        </div>
        <ActionButton action={block.action} />
      </Panel>
    </Container>
  );
}
