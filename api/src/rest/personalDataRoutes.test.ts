import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// Personal-data requests (docs/security.md#personal-data) through both doors: an admin finds what
// the site holds about an address (enquiries, the messages about them, audit lines naming it),
// exports it, and erases it; the log keeps counts, never the address.

let app: TestApp;
let admin: string;
let editor: string;
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

const person = 'Layla.Haddad@Example.com';
const address = person.toLowerCase();

async function enquire(email: string, subject: string) {
  const sent = await app.call('/api/contact', {
    method: 'POST',
    json: { fullName: 'Layla Haddad', email, subject, message: 'Please tell us about on-premise models.', consent: true },
    ip: nextIp(),
  });
  expect(sent.status, sent.text).toBe(201);
}

const lookup = (email: unknown, token = admin) => app.call('/api/personal-data/lookup', { method: 'POST', json: { email }, token });
const erase = (email: unknown, token = admin) => app.call('/api/personal-data/erase', { method: 'POST', json: { email }, token });

beforeAll(async () => {
  // A receiver's name resolves to a public address; nothing is sent (no outbox worker runs here).
  app = createTestApp({}, { webhookResolver: async () => ['93.184.216.34'] });
  const a = await app.createStaff({ username: 'privacy-admin', role: 'ADMIN' });
  const e = await app.createStaff({ username: 'privacy-editor', role: 'EDITOR' });
  admin = await app.signIn(a.username, a.password);
  editor = await app.signIn(e.username, e.password);
  // A CRM hears of each enquiry: the delivery's body carries her address.
  const hook = await app.graphql(
    'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
    { input: { url: 'https://crm.example.com/hooks/sovra', events: ['enquiry.created'] } },
    admin,
  );
  expect(hook.errors).toBeUndefined();
  await enquire(person, 'First question');
  await enquire(`  ${address.toUpperCase()} `, 'Second question');
  // Someone else, and an address that only a careless LIKE would match (`_` and `%` are literal).
  await enquire('layla_haddad@example.com', 'Not her');
  await enquire('laylaxhaddad@example.com', 'Not her either');
  // She typed her address as a username: the failed sign-in is logged with it.
  const failed = await app.call('/api/auth/login', { method: 'POST', json: { username: address, password: 'not the password at all' }, ip: nextIp() });
  expect(failed.status).toBe(401);
});
afterAll(() => app.cleanup());

