import { isRouteErrorResponse, useRouteError } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../i18n/useTranslation.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

const Pre = styled.pre`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  white-space: pre-wrap;
`;

/**
 * The router's error view. A thrown response (an HTTP status from a loader) gets the
 * router's "Unexpected Application Error!" view; anything else the generic error screen.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common', { useSuspense: false });
  if (isRouteErrorResponse(error)) {
    return (
      <section role="alert" style={{ padding: '2rem' }}>
        <h2>{t('error.unexpected', 'Unexpected Application Error!')}</h2>
        <Pre>{`${error.status} ${error.statusText}`}</Pre>
      </section>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen />;
}
