import { ApiError, httpErrorMessage } from '../../../api/ApiError.ts';
import { toOfficeInput } from '../../../format/officeTime.ts';
import type { MessageStatus } from './inboxAddress.ts';

// The CSV export: the REST file the filters select, fetched with the staff member's token (a plain
// link could not send it), then saved under a dated name.

export interface InboxFilter {
  status: MessageStatus | null;
  search: string;
}

/** `enquiries-2026-11-22.csv`: the day of the export in the office's time zone (Dubai). */
export function csvFileName(now: Date = new Date()): string {
  return `enquiries-${toOfficeInput(now.toISOString()).slice(0, 10)}.csv`;
}

/** The export's address for the filters the list shows. */
export function csvExportPath({ status, search }: InboxFilter): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status.toLowerCase());
  if (search.trim()) query.set('search', search.trim());
  const text = query.toString();
  return `/api/contact-messages.csv${text ? `?${text}` : ''}`;
}

/** Downloads the CSV; a refusal (or an answer that is not a file) throws an ApiError with the server's code. */
export async function fetchInboxCsv(filter: InboxFilter, token: string | null, fetchImpl: typeof fetch = fetch): Promise<Blob> {
  const response = await fetchImpl(csvExportPath(filter), {
    headers: { accept: 'text/csv, application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string; error?: string } | null;
    throw new ApiError(httpErrorMessage(payload?.message, response.status), response.status, payload?.error ?? null);
  }
  return response.blob();
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
