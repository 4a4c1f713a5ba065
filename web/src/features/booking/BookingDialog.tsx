import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { loadBookingWidget } from './bookingWidget.ts';

// The booking calendar's dialog: its own chunk, downloaded with the calendar when a visitor asks.

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

const Calendar = styled.div`
  min-block-size: 0;
  &:not(:empty) {
    min-block-size: 22rem;
  }
`;

type State = 'loading' | 'ready' | 'failed';

export function BookingDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation('contact');
  const [state, setState] = useState<State>('loading');
  useEffect(() => {
    let live = true;
    loadBookingWidget(url).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Dialog title={t('bookDialogTitle')} open onClose={onClose}>
      <div aria-live="polite">
        {state === 'loading' && (
          <Status>
            <Spinner />
            <p>{t('bookLoading')}</p>
          </Status>
        )}
        {state === 'failed' && (
          <Status role="alert">
            <p>
              {t('bookUnavailable')}{' '}
              <a href="/#contact" onClick={onClose}>
                {t('bookFallbackLink')}
              </a>
            </p>
          </Status>
        )}
      </div>
      <Calendar data-booking-widget="" data-language={t('common:languageName')} />
    </Dialog>
  );
}

export default BookingDialog;
