import { createContext, useContext } from 'react';
import { readSsrPayload } from '../../ssr/payload.ts';

// The external calendar-booking widget (BOOKING_WIDGET_URL): its script is downloaded only when a
// visitor asks to book a demo, and renders into the [data-booking-widget] element of the dialog.

/** The configured script on the server (from the request); undefined in the browser, which reads the page's payload. */
export const BookingWidgetUrl = createContext<string | null | undefined>(undefined);

export function useBookingWidgetUrl(): string | null {
  const fromServer = useContext(BookingWidgetUrl);
  return fromServer !== undefined ? fromServer : (readSsrPayload()?.bookingWidgetUrl ?? null);
}

export const bookingTimeoutMs = 10_000;

let loading: Promise<void> | null = null;

/** Adds the widget's script once; rejects when it fails or takes too long (and a later call tries again). */
export function loadBookingWidget(url: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => fail(new Error('The booking calendar took too long to load')), bookingTimeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(error);
    }
    script.src = url;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error('The booking calendar could not be loaded'));
    document.head.append(script);
  });
  return loading;
}
