import { apiError } from '../errors.ts';
import { parseMultipart } from './body.ts';

// The GraphQL multipart request spec (image uploads at /graphql): Yoga reads it, but answers some
// malformed requests with a 500 or runs them half-read. Its parts are checked here first, so what
// cannot run is a 400 with a code.

function parsePart(form: FormData, name: string): unknown {
  const value = form.get(name);
  if (typeof value !== 'string')
    throw apiError('BAD_USER_INPUT', `The multipart request needs an "${name}" part (the GraphQL multipart request spec)`, { [name]: 'required' });
  try {
    return JSON.parse(value);
  } catch {
    throw apiError('BAD_USER_INPUT', `The "${name}" part is not JSON`, { [name]: 'invalid' });
  }
}

/** Refuses (400) a multipart body whose `operations` is not one operation or whose `map` does not map files to variables. */
export async function checkUploadParts(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<void> {
  const form = await parseMultipart(body, contentType);
  const operations = parsePart(form, 'operations');
  const operation =
    typeof operations === 'object' && operations !== null && !Array.isArray(operations) ? (operations as { query?: unknown; documentId?: unknown }) : null;
  // Its document as text, or the id it is persisted under (graphql/persisted.ts checks the id).
  if (!operation || (typeof operation.query !== 'string' && typeof operation.documentId !== 'string')) {
    throw apiError('BAD_USER_INPUT', 'The "operations" part must be one operation: an object with a query or a documentId', { operations: 'invalid' });
  }
  const map = parsePart(form, 'map');
  const entries = typeof map === 'object' && map !== null && !Array.isArray(map) ? Object.entries(map) : null;
  const valid = entries?.every(
    ([part, paths]) =>
      form.get(part) instanceof Blob &&
      Array.isArray(paths) &&
      paths.length > 0 &&
      paths.every((path) => typeof path === 'string' && path.startsWith('variables.')),
  );
  if (!valid) throw apiError('BAD_USER_INPUT', 'The "map" part must name file parts, each with the variables it fills ("variables.…")', { map: 'invalid' });
}
