import styled from 'styled-components';
import { Breadcrumbs, type Crumb } from '../../../layout/Breadcrumbs.tsx';
import { Container } from '../../../layout/Container.tsx';
import { PageIntro } from '../PageIntro.tsx';
import { ActionButton } from './BlockLink.tsx';
import type { BlockOfType } from './context.ts';
import { Picture } from './Picture.tsx';

const Band = styled.section`
  position: relative;
  overflow: hidden;
  padding-block: ${({ theme }) => theme.space(20)} ${({ theme }) => theme.space(24)};
  background:
    radial-gradient(60rem 30rem at 85% -10%, rgba(45, 212, 191, 0.28), transparent 60%),
    radial-gradient(40rem 24rem at 0% 110%, rgba(15, 118, 110, 0.45), transparent 60%), ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding-block: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(14)};
  }
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin-block-end: ${({ theme }) => theme.space(5)};
  padding: 0.3em 0.9em;
  border: 1px solid rgba(45, 212, 191, 0.5);
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.glow};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Title = styled.h1`
  max-inline-size: 18ch;
  font-size: clamp(2.25rem, 5.5vw, 4rem);
  font-weight: 800;
  letter-spacing: -0.02em;
  [dir='rtl'] & {
    letter-spacing: 0;
    line-height: 1.35;
  }
`;

const Lead = styled.p`
  max-inline-size: 40rem;
  margin-block-end: ${({ theme }) => theme.space(8)};
  font-size: clamp(1.05rem, 1.6vw, 1.25rem);
  opacity: 0.9;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Highlights = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
  margin: ${({ theme }) => theme.space(12)} 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.9375rem;
  li::before {
    content: '✓';
    margin-inline-end: 0.5em;
    color: ${({ theme }) => theme.color.glow};
    font-weight: 700;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(10)} 0 0;
  div {
    display: flex;
    flex-direction: column;
    padding-block-start: ${({ theme }) => theme.space(4)};
    border-block-start: 1px solid rgba(230, 241, 248, 0.2);
  }
  dt {
    font-size: 0.9375rem;
    opacity: 0.85;
  }
  dd {
    order: -1;
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.5rem;
    font-weight: 800;
    color: ${({ theme }) => theme.color.glow};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
`;

const HeroImage = styled.div`
  margin-block-start: ${({ theme }) => theme.space(10)};
  img {
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

/** The trail a hero's breadcrumbs make (the last one, this page, has no link). */
export const trailOf = (block: BlockOfType<'hero'>): Crumb[] =>
  (block.breadcrumbs ?? []).map((crumb) => ({ label: crumb.label, to: crumb.link?.href ?? undefined }));

/** The page's opening: the home page's (its h1, lead, buttons and highlights) or an inner page's band (breadcrumbs, h1, lead, buttons, figures). */
export function Hero({ block }: { block: BlockOfType<'hero'> }) {
  const actions = block.actions.length > 0 && (
    <Actions>
      {block.actions.map((action) => (
        <ActionButton key={action.label} action={action} />
      ))}
    </Actions>
  );
  const image = block.image && (
    <HeroImage>
      <Picture address={block.image} sizes="(min-width: 1280px) 1200px, 100vw" eager />
    </HeroImage>
  );
  const highlights = block.highlights.length > 0 && (
    <Highlights>
      {block.highlights.map((highlight) => (
        <li key={highlight}>{highlight}</li>
      ))}
    </Highlights>
  );
  if (block.variant === 'page')
    return (
      <PageIntro
        breadcrumbs={block.breadcrumbs?.length ? <Breadcrumbs trail={trailOf(block)} /> : null}
        eyebrow={block.eyebrow}
        title={block.title}
        lead={block.lead ?? ''}
      >
        {actions}
        {block.facts.length > 0 && (
          <Facts>
            {block.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </Facts>
        )}
        {highlights}
        {image}
      </PageIntro>
    );
  return (
    <Band id={block.anchor} aria-labelledby="hero-title">
      <Container>
        {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
        <Title id="hero-title">{block.title}</Title>
        {block.lead && <Lead>{block.lead}</Lead>}
        {actions}
        {highlights}
        {image}
      </Container>
    </Band>
  );
}
