import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import styled from 'styled-components';
import { panelStyle } from './panelStyle.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { brand } from '../../../brand.ts';
import { Button } from '../../../components/Button.tsx';
import { Alert, TextField } from '../../../components/Field.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { TwoStepPanelConfirmMutation } from '../../../__generated__/TwoStepPanelConfirmMutation.graphql.ts';
import type { TwoStepPanelRegenerateMutation } from '../../../__generated__/TwoStepPanelRegenerateMutation.graphql.ts';
import type { TwoStepPanelStartMutation } from '../../../__generated__/TwoStepPanelStartMutation.graphql.ts';
import type { TwoStepPanelTurnOffMutation } from '../../../__generated__/TwoStepPanelTurnOffMutation.graphql.ts';
import type { TwoStepPanel_user$key } from '../../../__generated__/TwoStepPanel_user.graphql.ts';
import { runMutation } from '../../../relay/runMutation.ts';
import { loginError } from '../auth/loginError.ts';
import { useConfirmedAction } from '../auth/ConfirmIdentityDialog.tsx';

const Panel = styled.form`
  ${panelStyle}
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const QrCode = styled.img`
  inline-size: min(100%, 12rem);
  aspect-ratio: 1;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** The key: Latin letters and digits, monospaced, left to right inside (a `bdi`) in both languages. */
const Monospace = styled.code`
  display: block;
  margin-block-start: ${({ theme }) => theme.space(1)};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 1rem;
  letter-spacing: 0.05em;
`;

const Codes = styled.ol`
  direction: ltr;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.canvas};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
`;

const userFragment = graphql`
  fragment TwoStepPanel_user on User {
    id
    twoFactorEnabled
    recoveryCodesLeft
  }
`;

const startMutation = graphql`
  mutation TwoStepPanelStartMutation {
    startTotpSetup {
      secret
      qrCodeSvg
    }
  }
`;

const confirmMutation = graphql`
  mutation TwoStepPanelConfirmMutation($input: ConfirmTotpSetupInput!) {
    confirmTotpSetup(input: $input) {
      recoveryCodes
      user {
        ...TwoStepPanel_user
      }
    }
  }
`;

const turnOffMutation = graphql`
  mutation TwoStepPanelTurnOffMutation($input: ReauthenticationInput!) {
    turnOffTotp(input: $input) {
      user {
        ...TwoStepPanel_user
      }
    }
  }
`;

const regenerateMutation = graphql`
  mutation TwoStepPanelRegenerateMutation($input: ReauthenticationInput!) {
    regenerateRecoveryCodes(input: $input) {
      recoveryCodes
      user {
        ...TwoStepPanel_user
      }
    }
  }
`;

type Stage = { name: 'idle' } | { name: 'setup'; secret: string; qrCodeSvg: string } | { name: 'codes'; codes: string[]; turnedOn: boolean };

/** The key in groups of four, as apps show it, easier to copy by eye. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/**
 * Two-step sign-in on the profile (docs/security.md#two-factor-sign-in): set up an authenticator app
 * with a QR code or the key and a first code, see the recovery codes once, and turn it off or make
 * new codes with the password or a current code. `onFactorAdded` hears of codes turned on, once their
 * recovery codes were seen (the second-factor setup screen lets its user in then).
 */
