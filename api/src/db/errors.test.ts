import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { isDatabaseBusy } from './errors.ts';

// Two writers racing past an "is it taken?" check: the database's unique constraint decides, and
// the loser hears 409, never 500.

let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  app = createTestApp();
  const admin = await app.createStaff({ username: 'race-admin', role: 'ADMIN' });
  adminToken = await app.signIn(admin.username, admin.password);
});
afterAll(() => app.cleanup());

const newUser = (username: string, email: string) => ({
  username,
  email,
  displayName: 'Racer',
  password: 'a long enough passphrase',
  role: 'EDITOR',
});

describe('unique-constraint races', () => {
  it('50 parallel POST /api/users with one username: one 201, the rest 409', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.request('/api/users', { method: 'POST', json: newUser('same-name', `racer${i}@example.com`), token: adminToken }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await response.json()).toMatchObject({ success: false, error: 'CONFLICT', details: { username: 'taken' } });
    }
    expect(await app.db.user.count({ where: { username: 'same-name' } })).toBe(1);
  });

  it('parallel createUser mutations with one email: one wins, the others get CONFLICT', async () => {
    const mutation = 'mutation($input: CreateUserInput!) { createUser(input: $input) { user { id } } }';
    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await app.request('/graphql', {
          method: 'POST',
          json: { query: mutation, variables: { input: newUser(`racer-${i}`, 'shared@example.com') } },
          token: adminToken,
        });
        return response.json();
      }),
    );
    expect(results.filter((result) => result.data?.createUser)).toHaveLength(1);
    for (const result of results.filter((r) => r.errors)) expect(result.errors[0].extensions).toMatchObject({ code: 'CONFLICT', details: { email: 'taken' } });
  });
});

// Prisma's codes as its client raises them: a busy database is worth trying again (503), a caller's
// conflict is not.
describe('isDatabaseBusy', () => {
  it('is true for a transaction that could not start within its wait, or ran past its time (P2028)', () => {
    expect(isDatabaseBusy({ code: 'P2028', message: 'Transaction API error: Unable to start a transaction in the given time.' })).toBe(true);
  });

  it('is false for a unique constraint (P2002) or a record not found (P2025)', () => {
    expect(isDatabaseBusy({ code: 'P2002' })).toBe(false);
    expect(isDatabaseBusy({ code: 'P2025' })).toBe(false);
  });
});
