import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import styled from 'styled-components';
import type { UserSessionsDialogQuery, UserSessionsDialogQuery$data } from '../../../__generated__/UserSessionsDialogQuery.graphql.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Alert } from '../../../components/Field.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { toLanguage } from '../../../i18n/languages.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { SessionItem, SessionList } from '../profile/SessionsPanel.tsx';
import { staffName } from '../staffName.ts';
import { useUserMutations } from './useUserMutations.ts';
import type { UserRowData } from './UserRow.tsx';

// Issue 25: an admin sees another staff member's live sessions and ends one, or all of them. The
// list is asked for again after every ending, so it shows what the server now holds.

const sessionsQuery = graphql`
  query UserSessionsDialogQuery($id: ID!) {
    user(id: $id) {
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
  }
`;

type Sessions = NonNullable<UserSessionsDialogQuery$data['user']>['sessions'];
type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; sessions: Sessions };

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
  .empty {
    color: ${({ theme }) => theme.color.inkSoft};
  }
`;

export function UserSessionsDialog({ user, onClose }: { user: UserRowData; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const name = staffName(user, toLanguage(i18n.language));
  const environment = useRelayEnvironment();
  const toast = useToast();
  const { endSession, endAllSessions } = useUserMutations();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const load = useCallback(
    () =>
      fetchQuery<UserSessionsDialogQuery>(environment, sessionsQuery, { id: user.id }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then(
          (data) => setLoaded(data?.user ? { status: 'ready', sessions: data.user.sessions } : { status: 'failed' }),
          () => setLoaded({ status: 'failed' }),
        ),
    [environment, user.id],
  );

  useEffect(() => {
    void load();
  }, [load]);

  // The button pressed is gone once its session is (or the confirmation is): focus goes on to Close.
  const [settled, setSettled] = useState(0);
  useEffect(() => {
    const active = document.activeElement;
    if (settled && (!active || active === document.body)) closeRef.current?.focus();
  }, [settled]);

  // `done` is undefined when "Confirm it's you" was closed instead: nothing ended, the dialog stays as it was.
  const after = (message: string) => (done: unknown) => {
    if (done === undefined) {
      setBusy(false);
      return;
    }
    return load().then(() => {
      setBusy(false);
      setConfirming(false);
      setSettled((n) => n + 1);
      toast(message, 'success');
    });
  };

  const fail = (cause: unknown) => {
    setBusy(false);
    setConfirming(false);
    setError(cause instanceof ApiError && cause.error === 'NOT_FOUND' ? t('sessions.errors.gone') : t('sessions.errors.failed'));
    void load();
  };

  const endOne = (sessionId: string) => {
    setBusy(true);
    setError(null);
    endSession(sessionId).then(after(t('sessions.ended')), fail);
  };

  const endAll = () => {
    setBusy(true);
    setError(null);
    endAllSessions(user.id).then(after(t('users.sessionsAllEnded', { name })), fail);
  };

  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
  }, [confirming]);

  const sessions = loaded.status === 'ready' ? loaded.sessions : [];
  return (
    <Dialog title={t('users.sessionsTitle', { name })} open onClose={onClose}>
      <Body aria-busy={loaded.status === 'loading' || busy}>
        <p>{t('users.sessionsExplain', { name })}</p>
        {error && <Alert role="alert">{error}</Alert>}
        {loaded.status === 'loading' && <Spinner />}
        {loaded.status === 'failed' && (
          <>
            <Alert role="alert">{t('sessions.errors.load')}</Alert>
            <p>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => {
                  setLoaded({ status: 'loading' });
                  void load();
                }}
              >
                {t('ui:retry')}
              </Button>
            </p>
          </>
        )}
        {loaded.status === 'ready' &&
          (sessions.length ? (
            <SessionList aria-label={t('sessions.title')}>
              {sessions.map((session) => (
                <SessionItem key={session.id} session={session} busy={busy} ending="end" onEnd={() => endOne(session.id)} />
              ))}
            </SessionList>
          ) : (
            <p className="empty">{t('sessions.none')}</p>
          ))}
        {confirming && <p>{t('users.sessionsEndAllConfirm', { name })}</p>}
      </Body>
      <DialogActions>
        {confirming ? (
          <>
            <Button ref={cancelRef} type="button" $variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="button" $variant="danger" onClick={endAll} disabled={busy}>
              {busy ? t('twoStep.working') : t('sessions.endAll')}
            </Button>
          </>
        ) : (
          <>
            <Button ref={closeRef} type="button" $variant="secondary" onClick={onClose}>
              {t('ui:close')}
            </Button>
            {sessions.length > 0 && (
              <Button type="button" $variant="danger" onClick={() => setConfirming(true)} disabled={busy}>
                {t('sessions.endAll')}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
