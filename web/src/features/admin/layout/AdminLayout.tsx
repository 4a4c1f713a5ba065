import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { toLanguage } from '../../../i18n/languages.ts';
import { LanguageSwitch } from '../../../layout/LanguageSwitch.tsx';
import { Logo } from '../../../layout/Logo.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { isReviewer } from '../auth/roles.ts';
import { UnreadBadge } from '../inbox/UnreadBadge.tsx';
import { staffName } from '../staffName.ts';
import { useSiteName } from '../../../settings/siteSettings.ts';

const Shell = styled.div`
  display: grid;
  grid-template-columns: 16rem minmax(0, 1fr);
  min-block-size: 100vh;
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled.aside<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  a {
    color: inherit;
    text-decoration: none;
  }
  nav ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  nav a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5em;
    padding: 0.6em 0.9em;
    border-radius: ${({ theme }) => theme.radius.sm};
    font-weight: 500;
  }
  nav a:hover {
    background: rgba(230, 241, 248, 0.08);
  }
  nav a[aria-current='page'] {
    background: ${({ theme }) => theme.color.accent};
    color: #fff;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: fixed;
    inset-block: 56px 0;
    inset-inline-start: 0;
    inline-size: min(18rem, 85vw);
    z-index: 35;
    box-shadow: ${({ theme }) => theme.shadow.raised};
    overflow-y: auto;
  }
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-block-size: 56px;
  padding-inline: ${({ theme }) => theme.space(5)};
  border-block-end: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.surface};
  .who {
    margin-inline-start: auto;
    text-align: end;
    line-height: 1.2;
  }
  .who small {
    color: ${({ theme }) => theme.color.muted};
  }
  button {
    white-space: nowrap;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding-inline: ${({ theme }) => theme.space(3)};
    gap: ${({ theme }) => theme.space(2)};
    .who {
      visibility: hidden;
      inline-size: 0;
      overflow: hidden;
    }
    button {
      padding-inline: 0.8em;
    }
  }
  button.lang {
    color: ${({ theme }) => theme.color.ink};
  }
`;

const MenuToggle = styled.button`
  display: none;
  min-block-size: 40px;
  min-inline-size: 40px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  font-size: 1.25rem;
  cursor: pointer;
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    display: inline-block;
  }
`;

const LanguageSlot = styled.div`
  color: ${({ theme }) => theme.color.ink};
  button {
    border-color: ${({ theme }) => theme.color.line};
  }
`;

const Content = styled.main`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  max-inline-size: 80rem;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  }
`;

export function AdminLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const { state, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const user = state.user!;
  const isAdmin = user.role === 'ADMIN';
  // Contributors write and submit for review (docs/security.md#roles): the rest is not theirs.
  const reviewer = isReviewer(user);
  const siteName = useSiteName();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    document.title = `${t('title')} · ${siteName}`;
  }, [t, siteName, pathname]);

  const links = [
    { to: '/admin', label: t('nav.dashboard'), end: true, show: true },
    // Editors and admins read the enquiries; the badge counts the unread ones.
    { to: '/admin/inbox', label: t('nav.inbox'), end: false, show: reviewer, badge: reviewer ? <UnreadBadge /> : null },
    { to: '/admin/blog', label: t('nav.blog'), end: false, show: true },
    { to: '/admin/tags', label: t('nav.tags'), end: false, show: reviewer },
    { to: '/admin/pages', label: t('nav.pages'), end: false, show: true },
    { to: '/admin/menus', label: t('nav.menus'), end: false, show: isAdmin },
    { to: '/admin/redirects', label: t('nav.redirects'), end: false, show: isAdmin },
    { to: '/admin/media', label: t('nav.media'), end: false, show: reviewer },
    { to: '/admin/users', label: t('nav.users'), end: false, show: isAdmin },
    { to: '/admin/personal-data', label: t('nav.personalData'), end: false, show: isAdmin },
    { to: '/admin/webhooks', label: t('nav.webhooks'), end: false, show: isAdmin },
    { to: '/admin/analytics', label: t('nav.analytics'), end: false, show: reviewer },
    { to: '/admin/settings', label: t('nav.settings'), end: false, show: isAdmin },
    { to: '/admin/profile', label: t('nav.profile'), end: false, show: true },
  ];

  return (
    <Shell>
      <Side $open={open} id="admin-nav">
        <Link to="/admin">
          <Logo />
        </Link>
        <nav aria-label={t('nav.label')}>
          <ul>
            {links
              .filter((link) => link.show)
              .map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end}>
                    {link.label}
                    {link.badge}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <Link to="/" style={{ marginBlockStart: 'auto', opacity: 0.8 }}>
          {t('nav.viewSite')}
        </Link>
      </Side>
      <div>
        <TopBar>
          <MenuToggle type="button" aria-expanded={open} aria-controls="admin-nav" aria-label={t('nav.menu')} onClick={() => setOpen(!open)}>
            ☰
          </MenuToggle>
          <div className="who">
            <strong>{staffName(user, toLanguage(i18n.language))}</strong>
            <br />
            <small>{t(`roles.${user.role}`)}</small>
          </div>
          <LanguageSlot>
            <LanguageSwitch />
          </LanguageSlot>
          <Button type="button" $variant="secondary" onClick={() => void logout()}>
            {t('nav.signOut')}
          </Button>
        </TopBar>
        <Content id="main" tabIndex={-1}>
          {children}
        </Content>
      </div>
    </Shell>
  );
}
