import BookingDialog from '../features/booking/BookingDialog.tsx';
import { renderAlone } from './hydrate.tsx';

/** The booking calendar's dialog on a page of islands, drawn by the browser at the visitor's click. */
export function openBooking(url: string) {
  void renderAlone((close) => <BookingDialog url={url} onClose={close} />, ['contact', 'ui', 'components']);
}
