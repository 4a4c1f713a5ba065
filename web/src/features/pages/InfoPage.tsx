import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button.tsx';
import { Diagram } from '../../components/diagram/Diagram.tsx';
import type { DiagramContent } from '../../components/diagram/layout.ts';
import { PageHead } from '../../head/PageHead.tsx';
import { directionOf, toLanguage } from '../../i18n/languages.ts';
import { usePageContent } from '../../i18n/pageContent.ts';
import { Breadcrumbs, breadcrumbData, type Crumb } from '../../layout/Breadcrumbs.tsx';
import { Container } from '../../layout/Container.tsx';
import { marketingPageOf, marketingPages, sectionOverview, type MarketingPage } from '../../paths.ts';
import { BookDemo } from '../booking/BookDemo.tsx';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { infoPages } from './catalog.ts';
import { PageIntro } from './PageIntro.tsx';
import { useSiteName } from '../../settings/siteSettings.ts';

interface Item {
  title: string;
  body: string;
}

interface InfoCopy {
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  intro: string;
  facts: { value: string; label: string }[];
  what: { title: string; paragraphs: string[] };
  audience: { title: string; items: Item[] };
  how: { title: string; intro: string; steps: Item[]; diagram: DiagramContent };
  benefits: { title: string; items: Item[] };
  related: { title: string; intro: string };
  cta: { title: string; body: string };
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(10)} 0 0;
  div {
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
  div {
    display: flex;
    flex-direction: column;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
`;

const Section = styled.section<{ $tint?: boolean }>`
  padding-block: ${({ theme }) => theme.space(16)};
  background: ${({ $tint, theme }) => ($tint ? theme.color.canvas : theme.color.surface)};
  h2 {
    max-inline-size: 34ch;
    margin-block-end: ${({ theme }) => theme.space(4)};
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  .section-intro {
    max-inline-size: ${({ theme }) => theme.width.text};
    color: ${({ theme }) => theme.color.inkSoft};
    font-size: 1.0625rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding-block: ${({ theme }) => theme.space(10)};
  }
`;

const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space(10)};
  p {
    margin-block: 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.color.inkSoft};
    font-size: 1.0625rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Cards = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(6)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  h3 {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(10)};
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    inline-size: 2.25rem;
    block-size: 2.25rem;
    margin-block-end: ${({ theme }) => theme.space(3)};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentStrong};
    font-weight: 800;
  }
  h3 {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
  }
`;

const RelatedLinks = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    block-size: 100%;
    padding: ${({ theme }) => theme.space(5)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: inherit;
    text-decoration: none;
    transition: border-color ${({ theme }) => theme.motion.fast};
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.color.accent};
  }
  strong {
    display: block;
    margin-block-end: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.accentStrong};
  }
  span {
    color: ${({ theme }) => theme.color.inkSoft};
    font-size: 0.9375rem;
  }
`;

const Cta = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(10)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.5rem;
  }
  p {
    margin: 0;
    max-inline-size: 40rem;
    opacity: 0.9;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

/** A tinted section of cards, each a title and a sentence or two. */
function CardSection({ id, title, items, columns }: { id: string; title: string; items: Item[]; columns: number }) {
  return (
    <Section $tint aria-labelledby={id}>
      <Container>
        <h2 id={id}>{title}</h2>
        <Cards $columns={columns}>
          {items.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </Cards>
      </Container>
    </Section>
  );
}

const sectionNames = { products: 'sections.products', deployments: 'sections.deployment', solutions: 'sections.solutions', legal: 'sections.legal' } as const;

/** A product, deployment or solution page: its words from content:pages.<key>, its shape from the catalog. */
export function InfoPage() {
  const { pathname } = useLocation();
  const page = marketingPageOf(pathname);
  const shape = page ? infoPages[page.key] : undefined;
  if (!page || !shape) return <NotFoundPage />;
  return <Info page={page} />;
}

function Info({ page }: { page: MarketingPage }) {
  const pageKey = page.key;
  const { t, i18n } = usePageContent(pageKey);
  const shape = infoPages[pageKey];
  const language = toLanguage(i18n.language);
  const siteName = useSiteName();
  const copy = t(`content:pages.${pageKey}`, { returnObjects: true }) as InfoCopy;
  const trail: Crumb[] = [
    { label: t('navigation:home'), to: '/' },
    { label: t(`navigation:${sectionNames[page.section]}`), to: sectionOverview[page.section] },
    { label: t(`navigation:pages.${pageKey}`) },
  ];
  const related = shape.related.map((key) => marketingPages.find((p) => p.key === key)!);
  return (
    <article>
      <PageHead
        title={`${copy.meta.title} | ${siteName}`}
        description={copy.meta.description}
        structuredData={({ site, page: url }) => [breadcrumbData(trail, site, url)]}
      />
      <PageIntro breadcrumbs={<Breadcrumbs trail={trail} />} eyebrow={copy.eyebrow} title={copy.title} lead={copy.intro}>
        <Actions>
          <BookDemo />
          <ButtonLink as={Link} to="/#contact" $variant="secondary">
            {t('ui:talkToUs')}
          </ButtonLink>
        </Actions>
        <Facts>
          {copy.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </Facts>
      </PageIntro>

      <Section aria-labelledby="what">
        <Container>
          <Split>
            <h2 id="what">{copy.what.title}</h2>
            <div>
              {copy.what.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Split>
        </Container>
      </Section>

      <CardSection id="audience" {...copy.audience} columns={3} />

      <Section aria-labelledby="how">
        <Container>
          <h2 id="how">{copy.how.title}</h2>
          <p className="section-intro">{copy.how.intro}</p>
          <Steps>
            {copy.how.steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.body}</p>
              </li>
            ))}
          </Steps>
          <Diagram kind={shape.diagram} content={copy.how.diagram} rtl={directionOf(language) === 'rtl'} />
        </Container>
      </Section>

      <CardSection id="benefits" {...copy.benefits} columns={4} />

      <Section aria-labelledby="related">
        <Container>
          <h2 id="related">{copy.related.title}</h2>
          <p className="section-intro">{copy.related.intro}</p>
          <RelatedLinks>
            {related.map((other) => (
              <li key={other.key}>
                <Link to={other.path}>
                  <strong>{t(`navigation:pages.${other.key}`)}</strong>
                  <span>{t(`navigation:blurbs.${other.key}`)}</span>
                </Link>
              </li>
            ))}
          </RelatedLinks>
        </Container>
      </Section>

      <Container>
        <Cta aria-labelledby="page-cta">
          <div>
            <h2 id="page-cta">{copy.cta.title}</h2>
            <p>{copy.cta.body}</p>
          </div>
          <BookDemo />
        </Cta>
      </Container>
    </article>
  );
}

export default InfoPage;
