import { createContext, useCallback, useContext, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { ApiError } from '../../../api/ApiError.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Alert, TextField } from '../../../components/Field.tsx';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { ConfirmIdentityDialogMutation } from '../../../__generated__/ConfirmIdentityDialogMutation.graphql.ts';
import type { ConfirmIdentityDialogPasskeyOptionsMutation } from '../../../__generated__/ConfirmIdentityDialogPasskeyOptionsMutation.graphql.ts';
import { runMutation } from '../../../relay/runMutation.ts';
import { formErrors } from '../fieldErrors.ts';
import { isCancelledCeremony } from './passkeyCeremony.ts';

const passkeyOptionsMutation = graphql`
  mutation ConfirmIdentityDialogPasskeyOptionsMutation {
    startPasskeyConfirmation {
      options
    }
  }
`;

const confirmMutation = graphql`
  mutation ConfirmIdentityDialogMutation($input: ConfirmIdentityInput!) {
    confirmIdentity(input: $input) {
      id
    }
  }
`;

/** "Confirm it's you": the password, a code from the authenticator app, or a passkey; confirmIdentity, then onConfirmed. */
export function ConfirmIdentityDialog({ onConfirmed, onClose }: { onConfirmed: () => void; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const environment = useRelayEnvironment();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function confirm(input: { password?: string; code?: string; passkey?: string }) {
    return runMutation<ConfirmIdentityDialogMutation>(environment, { mutation: confirmMutation, variables: { input } });
  }

  // One of your passkeys: its options from the server, the browser's prompt, the answer to confirmIdentity.
  async function withPasskey() {
    setBusy(true);
    setError(null);
    try {
      const { startPasskeyConfirmation } = await runMutation<ConfirmIdentityDialogPasskeyOptionsMutation>(environment, {
        mutation: passkeyOptionsMutation,
        variables: {},
      });
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const answer = await startAuthentication({ optionsJSON: JSON.parse(startPasskeyConfirmation.options) });
      await confirm({ passkey: JSON.stringify(answer) });
      setBusy(false);
      onConfirmed();
    } catch (failure) {
      setBusy(false);
      if (isCancelledCeremony(failure)) setError(t('confirmIdentity.passkeyCancelled'));
      else if (failure instanceof ApiError && failure.details?.passkey === 'none') setError(t('confirmIdentity.noPasskey'));
      else if (failure instanceof ApiError && failure.details?.passkey) setError(t('confirmIdentity.passkeyRefused'));
      else setError(formErrors(failure, t).form);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const proof = value.trim();
    if (!proof) {
      setError(t('errors.fields.required'));
      return;
    }
    setBusy(true);
    setError(null);
    confirm(mode === 'password' ? { password: value } : { code: proof }).then(
      () => {
        setBusy(false);
        onConfirmed();
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof ApiError && failure.error === 'BAD_USER_INPUT' ? t('confirmIdentity.wrong') : formErrors(failure, t).form);
      },
    );
  }

  return (
    <Dialog title={t('confirmIdentity.title')} open onClose={onClose}>
      <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '1rem' }}>
        <p style={{ margin: 0 }}>{t('confirmIdentity.explain')}</p>
        {error && <Alert role="alert">{error}</Alert>}
        {mode === 'password' ? (
          <TextField
            key="password"
            label={t('confirmIdentity.password')}
            type="password"
            autoComplete="current-password"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            disabled={busy}
            autoFocus
          />
        ) : (
          <TextField
            key="code"
            label={t('confirmIdentity.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            disabled={busy}
            autoFocus
          />
        )}
        <Button
          type="button"
          $variant="secondary"
          style={{ justifySelf: 'start' }}
          onClick={() => {
            setMode(mode === 'password' ? 'code' : 'password');
            setValue('');
            setError(null);
          }}
          disabled={busy}
        >
          {mode === 'password' ? t('confirmIdentity.useCode') : t('confirmIdentity.usePassword')}
        </Button>
        <Button type="button" $variant="secondary" style={{ justifySelf: 'start' }} onClick={() => void withPasskey()} disabled={busy}>
          {t('confirmIdentity.usePasskey')}
        </Button>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('twoStep.working') : t('confirmIdentity.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface PendingConfirmation {
  retry: () => void;
  cancel: () => void;
}

const ConfirmedActionContext = createContext<((pending: PendingConfirmation) => void) | null>(null);

/** Holds the one "Confirm it's you" dialog of the panel, for every screen's `useConfirmedAction`. */
export function ConfirmIdentityProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  return (
    <ConfirmedActionContext.Provider value={setPending}>
      {children}
      {pending && (
        <ConfirmIdentityDialog
          onConfirmed={() => {
            setPending(null);
            pending.retry();
          }}
          onClose={() => {
            setPending(null);
            pending.cancel();
          }}
        />
      )}
    </ConfirmedActionContext.Provider>
  );
}

/**
 * Runs an action that may need a recent confirmation (docs/security.md#re-authentication): when the
 * API answers REAUTHENTICATION_REQUIRED, it shows "Confirm it's you" and, once confirmed, runs the
 * action again. Resolves undefined when the person closes the dialog instead.
 */
export function useConfirmedAction(): <T>(action: () => Promise<T>) => Promise<T | undefined> {
  const ask = useContext(ConfirmedActionContext);
  if (!ask) throw new Error('useConfirmedAction outside ConfirmIdentityProvider');
  return useCallback(
    <T,>(action: () => Promise<T>): Promise<T | undefined> =>
      action().catch((error: unknown) => {
        if (!(error instanceof ApiError && error.error === 'REAUTHENTICATION_REQUIRED')) throw error;
        return new Promise<T | undefined>((resolve, reject) => {
          ask({ retry: () => void action().then(resolve, reject), cancel: () => resolve(undefined) });
        });
      }),
    [ask],
  );
}
