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

export type StaffRole = 'ADMIN' | 'EDITOR' | 'CONTRIBUTOR';

/**
 * Makes a staff account as the admin whose token is given (email `username@example.com` unless
 * given; display name the username unless given); returns its id. Each file names its own accounts:
 * the files share one server.
 */
export async function createStaff(
  adminToken: string,
  account: { username: string; password: string; displayName?: string; email?: string },
  role: StaffRole,
): Promise<string> {
  const { createUser } = await graphql<{ createUser: { user: { id: string } } }>(
    adminToken,
    'mutation($input: CreateUserInput!) { createUser(input: $input) { user { id } } }',
    {
      input: {
        username: account.username,
        email: account.email ?? `${account.username}@example.com`,
        displayName: account.displayName ?? account.username,
        password: account.password,
        role,
      },
    },
  );
  return createUser.user.id;
}
