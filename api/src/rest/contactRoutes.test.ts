import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../services/contact/csv.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// The staff inbox of enquiries through REST and GraphQL: who may read, change, delete and export
// them, the list's filters and paging, and the CSV export.

let app: TestApp;
let editor: string;
let admin: string;

beforeAll(async () => {
  app = createTestApp();
  const e = await app.createStaff({ username: 'inbox-editor', role: 'EDITOR' });
  const a = await app.createStaff({ username: 'inbox-admin', role: 'ADMIN' });
  editor = await app.signIn(e.username, e.password);
  admin = await app.signIn(a.username, a.password);
});
afterAll(() => app.cleanup());

/** A REST call with its body read. */
const call: TestApp['call'] = (path, init) => app.call(path, init);

let sequence = 0;
async function message(
  overrides: Partial<{
    fullName: string;
    company: string;
    email: string;
    subject: string;
    message: string;
    status: 'NEW' | 'READ' | 'ARCHIVED';
    createdAt: Date;
  }> = {},
) {
  sequence += 1;
  return app.db.contactMessage.create({
    data: {
      fullName: `Sender ${sequence}`,
      email: `sender${sequence}@example.com`,
      subject: `Enquiry ${sequence}`,
      message: `Please tell us more, number ${sequence}.`,
      createdAt: new Date(Date.UTC(2026, 10, 1) + sequence * 60_000),
      notifications: { create: { kind: 'contact.notify_staff', payload: '{}' } },
      ...overrides,
    },
  });
}

beforeEach(async () => {
  await app.db.contactMessage.deleteMany();
});

describe('who may use the inbox', () => {
  it('answers visitors 401 on every staff route, REST and GraphQL', async () => {
    const { id } = await message();
    for (const [method, path] of [
      ['GET', '/api/contact-messages'],
      ['GET', '/api/contact-messages.csv'],
      ['GET', `/api/contact-messages/${id}`],
      ['PATCH', `/api/contact-messages/${id}`],
      ['DELETE', `/api/contact-messages/${id}`],
    ]) {
      const result = await call(path, { method, ...(method === 'PATCH' ? { json: { status: 'read' } } : {}) });
      expect({ path, method, status: result.status, error: result.body.error }).toEqual({ path, method, status: 401, error: 'UNAUTHENTICATED' });
    }
    const list = await app.graphql('{ contactMessages { totalCount } }');
    expect(list.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const globalId = Buffer.from(`ContactMessage:${id}`).toString('base64');
    expect((await app.graphql('query($id: ID!) { node(id: $id) { id } }', { id: globalId })).data).toEqual({ node: null });
    expect(await app.db.contactMessage.findUnique({ where: { id } })).toMatchObject({ status: 'NEW' });
  });

  it('lets an editor read and mark messages, but not delete them', async () => {
    const { id } = await message();
    expect((await call(`/api/contact-messages/${id}`, { token: editor })).status).toBe(200);
    const marked = await call(`/api/contact-messages/${id}`, { method: 'PATCH', json: { status: 'read' }, token: editor });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ id, status: 'READ' });
    expect(marked.body.data.readAt).toEqual(expect.any(String));
    const refused = await call(`/api/contact-messages/${id}`, { method: 'DELETE', token: editor });
    expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 403, error: 'FORBIDDEN' });
    expect(await app.db.contactMessage.count({ where: { id } })).toBe(1);
  });

  it('lets an admin delete a message, with its notification, and audits changes and deletions', async () => {
    const { id } = await message();
    expect((await call(`/api/contact-messages/${id}`, { method: 'PATCH', json: { status: 'archived' }, token: admin })).status).toBe(200);
    const deleted = await call(`/api/contact-messages/${id}`, { method: 'DELETE', token: admin });
    expect(deleted).toMatchObject({ status: 200, body: { success: true, data: { id, message: 'Contact message deleted' } } });
    expect(await app.db.contactMessage.count({ where: { id } })).toBe(0);
    expect(await app.db.outbox.count({ where: { contactMessageId: id } })).toBe(0);
    const audit = await app.db.auditEvent.findMany({ where: { target: `contact:${id}` }, orderBy: { id: 'asc' } });
    expect(audit.map((event) => [event.action, event.detail])).toEqual([
      ['contact.updated', JSON.stringify({ from: 'NEW', to: 'ARCHIVED' })],
      ['contact.deleted', ''],
    ]);
    expect((await call(`/api/contact-messages/${id}`, { method: 'DELETE', token: admin })).status).toBe(404);
  });
});

