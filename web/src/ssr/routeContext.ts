import { createContext } from 'react';
import type { Environment } from 'relay-runtime';
import type { Language } from '../i18n/languages.ts';

/** What names an operation: its persisted id (what Relay's artifacts carry), else its text. */
export interface OperationDocument {
  id?: string | null;
  text?: string | null;
}

/**
 * What the server hands each route loader of one request (React Router's `context`): the language
 * it chose and a Relay environment that runs queries in-process as an anonymous visitor. In the
 * browser loaders get no context and use the app's own environment and language.
 */
export interface RouteContext {
  language: Language;
  relayEnvironment: Environment;
  /** Runs a GraphQL operation in-process, for loaders that do without Relay (the home page). */
  executeGraphQL: (operation: OperationDocument, variables: Record<string, unknown>) => Promise<unknown>;
}

export function serverRouteContext(context: unknown): RouteContext | null {
  const candidate = context as Partial<RouteContext> | null | undefined;
  return candidate?.relayEnvironment && candidate.language ? (candidate as RouteContext) : null;
}

/** The per-request Relay environment while rendering on the server; null in the browser. */
export const ServerRelayEnvironment = createContext<Environment | null>(null);
