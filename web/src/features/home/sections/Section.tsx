import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../../layout/Container.tsx';

type Tone = 'plain' | 'tint' | 'dark';

const Band = styled.section<{ $tone: Tone }>`
  padding-block: ${({ theme }) => theme.space(20)};
  background: ${({ $tone, theme }) => ($tone === 'tint' ? theme.color.canvas : $tone === 'dark' ? theme.color.ink : theme.color.surface)};
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

/** A section of the home page: an anchor (`id`), an eyebrow, its h2, an intro, then its content. */
export function HomeSection({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: Tone;
  children: ReactNode;
}) {
  return (
    <Band id={id} $tone={tone} aria-labelledby={`${id}-title`}>
      <Container>
        <Heading $tone={tone}>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={`${id}-title`}>{title}</h2>
          {intro && <p>{intro}</p>}
        </Heading>
        {children}
      </Container>
    </Band>
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
