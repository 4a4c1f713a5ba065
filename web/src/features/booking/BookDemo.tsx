import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button.tsx';
import { useBookingWidgetUrl } from './bookingWidget.ts';

const BookingDialog = lazy(() => import('./BookingDialog.tsx'));

/**
 * "Book a demo": opens the booking calendar when one is configured. Without one, before the app
 * runs, or when the calendar fails, it leads to the contact section, which always works.
 */
export function BookDemo({ children, variant = 'primary' }: { children?: ReactNode; variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('ui');
  const url = useBookingWidgetUrl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonLink
        as={Link}
        to="/#contact"
        $variant={variant}
        aria-haspopup={url ? 'dialog' : undefined}
        onClick={(event: React.MouseEvent) => {
          if (!url) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children ?? t('bookDemo')}
      </ButtonLink>
      {open && url && (
        <Suspense fallback={null}>
          <BookingDialog url={url} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
