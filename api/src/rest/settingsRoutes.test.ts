import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingFields, settingsCatalogue } from '../services/settings/catalogue.ts';
import { expectApiError } from '../testing/restAssertions.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { stubWebBuild } from '../testing/webBuild.ts';

// The site settings through both doors: who may read and change them, the all-or-nothing update
// with its audit row, and a change applied without a restart: the public cache, the next
// server-rendered page and the CSP follow it at once.

const keys = settingFields.map((field) => settingsCatalogue[field].key);

let app: TestApp;
let editor: string;
let admin: string;
let adminId: number;
let build: ReturnType<typeof stubWebBuild>;

beforeAll(async () => {
  // Its server renderer writes the settings a page is rendered with, so a test reads what the real one would show.
  build = stubWebBuild(`
    const s = page.settings;
    return { status: 200, html: '<title>' + s.siteName + '</title><a href="mailto:' + s.contactEmail + '">' + s.contactEmail + '</a><p>' + s.contactPhone + '</p>' };
  `);
  app = createTestApp({ WEB_DIST: build.webDist, SSR_DIST: build.ssrDist, CONTACT_NOTIFY: 'ops@sovra.test' });
  const e = await app.createStaff({ username: 'settings-editor', role: 'EDITOR' });
  const a = await app.createStaff({ username: 'settings-admin', role: 'ADMIN' });
  adminId = a.id;
  editor = await app.signIn(e.username, e.password);
  admin = await app.signIn(a.username, a.password);
});
afterAll(async () => {
  await app.cleanup();
  build.remove();
});

beforeEach(async () => {
  await app.db.setting.deleteMany({ where: { key: { in: keys } } });
  await app.db.auditEvent.deleteMany({ where: { action: 'settings.updated' } });
  await app.publicContent.changed();
});

const call: TestApp['call'] = (path, init) => app.call(path, init);

const patch = (json: unknown, token?: string) => call('/api/settings', { method: 'PATCH', json, token });

const updateMutation =
  'mutation($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { changed settings { contactEmail contactPhone notificationRecipients } } }';
const adminQuery = '{ adminSettings { siteName contactEmail notificationRecipients blockList analyticsEnabled bookingWidgetUrl } }';

async function storedSettings() {
  return Object.fromEntries((await app.db.setting.findMany({ where: { key: { in: keys } } })).map((row) => [row.key, row.value]));
}

describe('who may read and change the settings', () => {
  it('gives anyone the public settings, with their defaults, and nothing only admins see', async () => {
    for (const token of [undefined, editor, admin]) {
      const result = await call('/api/settings', { token });
      expect(result.status).toBe(200);
      expect(result.body.data).toEqual({
        siteName: 'Sovra',
        siteNameAr: 'سوفرا',
        contactEmail: 'hello@sovra.ae',
        contactPhone: '+971 4 555 0100',
        officeAddress: 'Dubai Internet City, Dubai, United Arab Emirates',
        officeAddressAr: 'مدينة دبي للإنترنت، دبي، الإمارات العربية المتحدة',
        businessHours: '9 AM to 6 PM (UTC+4), Monday to Friday',
        businessHoursAr: 'من 9 صباحًا حتى 6 مساءً (UTC+4)، من الاثنين إلى الجمعة',
        bookingWidgetUrl: null,
      });
    }
    const graphql = await app.graphql('{ siteSettings { siteName contactEmail bookingWidgetUrl } }');
    expect(graphql).toEqual({ data: { siteSettings: { siteName: 'Sovra', contactEmail: 'hello@sovra.ae', bookingWidgetUrl: null } } });
    const hidden = await app.graphql('{ siteSettings { notificationRecipients } }');
    expect(hidden.errors?.[0].message).toMatch(/notificationRecipients/);
  });

  it('answers visitors 401 and editors 403 on every admin door, REST and GraphQL, and changes nothing', async () => {
    for (const [token, status, code] of [
      [undefined, 401, 'UNAUTHENTICATED'],
      [editor, 403, 'FORBIDDEN'],
    ] as const) {
      const all = await call('/api/settings/all', { token });
      expect({ status: all.status, error: all.body.error }).toEqual({ status, error: code });
      const changed = await patch({ contactEmail: 'owned@evil.example' }, token);
      expect({ status: changed.status, error: changed.body.error }).toEqual({ status, error: code });
      expect((await app.graphql(adminQuery, {}, token)).errors?.[0].extensions?.code).toBe(code);
      const mutation = await app.graphql(updateMutation, { input: { contactEmail: 'owned@evil.example' } }, token);
      expect(mutation.errors?.[0].extensions?.code).toBe(code);
    }
    expect(await storedSettings()).toEqual({});
    expect(await app.db.auditEvent.count({ where: { action: 'settings.updated' } })).toBe(0);
  });

  it("gives admins every setting, the environment's defaults where unset", async () => {
    const all = await call('/api/settings/all', { token: admin });
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(all.body.data).toMatchObject({
      siteName: 'Sovra',
      notificationRecipients: ['ops@sovra.test'],
      blockList: [],
      analyticsEnabled: true,
      bookingWidgetUrl: null,
    });
    expect(Object.keys(all.body.data).sort()).toEqual([...settingFields, 'version'].sort());
    expect((await app.graphql(adminQuery, {}, admin)).data.adminSettings).toMatchObject({ notificationRecipients: ['ops@sovra.test'], analyticsEnabled: true });
  });
});

