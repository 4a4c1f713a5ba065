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
  /** Turns the operation's data into the `data` of the `{ success, data }` envelope. */
  respond: (data: any, input: RestInput, ctx: Context) => unknown;
  status?: number;
  /** Sends what `respond` returns (text) as a file to download, instead of in the `{ success, data }` envelope. */
  file?: { contentType: string; filename: string };
  /** Answers every anonymous caller alike, changing only with public content: the public cache may keep it. */
  publicRead?: boolean;
}
