import styled from 'styled-components';
import { Container } from '../../../layout/Container.tsx';
import type { BlockOfType } from './context.ts';

const Body = styled.div`
  display: grid;
  grid-template-columns: 16rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(12)};
  padding-block: ${({ theme }) => theme.space(12)};
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(6)};
  }
`;

const Contents = styled.nav`
  align-self: start;
  position: sticky;
  inset-block-start: 88px;
  h2 {
    font-size: 0.875rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.color.muted};
  }
  [dir='rtl'] & h2 {
    letter-spacing: 0;
  }
  ol {
    margin: 0;
    padding-inline-start: 1.25rem;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    font-size: 0.9375rem;
  }
  a {
    color: ${({ theme }) => theme.color.inkSoft};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    position: static;
    padding: ${({ theme }) => theme.space(5)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Text = styled.div`
  max-inline-size: ${({ theme }) => theme.width.text};
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.color.inkSoft};
  h2 {
    margin-block: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(3)};
    font-size: 1.375rem;
    color: ${({ theme }) => theme.color.ink};
  }
  section:first-of-type h2 {
    margin-block-start: 0;
  }
  li + li {
    margin-block-start: ${({ theme }) => theme.space(2)};
  }
`;

/** A policy (the privacy policy, the terms): a table of contents, its opening paragraphs, then numbered sections. */
export function LegalText({ block }: { block: BlockOfType<'legalText'> }) {
  const contentsId = block.anchor ? `${block.anchor}-contents` : 'contents-title';
  return (
    <Container id={block.anchor}>
      <Body>
        <Contents aria-labelledby={contentsId}>
          <h2 id={contentsId}>{block.contentsLabel}</h2>
          <ol>
            {block.sections.map((section) => (
              <li key={section.anchor}>
                <a href={`#${section.anchor}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </Contents>
        <Text>
          {block.intro.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          {block.sections.map((section) => (
            <section key={section.anchor} id={section.anchor} aria-labelledby={`${section.anchor}-title`}>
              <h2 id={`${section.anchor}-title`}>{section.title}</h2>
              {section.paragraphs.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
              {section.items.length > 0 && (
                <ul>
                  {section.items.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </Text>
      </Body>
    </Container>
  );
}
