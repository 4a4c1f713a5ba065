import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { ButtonLink } from '../../components/Button.tsx';
import { useBookingWidgetUrl } from './bookingWidget.ts';

const BookingDialog = lazy(() => import('./BookingDialog.tsx'));

/**
 * "Book a demo": opens the booking calendar when one is configured. Without one, before the page's
 * code runs, or when the calendar fails, it leads to the contact section, which always works. In the
 * app its own click opens the dialog; on a page of islands, the page's enhancements do
 * (`data-book-demo`, public/navigation.ts), so that no React runs for a button.
 */
export function BookDemo({ children, variant = 'primary' }: { children?: ReactNode; variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation('ui');
  const url = useBookingWidgetUrl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonLink
        href="/#contact"
        data-book-demo=""
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