export function TwoStepPanel({ user: userKey, onFactorAdded }: { user: TwoStepPanel_user$key; onFactorAdded?: () => void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const environment = useRelayEnvironment();
  const user = useFragment(userFragment, userKey);
  const confirmed = useConfirmedAction();
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  /** A refusal in the reader's words: the field's problem, the wait after too many tries, or the server's message. */
  function showError(error: unknown, proof: boolean) {
    setBusy(null);
    const details = error instanceof ApiError ? (error.details ?? {}) : {};
    const problem = details.code ?? details.password;
    if (problem === 'incorrect') return setFieldError(t(proof ? 'twoStep.errors.proofIncorrect' : 'twoStep.errors.incorrect'));
    if (problem === 'invalid' || problem === 'required') return setFieldError(t(`twoStep.errors.${problem}`));
    const { key, message, minutes } = loginError(error);
    setFormError(key === 'failed' && message ? message : key === 'throttled' ? t('login.errors.throttled', { minutes }) : t('errors.generic'));
  }

  function reset() {
    setValue('');
    setFieldError(null);
    setFormError(null);
  }

  function start() {
    reset();
    setBusy('start');
    // A new factor asks "Confirm it's you" when the session's last proof is old.
    confirmed(() => runMutation<TwoStepPanelStartMutation>(environment, { mutation: startMutation, variables: {} })).then(
      (response) => {
        setBusy(null);
        if (response) setStage({ name: 'setup', ...response.startTotpSetup });
      },
      (error: unknown) => showError(error, false),
    );
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const code = value.replace(/\s/g, '');
    if (!code) return setFieldError(t('twoStep.errors.required'));
    if (!/^\d{6}$/.test(code)) return setFieldError(t('twoStep.errors.invalid'));
    setFieldError(null);
    setBusy('confirm');
    runMutation<TwoStepPanelConfirmMutation>(environment, { mutation: confirmMutation, variables: { input: { code } } }).then(
      (response) => {
        setBusy(null);
        setValue('');
        setStage({ name: 'codes', codes: [...response.confirmTotpSetup.recoveryCodes], turnedOn: true });
        toast(t('twoStep.turnedOn'), 'success');
      },
      (error: unknown) => showError(error, false),
    );
  }

  /** Turning off and new codes both take the password, or six digits as a current code. */
  function withProof(action: 'turnOff' | 'regenerate') {
    setFormError(null);
    const typed = value.trim();
    if (!typed) return setFieldError(t('twoStep.errors.proofRequired'));
    setFieldError(null);
    const input = /^\d{6}$/.test(typed.replace(/\s/g, '')) ? { code: typed.replace(/\s/g, '') } : { password: value };
    setBusy(action);
    if (action === 'turnOff') {
      runMutation<TwoStepPanelTurnOffMutation>(environment, { mutation: turnOffMutation, variables: { input } }).then(
        () => {
          setBusy(null);
          reset();
          toast(t('twoStep.turnedOff'), 'success');
        },
        (error: unknown) => showError(error, true),
      );
    } else {
      runMutation<TwoStepPanelRegenerateMutation>(environment, { mutation: regenerateMutation, variables: { input } }).then(
        (response) => {
          setBusy(null);
          reset();
          setStage({ name: 'codes', codes: [...response.regenerateRecoveryCodes.recoveryCodes], turnedOn: false });
        },
        (error: unknown) => showError(error, true),
      );
    }
  }

  const heading = <h2 id="two-step-heading">{t('twoStep.title')}</h2>;
  const alert = formError && (
    <Alert role="alert" dir="auto">
      {formError}
    </Alert>
  );

  if (stage.name === 'codes') {
    return (
      <Panel
        aria-labelledby="two-step-heading"
        onSubmit={(event) => {
          event.preventDefault();
          setStage({ name: 'idle' });
          if (stage.turnedOn) onFactorAdded?.();
        }}
      >
        {heading}
        <h3 style={{ margin: 0 }}>{t('twoStep.codesTitle')}</h3>
        <p>{t('twoStep.codesExplain')}</p>
        <Codes aria-label={t('twoStep.codesLabel')} data-testid="recovery-codes">
          {stage.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
        <Actions>
          <Button type="submit">{t('twoStep.saved')}</Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={() =>
              navigator.clipboard?.writeText(stage.codes.join('\n')).then(
                () => toast(t('twoStep.copied'), 'success'),
                () => undefined,
              )
            }
          >
            {t('twoStep.copy')}
          </Button>
        </Actions>
      </Panel>
    );
  }

  if (stage.name === 'setup') {
    return (
      <Panel aria-labelledby="two-step-heading" onSubmit={confirm} noValidate>
        {heading}
        {alert}
        <p>{t('twoStep.scan')}</p>
        <QrCode src={stage.qrCodeSvg} alt={t('twoStep.qrAlt', { brand: brand.name.en })} />
        <p>
          {t('twoStep.manualKey')}{' '}
          <Monospace>
            <bdi dir="ltr" data-testid="totp-key">
              {grouped(stage.secret)}
            </bdi>
          </Monospace>
        </p>
        <p>{t('twoStep.enterCode')}</p>
        <TextField
          label={t('twoStep.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={fieldError}
          disabled={busy !== null}
          maxLength={7}
          dir="ltr"
          autoFocus
        />
        <Actions>
          <Button type="submit" disabled={busy !== null}>
            {busy === 'confirm' ? t('twoStep.turningOn') : t('twoStep.turnOn')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy !== null}
            onClick={() => {
              reset();
              setStage({ name: 'idle' });
            }}
          >
            {t('twoStep.cancel')}
          </Button>
        </Actions>
      </Panel>
    );
  }

  if (!user.twoFactorEnabled) {
    return (
      <Panel
        aria-labelledby="two-step-heading"
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        {heading}
        {alert}
        <p>
          <strong>{t('twoStep.statusOff')}</strong>
        </p>
        <p>{t('twoStep.explainOff')}</p>
        <Actions>
          <Button type="submit" disabled={busy !== null}>
            {busy === 'start' ? t('twoStep.starting') : t('twoStep.setUp')}
          </Button>
        </Actions>
      </Panel>
    );
  }

  return (
    <Panel
      aria-labelledby="two-step-heading"
      onSubmit={(event) => {
        event.preventDefault();
        withProof('regenerate');
      }}
      noValidate
    >
      {heading}
      {alert}
      <p>
        <strong>{t('twoStep.statusOn')}</strong>
      </p>
      <p>{t('twoStep.recoveryLeft', { count: user.recoveryCodesLeft })}</p>
      <TextField
        label={t('twoStep.confirmLabel')}
        name="proof"
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={fieldError}
        hint={t('twoStep.confirmHint')}
        disabled={busy !== null}
      />
      <Actions>
        <Button type="submit" $variant="secondary" disabled={busy !== null}>
          {busy === 'regenerate' ? t('twoStep.working') : t('twoStep.newCodes')}
        </Button>
        <Button type="button" $variant="danger" disabled={busy !== null} onClick={() => withProof('turnOff')}>
          {busy === 'turnOff' ? t('twoStep.working') : t('twoStep.turnOff')}
        </Button>
      </Actions>
    </Panel>
  );
}
