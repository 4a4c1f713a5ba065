import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { Alert, TextField } from '../../../components/Field.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { LanguageSwitch } from '../../../layout/LanguageSwitch.tsx';
import { Logo } from '../../../layout/Logo.tsx';
import { useAuth } from './AuthProvider.tsx';
import { LoginCard as Card, OrDivider } from './LoginCard.tsx';
import { loginError, secondFactorChallenge } from './loginError.ts';
import { SecondFactorStep } from './SecondFactorStep.tsx';
import { SingleSignOnButton, takeSingleSignOnCode } from './SingleSignOn.tsx';
import { passkeySignInError } from './passkeyCeremony.ts';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space(5)};
  background: radial-gradient(50rem 30rem at 80% 0%, rgba(45, 212, 191, 0.25), transparent 60%), ${({ theme }) => theme.color.ink};
`;

const Top = styled.div`
  position: fixed;
  inset-block-start: ${({ theme }) => theme.space(4)};
  inset-inline: ${({ theme }) => theme.space(5)};
  display: flex;
  justify-content: space-between;
  align-items: center;
  color: ${({ theme }) => theme.color.onDark};
  a {
    color: inherit;
    text-decoration: none;
  }
`;

const Toggle = styled.button`
  min-inline-size: 44px;
  padding-inline: 0.6em;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.accent};
  font-size: 0.8125rem;
  font-weight: 600;
  cursor: pointer;
`;

/** The spec's admin login card, with its exact texts and error catalogue in both languages. */
export function LoginPage() {
  const { t } = useTranslation('admin');
  const { login, signInWithPasskey, signInWithSingleSignOn } = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [challengeHasPasskey, setChallengeHasPasskey] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  // Back from the company's sign-in service with a one-time code: exchanged for a session once.
  useEffect(() => {
    const code = takeSingleSignOnCode();
    if (!code) return;
    setBusy(true);
    signInWithSingleSignOn(code).catch(() => {
      setBusy(false);
      setError(t('login.sso.failed'));
    });
  }, [signInWithSingleSignOn, t]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const blank = { username: !username.trim(), password: !password };
    setMissing(blank);
    if (blank.username || blank.password) return;
    setBusy(true);
    setError(null);
    try {
      await login(username.trim(), password);
    } catch (failure) {
      const secondFactor = secondFactorChallenge(failure);
      setBusy(false);
      if (secondFactor) {
        const details = (failure as { details?: Record<string, unknown> | null }).details;
        setChallengeHasPasskey(details?.passkey === true || details?.passkey === 'true');
        setChallenge(secondFactor);
        return;
      }
      const { key, message, minutes } = loginError(failure);
      setError(key === 'failed' && message ? message : t(`login.errors.${key}`, { minutes }));
    }
  }

  async function onPasskey() {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await signInWithPasskey();
    } catch (failure) {
      setBusy(false);
      const reason = passkeySignInError(failure);
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

  return (
    <Page>
      <Top>
        <a href="/">
          <Logo />
        </a>
        <LanguageSwitch />
      </Top>
      {challenge ? (
        <SecondFactorStep
          challenge={challenge}
          hasPasskey={challengeHasPasskey}
          onBack={(expired) => {
            setChallenge(null);
            setPassword('');
            setError(expired ? t('secondFactor.errors.expired') : null);
          }}
        />
      ) : (
        <Card onSubmit={onSubmit} noValidate aria-labelledby="login-title">
          <div>
            <h1 id="login-title">{t('login.title')}</h1>
            <p className="subtitle">{t('login.subtitle')}</p>
          </div>
          {/* dir="auto": the server's own words may be English on the Arabic screen. */}
          {error && (
            <Alert role="alert" dir="auto">
              {error}
            </Alert>
          )}
          <TextField
            label={t('login.username')}
            name="username"
            autoComplete="username"
            placeholder={t('login.usernamePlaceholder')}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            disabled={busy}
            required
            autoFocus
            error={missing.username ? t('login.errors.usernameRequired') : null}
          />
          <TextField
            label={t('login.password')}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={busy}
            required
            error={missing.password ? t('login.errors.passwordRequired') : null}
            adornment={
              <Toggle type="button" onClick={() => setShowPassword(!showPassword)} aria-pressed={showPassword} disabled={busy}>
                {showPassword ? t('login.hidePassword') : t('login.showPassword')}
              </Toggle>
            }
          />
          <Button type="submit" disabled={busy}>
            {busy ? (
              <>
                <Spinner size="small" /> {t('login.submitting')}
              </>
            ) : (
              t('login.submit')
            )}
          </Button>
          <OrDivider>{t('passkeySignIn.or')}</OrDivider>
          <Button type="button" $variant="secondary" onClick={() => void onPasskey()} disabled={busy}>
            {t('passkeySignIn.button')}
          </Button>
          {notice && (
            <Alert role="status" $tone="success">
              {notice}
            </Alert>
          )}
          <SingleSignOnButton divider={false} />
        </Card>
      )}
    </Page>
  );
}
