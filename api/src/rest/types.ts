import type { Context } from '../context.ts';

export interface RestInput {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
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
   * page-view beacon, whose work costs less than graphql-js's execution of it (README, "Analytics"):
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
  /** The body is multipart/form-data (a file upload) of at most `maxBodyBytes`: its parts become `body` (files as File). */
  upload?: { maxBodyBytes: number };
  /** Sends what `respond` returns (text) as a file to download, instead of in the `{ success, data }` envelope. */
  file?: { contentType: string; filename: string };
  /** Answers every anonymous caller alike, changing only with public content: the public cache may keep it. */
  publicRead?: boolean;
}
