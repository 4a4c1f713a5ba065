import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { productPaths, solutionPaths } from '../paths.ts';
import { Container } from './Container.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 30;
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  min-block-size: 64px;
`;

const Nav = styled.nav<{ $open: boolean }>`
  margin-inline-start: auto;
  ul { display: flex; gap: ${({ theme }) => theme.space(1)}; list-style: none; margin: 0; padding: 0; }
  a {
    display: block;
    padding: 0.5em 0.8em;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: inherit;
    text-decoration: none;
    font-weight: 500;
  }
  a:hover, a[aria-current='page'] { background: rgba(230, 241, 248, 0.1); }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: absolute;
    inset-block-start: 64px;
    inset-inline: 0;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
    background: ${({ theme }) => theme.color.ink};
    box-shadow: ${({ theme }) => theme.shadow.raised};
    ul { flex-direction: column; }
  }
`;

const MenuButton = styled.button`
  display: none;
  margin-inline-start: auto;
  min-block-size: 40px;
  min-inline-size: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  cursor: pointer;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    display: inline-block;
    & + nav { margin-inline-start: 0; }
  }
`;

export function Header() {
  const { t } = useTranslation('navigation');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Bar>
      <Row>
        <Link to="/" style={{ color: 'inherit' }}>
          <Logo />
        </Link>
        <MenuButton type="button" aria-expanded={open} aria-controls="primary-nav" aria-label={open ? t('closeMenu') : t('openMenu')} onClick={() => setOpen(!open)}>
          {open ? '×' : '☰'}
        </MenuButton>
        <Nav id="primary-nav" aria-label={t('primary')} $open={open}>
          <ul>
            <li><NavLink to={productPaths[0]}>{t('products')}</NavLink></li>
            <li><NavLink to={solutionPaths[0]}>{t('solutions')}</NavLink></li>
            <li><NavLink to="/on-premise-deployment">{t('deployment')}</NavLink></li>
            <li><NavLink to="/blog">{t('blog')}</NavLink></li>
            <li><Link to="/#contact">{t('contact')}</Link></li>
          </ul>
        </Nav>
        <LanguageSwitch />
      </Row>
    </Bar>
  );
}
