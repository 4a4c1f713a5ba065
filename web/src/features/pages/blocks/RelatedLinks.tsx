import styled from 'styled-components';
import { BlockLink } from './BlockLink.tsx';
import type { BlockOfType } from './context.ts';
import { BlockSection } from './Section.tsx';

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    block-size: 100%;
    padding: ${({ theme }) => theme.space(5)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: inherit;
    text-decoration: none;
    transition: border-color ${({ theme }) => theme.motion.fast};
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.color.accent};
  }
  strong {
    display: block;
    margin-block-end: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.accentStrong};
  }
  span {
    color: ${({ theme }) => theme.color.inkSoft};
    font-size: 0.9375rem;
  }
`;

/** Cards leading to other pages; a link to a page visitors cannot see is left out. */
export function RelatedLinks({ block }: { block: BlockOfType<'relatedLinks'> }) {
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <Links>
        {block.links
          .filter((one) => one.link.href)
          .map((one, i) => (
            <li key={i}>
              <BlockLink link={one.link}>
                <strong>{one.label}</strong>
                {one.description && <span>{one.description}</span>}
              </BlockLink>
            </li>
          ))}
      </Links>
    </BlockSection>
  );
}
