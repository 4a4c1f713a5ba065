import styled from 'styled-components';
import { ActionButton } from './BlockLink.tsx';
import type { BlockOfType } from './context.ts';
import { BlockSection } from './Section.tsx';

const Plans = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space(5)};
  align-items: stretch;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => theme.space(7)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
    color: ${({ theme }) => theme.color.ink};
  }
  > li.highlighted {
    border: 2px solid ${({ theme }) => theme.color.accent};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.125rem;
  }
  .price {
    margin: 0;
    font-size: 2rem;
    font-weight: 800;
    color: ${({ theme }) => theme.color.accentStrong};
  }
  .period {
    margin-inline-start: 0.35em;
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9375rem;
    font-weight: 500;
  }
  .description {
    margin: ${({ theme }) => theme.space(3)} 0 0;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  .features {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(6)};
    padding: 0;
    list-style: none;
  }
  .features li::before {
    content: '✓';
    margin-inline-end: 0.5em;
    color: ${({ theme }) => theme.color.accent};
    font-weight: 700;
  }
  .action {
    margin-block-start: auto;
  }
`;

const Footnote = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9375rem;
`;

/** Plans side by side: a name, a price, what it includes and a button; a highlighted one stands out. */
export function Pricing({ block }: { block: BlockOfType<'pricing'> }) {
  return (
    <BlockSection block={block} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <Plans>
        {block.plans.map((plan, i) => (
          <li key={i} className={plan.highlighted ? 'highlighted' : undefined}>
            <h3>{plan.name}</h3>
            <p className="price">
              {plan.price}
              {plan.period && <span className="period">{plan.period}</span>}
            </p>
            {plan.description && <p className="description">{plan.description}</p>}
            <ul className="features">
              {plan.features.map((feature, j) => (
                <li key={j}>{feature}</li>
              ))}
            </ul>
            {plan.action && (
              <div className="action">
                <ActionButton action={plan.action} />
              </div>
            )}
          </li>
        ))}
      </Plans>
      {block.footnote && <Footnote>{block.footnote}</Footnote>}
    </BlockSection>
  );
}
