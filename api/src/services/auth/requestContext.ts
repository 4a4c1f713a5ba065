import type { Context, Viewer } from '../../context.ts';
import type { PreviewGrant } from '../publishing/preview.ts';
import { mustSetUpSecondFactor } from './secondFactorPolicy.ts';
import { bearerToken, viewerForToken } from './sessions.ts';

/** What the contexts of all requests share: the app's parts, made once by createApp. */
export type ContextParts = Pick<
  Context,
  'db' | 'sessionPolicy' | 'publicContent' | 'analytics' | 'siteSettings' | 'publicSite' | 'webhooks' | 'singleSignOn'
> & {
  /** SITE_URL, when set. */
  siteUrl?: string;
};

/**
 * Who a context acts for: the caller at `ip`, as their bearer token says; or, `anonymous`, no one,
 * whatever the request carries (pages read what any visitor may read).
 */
export type ContextCaller = { ip: string; anonymous?: false } | { anonymous: true; preview?: PreviewGrant | null };

/**
 * The context of one request, the same at every door: GraphQL, REST, uploads and pages. Written out
 * as one literal, every context the same shape: the spreads it was made with cost a page view a tenth of its time.
 */
export async function createContext(request: Request, parts: ContextParts, caller: ContextCaller): Promise<Context> {
  const { db, sessionPolicy, publicContent, analytics, siteSettings, publicSite, siteUrl, webhooks, singleSignOn } = parts;
  const token = caller.anonymous ? null : bearerToken(request);
  const signedIn = token ? await viewerForToken(db, token, sessionPolicy) : null;
  // Under the second-factor policy without one, the staff member acts as a visitor but for setting one up.
  const held = signedIn !== null && (await mustSetUpSecondFactor(db, (await siteSettings.read()).secondFactorPolicy, signedIn));
  const viewer = signedIn && !held ? viewerOf(signedIn) : null;
  return {
    db,
    request,
    ip: caller.anonymous ? '' : caller.ip,
    userAgent: caller.anonymous ? '' : (request.headers.get('user-agent') ?? ''),
    viewer,
    tokenRejected: Boolean(token && !signedIn),
    awaitingSecondFactor: signedIn && held ? viewerOf(signedIn) : null,
    sessionPolicy,
    publicContent,
    analytics,
    siteSettings,
    publicSite,
    siteOrigin: siteUrl ?? new URL(request.url).origin,
    preview: caller.anonymous ? (caller.preview ?? null) : null,
    webhooks,
    singleSignOn,
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

/** The viewer of a session, without what only the context's making needed. */
function viewerOf({ id, username, role, sessionId, authenticatedAt }: Viewer): Viewer {
  return { id, username, role, sessionId, authenticatedAt };
}
