import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import styled from 'styled-components';
import { panelStyle } from './panelStyle.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { Button } from '../../../components/Button.tsx';
import { Alert } from '../../../components/Field.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { SessionsPanelEndMutation } from '../../../__generated__/SessionsPanelEndMutation.graphql.ts';
import type { SessionsPanelEndOthersMutation } from '../../../__generated__/SessionsPanelEndOthersMutation.graphql.ts';
import { SwitchField } from '../settings/SwitchField.tsx';
import type { SessionsPanelNoticesMutation } from '../../../__generated__/SessionsPanelNoticesMutation.graphql.ts';
import type { SessionsPanel_user$key } from '../../../__generated__/SessionsPanel_user.graphql.ts';
import { runMutation } from '../../../relay/runMutation.ts';
import { useConfirmedAction } from '../auth/ConfirmIdentityDialog.tsx';
import { formatRelativeTime } from '../dashboard/relativeTime.ts';

// The profile's "Sessions" panel (issue 25): each live sign-in of the viewer, this one marked, the
// others signed out one at a time or all at once.

/** The list SessionItem rows sit in: the profile's panel and the Users screen's dialog share it. */
export const SessionList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding-block-end: ${({ theme }) => theme.space(3)};
    border-block-end: 1px solid ${({ theme }) => theme.color.line};
  }
  .device {
    font-weight: 600;
  }
  .meta {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  .address {
    direction: ltr;
    unicode-bidi: isolate;
  }
  .current {
    font-size: 0.875rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.success};
  }
`;

const Panel = styled.section`
  ${panelStyle}
  p {
    margin: 0;
  }
  & > button {
    justify-self: start;
  }
`;

const fragment = graphql`
  fragment SessionsPanel_user on User {
    signInNotices
    sessions {
      id
      browser
      operatingSystem
      ip
      createdAt
      lastSeenAt
      current
    }
  }
`;

const noticesMutation = graphql`
  mutation SessionsPanelNoticesMutation($input: UpdateOwnProfileInput!) {
    updateOwnProfile(input: $input) {
      user {
        id
        signInNotices
      }
    }
  }
`;

const endMutation = graphql`
  mutation SessionsPanelEndMutation($input: EndSessionInput!) {
    endSession(input: $input) {
      endedSessionId
    }
  }
`;

const endOthersMutation = graphql`
  mutation SessionsPanelEndOthersMutation {
    endOtherSessions {
      ended
    }
  }
`;

export interface SessionRow {
  readonly id: string;
  readonly browser: string | null | undefined;
  readonly operatingSystem: string | null | undefined;
  readonly ip: string;
  readonly createdAt: string;
  readonly lastSeenAt: string;
  readonly current: boolean;
}

/**
 * One session: browser and system, address, signed in and last active, and what may be done with it.
 * `ending` says it in the owner's words ("Sign out") or an admin's on another's ("End session").
 */
export function SessionItem({
  session,
  busy,
  onEnd,
  ending = 'signOut',
}: {
  session: SessionRow;
  busy: boolean;
  onEnd?: () => void;
  ending?: 'signOut' | 'end';
}) {
  const { t, i18n } = useTranslation('admin');
  const unknown = t('sessions.unknown');
  const device = t('sessions.device', { browser: session.browser ?? unknown, system: session.operatingSystem ?? unknown });
  return (
    <li>
      <div>
        <div className="device">{device}</div>
        <div className="meta">
          <span className="address">{session.ip || unknown}</span>
          {' · '}
          {t('sessions.signedIn', { when: formatRelativeTime(session.createdAt, i18n.language) })}
          {' · '}
          {t('sessions.lastActive', { when: formatRelativeTime(session.lastSeenAt, i18n.language) })}
        </div>
      </div>
      {session.current ? (
        <span className="current">{t('sessions.thisDevice')}</span>
      ) : onEnd ? (
        <Button
          type="button"
          $variant="secondary"
          disabled={busy}
          onClick={onEnd}
          aria-label={ending === 'end' ? t('sessions.endOne', { device }) : t('sessions.signOutOne', { device })}
        >
          {ending === 'end' ? t('sessions.end') : t('sessions.signOut')}
        </Button>
      ) : null}
    </li>
  );
}

export function SessionsPanel({ user }: { user: SessionsPanel_user$key }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const environment = useRelayEnvironment();
  const confirmed = useConfirmedAction();
  const { sessions, signInNotices } = useFragment(fragment, user);
  const [notices, setNotices] = useState(signInNotices);
  const [ended, setEnded] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const live = sessions.filter((session) => !ended.has(session.id));
  const others = live.filter((session) => !session.current);

  function fail(cause: unknown) {
    setBusy(false);
    setError(cause instanceof ApiError && cause.error === 'NOT_FOUND' ? t('sessions.errors.gone') : t('sessions.errors.failed'));
  }

  function endOne(id: string) {
    setBusy(true);
    setError(null);
    // Ending any session but this one asks "Confirm it's you" when the session's last proof is old.
    confirmed(() => runMutation<SessionsPanelEndMutation>(environment, { mutation: endMutation, variables: { input: { id } } })).then((done) => {
      setBusy(false);
      if (!done) return;
      setEnded((before) => new Set([...before, id]));
      toast(t('sessions.ended'));
    }, fail);
  }

  // Saved at once: the switch says what the server keeps.
  function setSignInNotices(on: boolean) {
    setBusy(true);
    setError(null);
    setNotices(on);
    // Turning them off asks "Confirm it's you" when the session's last proof is old.
    confirmed(() => runMutation<SessionsPanelNoticesMutation>(environment, { mutation: noticesMutation, variables: { input: { signInNotices: on } } })).then(
      (done) => {
        setBusy(false);
        if (!done) return setNotices(!on);
        toast(on ? t('sessions.noticesOn') : t('sessions.noticesOff'));
      },
      () => {
        setBusy(false);
        setNotices(!on);
        setError(t('sessions.errors.failed'));
      },
    );
  }

  function endOthers() {
    setBusy(true);
    setError(null);
    confirmed(() => runMutation<SessionsPanelEndOthersMutation>(environment, { mutation: endOthersMutation, variables: {} })).then((response) => {
      setBusy(false);
      if (!response) return;
      setEnded((before) => new Set([...before, ...others.map((session) => session.id)]));
      toast(t('sessions.endedOthers', { count: response.endOtherSessions.ended }));
    }, fail);
  }

  return (
    <Panel aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('sessions.title')}</h2>
      <p>{t('sessions.body')}</p>
      {error && <Alert role="alert">{error}</Alert>}
      <SessionList>
        {live.map((session) => (
          <SessionItem key={session.id} session={session} busy={busy} onEnd={() => endOne(session.id)} />
        ))}
      </SessionList>
      {others.length ? (
        <Button type="button" $variant="secondary" disabled={busy} onClick={endOthers}>
          {t('sessions.signOutOthers')}
        </Button>
      ) : (
        <p>{t('sessions.noOthers')}</p>
      )}
      <SwitchField
        label={t('sessions.notices')}
        checked={notices}
        name="signInNotices"
        onChange={setSignInNotices}
        stateText={notices ? t('settings.on') : t('settings.off')}
        hint={t('sessions.noticesHint')}
        disabled={busy}
      />
    </Panel>
  );
}
