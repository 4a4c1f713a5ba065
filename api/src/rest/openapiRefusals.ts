import { errorStatus, type ErrorCode } from '../errors.ts';
import type { JsonSchema } from './jsonSchema.ts';
import { paramNames } from './paths.ts';
import type { RestRoute } from './types.ts';

// The refusals of the OpenAPI document (rest/openapi.ts): which a route may answer, from its shape
// and its `doc`, and each once under components.responses, in the error shape with its code fixed.

const takesBody = (route: RestRoute) => route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';

const refusalWords: Record<ErrorCode, string> = {
  BAD_USER_INPUT: 'Bad input: `details` names each field at fault, with a code',
  UNAUTHENTICATED: 'No valid bearer token: sign in (again)',
  FORBIDDEN: "Not for this caller, or sent from another site's page",
  REAUTHENTICATION_REQUIRED: 'Confirm it is you first (POST /api/auth/reauthenticate with your password or a code), then send the request again',
  SECOND_FACTOR_REQUIRED: 'The sign-in policy requires a second factor of this account: set one up first',
  NOT_FOUND: 'No such record, or none this caller may see',
  REQUEST_TIMEOUT: 'The request took too long to arrive',
  CONFLICT: 'In conflict with what is stored: a value already taken, or a change saved since the version sent',
  NOT_ACCEPTABLE: 'No answer of an acceptable type',
  PAYLOAD_TOO_LARGE: 'The body is over its limit (1 MiB; an image 15 MB)',
  UNSUPPORTED_MEDIA_TYPE: 'The body is not of a type this route takes',
  RATE_LIMITED: 'Too many attempts: try again after Retry-After seconds',
  SERVICE_UNAVAILABLE: 'Busy, or the database out of reach: try again after Retry-After seconds',
};

const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again', required: true, schema: { type: 'integer', minimum: 0 } } };
const refusalHeaders: Partial<Record<ErrorCode, JsonSchema>> = {
  UNAUTHENTICATED: { 'WWW-Authenticate': { description: 'The scheme that would do', required: true, schema: { const: 'Bearer' } } },
  RATE_LIMITED: retryAfter,
  SERVICE_UNAVAILABLE: retryAfter,
};

/** The refusals a route may answer: those its shape brings, and those it declares. */
export function refusalsOf(route: RestRoute): ErrorCode[] {
  const codes = new Set<ErrorCode>(route.doc.refusals);
  const params = paramNames(route.path).length > 0;
  const write = route.method !== 'GET';
  if (params || route.doc.query || takesBody(route)) codes.add('BAD_USER_INPUT');
  if (route.doc.access !== 'public') codes.add('UNAUTHENTICATED').add('SECOND_FACTOR_REQUIRED');
  // Another site's page may not send a write (http/cors.ts), whoever the route is for.
  if (route.doc.access === 'admin' || route.doc.access === 'own' || write) codes.add('FORBIDDEN');
  if (params) codes.add('NOT_FOUND');
  if (takesBody(route)) codes.add('PAYLOAD_TOO_LARGE').add('UNSUPPORTED_MEDIA_TYPE');
  // Every route but the description itself reads the database, which may be locked by another
  // for too long, out of connections or out of reach.
  if (route.path !== '/api/openapi.json') codes.add('SERVICE_UNAVAILABLE');
  return [...codes].sort((a, b) => errorStatus[a] - errorStatus[b]);
}

/** Each refusal once, with its status and code fixed, for the operations to reference. */
export function refusalResponses(codes: ErrorCode[], errorSchema: JsonSchema): Record<string, JsonSchema> {
  const refusal = (description: string, fixed: JsonSchema = {}, headers?: JsonSchema) => ({
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: Object.keys(fixed).length ? { allOf: [errorSchema, { type: 'object', properties: fixed }] } : errorSchema } },
  });
  return {
    ...Object.fromEntries(
      codes.map((code) => [code, refusal(refusalWords[code], { error: { const: code }, status: { const: errorStatus[code] } }, refusalHeaders[code])]),
    ),
    Error: refusal('Any other refusal (405 with Allow, 406, 408), or 500 INTERNAL_SERVER_ERROR for a fault of ours'),
  };
}
