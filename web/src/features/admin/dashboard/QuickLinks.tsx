import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Panel } from './Panel.tsx';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5em;
    min-block-size: 44px;
    padding: 0.6em 0.9em;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentStrong};
  }
  a.primary {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
    color: #fff;
  }
  a.primary:hover {
    background: ${({ theme }) => theme.color.accentStrong};
    color: #fff;
  }
  /* The arrow points the way the language reads; it is decoration (empty alternative text). */
  a::after {
    content: '→' / '';
    font-weight: 400;
  }
  [dir='rtl'] & a::after {
    content: '←' / '';
  }
  /* Two by two on a phone, so the feed is not pushed below the fold. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    a {
      block-size: 100%;
      padding: 0.5em 0.75em;
      font-size: 0.9375rem;
    }
    a::after {
      display: none;
    }
  }
`;

/** Where staff go most: write a post, open the inbox, the numbers (not for contributors); staff accounts and settings for admins. */
export function QuickLinks({ isAdmin, isReviewer }: { isAdmin: boolean; isReviewer: boolean }) {
  const { t } = useTranslation('admin');
  const links = [
    { to: '/admin/blog/new', label: t('dashboard.quickLinks.writePost'), primary: true, show: true },
    { to: '/admin/inbox', label: t('dashboard.quickLinks.openInbox'), show: isReviewer },
    { to: '/admin/analytics', label: t('dashboard.quickLinks.analytics'), show: isReviewer },
    { to: '/admin/users', label: t('dashboard.quickLinks.users'), show: isAdmin },
    { to: '/admin/settings', label: t('dashboard.quickLinks.settings'), show: isAdmin },
  ];
  return (
    <Panel id="quick-links" heading={t('dashboard.quickLinks.heading')}>
      <List>
        {links
          .filter((link) => link.show)
          .map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={link.primary ? 'primary' : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
      </List>
    </Panel>
  );
}
