import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/ApiError.ts';
import { csvExportPath, csvFileName, fetchInboxCsv } from './csvExport.ts';

describe('the CSV export', () => {
  it('names the file after the day in Dubai', () => {
    expect(csvFileName(new Date('2026-11-22T08:00:00Z'))).toBe('enquiries-2026-11-22.csv');
    // 22:30 in UTC is already the next morning in Dubai (UTC+4).
    expect(csvFileName(new Date('2026-11-22T22:30:00Z'))).toBe('enquiries-2026-11-23.csv');
    expect(csvFileName(new Date('2026-12-31T19:59:59Z'))).toBe('enquiries-2026-12-31.csv');
  });

  it('asks for what the list shows', () => {
    expect(csvExportPath({ status: null, search: '' })).toBe('/api/contact-messages.csv');
    expect(csvExportPath({ status: 'ARCHIVED', search: '' })).toBe('/api/contact-messages.csv?status=archived');
    expect(csvExportPath({ status: 'NEW', search: ' GPU & cloud ' })).toBe('/api/contact-messages.csv?status=new&search=GPU+%26+cloud');
    expect(csvExportPath({ status: null, search: 'ذكاء' })).toBe(`/api/contact-messages.csv?search=${encodeURIComponent('ذكاء')}`);
  });

  it('sends the staff member’s token and returns the file', async () => {
    const fetchImpl = vi.fn(async () => new Response('\ufeff"id"\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }));
    const blob = await fetchInboxCsv({ status: 'READ', search: '' }, 'the-token', fetchImpl as unknown as typeof fetch);
    expect(await blob.text()).toContain('"id"');
    expect(fetchImpl).toHaveBeenCalledWith('/api/contact-messages.csv?status=read', {
      headers: expect.objectContaining({ authorization: 'Bearer the-token' }),
    });
  });

  it('turns a refusal into an ApiError with the server’s code', async () => {
    const fetchImpl = async () =>
      new Response(JSON.stringify({ success: false, message: 'Authentication required', error: 'UNAUTHENTICATED', status: 401 }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    const failure = await fetchInboxCsv({ status: null, search: '' }, null, fetchImpl).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, error: 'UNAUTHENTICATED', message: 'Authentication required' });
    const proxyPage = async () => new Response('<html>Bad gateway</html>', { status: 502 });
    expect(await fetchInboxCsv({ status: null, search: '' }, 't', proxyPage).catch((error: unknown) => error)).toMatchObject({
      status: 502,
      message: 'HTTP error! status: 502',
    });
  });
});
