// Sent with every response. Styles are inline (styled-components), scripts never are.
const securityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * The site's Content-Security-Policy. The booking calendar's script, when one is configured, may
 * load from its own origin and show its frames (it runs only when a visitor asks for it).
 */
export function contentSecurityPolicy(bookingWidgetUrl?: string): string {
  const booking = bookingWidgetUrl ? ` ${new URL(bookingWidgetUrl).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${booking}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    `connect-src 'self'${booking}`,
    ...(booking ? [`frame-src${booking}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const defaultPolicy = contentSecurityPolicy();

let lastPolicy = { bookingWidgetUrl: undefined as string | undefined, policy: defaultPolicy };

/** The policy for the booking calendar set now, computed again only when it changes (the settings may change it at any time). */
export function currentSecurityPolicy(bookingWidgetUrl: string | null | undefined): string {
  const url = bookingWidgetUrl ?? undefined;
  if (url !== lastPolicy.bookingWidgetUrl) lastPolicy = { bookingWidgetUrl: url, policy: contentSecurityPolicy(url) };
  return lastPolicy.policy;
}

/** A year, this host and its subdomains: sent only by a site whose address (SITE_URL) is https. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

export function withSecurityHeaders(response: Response, isGraphiQL: boolean, policy = defaultPolicy, site: { https?: boolean } = {}): Response {
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  if (site.https) response.headers.set('strict-transport-security', strictTransportSecurity);
  // GraphiQL loads its own scripts from a CDN; every other page uses only our own files, but for
  // images: a post's cover and pictures may be at any https:// address its editor gave.
  if (!isGraphiQL && !response.headers.has('content-security-policy')) {
    response.headers.set('content-security-policy', policy);
  }
  return response;
}
