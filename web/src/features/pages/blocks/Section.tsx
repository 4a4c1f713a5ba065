import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../../layout/Container.tsx';
import { sectionId, useBlockPage } from './context.ts';

// The band every block but the hero sits in: the home page's (roomy, its heading an eyebrow, an h2
// and an intro) or an inner page's (tighter, its h2 alone). Its tone is the block's.

export type Tone = 'plain' | 'tint' | 'dark';

const background = ({ $tone, theme }: { $tone: Tone; theme: import('styled-components').DefaultTheme }) =>
  $tone === 'tint' ? theme.color.canvas : $tone === 'dark' ? theme.color.ink : theme.color.surface;

const Band = styled.section<{ $tone: Tone }>`
  padding-block: ${({ theme }) => theme.space(20)};
  background: ${background};
  color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.color.onDark : 'inherit')};
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding-block: ${({ theme }) => theme.space(12)};
  }
`;

const Heading = styled.header<{ $tone: Tone }>`
  max-inline-size: 46rem;
  margin-block-end: ${({ theme }) => theme.space(10)};
  .eyebrow {
    margin-block-end: ${({ theme }) => theme.space(2)};
    color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.color.glow : theme.color.accent)};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    font-size: 0.8125rem;
  }
  [dir='rtl'] & .eyebrow {
    letter-spacing: 0;
    text-transform: none;
    font-size: 0.9375rem;
  }
  h2 {
    margin-block-end: ${({ theme }) => theme.space(3)};
    font-size: clamp(1.75rem, 3.4vw, 2.5rem);
    line-height: 1.2;
  }
  [dir='rtl'] & h2 {
    line-height: 1.4;
  }
  p {
    margin: 0;
    font-size: 1.125rem;
    color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.color.onDark : theme.color.inkSoft)};
    opacity: ${({ $tone }) => ($tone === 'dark' ? 0.9 : 1)};
  }
`;

/** An inner page's section. */
export const PageBand = styled.section<{ $tone: Tone }>`
  padding-block: ${({ theme }) => theme.space(16)};
  background: ${background};
  color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.color.onDark : 'inherit')};
  h2 {
    max-inline-size: 34ch;
    margin-block-end: ${({ theme }) => theme.space(4)};
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  .eyebrow {
    margin-block-end: ${({ theme }) => theme.space(2)};
    color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.color.glow : theme.color.accent)};
    font-weight: 700;
    font-size: 0.875rem;
  }
  .section-intro {
    max-inline-size: ${({ theme }) => theme.width.text};
    color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.color.onDark : theme.color.inkSoft)};
    font-size: 1.0625rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding-block: ${({ theme }) => theme.space(10)};
  }
`;

/** A section as the home page draws it: an anchor (`id`), an eyebrow, its h2, an intro, then its content. */
export function HomeSection({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  ownHeading = false,
  children,
}: {
  id: string;
  ownHeading?: boolean;
  eyebrow?: string;
  title?: string;
  intro?: string;
  tone?: Tone;
  children: ReactNode;
}) {
  return (
    <Band id={id} $tone={tone} aria-labelledby={title || ownHeading ? `${id}-title` : undefined}>
      <Container>
        {title && (
          <Heading $tone={tone}>
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            <h2 id={`${id}-title`}>{title}</h2>
            {intro && <p>{intro}</p>}
          </Heading>
        )}
        {children}
      </Container>
    </Band>
  );
}

interface SectionBlock {
  id: string;
  anchor?: string;
  tone?: Tone;
}

/**
 * A block's section: its heading (an eyebrow, the h2, an intro), then `children`. `tone` is the
 * block's unless the block says none (`fallbackTone`). `heading: false` leaves the heading to the
 * block (an inner page's text block puts it beside its paragraphs).
 */
export function BlockSection({
  block,
  eyebrow,
  title,
  intro,
  fallbackTone = 'plain',
  ownHeading = false,
  children,
}: {
  block: SectionBlock;
  /** The block draws its h2 itself (with `headingId`). */
  ownHeading?: boolean;
  eyebrow?: string;
  title?: string;
  intro?: string;
  fallbackTone?: Tone;
  children: ReactNode;
}) {
  const { variant } = useBlockPage();
  const id = sectionId(block);
  const tone = block.tone ?? fallbackTone;
  if (variant === 'home')
    return (
      <HomeSection id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} ownHeading={ownHeading}>
        {children}
      </HomeSection>
    );
  return (
    <PageBand $tone={tone} id={block.anchor && !title && !ownHeading ? block.anchor : undefined} aria-labelledby={title || ownHeading ? id : undefined}>
      <Container>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        {title && <h2 id={id}>{title}</h2>}
        {intro && <p className="section-intro">{intro}</p>}
        {children}
      </Container>
    </PageBand>
  );
}

export const CardGrid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '16rem' }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
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
`;
