import { apiError, type ApiError } from '../errors.ts';
import { graphqlRefusalResponse } from '../graphql/errors.ts';
import { restApiErrorResponse } from '../rest/errors.ts';
import { isMultipartMediaType } from './body.ts';
import { parseUrl } from '../services/parseUrl.ts';

// Which other sites' pages may call the API from a browser. The site's own pages are same-origin
// and need no CORS headers, so by default none are sent; CORS_ORIGINS lists exact origins that
// get them on /graphql and /api/*. Sign-in is a bearer token, not a cookie: no credentials mode.

const allowedHeaders = 'authorization, content-type';
const preflightMaxAgeSeconds = '600';
/** What a page elsewhere may read of an answer beyond the basics: the validator, the scheme to sign in with, when to retry, a download's name, where a new record is. */
const exposedHeaders = 'etag, www-authenticate, retry-after, content-disposition, location';
const graphqlMethods = ['GET', 'HEAD', 'POST'];

function isApiPath(pathname: string): boolean {
  return pathname === '/graphql' || pathname === '/api' || pathname.startsWith('/api/');
}

function isPreflight(request: Request): boolean {
  return request.method === 'OPTIONS' && request.headers.has('origin') && request.headers.has('access-control-request-method');
}

export interface CorsPolicy {
  /** The answer to a CORS preflight for the API (204 with the path's methods, 403 for an origin not on the list, 404 for a path the API lacks); null for any other request. */
  preflight(request: Request, url: URL): Response | null;
  /**
   * 403 for a write to the REST API sent by another site's page (its Origin is neither this site nor on
   * the list), or null. Browsers send some writes across sites without a preflight: a POST without a
   * body, or with a text or form body, reaches the server even when CORS hides the answer, so a page
   * elsewhere could make its visitors like and view posts. Browsers always send Origin on those.
   */
  crossSiteWrite(request: Request, url: URL): Response | null;
  /** Adds the CORS headers an API response needs for the request's origin (none for a foreign one). */
  decorate(request: Request, url: URL, response: Response): Response;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A refusal in the shape of the door asked: GraphQL's or REST's. */
function refusal(url: URL, error: ApiError): Response {
  return url.pathname === '/graphql' ? graphqlRefusalResponse(error) : restApiErrorResponse(error);
}

function sameSite(origin: string, url: URL): boolean {
  // Hosts, not origins: behind a proxy that ends TLS the request arrives as http:// for an https:// page.
  return parseUrl(origin)?.host === url.host;
}

/**
 * `restMethods` gives the methods the REST table takes at a path, or null for a path it lacks: a
 * preflight answers those, or 404.
 */
export function createCorsPolicy(allowedOrigins: readonly string[], restMethods: (pathname: string) => string[] | null): CorsPolicy {
  const allowed = new Set(allowedOrigins);
  const allowedOrigin = (request: Request) => {
    const origin = request.headers.get('origin');
    return origin !== null && allowed.has(origin) ? origin : null;
  };

  return {
    preflight(request, url) {
      if (!isApiPath(url.pathname) || !isPreflight(request)) return null;
      const origin = allowedOrigin(request);
      if (!origin) {
        return refusal(url, apiError('FORBIDDEN', 'This origin may not call the API'));
      }
      const methods = url.pathname === '/graphql' ? graphqlMethods : restMethods(url.pathname);
      if (!methods) return restApiErrorResponse(apiError('NOT_FOUND', 'No such API endpoint'));
      return new Response(null, {
        status: 204,
        headers: {
          'access-control-allow-origin': origin,
          'access-control-allow-methods': methods.join(', '),
          'access-control-allow-headers': allowedHeaders,
          'access-control-max-age': preflightMaxAgeSeconds,
          vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
        },
      });
    },
    crossSiteWrite(request, url) {
      // /graphql takes JSON bodies, which no browser sends across sites without a preflight, and
      // multipart uploads, which it does.
      const origin = request.headers.get('origin');
      const jsonGraphql = url.pathname === '/graphql' && !isMultipartMediaType(request.headers.get('content-type'));
      if (!isApiPath(url.pathname) || jsonGraphql || safeMethods.has(request.method) || origin === null) return null;
      if (sameSite(origin, url) || allowed.has(origin)) return null;
      return refusal(url, apiError('FORBIDDEN', 'Other sites may not send changes to this API'));
    },
    decorate(request, url, response) {
      if (!isApiPath(url.pathname) || isPreflight(request)) return response;
      // The answer differs by Origin: caches must keep one per origin.
      response.headers.append('vary', 'Origin');
      const origin = allowedOrigin(request);
      if (origin) {
        response.headers.set('access-control-allow-origin', origin);
        response.headers.set('access-control-expose-headers', exposedHeaders);
      }
      return response;
    },
  };
}
