import styled from 'styled-components';
import { BlockLink } from './BlockLink.tsx';
import type { BlockOfType } from './context.ts';
import { Picture, type PictureBox } from './Picture.tsx';
import { BlockSection } from './Section.tsx';

/** Where each logo is shown whole (its width set before it arrives: Picture's box). */
const logoBox: PictureBox = { inline: '10rem', block: '3.5rem' };

const Logos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-start;
  gap: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(12)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    block-size: 3.5rem;
  }
  img {
    inline-size: auto;
    max-inline-size: ${logoBox.inline};
    max-block-size: ${logoBox.block};
    object-fit: contain;
    filter: grayscale(1);
    opacity: 0.8;
    transition:
      filter ${({ theme }) => theme.motion.normal},
      opacity ${({ theme }) => theme.motion.normal};
  }
  a:hover img,
  a:focus-visible img {
    filter: none;
    opacity: 1;
  }
`;

/** A row of logos, each its organisation's name for those who cannot see it, and a link where given. */
export function LogoStrip({ block }: { block: BlockOfType<'logoStrip'> }) {
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title}>
      <Logos>
        {block.logos.map((logo, i) => (
          <li key={i}>
            <BlockLink link={logo.link}>
              <Picture address={logo.image} alt={logo.name} sizes={logoBox.inline} box={logoBox} />
            </BlockLink>
          </li>
        ))}
      </Logos>
    </BlockSection>
  );
}
