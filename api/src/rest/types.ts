import type { z } from 'zod';
import type { Context } from '../context.ts';
import type { ErrorCode } from '../errors.ts';

export interface RestInput {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

/**
 * Who may call a route, as its service decides: `public` anyone (no token needed), `staff` signed-in
 * editors and admins, `admin` admins only, `own` admins on any record and editors on their own.
 */
export type RouteAccess = 'public' | 'staff' | 'admin' | 'own';

/** The areas the OpenAPI document groups routes by (rest/openapi.ts describes each). */
export type ApiTag =
  | 'Service'
  | 'Auth'
  | 'Users'
  | 'Blog'
  | 'Contact'
  | 'Analytics'
  | 'Activity'
  | 'Settings'
  | 'Media'
  | 'Pages'
  | 'Redirects'
  | 'Previews'
  | 'Review'
  | 'Personal data'
  | 'Site'
  | 'Webhooks';

/** What the OpenAPI document (`/api/openapi.json`, rest/openapi.ts) says of a route; openapi.test.ts holds real answers to it. */
export interface RouteDoc {
  summary: string;
  description?: string;
  tag: ApiTag;
  access: RouteAccess;
  /** The query parameters the route reads, one property each (path parameters come from the path). */
  query?: z.ZodObject;
  /** The body: JSON, or the form's parts for an `upload`. */
  body?: z.ZodType;
  /** The `data` of a success, or the text of a `file`; none for a 204. */
  data?: z.ZodType;
  /**
   * Refusals beyond those the route's shape implies (bad input, a missing token, an admin's or owner's
   * route, an id in the path, a body, a write): say CONFLICT or RATE_LIMITED here.
   */
  refusals?: ErrorCode[];
  /** Open to a staff member the second-factor policy holds at setup: the routes that add a factor, read their own account or sign out. */
  duringSetup?: boolean;
}

/** A file a route names itself (`file.namePattern`). */
export interface FileAnswer {
  filename: string;
  bytes: Uint8Array;
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The GraphQL operation this route runs. */
  document: string;
  variables?: (input: RestInput) => Record<string, unknown>;
  /**
   * Calls the service behind the operation directly, with the variables `variables` makes, and
   * returns what the operation's data would be, instead of executing `document`. Only for the
   * page-view beacon, whose work costs less than graphql-js's execution of it (docs/analytics.md):
   * its service checks every value itself, so both doors rely on the same checks; `document` stays
   * its GraphQL twin, validated at start.
   */
  direct?: (variables: Record<string, unknown>, ctx: Context) => Promise<Record<string, unknown>>;
  /** Turns the operation's data into the `data` of the `{ success, data }` envelope. */
  respond: (data: any, input: RestInput, ctx: Context) => unknown;
  /** The status of a success; 204 sends no body (`respond` is still called, its value unused). */
  status?: number;
  /**
   * The body as `navigator.sendBeacon` sends it: JSON also under text/plain, within `maxBodyBytes`
   * (the beacon's endpoints take small bodies only).
   */
  beacon?: { maxBodyBytes: number };
  /**
   * The body is multipart/form-data (a file upload) of at most `maxBodyBytes`: its parts become `body`
   * (files as File). A larger one is refused with `tooLarge`, naming the file.
   */
  upload?: { maxBodyBytes: number; tooLarge: string };
  /**
   * Sends what `respond` returns (text) as the body, of this type, instead of in the `{ success, data }`
   * envelope; with a `filename`, as a file to download. With a `namePattern`, `respond` returns a
   * FileAnswer: bytes, and a name of its own (matching the pattern, as the document says).
   */
  file?: { contentType: string; filename?: string; namePattern?: string };
  /** Answers every anonymous caller alike, changing only with public content: the public cache may keep it. */
  publicRead?: boolean;
  /** Its entry in the OpenAPI document. */
  doc: RouteDoc;
}
