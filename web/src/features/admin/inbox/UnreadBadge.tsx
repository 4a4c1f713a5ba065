import { Component, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { VisuallyHidden } from '../../../components/Spinner.tsx';
import { useUnreadCount } from './unreadCount.ts';

const Pill = styled.span`
  display: inline-block;
  min-inline-size: 1.6em;
  padding: 0 0.5em;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.glow};
  color: ${({ theme }) => theme.color.ink};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.6;
  text-align: center;
`;

function Count() {
  const { t } = useTranslation('admin');
  // Asked again on every screen: new enquiries arrive while staff work elsewhere in the panel.
  const { pathname } = useLocation();
  const unread = useUnreadCount(pathname);
  if (unread === 0) return null;
  return (
    <>
      <Pill aria-hidden="true">{unread > 99 ? '99+' : unread}</Pill>
      <VisuallyHidden>{` ${t('nav.unread', { count: unread })}`}</VisuallyHidden>
    </>
  );
}

/** A badge is not the page: if the count cannot be loaded, the link simply shows none. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The number of unread messages, beside the navigation's "Inbox". */
export function UnreadBadge() {
  return (
    <Quiet>
      <Suspense fallback={null}>
        <Count />
      </Suspense>
    </Quiet>
  );
}
