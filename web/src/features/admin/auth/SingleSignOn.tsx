import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ButtonLink } from '../../../components/Button.tsx';
import { singleSignOnInfo } from './authApi.ts';
import { OrDivider } from './LoginCard.tsx';

// Single sign-on on the login card (docs/security.md#single-sign-on): a way in beside the spec's
// form when the site has the company's sign-in service set up, and nothing at all when it has not.

/**
 * "Sign in with <name>", once the server says the site has one; a plain link, so it works as the
 * browser navigates. `divider`: the "or" above it, unless another way in shows one already.
 */
export function SingleSignOnButton({ divider = true }: { divider?: boolean }) {
  const { t } = useTranslation('admin');
  const [service, setService] = useState<{ name: string; startPath: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    singleSignOnInfo().then(
      (info) => {
        if (!cancelled && info.enabled && info.name && info.startPath) setService({ name: info.name, startPath: info.startPath });
      },
      // Without an answer the form alone is the way in, as on a site without single sign-on.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);
  if (!service) return null;
  return (
    <>
      {divider && <OrDivider>{t('login.sso.or')}</OrDivider>}
      <ButtonLink href={service.startPath} $variant="secondary">
        {t('login.sso.button', { name: service.name })}
      </ButtonLink>
    </>
  );
}

/** The one-time code the sign-in service's callback put after `#sso=`, taken out of the address at once. */
export function takeSingleSignOnCode(): string | null {
  const match = /^#sso=([\w-]+)$/.exec(window.location.hash);
  if (!match) return null;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  return match[1];
}
