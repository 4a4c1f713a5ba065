import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testPassword, type TestApp } from '../../testing/testApp.ts';
import { composeNewSignIn, newSignInKind } from './newSignIns.ts';

// A notice of a new sign-in (docs/security.md#new-sign-ins): a sign-in from a browser the account has
// not used queues an email to its owner; a known browser, the very first sign-in and an owner who
// turned notices off queue none.

let app: TestApp;
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const safari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

async function signIn(username: string, headers: Record<string, string>, ip = '203.0.113.40') {
  const answer = await app.call('/api/auth/login', { method: 'POST', json: { username, password: testPassword }, headers, ip });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.token as string;
}

const notices = (userId: number) =>
  app.db.outbox.findMany({ where: { kind: newSignInKind } }).then((rows) => rows.filter((row) => JSON.parse(row.payload).userId === userId));

beforeAll(() => {
  app = createTestApp();
});
afterAll(() => app.cleanup());

describe('new sign-in notices', () => {
  it('tells no one of the first sign-in, nor of a known browser; tells the owner of a new one, where and when', async () => {
    const staff = await app.createStaff({ username: 'notice-editor', role: 'EDITOR' });
    const laptop = { 'user-agent': firefox, 'x-sovra-device': 'laptop-device-key-0001' };
    await signIn(staff.username, laptop);
    await signIn(staff.username, laptop, '198.51.100.7');
    expect(await notices(staff.id)).toHaveLength(0);

    await signIn(staff.username, { 'user-agent': safari, 'x-sovra-device': 'stranger-device-key-01' }, '192.0.2.99');
    const [notice] = await notices(staff.id);
    expect(JSON.parse(notice.payload)).toMatchObject({ userId: staff.id, ip: '192.0.2.99', userAgent: safari });

    const mail = await composeNewSignIn({ siteUrl: 'https://sovra.example' })(app.db, JSON.parse(notice.payload));
    expect(mail!.to).toEqual(['notice-editor@example.com']);
    expect(mail!.text).toContain('Safari, macOS');
    expect(mail!.text).toContain('192.0.2.99');
    expect(mail!.text).toContain('https://sovra.example/admin/profile');
    expect(mail!.text).toContain('سُجّل الدخول');
  });

  it('knows an API client without a device key by its User-Agent', async () => {
    const staff = await app.createStaff({ username: 'notice-script', role: 'EDITOR' });
    await signIn(staff.username, { 'user-agent': 'sovra-sync/1.0' });
    await signIn(staff.username, { 'user-agent': 'sovra-sync/1.0' });
    expect(await notices(staff.id)).toHaveLength(0);
    await signIn(staff.username, { 'user-agent': 'curl/8.5.0' });
    expect(await notices(staff.id)).toHaveLength(1);
  });

  it('sends none once the owner turned notices off, even for a notice already queued', async () => {
    const staff = await app.createStaff({ username: 'notice-quiet', role: 'EDITOR' });
    const token = await signIn(staff.username, { 'user-agent': firefox, 'x-sovra-device': 'quiet-device-key-0001' });
    await signIn(staff.username, { 'user-agent': firefox, 'x-sovra-device': 'quiet-device-key-0002' });
    const [queued] = await notices(staff.id);
    const off = await app.graphql('mutation { updateOwnProfile(input: { signInNotices: false }) { user { signInNotices } } }', {}, token);
    expect(off).toEqual({ data: { updateOwnProfile: { user: { signInNotices: false } } } });
    expect(await composeNewSignIn({})(app.db, JSON.parse(queued.payload))).toBeNull();
    await signIn(staff.username, { 'user-agent': firefox, 'x-sovra-device': 'quiet-device-key-0003' });
    expect(await notices(staff.id)).toHaveLength(1);
  });
});