describe('finding what the site holds about an address', () => {
  it('lists her enquiries, the messages about them and the log lines naming her, in any letter case', async () => {
    const found = await lookup(` ${person.toUpperCase()}`);
    expect(found.status, found.text).toBe(200);
    const report = found.body.data;
    expect(report.email).toBe(address);
    expect(report.enquiries.map((enquiry: { subject: string }) => enquiry.subject)).toEqual(['First question', 'Second question']);
    expect(report.enquiries[0]).toMatchObject({ id: expect.any(Number), fullName: 'Layla Haddad', email: person });
    const notifications = await app.db.outbox.count({ where: { contactMessageId: { in: report.enquiries.map((enquiry: { id: number }) => enquiry.id) } } });
    const deliveries = report.messages.filter((message: { kind: string }) => message.kind === 'webhook.deliver');
    expect(deliveries).toHaveLength(2);
    expect(report.messages).toHaveLength(notifications + deliveries.length);
    expect(report.auditEntries).toEqual([expect.objectContaining({ action: 'auth.login_failed', target: address })]);
    expect(report.staffAccount).toBeNull();

    // GraphQL answers the same.
    const graphql = await app.graphql(
      'query($input: PersonalDataInput!) { personalData(input: $input) { email enquiries { subject } auditEntries { action } staffAccount { username } } }',
      { input: { email: person } },
      admin,
    );
    expect(graphql.data.personalData).toMatchObject({ email: address, enquiries: [{ subject: 'First question' }, { subject: 'Second question' }] });
  });

  it('a "_" in the address is itself, not any character', async () => {
    const found = await lookup('layla_haddad@example.com');
    expect(found.body.data.enquiries.map((enquiry: { subject: string }) => enquiry.subject)).toEqual(['Not her']);
    expect(found.body.data.auditEntries).toEqual([]);
  });

  it('names a staff account with the address, which it leaves to the Users screen', async () => {
    const found = await lookup('privacy-editor@example.com');
    expect(found.body.data.staffAccount).toEqual({ id: expect.any(Number), username: 'privacy-editor', role: 'EDITOR' });
  });

  it('refuses what is not an address, editors and visitors, with a clear 4xx', async () => {
    for (const email of ['', 'not an address', 'a@b', 42, null, `${'x'.repeat(300)}@example.com`]) {
      const refused = await lookup(email);
      expect(refused.status, JSON.stringify(email)).toBe(400);
      expect(refused.body).toMatchObject({ success: false, error: 'BAD_USER_INPUT' });
    }
    expect((await lookup(person, editor)).status).toBe(403);
    expect((await app.call('/api/personal-data/lookup', { method: 'POST', json: { email: person } })).status).toBe(401);
    expect((await erase(person, editor)).status).toBe(403);
  });

  it('keeps counts in the log, not the address', async () => {
    const viewed = await app.db.auditEvent.findFirst({ where: { action: 'personal_data.viewed' }, orderBy: { id: 'desc' } });
    expect(viewed).toBeTruthy();
    expect(`${viewed!.target} ${viewed!.detail}`.toLowerCase()).not.toContain('@example.com');
  });
});

describe('erasing it', () => {
  it('deletes her enquiries and their messages, blanks her address in the log, and leaves everyone else', async () => {
    const before = (await lookup(person)).body.data;
    const erased = await erase(person.toUpperCase());
    expect(erased.status, erased.text).toBe(200);
    expect(erased.body.data).toEqual({
      erasedEnquiries: 2,
      erasedMessages: before.messages.length,
      anonymisedAuditEntries: 1,
      message: 'Personal data erased',
    });
    const after = (await lookup(person)).body.data;
    expect(after).toMatchObject({ enquiries: [], messages: [], auditEntries: [] });
    // The webhook log no longer holds her enquiries; the others' deliveries stay.
    const bodies = (await app.db.webhookDelivery.findMany()).map((delivery) => delivery.body.toLowerCase());
    expect(bodies).toHaveLength(2);
    expect(bodies.some((body) => body.includes(address))).toBe(false);
    expect(await app.db.contactMessage.count({ where: { email: { in: ['layla_haddad@example.com', 'laylaxhaddad@example.com'] } } })).toBe(2);
    const failed = await app.db.auditEvent.findUnique({ where: { id: before.auditEntries[0].id } });
    expect(failed).toMatchObject({ action: 'auth.login_failed', target: '[erased]' });

    // Nothing in the log names her any more, the erasure's own line included.
    const lines = await app.db.auditEvent.findMany();
    expect(lines.filter((line) => `${line.target} ${line.detail}`.toLowerCase().includes(address))).toEqual([]);
    const erasure = lines.find((line) => line.action === 'personal_data.erased');
    expect(JSON.parse(erasure!.detail)).toEqual({ enquiries: 2, messages: before.messages.length, auditEntries: 1 });

    // The feed says it happened, and what, without whom it was about.
    const feed = await app.graphql('{ recentActivity(first: 5) { edges { node { action } } } }', {}, admin);
    expect(feed.data.recentActivity.edges.map((edge: { node: { action: string } }) => edge.node.action)).toContain('PERSONAL_DATA_ERASED');
  });

  it('erasing an address the site does not hold erases nothing, and says so', async () => {
    const erased = await erase('nobody@example.org');
    expect(erased.body.data).toMatchObject({ erasedEnquiries: 0, erasedMessages: 0, anonymisedAuditEntries: 0 });
  });
});
