import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, matchPath, NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../i18n/useTranslation.ts';
import { BookDemo } from '../features/booking/BookDemo.tsx';
import type { ShownMenuItem } from '../api/menuRules.ts';
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

/** A link of a menu as a header shows it: a page of the site through the router (marked when current), else a plain link. */
export function MenuLink({ href, children, end = false }: { href: string; children: ReactNode; end?: boolean }) {
  if (!href.startsWith('/') || href.startsWith('//')) return <a href={href}>{children}</a>;
  // A section of a page (/#contact) is never "the current page".
  return href.includes('#') ? (
    <Link to={href}>{children}</Link>
  ) : (
    <NavLink to={href} end={end}>
      {children}
    </NavLink>
  );
}

/** The groups and the links of a menu as visitors read it: a link to a page they cannot see is left out. */
export const groupsOf = (menu: readonly ShownMenuItem[]) => menu.filter((item): item is ShownGroup => item.type === 'group');
export const linksOf = (menu: readonly ShownMenuItem[]) => menu.filter((item): item is ShownLinkItem => item.type === 'link' && item.link.href !== null);
export const shownItems = (group: ShownGroup) => group.items.filter((item) => item.link.href !== null);
export type ShownGroup = Extract<ShownMenuItem, { type: 'group' }>;
export type ShownLinkItem = Extract<ShownMenuItem, { type: 'link' }>;

/** The links the header marks as the current page at `pathname`: with its language and menu, all its HTML depends on (ssr/fragments.tsx). */
export const currentLinks = (pathname: string, menu: readonly ShownMenuItem[]) =>
  [{ to: '/', end: true }, ...[...linksOf(menu), ...groupsOf(menu).flatMap(shownItems)].map((item) => ({ to: item.link.href!, end: false }))]
    .filter(({ to, end }) => !to.includes('#') && to.startsWith('/') && matchPath({ path: to, end }, pathname))
    .map(({ to }) => to)
    .join(' ');

/** The header: the logo, the menu's groups as disclosures and its links, the phone's menu, the language switch, "Book a demo". */
export function Header({ menu }: { menu: readonly ShownMenuItem[] }) {
  const { t } = useTranslation('navigation');
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const { pathname, hash } = useLocation();
  useEffect(() => setOpenMenu(null), [pathname, hash]);
  const change = useCallback((id: string) => (open: boolean) => setOpenMenu((current) => (open ? id : current === id ? null : current)), []);
  const groups = groupsOf(menu);
  const [handlers] = useState(() => Object.fromEntries(groups.map((group) => [group.id, change(group.id)])));

  return (
    <Bar>
      <Row>
        <Link to="/" style={{ color: 'inherit' }}>
          <Logo />
        </Link>
        <Nav aria-label={t('primary')}>
          <ul>
            {groups.map((group) => (
              <li key={group.id}>
                <MenuSection
                  id={`menu-${group.key ?? group.id}`}
                  label={group.label}
                  open={openMenu === group.id}
                  onOpenChange={handlers[group.id] ?? change(group.id)}
                >
                  <Panel onClick={(event) => closeAfterLink(event, () => setOpenMenu(null))}>
                    <ul>
                      {shownItems(group).map((item) => (
                        <li key={item.id}>
                          <MenuLink href={item.link.href!}>
                            <strong>{item.label}</strong>
                            {item.description && <span>{item.description}</span>}
                          </MenuLink>
                        </li>
                      ))}
                    </ul>
                    {group.overview?.href && (
                      <div className="overview">
                        <Link to={group.overview.href}>
                          {t('overview')}: {group.label}
                        </Link>
                      </div>
                    )}
                  </Panel>
                </MenuSection>
              </li>
            ))}
            {linksOf(menu).map((item) => (
              <li key={item.id}>
                <MenuLink href={item.link.href!}>{item.label}</MenuLink>
              </li>
            ))}
          </ul>
        </Nav>
        <PhoneMenu menu={menu} />
        <LanguageSwitch />
        <span className="cta">
          <BookDemo />
        </span>
      </Row>
    </Bar>
  );
}
