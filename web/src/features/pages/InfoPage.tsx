import { Link, useLocation } from 'react-router';
import { brand } from '../../brand.ts';
import { PageHead } from '../../head/PageHead.tsx';
import { toLanguage } from '../../i18n/languages.ts';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button.tsx';
import { Container } from '../../layout/Container.tsx';
import { infoPageOf } from '../../paths.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';

const Intro = styled.section`
  padding-block: ${({ theme }) => theme.space(16)};
  background: linear-gradient(180deg, ${({ theme }) => theme.color.accentSoft}, ${({ theme }) => theme.color.canvas});
  p.eyebrow { color: ${({ theme }) => theme.color.accent}; font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; font-size: 0.8125rem; }
  [dir='rtl'] & p.eyebrow { letter-spacing: 0; }
  h1 { max-inline-size: 24ch; font-size: clamp(2rem, 4.5vw, 3rem); }
  p.lead { max-inline-size: 44rem; font-size: 1.125rem; color: ${({ theme }) => theme.color.inkSoft}; }
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: ${({ theme }) => theme.space(10)} 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(6)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  h2 { font-size: 1.125rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.inkSoft}; }
`;

const Cta = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  p { margin: 0; font-size: 1.125rem; font-weight: 600; max-inline-size: 36rem; }
`;

interface Feature {
  title: string;
  body: string;
}

/** A product, deployment or solution page: its copy comes from the content namespace. */
export function InfoPage() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation(['content', 'ui']);
  const page = infoPageOf(pathname);
  if (!page) return <NotFoundPage />;
  const base = `${page.section}.${page.key}`;
  const features = t(`${base}.features`, { returnObjects: true }) as Feature[] | string;
  return (
    <article>
      <PageHead title={`${t(`${base}.title`)} | ${brand.name[toLanguage(i18n.language)]}`} description={t(`${base}.intro`)} />
      <Intro>
        <Container>
          <p className="eyebrow">{t(`${base}.eyebrow`)}</p>
          <h1>{t(`${base}.title`)}</h1>
          <p className="lead">{t(`${base}.intro`)}</p>
        </Container>
      </Intro>
      <Container>
        {Array.isArray(features) && (
          <Features>
            {features.map((feature) => (
              <li key={feature.title}>
                <h2>{feature.title}</h2>
                <p>{feature.body}</p>
              </li>
            ))}
          </Features>
        )}
        <Cta>
          <p>{t(`${base}.cta`)}</p>
          <ButtonLink as={Link} to="/#contact">{t('ui:talkToUs')}</ButtonLink>
        </Cta>
      </Container>
    </article>
  );
}

export default InfoPage;
