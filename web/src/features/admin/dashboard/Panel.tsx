import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.125rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

/** A titled box of the dashboard; its heading names the region for screen readers. */
export function Panel({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </Section>
  );
}
