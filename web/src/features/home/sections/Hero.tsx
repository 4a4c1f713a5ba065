import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ButtonLink } from '../../../components/Button.tsx';
import { Container } from '../../../layout/Container.tsx';
import { sectionOverview } from '../../../paths.ts';
import { BookDemo } from '../../booking/BookDemo.tsx';

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

export function Hero() {
  const { t } = useTranslation('hero');
  return (
    <Band aria-labelledby="hero-title">
      <Container>
        <Eyebrow>{t('eyebrow')}</Eyebrow>
        <Title id="hero-title">{t('title')}</Title>
        <Lead>{t('subtitle')}</Lead>
        <Actions>
          <BookDemo>{t('primaryCta')}</BookDemo>
          <ButtonLink as={Link} to={sectionOverview.products} $variant="secondary">
            {t('secondaryCta')}
          </ButtonLink>
        </Actions>
        <Highlights>
          <li>{t('highlights.deployment')}</li>
          <li>{t('highlights.support')}</li>
          <li>{t('highlights.compliance')}</li>
          <li>{t('badge')}</li>
        </Highlights>
      </Container>
    </Band>
  );
}
