import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { applyEnquiryRetention } from './retention.ts';

// Enquiry retention (docs/security.md#enquiry-retention): an admin chooses how long enquiries are
// kept; older ones go with their notifications, newer ones stay, and the log counts what went.

let app: TestApp;
let admin: string;
let editor: string;
let ip = 0;
const day = 86_400_000;

async function enquire(subject: string, daysAgo: number): Promise<number> {
  const sent = await app.call('/api/contact', {
    method: 'POST',
    json: { fullName: 'Omar Saleh', email: 'omar@example.com', subject, message: 'How long do you keep what I send?', consent: true },
    ip: `198.51.100.${++ip}`,
  });
  expect(sent.status, sent.text).toBe(201);
  const enquiry = await app.db.contactMessage.findFirstOrThrow({ where: { subject } });
  await app.db.contactMessage.update({ where: { id: enquiry.id }, data: { createdAt: new Date(Date.now() - daysAgo * day) } });
  return enquiry.id;
}

const setRetention = (enquiryRetention: unknown, token = admin) => app.call('/api/settings', { method: 'PATCH', json: { enquiryRetention }, token });

beforeAll(async () => {
  app = createTestApp();
  const a = await app.createStaff({ username: 'retention-admin', role: 'ADMIN' });
  const e = await app.createStaff({ username: 'retention-editor', role: 'EDITOR' });
  admin = await app.signIn(a.username, a.password);
  editor = await app.signIn(e.username, e.password);
});
afterAll(() => app.cleanup());

describe('enquiry retention', () => {
  it('keeps every enquiry by default, however old', async () => {
    const settings = await app.call('/api/settings/all', { token: admin });
    expect(settings.body.data.enquiryRetention).toBe('FOREVER');
    const ancient = await enquire('From long ago', 3_000);
    expect(await applyEnquiryRetention(app.db)).toBe(0);
    expect(await app.db.contactMessage.count({ where: { id: ancient } })).toBe(1);
    await app.db.contactMessage.delete({ where: { id: ancient } });
  });

  it('deletes enquiries older than the chosen period with their notifications, keeps newer ones, and logs the count', async () => {
    const saved = await setRetention('DAYS_90');
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.settings.enquiryRetention).toBe('DAYS_90');
    const old = await enquire('Past the period', 91);
    const recent = await enquire('Within the period', 89);
    expect(await app.db.outbox.count({ where: { contactMessageId: old } })).toBeGreaterThan(0);

    expect(await applyEnquiryRetention(app.db)).toBe(1);
    expect(await app.db.contactMessage.findMany({ select: { id: true } })).toEqual([{ id: recent }]);
    expect(await app.db.outbox.count({ where: { contactMessageId: old } })).toBe(0);
    // Run again (another process, the next hour): nothing more goes.
    expect(await applyEnquiryRetention(app.db)).toBe(0);

    const logged = await app.db.auditEvent.findMany({ where: { action: 'contact.retention_applied' } });
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!.detail)).toMatchObject({ enquiries: 1, days: 90 });
    expect(logged[0]!.detail).not.toContain('omar@example.com');
  });

  it('answers a value it does not know with a clear 400 that changes nothing, and editors cannot change it', async () => {
    const wrong = await setRetention('DAYS_1');
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('enquiryRetention');
    expect(wrong.text).not.toMatch(/stack|prisma/i);
    const refused = await setRetention('FOREVER', editor);
    expect(refused.status).toBe(403);
    expect((await app.call('/api/settings/all', { token: admin })).body.data.enquiryRetention).toBe('DAYS_90');
  });
});
