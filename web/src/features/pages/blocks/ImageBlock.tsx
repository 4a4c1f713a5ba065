import styled from 'styled-components';
import { Container } from '../../../layout/Container.tsx';
import type { BlockOfType } from './context.ts';
import { Picture } from './Picture.tsx';

const Figure = styled.figure<{ $width: 'text' | 'wide' | 'full' }>`
  margin: ${({ theme }) => theme.space(12)} auto;
  max-inline-size: ${({ $width, theme }) => ($width === 'text' ? theme.width.text : 'none')};
  img {
    border-radius: ${({ $width, theme }) => ($width === 'full' ? '0' : theme.radius.lg)};
  }
  figcaption {
    margin-block-start: ${({ theme }) => theme.space(3)};
    padding-inline: ${({ $width, theme }) => ($width === 'full' ? theme.space(5) : '0')};
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9375rem;
    text-align: center;
  }
`;

const sizes = { text: '(min-width: 48rem) 44rem, 100vw', wide: '(min-width: 72rem) 72rem, 100vw', full: '100vw' };

/** One image with its caption: as wide as the text, the content, or the screen. Fetched at once when it opens the page (`opening`: likely its largest paint), else as it nears the screen. */
export function ImageBlock({ block, opening = false }: { block: BlockOfType<'image'>; opening?: boolean }) {
  const width = block.width ?? 'wide';
  const figure = (
    <Figure $width={width} id={block.anchor}>
      <Picture address={block.image} alt={block.alt} sizes={sizes[width]} eager={opening} />
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </Figure>
  );
  return width === 'full' ? figure : <Container>{figure}</Container>;
}
