import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../i18n/useTranslation.ts';
import type { ShownMenuItem } from '../api/menuRules.ts';
import { groupsOf, linksOf, MenuLink, shownItems } from './Header.tsx';
import { closeAfterLink, closeOnEscape } from './MenuSection.tsx';

// The phone's menu: one disclosure holding every page, by section. It opens without the app too;
// once the app runs it closes on navigation and on Escape.

const Disclosure = styled.details`
  display: none;
  margin-inline-start: auto;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: block;
  }
  summary {
    display: grid;
    place-items: center;
    min-block-size: 44px;
    min-inline-size: 44px;
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:hover,
  &[open] summary {
    background: rgba(230, 241, 248, 0.1);
  }
  .bars,
  .bars::before,
  .bars::after {
    display: block;
    inline-size: 22px;
    block-size: 2px;
    border-radius: 1px;
    background: currentColor;
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  .bars {
    position: relative;
  }
  .bars::before,
  .bars::after {
    content: '';
    position: absolute;
    inset-inline-start: 0;
  }
  .bars::before {
    inset-block-start: -7px;
  }
  .bars::after {
    inset-block-start: 7px;
  }
  &[open] .bars {
    background: transparent;
  }
  &[open] .bars::before {
    transform: translateY(7px) rotate(45deg);
  }
  &[open] .bars::after {
    transform: translateY(-7px) rotate(-45deg);
  }
  @media (prefers-reduced-motion: reduce) {
    .bars,
    .bars::before,
    .bars::after {
      transition: none;
    }
  }
`;

const Sheet = styled.nav`
  position: absolute;
  inset-block-start: 64px;
  inset-inline: 0;
  max-block-size: calc(100dvh - 64px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.color.ink};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h2 {
    margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(1)};
    font-size: 0.8125rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    opacity: 0.7;
  }
  [dir='rtl'] & h2 {
    letter-spacing: 0;
    font-size: 0.875rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 0.65em 0.5em;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    background: rgba(230, 241, 248, 0.1);
  }
  .top {
    display: grid;
    gap: 2px;
    padding-block-end: ${({ theme }) => theme.space(2)};
    border-block-end: 1px solid rgba(230, 241, 248, 0.15);
    font-weight: 600;
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export function PhoneMenu({ menu }: { menu: readonly ShownMenuItem[] }) {
  const { t, i18n } = useTranslation('navigation');
  const [open, setOpen] = useState(false);
  const { pathname, hash } = useLocation();
  useEffect(() => setOpen(false), [pathname, hash, i18n.language]);

  return (
    <Disclosure open={open} onToggle={(event) => setOpen(event.currentTarget.open)} onKeyDown={(event) => closeOnEscape(event, setOpen)}>
      <summary>
        <span className="bars" aria-hidden="true" />
        <VisuallyHidden>{open ? t('closeMenu') : t('openMenu')}</VisuallyHidden>
      </summary>
      <Sheet aria-label={t('primary')} onClick={(event) => closeAfterLink(event, () => setOpen(false))}>
        <ul className="top">
          <li>
            <NavLink to="/" end>
              {t('home')}
            </NavLink>
          </li>
          {linksOf(menu).map((item) => (
            <li key={item.id}>
              <MenuLink href={item.link.href!}>{item.label}</MenuLink>
            </li>
          ))}
        </ul>
        {groupsOf(menu).map((group) => (
          <div key={group.id}>
            <h2>{group.label}</h2>
            <ul>
              {shownItems(group).map((item) => (
                <li key={item.id}>
                  <MenuLink href={item.link.href!}>{item.label}</MenuLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Sheet>
    </Disclosure>
  );
}
