// Sent with every response. Styles are inline (styled-components), scripts never are.
const securityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

export function withSecurityHeaders(response: Response, isGraphiQL: boolean): Response {
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  // GraphiQL loads its own scripts from a CDN; every other page uses only our own files, but for
  // images: a post's cover and pictures may be at any https:// address its editor gave.
  if (!isGraphiQL && !response.headers.has('content-security-policy')) {
    response.headers.set(
      'content-security-policy',
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    );
  }
  return response;
}
