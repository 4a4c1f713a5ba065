import styled from 'styled-components';
import { Diagram } from '../../../components/diagram/Diagram.tsx';
import { directionOf } from '../../../i18n/languages.ts';
import { BlockLink } from './BlockLink.tsx';
import { useBlockPage, type BlockOfType } from './context.ts';
import { BlockSection } from './Section.tsx';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  gap: ${({ theme }) => theme.space(10)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 1fr;
  }
`;

const Components = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-inline-start: 4px solid ${({ theme }) => theme.color.accent};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.color.accent};
  }
  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
  .role {
    display: block;
    margin-block: 2px ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.accentStrong};
    font-size: 0.875rem;
    font-weight: 600;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkSoft};
    font-size: 0.9375rem;
  }
`;

/** The platform's components, each leading to its page, beside a diagram of how they stack. */
export function ModularStack({ block }: { block: BlockOfType<'modularStack'> }) {
  const { language } = useBlockPage();
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <Layout>
        <Components>
          {block.components.map((component, i) => (
            <li key={i}>
              <BlockLink link={component.link}>
                <h3>{component.name}</h3>
                <span className="role">{component.role}</span>
                <p>{component.body}</p>
              </BlockLink>
            </li>
          ))}
        </Components>
        <Diagram kind={block.diagram.shape} compact rtl={directionOf(language) === 'rtl'} content={block.diagram} />
      </Layout>
    </BlockSection>
  );
}
