import styled from 'styled-components';
import { Container } from '../../../layout/Container.tsx';
import type { BlockOfType } from './context.ts';
import { Picture } from './Picture.tsx';

const Band = styled.section<{ $dark: boolean }>`
  padding-block: ${({ theme }) => theme.space(16)};
  background: ${({ $dark, theme }) => ($dark ? theme.color.ink : theme.color.canvas)};
  color: ${({ $dark, theme }) => ($dark ? theme.color.onDark : theme.color.ink)};
`;

const Quote = styled.figure`
  position: relative;
  max-inline-size: 48rem;
  margin: 0 auto;
  padding-inline-start: ${({ theme }) => theme.space(12)};
  &::before {
    content: '“';
    position: absolute;
    inset-inline-start: 0;
    inset-block-start: -0.35em;
    color: ${({ theme }) => theme.color.glow};
    font-size: 5rem;
    font-weight: 800;
    line-height: 1;
  }
  [dir='rtl'] &::before {
    content: '”';
  }
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space(6)};
    font-size: clamp(1.25rem, 2.4vw, 1.625rem);
    font-weight: 600;
    line-height: 1.45;
    white-space: pre-line;
  }
  [dir='rtl'] & blockquote {
    line-height: 1.7;
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(4)};
  }
  picture,
  figcaption > img {
    flex: none;
    inline-size: 3.5rem;
    block-size: 3.5rem;
    border-radius: 50%;
    overflow: hidden;
  }
  picture img,
  figcaption > img {
    block-size: 100%;
    object-fit: cover;
  }
  cite {
    display: block;
    font-style: normal;
    font-weight: 700;
  }
  span {
    opacity: 0.8;
    font-size: 0.9375rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding-inline-start: ${({ theme }) => theme.space(8)};
    &::before {
      font-size: 3.5rem;
    }
  }
`;

/** A quotation and who said it: their photo, name, role and organisation. */
export function Testimonial({ block }: { block: BlockOfType<'testimonial'> }) {
  const about = [block.role, block.organisation].filter(Boolean).join(', ');
  return (
    <Band $dark={block.tone === 'dark'} id={block.anchor}>
      <Container>
        <Quote>
          <blockquote>{block.quote}</blockquote>
          <figcaption>
            {block.photo && <Picture address={block.photo} alt="" sizes="3.5rem" />}
            <div>
              <cite>{block.author}</cite>
              {about && <span>{about}</span>}
            </div>
          </figcaption>
        </Quote>
      </Container>
    </Band>
  );
}
