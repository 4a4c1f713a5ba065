import { useSiteSettings } from '../../settings/siteSettings.ts';

// The external calendar-booking widget (the booking setting, else BOOKING_WIDGET_URL): its script is
// downloaded only when a visitor asks to book a demo, and renders into the [data-booking-widget]
// element of the dialog.

export function useBookingWidgetUrl(): string | null {
  return useSiteSettings().bookingWidgetUrl;
}

export const bookingTimeoutMs = 10_000;

/**
 * Runs the widget's script for a dialog that has just opened: every time, since a widget draws
 * into the [data-booking-widget] element it finds when it runs (the browser's cache makes it cheap).
 * Rejects when it fails or takes too long.
 */
export function loadBookingWidget(url: string): Promise<void> {
  document.querySelectorAll('script[data-booking-script]').forEach((old) => old.remove());
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => fail(new Error('The booking calendar took too long to load')), bookingTimeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      script.remove();
      reject(error);
    }
    script.src = url;
    script.async = true;
    script.dataset.bookingScript = '';
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error('The booking calendar could not be loaded'));
    document.head.append(script);
  });
}
