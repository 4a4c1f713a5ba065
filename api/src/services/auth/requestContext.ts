import type { Context, SessionPolicy } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { AnalyticsIngest } from '../analytics/ingest.ts';
import type { PublicContent } from '../publicContent.ts';
import type { SiteSettingsStore } from '../settings/store.ts';
import { bearerToken, viewerForToken } from './sessions.ts';

/** Builds the context of one request: who is asking (from the bearer token) and from where. */
export async function createRequestContext(
  db: Db,
  request: Request,
  ip: string,
  sessionPolicy: SessionPolicy,
  publicContent: PublicContent,
  analytics: AnalyticsIngest,
  siteSettings: SiteSettingsStore,
): Promise<Context> {
  const token = bearerToken(request);
  const viewer = token ? await viewerForToken(db, token, sessionPolicy) : null;
  return {
    db,
    request,
    ip,
    userAgent: request.headers.get('user-agent') ?? '',
    viewer,
    tokenRejected: Boolean(token && !viewer),
    sessionPolicy,
    publicContent,
    analytics,
    siteSettings,
  };
}

/**
 * The caller's address: the socket's, or behind a trusted proxy the last X-Forwarded-For entry, the
 * one that proxy appended. Earlier entries are written by the client and prove nothing.
 */
export function clientIp(request: Request, socketIp: string | undefined, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  return (forwarded || socketIp || 'unknown').slice(0, 64);
}
