import styled from 'styled-components';
import { BlockLink } from './BlockLink.tsx';
import type { BlockOfType } from './context.ts';
import { BlockSection } from './Section.tsx';

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

/** Where the platform runs: one card per option, each leading to its page. */
export function DeploymentOptions({ block }: { block: BlockOfType<'deploymentOptions'> }) {
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <Options>
        {block.options.map((option, i) => (
          <li key={i}>
            <BlockLink link={option.link}>
              <h3>{option.title}</h3>
              <p>{option.body}</p>
              <span className="best">
                <strong>{block.bestForLabel}</strong>
                {option.bestFor}
              </span>
            </BlockLink>
          </li>
        ))}
      </Options>
      {block.footnote && <Timeline>{block.footnote}</Timeline>}
    </BlockSection>
  );
}