describe('changing the settings', () => {
  it('writes the changed values in one go, audited with their keys, and answers with every setting', async () => {
    const result = await patch(
      {
        contactEmail: ' sales@sovra.ae ',
        contactPhone: '+971 4 000 1234',
        officeAddressAr: ' برج 2 \n\n  مدينة دبي للإنترنت ',
        notificationRecipients: ['a@sovra.ae', 'A@sovra.ae', 'b@sovra.ae'],
        blockList: ['Spam@Example.com', '@junk.example', 'junk2.example'],
        analyticsEnabled: false,
      },
      admin,
    );
    expect(result.status).toBe(200);
    expect(result.body.data.changed).toEqual(['contactEmail', 'contactPhone', 'officeAddressAr', 'notificationRecipients', 'blockList', 'analyticsEnabled']);
    expect(result.body.data.settings).toMatchObject({
      contactEmail: 'sales@sovra.ae',
      officeAddressAr: 'برج 2\nمدينة دبي للإنترنت',
      notificationRecipients: ['A@sovra.ae', 'b@sovra.ae'],
      blockList: ['spam@example.com', '@junk.example', 'junk2.example'],
      analyticsEnabled: false,
    });
    expect(await storedSettings()).toEqual({
      'contact.email': '"sales@sovra.ae"',
      'contact.phone': '"+971 4 000 1234"',
      'contact.address.ar': JSON.stringify('برج 2\nمدينة دبي للإنترنت'),
      'contact.notify': '["A@sovra.ae","b@sovra.ae"]',
      'contact.blockList': '["spam@example.com","@junk.example","junk2.example"]',
      'analytics.enabled': 'false',
    });
    const audit = await app.db.auditEvent.findMany({ where: { action: 'settings.updated' } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: adminId, target: 'settings' });
    expect(JSON.parse(audit[0].detail)).toEqual({
      keys: ['contact.email', 'contact.phone', 'contact.address.ar', 'contact.notify', 'contact.blockList', 'analytics.enabled'],
    });
    expect((await call('/api/settings')).body.data).toMatchObject({ contactEmail: 'sales@sovra.ae', contactPhone: '+971 4 000 1234' });
  });

  it('goes through GraphQL alike', async () => {
    const result = await app.graphql(updateMutation, { input: { contactEmail: 'gql@sovra.ae' } }, admin);
    expect(result).toEqual({
      data: {
        updateSiteSettings: {
          changed: ['contactEmail'],
          settings: { contactEmail: 'gql@sovra.ae', contactPhone: '+971 4 555 0100', notificationRecipients: ['ops@sovra.test'] },
        },
      },
    });
    expect(await app.db.auditEvent.count({ where: { action: 'settings.updated' } })).toBe(1);
  });

  it('refuses a change made from settings someone saved over since (409), and takes one made from the latest', async () => {
    const opened = (await call('/api/settings/all', { token: admin })).body.data.version;
    const first = await patch({ blockList: ['@first.example'], version: opened }, admin);
    expect(first.status).toBe(200);
    const saved = first.body.data.settings.version;
    expect(saved).toBeGreaterThan(opened);
    // The second admin opened the screen before the first saved: their list would drop @first.example.
    const second = await patch({ blockList: ['@second.example'], version: opened }, admin);
    expectApiError(second, 409, 'CONFLICT');
    expect(second.body.details).toEqual({ version: 'stale' });
    expect((await storedSettings())['contact.blockList']).toBe('["@first.example"]');
    expect(await app.db.auditEvent.count({ where: { action: 'settings.updated' } })).toBe(1);
    // From the latest version, or without one (an API consumer's plain overwrite), it applies.
    expect((await patch({ blockList: ['@first.example', '@second.example'], version: saved }, admin)).status).toBe(200);
    expect((await patch({ contactPhone: '+971 4 000 9999' }, admin)).status).toBe(200);
    const graphql = await app.graphql(updateMutation, { input: { contactPhone: '+971 4 000 8888', version: saved } }, admin);
    expect(graphql.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT' });
    const junk = await patch({ version: 'latest' }, admin);
    expectApiError(junk, 400, 'BAD_USER_INPUT');
    expect(junk.body.details).toEqual({ version: 'invalid' });
  });

  it('refuses the whole change when one value is wrong, naming every field at fault, and writes nothing', async () => {
    await patch({ contactPhone: '+971 50 123 4567' }, admin);
    await app.db.auditEvent.deleteMany({ where: { action: 'settings.updated' } });
    const before = await storedSettings();
    const result = await patch(
      {
        siteName: 'Sovra AI',
        contactEmail: 'not an address',
        contactPhone: 'call us',
        siteNameAr: 'س'.repeat(61),
        bookingWidgetUrl: 'http://calendar.example/widget.js',
        notificationRecipients: ['ok@sovra.ae', 'nope'],
        blockList: ['spam!'],
      },
      admin,
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ success: false, error: 'BAD_USER_INPUT', status: 400 });
    expect(result.body.details).toEqual({
      contactEmail: 'invalid',
      contactPhone: 'invalid',
      siteNameAr: 'too_long',
      bookingWidgetUrl: 'invalid',
      notificationRecipients: 'invalid',
      blockList: 'invalid',
    });
    expect(await storedSettings()).toEqual(before);
    expect(await app.db.auditEvent.count({ where: { action: 'settings.updated' } })).toBe(0);
    const graphql = await app.graphql(updateMutation, { input: { siteName: 'Sovra AI', contactEmail: 'x' } }, admin);
    expect(graphql.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', details: { contactEmail: 'invalid' } });
    expect(await storedSettings()).toEqual(before);
  });

  it('refuses too many recipients, a name that is no setting, and values of the wrong kind', async () => {
    const many = Array.from({ length: 21 }, (_, i) => `r${i}@sovra.ae`);
    expect((await patch({ notificationRecipients: many }, admin)).body.details).toEqual({ notificationRecipients: 'too_many' });
    expect((await patch({ contactMail: 'x@sovra.ae' }, admin)).body).toMatchObject({ status: 400, details: { contactMail: 'unknown' } });
    expect((await patch({ analyticsEnabled: 'no' }, admin)).body).toMatchObject({ status: 400, details: { analyticsEnabled: 'invalid' } });
    expect((await patch({ siteName: 'Sovra\u202Eevil' }, admin)).body.details).toEqual({ siteName: 'invalid' });
    expect((await patch({ siteName: 'Two\nlines' }, admin)).body.details).toEqual({ siteName: 'invalid' });
    expect(await storedSettings()).toEqual({});
  });

  it('changes nothing, and audits nothing, when every value is already so; empty or null puts the default back', async () => {
    const same = await patch({ siteName: 'Sovra', contactEmail: 'hello@sovra.ae', notificationRecipients: ['ops@sovra.test'], analyticsEnabled: true }, admin);
    expect(same.body.data.changed).toEqual([]);
    expect(await storedSettings()).toEqual({});
    expect(await app.db.auditEvent.count({ where: { action: 'settings.updated' } })).toBe(0);

    await patch({ siteName: 'Sovra AI', notificationRecipients: ['me@sovra.ae'] }, admin);
    const reset = await patch({ siteName: '  ', notificationRecipients: [] }, admin);
    expect(reset.body.data.changed).toEqual(['siteName', 'notificationRecipients']);
    expect(reset.body.data.settings).toMatchObject({ siteName: 'Sovra', notificationRecipients: ['ops@sovra.test'] });
    expect(await storedSettings()).toEqual({});
    const nulls = await app.graphql(updateMutation, { input: { contactEmail: null } }, admin);
    expect(nulls.data.updateSiteSettings.changed).toEqual([]);
  });

  it('is what the contact form and the outbox use at once', async () => {
    await patch({ blockList: ['@spam.example'] }, admin);
    const form = { fullName: 'Spam Bot', email: 'bot@mail.spam.example', subject: 'Hello there', message: 'Buy our things, please.', consent: true };
    const refused = await call('/api/contact', { method: 'POST', json: form, ip: '198.51.100.7' });
    expect(refused.status).toBe(403);
    await patch({ blockList: [] }, admin);
    expect((await call('/api/contact', { method: 'POST', json: form, ip: '198.51.100.7' })).status).toBe(201);
  });
});

describe('a change applies without a restart', () => {
  it('empties the public cache: the next GET /api/settings and server-rendered page show it', async () => {
    await call('/api/settings');
    const cached = await call('/api/settings');
    expect(cached.headers.get('x-cache')).toBe('hit');
    expect(cached.headers.get('cache-control')).toBe('public, no-cache');
    await call('/');
    const page = await call('/');
    expect(page.headers.get('x-cache')).toBe('hit');
    expect(page.text).toContain('hello@sovra.ae');

    await patch({ contactEmail: 'sales@sovra.ae', siteName: 'Sovra AI' }, admin);
    const fresh = await call('/api/settings');
    expect(fresh.headers.get('x-cache')).toBe('miss');
    expect(fresh.body.data.contactEmail).toBe('sales@sovra.ae');
    const next = await call('/');
    expect(next.headers.get('x-cache')).toBe('miss');
    expect(next.text).toContain('mailto:sales@sovra.ae');
    expect(next.text).not.toContain('hello@sovra.ae');
    expect((await call('/admin')).text).toContain('<title>Sovra AI</title>');
  });

  it('makes the CSP of every answer name the booking calendar set now', async () => {
    const csp = async (path = '/') => (await app.request(path)).headers.get('content-security-policy') ?? '';
    expect(await csp()).toContain("script-src 'self';");
    expect(await csp()).not.toContain('frame-src');

    await patch({ bookingWidgetUrl: 'https://calendar.example/widget.js' }, admin);
    for (const path of ['/', '/api/settings', '/api/health', '/rss.xml']) {
      const policy = await csp(path);
      expect(policy).toContain("script-src 'self' https://calendar.example;");
      expect(policy).toContain("connect-src 'self' https://calendar.example;");
      expect(policy).toContain('frame-src https://calendar.example;');
    }
    expect((await call('/api/settings')).body.data.bookingWidgetUrl).toBe('https://calendar.example/widget.js');

    await patch({ bookingWidgetUrl: 'https://other.example/book.js' }, admin);
    expect(await csp()).toContain("script-src 'self' https://other.example;");
    await patch({ bookingWidgetUrl: null }, admin);
    expect(await csp()).toContain("script-src 'self';");
  });

  it('offers no booking calendar while it is switched off, even one set by the environment, and keeps its address', async () => {
    const withCalendar = createTestApp({ BOOKING_WIDGET_URL: 'https://env-calendar.example/widget.js' });
    try {
      const a = await withCalendar.createStaff({ username: 'booking-admin', role: 'ADMIN' });
      const token = await withCalendar.signIn(a.username, a.password);
      const csp = async () => (await withCalendar.request('/')).headers.get('content-security-policy') ?? '';
      expect(await csp()).toContain("script-src 'self' https://env-calendar.example;");
      const off = await withCalendar.call('/api/settings', { method: 'PATCH', json: { bookingEnabled: false }, token });
      expect(off.body.data).toMatchObject({
        changed: ['bookingEnabled'],
        settings: { bookingEnabled: false, bookingWidgetUrl: 'https://env-calendar.example/widget.js' },
      });
      expect((await withCalendar.call('/api/settings')).body.data.bookingWidgetUrl).toBeNull();
      expect(await csp()).toContain("script-src 'self';");
      expect(await csp()).not.toContain('frame-src');
      await withCalendar.call('/api/settings', { method: 'PATCH', json: { bookingEnabled: true }, token });
      expect((await withCalendar.call('/api/settings')).body.data.bookingWidgetUrl).toBe('https://env-calendar.example/widget.js');
    } finally {
      await withCalendar.cleanup();
    }
  });
});
