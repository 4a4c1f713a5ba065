import { useLocation } from 'react-router';
import styled from 'styled-components';
import { PageHead } from '../../head/PageHead.tsx';
import { toLanguage } from '../../i18n/languages.ts';
import { usePageContent } from '../../i18n/pageContent.ts';
import { Breadcrumbs, breadcrumbData, type Crumb } from '../../layout/Breadcrumbs.tsx';
import { Container } from '../../layout/Container.tsx';
import { marketingPageOf } from '../../paths.ts';
import { formatDate } from '../../format/formatDate.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { PageIntro } from './PageIntro.tsx';
import { useSiteName } from '../../settings/siteSettings.ts';

/** When the privacy policy and the terms last changed: change it with their text. */
export const legalUpdatedOn = '2026-11-22';

interface LegalCopy {
  meta: { title: string; description: string };
  title: string;
  intro: string[];
  sections: { id: string; title: string; paragraphs: string[]; items: string[] }[];
}

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

/** The privacy policy and the terms of service: a table of contents and numbered sections. */
export function LegalPage() {
  const { pathname } = useLocation();
  const page = marketingPageOf(pathname);
  if (page?.section !== 'legal') return <NotFoundPage />;
  return <Legal pageKey={page.key} />;
}

function Legal({ pageKey }: { pageKey: string }) {
  const { t, i18n } = usePageContent(pageKey);
  const language = toLanguage(i18n.language);
  const siteName = useSiteName();
  const copy = t(`content:pages.${pageKey}`, { returnObjects: true }) as LegalCopy;
  const trail: Crumb[] = [{ label: t('navigation:home'), to: '/' }, { label: copy.title }];
  return (
    <article>
      <PageHead
        title={`${copy.meta.title} | ${siteName}`}
        description={copy.meta.description}
        structuredData={({ site, page }) => [breadcrumbData(trail, site, page)]}
      />
      <PageIntro
        breadcrumbs={<Breadcrumbs trail={trail} />}
        title={copy.title}
        lead={t('content:page.lastUpdated', { date: formatDate(`${legalUpdatedOn}T12:00:00Z`, language) })}
      />
      <Container>
        <Body>
          <Contents aria-labelledby="contents-title">
            <h2 id="contents-title">{t('content:page.onThisPage')}</h2>
            <ol>
              {copy.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </Contents>
          <Text>
            {copy.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {copy.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>{section.title}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.items.length > 0 && (
                  <ul>
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </Text>
        </Body>
      </Container>
    </article>
  );
}

export default LegalPage;
