import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../i18n/useTranslation.ts';
import { Spinner } from '../components/Spinner.tsx';
import { toLanguage } from '../i18n/languages.ts';
import { ServerFragment } from '../ssr/fragments.tsx';
import { Footer } from './Footer.tsx';
import { currentLinks, Header } from './Header.tsx';
import { languageSwitchHref } from './LanguageSwitch.tsx';

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

/** Header, page and footer of every public page; on the server, the header and footer are rendered once for the pages they are alike on. */
export function PublicLayout() {
  const { t, i18n } = useTranslation('navigation');
  const location = useLocation();
  const next = toLanguage(i18n.language) === 'ar' ? 'en' : 'ar';
  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <ServerFragment name="header" vary={currentLinks(location.pathname)} slots={{ languageSwitch: languageSwitchHref(location, next) }}>
        <Header />
      </ServerFragment>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Spinner size="large" page />}>
          <Outlet />
        </Suspense>
      </main>
      <ServerFragment name="footer" vary={String(new Date().getFullYear())}>
        <Footer />
      </ServerFragment>
    </>
  );
}
