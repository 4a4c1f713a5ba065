import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError } from '../../../api/ApiError.ts';
import { Button } from '../../../components/Button.tsx';
import { Alert, TextField } from '../../../components/Field.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { passkeySignInError } from './passkeyCeremony.ts';
import { useAuth } from './AuthProvider.tsx';
import { LoginCard } from './LoginCard.tsx';
import { loginError } from './loginError.ts';

const Back = styled.button`
  justify-self: start;
  min-block-size: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.accent};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** What the code step says of a refusal: the field's problem, an expired sign-in, or the login catalogue's words. */
function codeError(failure: unknown): { field?: string; expired?: boolean } | null {
  if (!(failure instanceof ApiError)) return null;
  if (failure.details?.challenge === 'expired') return { expired: true };
  const field = failure.details?.code;
  return field === 'incorrect' || field === 'invalid' || field === 'required' ? { field } : null;
}

/**
 * The second step of signing in, inside the login card: a code from the authenticator app or a
 * recovery code for the challenge the password step earned (docs/security.md#two-factor-sign-in).
 */
export function SecondFactorStep({
  challenge,
  hasPasskey = false,
  onBack,
}: {
  challenge: string;
  /** login's 401 said the account has a passkey (`details.passkey`): offer it instead of a code. */
  hasPasskey?: boolean;
  onBack(expired?: boolean): void;
}) {
  const { t } = useTranslation('admin');
  const { signInWithCode, signInWithPasskey } = useAuth();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function onPasskey() {
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      await signInWithPasskey(challenge);
    } catch (failure) {
      setBusy(false);
      const reason = passkeySignInError(failure);
      if (reason === 'expired') return onBack(true);
      if (reason === 'cancelled') {
        setNotice(t('passkeySignIn.cancelled'));
        return;
      }
      if (reason) {
        setError(t(`passkeySignIn.errors.${reason}`));
        return;
      }
      const { key, message, minutes } = loginError(failure);
      setError(key === 'failed' && message ? message : t(`login.errors.${key}`, { minutes }));
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!code.trim()) {
      setFieldError(t('secondFactor.errors.required'));
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await signInWithCode(challenge, code.trim());
    } catch (failure) {
      setBusy(false);
      const known = codeError(failure);
      if (known?.expired) return onBack(true);
      if (known?.field) {
        setFieldError(t(`secondFactor.errors.${known.field}`));
        setCode('');
        return;
      }
      const { key, message, minutes } = loginError(failure);
      setError(key === 'failed' && message ? message : t(`login.errors.${key}`, { minutes }));
    }
  }

  return (
    <LoginCard onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <div>
        <h1 id="login-title">{t('secondFactor.title')}</h1>
        <p className="subtitle">{t('secondFactor.subtitle')}</p>
      </div>
      {error && (
        <Alert role="alert" dir="auto">
          {error}
        </Alert>
      )}
      <TextField
        label={t('secondFactor.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        autoCapitalize="characters"
        placeholder={t('secondFactor.codePlaceholder')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        disabled={busy}
        required
        autoFocus
        dir="ltr"
        maxLength={32}
        hint={t('secondFactor.codeHint')}
        error={fieldError}
      />
      <Button type="submit" disabled={busy}>
        {busy ? (
          <>
            <Spinner size="small" /> {t('secondFactor.submitting')}
          </>
        ) : (
          t('secondFactor.submit')
        )}
      </Button>
      {hasPasskey && (
        <Button type="button" $variant="secondary" onClick={() => void onPasskey()} disabled={busy}>
          {t('passkeySignIn.instead')}
        </Button>
      )}
      {notice && (
        <Alert role="status" $tone="success">
          {notice}
        </Alert>
      )}
      <Back type="button" onClick={() => onBack()} disabled={busy}>
        {t('secondFactor.back')}
      </Back>
    </LoginCard>
  );
}
