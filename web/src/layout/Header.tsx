import { useCallback, useEffect, useState } from 'react';
import { Link, matchPath, NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../i18n/useTranslation.ts';
import { BookDemo } from '../features/booking/BookDemo.tsx';
import { pagesOf, sectionOverview, type InfoSection } from '../paths.ts';
import { Container } from './Container.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { closeAfterLink, MenuSection } from './MenuSection.tsx';
import { PhoneMenu } from './PhoneMenu.tsx';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 30;
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
`;

const Row = styled(Container)`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-block-size: 64px;
  .cta {
    display: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    .cta {
      display: inline-flex;
      min-block-size: 40px;
      padding-block: 0.4em;
    }
  }
`;

const Nav = styled.nav`
  margin-inline-start: auto;
  > ul {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  > ul > li > a {
    display: block;
    padding: 0.5em 0.8em;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: inherit;
    text-decoration: none;
    font-weight: 500;
  }
  > ul > li > a:hover,
  > ul > li > a[aria-current='page'] {
    background: rgba(230, 241, 248, 0.1);
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: none;
  }
`;

// Anchored to the header's row (the disclosures are not positioned), so it never leaves the screen.
const Panel = styled.div`
  position: absolute;
  inset-block-start: calc(100% - 4px);
  inset-inline-end: ${({ theme }) => theme.space(5)};
  inline-size: min(36rem, 100% - 2.5rem);
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ul {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.color.canvas};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.accentSoft};
  }
  strong {
    display: block;
    font-weight: 600;
  }
  span {
    display: block;
    margin-block-start: 2px;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.muted};
  }
  .overview {
    margin-block-start: ${({ theme }) => theme.space(2)};
    padding-block-start: ${({ theme }) => theme.space(2)};
    border-block-start: 1px solid ${({ theme }) => theme.color.line};
  }
  .overview a {
    color: ${({ theme }) => theme.color.accentStrong};
    font-weight: 600;
  }
`;

/** The header's three menus, in order. */
export const menus: { section: InfoSection; label: string }[] = [
  { section: 'products', label: 'products' },
  { section: 'solutions', label: 'solutions' },
  { section: 'deployments', label: 'deployment' },
];

/** Every NavLink of the header and its phone menu (the home link marks only the home page). */
const navLinks = [
  { to: '/', end: true },
  { to: '/blog', end: false },
  ...menus.flatMap(({ section }) => pagesOf(section).map((page) => ({ to: page.path, end: false }))),
];

/** The links the header marks as the current page at `pathname`: with its language, all its HTML depends on (ssr/fragments.tsx). */
export const currentLinks = (pathname: string) =>
  navLinks
    .filter(({ to, end }) => matchPath({ path: to, end }, pathname))
    .map(({ to }) => to)
    .join(' ');

export function Header() {
  const { t } = useTranslation('navigation');
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const { pathname, hash } = useLocation();
  useEffect(() => setOpenMenu(null), [pathname, hash]);
  const change = useCallback((id: string) => (open: boolean) => setOpenMenu((current) => (open ? id : current === id ? null : current)), []);
  const [handlers] = useState(() => Object.fromEntries(menus.map(({ section }) => [section, change(section)])));

  return (
    <Bar>
      <Row>
        <Link to="/" style={{ color: 'inherit' }}>
          <Logo />
        </Link>
        <Nav aria-label={t('primary')}>
          <ul>
            {menus.map(({ section, label }) => (
              <li key={section}>
                <MenuSection id={`menu-${section}`} label={t(label)} open={openMenu === section} onOpenChange={handlers[section]}>
                  <Panel onClick={(event) => closeAfterLink(event, () => setOpenMenu(null))}>
                    <ul>
                      {pagesOf(section).map((page) => (
                        <li key={page.key}>
                          <NavLink to={page.path}>
                            <strong>{t(`pages.${page.key}`)}</strong>
                            <span>{t(`blurbs.${page.key}`)}</span>
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                    <div className="overview">
                      <Link to={sectionOverview[section]}>
                        {t('overview')}: {t(label)}
                      </Link>
                    </div>
                  </Panel>
                </MenuSection>
              </li>
            ))}
            <li>
              <NavLink to="/blog">{t('blog')}</NavLink>
            </li>
            <li>
              <Link to="/#contact">{t('contact')}</Link>
            </li>
          </ul>
        </Nav>
        <PhoneMenu />
        <LanguageSwitch />
        <span className="cta">
          <BookDemo />
        </span>
      </Row>
    </Bar>
  );
}
