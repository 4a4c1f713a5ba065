import { Suspense } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/Spinner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space(3)};
  inset-block-start: -100px;
  z-index: 40;
  padding: 0.6em 1em;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus {
    inset-block-start: ${({ theme }) => theme.space(3)};
  }
`;

/** Header, page and footer of every public page. */
export function PublicLayout() {
  const { t } = useTranslation('navigation');
  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Spinner size="large" page />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