describe('the inbox', () => {
  it('lists newest first with unreadCount, filters by status and search, and pages like the blog admin list', async () => {
    const old = await message({ fullName: 'Omar Said', company: 'Desert Bank', status: 'READ' });
    await message({ subject: 'Arabic support question', status: 'ARCHIVED' });
    const newest = await message({ message: 'Do you offer 100% on-premise deployment?' });
    const all = await call('/api/contact-messages', { token: editor });
    expect(all.status).toBe(200);
    expect(all.body.data.messages.map((m: { id: number }) => m.id)).toEqual([newest.id, newest.id - 1, old.id]);
    expect(all.body.data.unreadCount).toBe(1);
    expect(all.body.data.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    expect(Object.keys(all.body.data.messages[0]).sort()).toEqual(
      ['company', 'createdAt', 'email', 'fullName', 'id', 'language', 'message', 'notification', 'readAt', 'replyMailto', 'status', 'subject'].sort(),
    );
    expect(all.body.data.messages[0].notification).toMatchObject({ status: 'PENDING', attempts: 0, lastError: null, sentAt: null });

    const read = await call('/api/contact-messages?status=read', { token: editor });
    expect(read.body.data.messages.map((m: { fullName: string }) => m.fullName)).toEqual(['Omar Said']);
    expect(read.body.data.unreadCount).toBe(1);
    expect((await call('/api/contact-messages?search=desert', { token: editor })).body.data.messages.map((m: { id: number }) => m.id)).toEqual([old.id]);
    // % is a character, not a wildcard.
    expect((await call('/api/contact-messages?search=100%25', { token: editor })).body.data.messages.map((m: { id: number }) => m.id)).toEqual([newest.id]);
    expect((await call('/api/contact-messages?search=%25', { token: editor })).body.data.messages).toHaveLength(1);
    const page2 = await call('/api/contact-messages?page=2&limit=2', { token: editor });
    expect(page2.body.data.messages.map((m: { id: number }) => m.id)).toEqual([old.id]);
    expect(page2.body.data.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect((await call('/api/contact-messages?status=spam', { token: editor })).body).toMatchObject({ status: 400, details: { status: 'invalid' } });
  });

  it('answers one message with a reply link, and 404 for a missing one', async () => {
    const { id } = await message({ email: "o'brien+sales@example.com", subject: 'Pricing & terms?' });
    const one = await call(`/api/contact-messages/${id}`, { token: editor });
    expect(one.body.data.replyMailto).toBe(`mailto:o'brien%2Bsales@example.com?subject=Re%3A%20Pricing%20%26%20terms%3F`);
    expect((await call('/api/contact-messages/999999', { token: editor })).status).toBe(404);
    expect((await call('/api/contact-messages/abc', { token: editor })).status).toBe(400);
    const bad = await call(`/api/contact-messages/${id}`, { method: 'PATCH', json: { status: 'deleted' }, token: editor });
    expect({ status: bad.status, details: bad.body.details }).toEqual({ status: 400, details: { status: 'invalid' } });
  });

  it('keeps readAt from the first reading, and clears it when marked new again', async () => {
    const { id } = await message();
    const first = (await call(`/api/contact-messages/${id}`, { method: 'PATCH', json: { status: 'READ' }, token: editor })).body.data.readAt;
    const archived = (await call(`/api/contact-messages/${id}`, { method: 'PATCH', json: { status: 'ARCHIVED' }, token: editor })).body.data;
    expect(archived).toMatchObject({ status: 'ARCHIVED', readAt: first });
    const renewed = (await call(`/api/contact-messages/${id}`, { method: 'PATCH', json: { status: 'new' }, token: editor })).body.data;
    expect(renewed).toMatchObject({ status: 'NEW', readAt: null });
  });

  it('works the same through GraphQL: connection, node, update and delete', async () => {
    const { id } = await message();
    const globalId = Buffer.from(`ContactMessage:${id}`).toString('base64');
    const list = await app.graphql('{ contactMessages(first: 5) { totalCount unreadCount edges { node { id databaseId status } } } }', {}, editor);
    expect(list.data.contactMessages).toEqual({ totalCount: 1, unreadCount: 1, edges: [{ node: { id: globalId, databaseId: id, status: 'NEW' } }] });
    expect(
      (await app.graphql('query($id: ID!) { node(id: $id) { ... on ContactMessage { fullName } } }', { id: globalId }, editor)).data.node.fullName,
    ).toMatch(/^Sender/);
    const updated = await app.graphql(
      'mutation($input: UpdateContactMessageInput!) { updateContactMessage(input: $input) { contactMessage { status readAt } } }',
      { input: { id: globalId, status: 'ARCHIVED' } },
      editor,
    );
    expect(updated.data.updateContactMessage.contactMessage.status).toBe('ARCHIVED');
    const refused = await app.graphql('mutation($id: ID!) { deleteContactMessage(input: { id: $id }) { deletedContactMessageId } }', { id: globalId }, editor);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const deleted = await app.graphql('mutation($id: ID!) { deleteContactMessage(input: { id: $id }) { deletedContactMessageId } }', { id: globalId }, admin);
    expect(deleted.data).toEqual({ deleteContactMessage: { deletedContactMessageId: globalId } });
  });
});

describe('the CSV export', () => {
  it('quotes every cell and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('"a","b"\r\n"c","d"\r\n');
  });

  it('downloads the filtered messages as UTF-8 CSV for staff, and audits the export', async () => {
    await message({ fullName: '=HYPERLINK("http://evil.example","click")', company: '+971 4 555', subject: '@SUM(A1:A9)', message: '-2+3\nsecond "line"' });
    await message({ fullName: 'ليلى حداد', status: 'ARCHIVED' });
    const result = await call('/api/contact-messages.csv', { token: editor });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(result.headers.get('content-disposition')).toBe('attachment; filename="contact-messages.csv"');
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.text.startsWith('"id","receivedAt","status","language","fullName","company","email","subject","message","readAt"\r\n')).toBe(true);
    // A UTF-8 byte order mark first (fetch's text() drops it), so spreadsheets read Arabic right.
    const bytes = new Uint8Array(await (await app.request('/api/contact-messages.csv', { token: editor })).arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x22]);
    const lines = result.text.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('"ليلى حداد"');
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")","'+971 4 555"`);
    expect(lines[2]).toContain(`"'@SUM(A1:A9)","'-2+3\nsecond ""line"""`);
    const archivedOnly = await call('/api/contact-messages.csv?status=archived', { token: editor });
    expect(archivedOnly.text.split('\r\n')).toHaveLength(3);
    const audit = await app.db.auditEvent.findMany({ where: { action: 'contact.exported' }, orderBy: { id: 'asc' } });
    expect(audit.slice(-3).map((event) => JSON.parse(event.detail))).toEqual([{ count: 2 }, { count: 2 }, { count: 1, status: 'ARCHIVED' }]);
  });
});
