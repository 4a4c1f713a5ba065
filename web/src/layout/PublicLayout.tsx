import { Suspense } from 'react';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import type { SiteData } from '../features/pages/sitePage.ts';
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

export { loader } from '../features/pages/sitePage.ts';

/** Header, page and footer of every public page (the menus and the page read at once: features/pages/sitePage.ts); on the server, the header and footer are rendered once for the pages they are alike on. */
export function PublicLayout() {
  const { t, i18n } = useTranslation('navigation');
  const location = useLocation();
  const { menus } = useLoaderData() as SiteData;
  const next = toLanguage(i18n.language) === 'ar' ? 'en' : 'ar';
  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <ServerFragment
        name="header"
        vary={`${currentLinks(location.pathname, menus.header)}\u0000${JSON.stringify(menus.header)}`}
        slots={{ languageSwitch: languageSwitchHref(location, next) }}
      >
        <Header menu={menus.header} />
      </ServerFragment>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<Spinner size="large" page />}>
          <Outlet />
        </Suspense>
      </main>
      <ServerFragment name="footer" vary={`${new Date().getFullYear()}\u0000${JSON.stringify(menus.footer)}`}>
        <Footer menu={menus.footer} />
      </ServerFragment>
    </>
  );
}
