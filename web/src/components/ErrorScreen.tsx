import styled from 'styled-components';
import { useTranslation } from '../i18n/useTranslation.ts';
import { Button } from './Button.tsx';

const Panel = styled.section`
  display: grid;
  place-items: center;
  min-block-size: 60vh;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  & > div {
    max-inline-size: 32rem;
  }
  p {
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** The spec's generic error screen: a message and a button that reloads the page. */
export function ErrorScreen() {
  // Without suspense: this screen must render even when translations failed to load.
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Panel role="alert">
      <div>
        <h1>{t('error.title', 'Something went wrong')}</h1>
        <p>{t('error.body', 'We apologize for the inconvenience. Please try refreshing the page.')}</p>
        <Button type="button" onClick={() => window.location.reload()}>
          {t('error.refresh', 'Refresh Page')}
        </Button>
      </div>
    </Panel>
  );
}
