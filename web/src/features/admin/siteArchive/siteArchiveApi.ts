import { ApiError, httpErrorMessage } from '../../../api/ApiError.ts';

// Export and import (docs/operations.md#export-and-import) through REST, with the staff member's
// token (a plain link or form could not send it): the archive comes back as a file, and goes as a
// multipart upload.

export interface SiteImport {
  posts: number;
  pages: number;
  tags: number;
  media: number;
  redirects: number;
  peopleAdded: number;
}

async function refusal(response: Response): Promise<ApiError> {
  const payload = (await response.json().catch(() => null)) as { message?: string; error?: string; details?: Record<string, string> } | null;
  return new ApiError(httpErrorMessage(payload?.message, response.status), response.status, payload?.error ?? null, payload?.details ?? null);
}

const authorization = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** The archive, and the name the server gave it. */
export async function fetchSiteExport(token: string | null, fetchImpl: typeof fetch = fetch): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetchImpl('/api/export', { method: 'POST', headers: { accept: 'application/zip, application/json', ...authorization(token) } });
  if (!response.ok) throw await refusal(response);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'sovra-site.zip';
  return { blob: await response.blob(), fileName };
}

/** Sends an archive to replace the site's content; what it brought in. */
export async function sendSiteImport(file: File, token: string | null, fetchImpl: typeof fetch = fetch): Promise<SiteImport> {
  const body = new FormData();
  body.set('archive', file);
  const response = await fetchImpl('/api/import', { method: 'POST', headers: { accept: 'application/json', ...authorization(token) }, body });
  if (!response.ok) throw await refusal(response);
  return ((await response.json()) as { data: SiteImport }).data;
}
