import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';

// Persisted operations: the web app sends the id the Relay compiler gave each of its operations
// (`documentId`, the SHA-256 of the text) and /graphql runs the text kept under that id in the map
// `npm run generate` writes. GRAPHQL_PERSISTED_ONLY makes these the only operations it runs; the
// REST router and the server renderer execute in-process, past this door, and are not concerned.

export const persistedDocumentsFile = resolve(import.meta.dirname, '../../../web/src/__generated__/persistedDocuments.json');

/** What the compiler's SHA256 algorithm makes; nothing else is looked up. */
const documentIdPattern = /^[0-9a-f]{64}$/;

export interface PersistedDocuments {
  /** The operation's text kept under `id`, if any. */
  text(id: string): string | undefined;
}

function readDocuments(file: string): Map<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the persisted operations (${file}): run \`npm run generate\``, { cause: error });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file} is not a map of id to operation text`);
  const documents = new Map<string, string>();
  for (const [id, text] of Object.entries(parsed)) {
    if (!documentIdPattern.test(id) || typeof text !== 'string') throw new Error(`${file}: ${id.slice(0, 80)} is not a persisted operation`);
    documents.set(id, text);
  }
  return documents;
}

/**
 * The map, read once. With `reload` (development) it is read again when the file changes, so a
 * `npm run generate` reaches the running server without a restart.
 */
export function loadPersistedDocuments(options: { file?: string; reload?: boolean } = {}): PersistedDocuments {
  const file = options.file ?? persistedDocumentsFile;
  let documents = readDocuments(file);
  let modified = statSync(file).mtimeMs;
  return {
    text(id) {
      if (options.reload && statSync(file).mtimeMs !== modified) {
        modified = statSync(file).mtimeMs;
        documents = readDocuments(file);
      }
      return documents.get(id);
    },
  };
}

/** A refusal at the door, in the API's error shape, with its HTTP status (never logged as a fault). */
function refused(code: string, message: string, details?: Record<string, string>) {
  return createGraphQLError(message, { extensions: { code, ...(details ? { details } : {}), http: { status: 400 } } });
}

/** The id a request names, checked: a string of the compiler's form. */
function documentIdOf(params: GraphQLParams & { documentId?: unknown }, request: Request): string | null {
  // Yoga's GET parser keeps only the standard parameters.
  const id = params.documentId ?? (request.method === 'GET' ? new URL(request.url).searchParams.get('documentId') : null);
  if (id === undefined || id === null) return null;
  if (typeof id !== 'string' || !documentIdPattern.test(id)) {
    throw refused('BAD_USER_INPUT', 'documentId must be the SHA-256 (64 lower-case hex digits) of a persisted operation', { documentId: 'invalid' });
  }
  return id;
}

/** The body parameter, beside query, that Yoga must let through. */
export const persistedParamNames = ['documentId'];

/** Runs `documentId` requests from the map; with `persistedOnly`, refuses any other. */
export function persistedOperationsPlugins(documents: PersistedDocuments, options: { persistedOnly: boolean }): Plugin[] {
  return [
    {
      // The plugin below reads the id only when no query is sent: both at once is a mistake.
      onParams({ params, request }) {
        if (documentIdOf(params, request) !== null && params.query != null) {
          throw refused('BAD_USER_INPUT', 'Send either documentId or query, not both', { documentId: 'with_query' });
        }
      },
    },
    usePersistedOperations({
      allowArbitraryOperations: !options.persistedOnly,
      extractPersistedOperationId: (params, request) => documentIdOf(params, request),
      getPersistedOperation: (id) => documents.text(id) ?? null,
      customErrors: {
        keyNotFound: () => refused('BAD_USER_INPUT', 'Send an operation: documentId (a persisted operation) or query', { documentId: 'required' }),
        notFound: () => refused('PERSISTED_QUERY_NOT_FOUND', 'No operation is persisted under this documentId'),
        persistedQueryOnly: () => refused('PERSISTED_QUERY_REQUIRED', 'This server runs persisted operations only: send their documentId instead of query'),
      },
    }),
  ];
}
