import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../layout/Container.tsx';

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(14)};
  background: radial-gradient(40rem 20rem at 90% 0%, rgba(45, 212, 191, 0.22), transparent 60%), ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  nav a {
    color: inherit;
  }
  .eyebrow {
    margin-block: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.glow};
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
  h1 {
    max-inline-size: 30ch;
    margin-block-end: ${({ theme }) => theme.space(4)};
    font-size: clamp(1.875rem, 4.2vw, 2.875rem);
    line-height: 1.2;
  }
  [dir='rtl'] & h1 {
    line-height: 1.4;
  }
  .lead {
    max-inline-size: 46rem;
    margin-block-end: ${({ theme }) => theme.space(8)};
    font-size: clamp(1.0625rem, 1.5vw, 1.1875rem);
    opacity: 0.92;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding-block-end: ${({ theme }) => theme.space(10)};
    .eyebrow {
      margin-block-start: ${({ theme }) => theme.space(6)};
    }
  }
`;

/** The dark band that opens an inner page: breadcrumbs, eyebrow, the page's h1, its lead, then what follows (actions, facts). */
export function PageIntro({
  breadcrumbs,
  eyebrow,
  title,
  lead,
  children,
}: {
  breadcrumbs: ReactNode;
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <Band aria-labelledby="page-title">
      <Container>
        {breadcrumbs}
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : <div style={{ blockSize: '2.5rem' }} />}
        <h1 id="page-title">{title}</h1>
        <p className="lead">{lead}</p>
        {children}
      </Container>
    </Band>
  );
}
