import type { Context } from '../../context.ts';
import { bearerToken, viewerForToken } from './sessions.ts';

/** What the contexts of all requests share: the app's parts, made once by createApp. */
export type ContextParts = Pick<Context, 'db' | 'sessionPolicy' | 'publicContent' | 'analytics' | 'siteSettings'>;

/**
 * Who a context acts for: the caller at `ip`, as their bearer token says; or, `anonymous`, no one,
 * whatever the request carries (pages read what any visitor may read).
 */
export type ContextOptions = ContextParts & ({ ip: string; anonymous?: false } | { anonymous: true });

/** The context of one request, the same at every door: GraphQL, REST, uploads and pages. */
export async function createContext(request: Request, options: ContextOptions): Promise<Context> {
  const { db, sessionPolicy, publicContent, analytics, siteSettings } = options;
  const parts = { db, sessionPolicy, publicContent, analytics, siteSettings };
  if (options.anonymous) return { ...parts, request, ip: '', userAgent: '', viewer: null, tokenRejected: false };
  const token = bearerToken(request);
  const viewer = token ? await viewerForToken(db, token, sessionPolicy) : null;
  return { ...parts, request, ip: options.ip, userAgent: request.headers.get('user-agent') ?? '', viewer, tokenRejected: Boolean(token && !viewer) };
}

/**
 * The caller's address: the socket's, or behind a trusted proxy the last X-Forwarded-For entry, the
 * one that proxy appended. Earlier entries are written by the client and prove nothing.
 */
export function clientIp(request: Request, socketIp: string | undefined, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  return (forwarded || socketIp || 'unknown').slice(0, 64);
}
