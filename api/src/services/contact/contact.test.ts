import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { settingsCatalogue } from '../settings/catalogue.ts';
import { composeStaffNotification } from './notifyStaff.ts';
import { blockListSetting } from './settings.ts';
import { visitorAddress } from '../visitors.ts';
import { enquiryLimit } from './submit.ts';

// Sending the contact form through both doors: the field rules, the honeypot, the block list and the
// throttle, and what is stored (the message and its outbox row, in one transaction) or not.

let app: TestApp;
beforeAll(() => {
  app = createTestApp();
});
afterAll(() => app.cleanup());

let ipCounter = 0;
/** Each test sends from its own address, so the throttle of one does not reach another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

const form = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Layla Haddad',
  company: 'Gulf Logistics',
  email: 'layla@gulf-logistics.ae',
  subject: 'Private LLM pilot',
  message: 'We would like to run a pilot of Core on premises.',
  consent: true,
  language: 'en',
  ...overrides,
});

async function post(body: unknown, ip = freshIp()) {
  const response = await app.request('/api/contact', { method: 'POST', json: body, ip });
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
}

const submitMutation = 'mutation($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { ok } }';

async function counts() {
  return { messages: await app.db.contactMessage.count(), outbox: await app.db.outbox.count() };
}

beforeEach(async () => {
  await app.db.contactMessage.deleteMany();
  await app.db.setting.deleteMany({ where: { key: blockListSetting } });
});

describe('POST /api/contact', () => {
  it('stores the message and queues one staff notification, answering 201 { success: true }', async () => {
    const result = await post(form({ fullName: '  Layla Haddad ', message: 'Line one\r\nLine two of our enquiry', language: 'ar' }));
    expect(result).toMatchObject({ status: 201, body: { success: true, data: { ok: true } } });
    const message = await app.db.contactMessage.findFirstOrThrow({ include: { notifications: true } });
    expect(message).toMatchObject({ fullName: 'Layla Haddad', message: 'Line one\nLine two of our enquiry', language: 'ar', status: 'NEW', readAt: null });
    expect(message.notifications).toHaveLength(1);
    expect(message.notifications[0]).toMatchObject({ kind: 'contact.notify_staff', status: 'PENDING', attempts: 0, sentAt: null });
    expect(JSON.parse(message.notifications[0].payload)).toEqual({ contactMessageId: message.id });
  });

  it("keeps no trace of the sender's address with the enquiry", async () => {
    await post(form(), '198.51.100.77');
    const stored = JSON.stringify(await app.db.contactMessage.findMany());
    expect(stored).not.toContain('198.51.100.77');
  });

  it('answers bad input with 400 and every field at fault in details, storing nothing', async () => {
    const result = await post({ fullName: 'L', email: 'not-an-address', subject: 'Hi', message: 'short', consent: false, company: 'x'.repeat(121) });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ success: false, error: 'BAD_USER_INPUT', status: 400, message: 'Enter your full name (2 to 100 characters)' });
    expect(result.body.details).toEqual({
      fullName: 'too_short',
      company: 'too_long',
      email: 'invalid',
      subject: 'too_short',
      message: 'too_short',
      consent: 'required',
    });
    expect(await counts()).toEqual({ messages: 0, outbox: 0 });
  });

  it("words its refusals in the form's language", async () => {
    const badName = await post({
      fullName: 'L',
      email: 'layla@example.com',
      subject: 'Pilot',
      message: 'A pilot of Core, please.',
      consent: true,
      language: 'ar',
    });
    expect(badName.body).toMatchObject({ status: 400, message: 'يُرجى إدخال اسمك الكامل (من 2 إلى 100 حرف)', details: { fullName: 'too_short' } });
    await app.db.setting.create({ data: { key: blockListSetting, value: JSON.stringify(['@blocked.example']) } });
    const blocked = await post(form({ email: 'x@blocked.example', language: 'ar' }));
    expect(blocked.body).toMatchObject({ status: 403, error: 'FORBIDDEN', message: 'لا يمكننا قبول الرسائل من هذا العنوان' });
    expect(await counts()).toEqual({ messages: 0, outbox: 0 });
  });

  it('names a missing field as required and a value of the wrong kind as invalid', async () => {
    expect((await post({})).body.details).toEqual({ fullName: 'required', email: 'required', subject: 'required', message: 'required', consent: 'required' });
    expect((await post(form({ consent: 'yes' }))).body).toMatchObject({ status: 400, details: { consent: 'invalid' } });
    expect((await post(form({ fullName: 42 }))).body).toMatchObject({ status: 400, details: { fullName: 'invalid' } });
    expect((await post(form({ language: 'fr' }))).body).toMatchObject({ status: 400, details: { language: 'invalid' } });
    expect((await post(form({ message: 'x'.repeat(5001) }))).body).toMatchObject({ status: 400, details: { message: 'too_long' } });
    expect(await counts()).toEqual({ messages: 0, outbox: 0 });
  });

  it('answers a filled honeypot like a success, and stores nothing', async () => {
    const result = await post(form({ website: 'https://spam.example' }));
    expect(result).toMatchObject({ status: 201, body: { success: true, data: { ok: true } } });
    expect(await counts()).toEqual({ messages: 0, outbox: 0 });
  });

  it('refuses blocked addresses and domains with 403 "Forbidden", storing nothing', async () => {
    await app.db.setting.create({ data: { key: blockListSetting, value: JSON.stringify(['Spammer@Example.com', '@spam.example']) } });
    for (const email of ['spammer@example.com', 'SPAMMER@example.COM', 'anyone@spam.example', 'x@mail.spam.example']) {
      const result = await post(form({ email }));
      expect({ email, status: result.status, body: result.body }).toEqual({
        email,
        status: 403,
        body: { success: false, error: 'FORBIDDEN', message: 'Forbidden', details: null, status: 403 },
      });
    }
    expect(await counts()).toEqual({ messages: 0, outbox: 0 });
    // Neighbours are not caught: another address at example.com, a domain that only ends alike.
    expect((await post(form({ email: 'friend@example.com' }))).status).toBe(201);
    expect((await post(form({ email: 'a@notspam.example' }))).status).toBe(201);
  });

  it('reads the block list on every submission, and ignores one that is not a JSON array', async () => {
    await app.db.setting.create({ data: { key: blockListSetting, value: '{not json' } });
    expect((await post(form({ email: 'a@spam.example' }))).status).toBe(201);
    await app.db.setting.update({ where: { key: blockListSetting }, data: { value: '["@spam.example"]' } });
    expect((await post(form({ email: 'a@spam.example' }))).status).toBe(403);
  });

  it(`throttles a sender to ${enquiryLimit.max} messages per 10 minutes with 429 "Too Many Requests", storing nothing more`, async () => {
    const ip = freshIp();
    for (let i = 0; i < enquiryLimit.max; i += 1) expect((await post(form(), ip)).status).toBe(201);
    const refused = await post(form(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: 'RATE_LIMITED', message: 'Too Many Requests', details: null, status: 429 });
    expect(Number(refused.retryAfter)).toBeGreaterThan(500);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(enquiryLimit.windowMs / 1000);
    expect(await counts()).toEqual({ messages: enquiryLimit.max, outbox: enquiryLimit.max });
    // Another sender is not held.
    expect((await post(form())).status).toBe(201);
  });

  it('lets a sender in again once their oldest message leaves the window', async () => {
    const ip = freshIp();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      expect((await post(form(), ip)).status).toBe(201);
      vi.setSystemTime(start + 60_000);
      for (let i = 1; i < enquiryLimit.max; i += 1) expect((await post(form(), ip)).status).toBe(201);
      expect((await post(form(), ip)).status).toBe(429);
      vi.setSystemTime(start + enquiryLimit.windowMs + 1000);
      expect((await post(form(), ip)).status).toBe(201);
      expect((await post(form(), ip)).status).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts parallel submissions exactly: of ten at once from one sender, five are kept', async () => {
    const ip = freshIp();
    const statuses = await Promise.all(Array.from({ length: 10 }, () => post(form(), ip).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(enquiryLimit.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - enquiryLimit.max);
    expect(await counts()).toEqual({ messages: enquiryLimit.max, outbox: enquiryLimit.max });
  });

  it('counts an IPv6 sender by their /64', async () => {
    expect(visitorAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(visitorAddress('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(visitorAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(visitorAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    for (let i = 0; i < enquiryLimit.max; i += 1) expect((await post(form(), `2001:db8:7:7::${i + 1}`)).status).toBe(201);
    expect((await post(form(), '2001:db8:7:7:ffff::9')).status).toBe(429);
    expect((await post(form(), '2001:db8:7:8::1')).status).toBe(201);
  });
});

describe('submitContactMessage (GraphQL)', () => {
  it('answers { ok: true } and stores the message', async () => {
    const result = await app.graphql(submitMutation, { input: form({ company: null, language: 'ar' }) });
    expect(result).toEqual({ data: { submitContactMessage: { ok: true } } });
    expect(await app.db.contactMessage.findFirstOrThrow()).toMatchObject({ company: '', language: 'ar' });
  });

  it('reports field problems as BAD_USER_INPUT with details, as REST does', async () => {
    const result = await app.graphql(submitMutation, { input: form({ email: 'nope', consent: null }) });
    expect(result.data).toBeNull();
    expect(result.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', details: { email: 'invalid', consent: 'required' } });
    expect(result.errors?.[0].message).toBe('Enter a valid email address (at most 254 characters)');
  });

  it('reports the throttle with retryAfterSeconds and the block list as FORBIDDEN', async () => {
    await app.db.setting.create({ data: { key: blockListSetting, value: '["@spam.example"]' } });
    const blocked = await app.graphql(submitMutation, { input: form({ email: 'x@spam.example' }) });
    expect(blocked.errors?.[0]).toMatchObject({ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } });
    // app.graphql sends from 127.0.0.1: fill that sender's window.
    for (let i = 0; i < enquiryLimit.max; i += 1) await app.graphql(submitMutation, { input: form() });
    const throttled = await app.graphql(submitMutation, { input: form() });
    expect(throttled.errors?.[0]).toMatchObject({ message: 'Too Many Requests', extensions: { code: 'RATE_LIMITED' } });
    expect(throttled.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('the staff notification', () => {
  it('names the site as the settings do, the brand while they leave it unset', async () => {
    const { fullName, company, email, subject, message: text } = form();
    const message = await app.db.contactMessage.create({ data: { fullName, company, email, subject, message: text } });
    const compose = composeStaffNotification({ fallbackRecipients: ['sales@sovra.test'] });
    expect((await compose(app.db, { contactMessageId: message.id }))?.subject).toBe('[Sovra] New enquiry from Layla Haddad: Private LLM pilot');
    await app.db.setting.create({ data: { key: settingsCatalogue.siteName.key, value: JSON.stringify('Sovra AI') } });
    try {
      const mail = await compose(app.db, { contactMessageId: message.id });
      expect(mail?.subject).toBe('[Sovra AI] New enquiry from Layla Haddad: Private LLM pilot');
      expect(mail?.text).toContain('through the Sovra AI website');
    } finally {
      await app.db.setting.delete({ where: { key: settingsCatalogue.siteName.key } });
    }
  });
});
