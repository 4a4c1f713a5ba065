import { baseUrl } from './browser.ts';

// The running site's API (or another server's, at `origin`), for browser tests that set up or check data behind the pages.

/** Signs in through REST; returns the bearer token. */
export async function login(username: string, password: string, origin = baseUrl()): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** Runs a GraphQL operation as the token's user; throws on errors. */
export async function graphql<T>(token: string, query: string, variables: Record<string, unknown> = {}, origin = baseUrl()): Promise<T> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
