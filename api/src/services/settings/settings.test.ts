import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isBlockListEntry, isPhoneNumber, isScriptAddress } from '../../../../web/src/api/settingsRules.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { analyticsEnabled, isEnabledValue } from '../analytics/settings.ts';
import { notificationRecipients, readBlockList } from '../contact/settings.ts';
import { publicSettingFields, settingFields, settingsCatalogue, settingValue } from './catalogue.ts';
import { parseSettingsChange } from './input.ts';

// The settings catalogue: how each value is checked and stored, read back (rows written before it
// included), defaulted from the environment, and kept in memory until a change.

const env = { contactNotify: ['ops@sovra.test'], bookingWidgetUrl: 'https://calendar.example/widget.js' };

describe('the catalogue', () => {
  it('keeps the keys the contact and analytics services always read, and shows visitors only the public settings', () => {
    expect(settingsCatalogue.blockList.key).toBe('contact.blockList');
    expect(settingsCatalogue.notificationRecipients.key).toBe('contact.notify');
    expect(settingsCatalogue.analyticsEnabled.key).toBe('analytics.enabled');
    expect(new Set(settingFields.map((field) => settingsCatalogue[field].key)).size).toBe(settingFields.length);
    expect(publicSettingFields).toEqual([
      'siteName',
      'siteNameAr',
      'contactEmail',
      'contactPhone',
      'officeAddress',
      'officeAddressAr',
      'businessHours',
      'businessHoursAr',
      'bookingWidgetUrl',
    ]);
  });

  it('checks new values, normalized as they will be stored', () => {
    expect(
      parseSettingsChange({
        siteName: '  Sovra AI ',
        officeAddress: ' Tower 2 \r\n\r\n Dubai Internet City ',
        contactPhone: '(04) 555-0100',
        bookingWidgetUrl: 'http://localhost:8080/widget.js',
        blockList: [' @Spam.Example ', 'x@Y.example', '@spam.example', ''],
        analyticsEnabled: false,
      }),
    ).toEqual({
      siteName: 'Sovra AI',
      officeAddress: 'Tower 2\nDubai Internet City',
      contactPhone: '(04) 555-0100',
      bookingWidgetUrl: 'http://localhost:8080/widget.js',
      blockList: ['@spam.example', 'x@y.example'],
      analyticsEnabled: false,
    });
  });

  it('reads an empty text or list, or null, as "back to the default"', () => {
    expect(parseSettingsChange({ siteName: '', contactEmail: '   ', blockList: [], bookingWidgetUrl: null, analyticsEnabled: null })).toEqual({
      siteName: null,
      contactEmail: null,
      blockList: null,
      bookingWidgetUrl: null,
      analyticsEnabled: null,
    });
  });

  it.each([
    ['siteName', 'x'.repeat(61), 'too_long'],
    ['siteName', 'a\tb', 'invalid'],
    ['siteName', 42, 'invalid'],
    ['contactEmail', 'hello@', 'invalid'],
    ['contactPhone', '12345', 'invalid'],
    ['contactPhone', '+971 4 555 0100 ext 2', 'invalid'],
    ['officeAddress', 'x'.repeat(301), 'too_long'],
    ['businessHoursAr', 'من 9\u0000', 'invalid'],
    ['bookingWidgetUrl', 'https://calendar.example/', 'invalid'],
    ['bookingWidgetUrl', 'https://user:pw@calendar.example/w.js', 'invalid'],
    ['bookingWidgetUrl', 'javascript:alert(1)', 'invalid'],
    ['notificationRecipients', 'ops@sovra.test', 'invalid'],
    ['notificationRecipients', ['ops@sovra.test', 7], 'invalid'],
    ['blockList', ['@-bad-.example'], 'invalid'],
    ['blockList', Array.from({ length: 1001 }, (_, i) => `@d${i}.example`), 'too_many'],
    ['analyticsEnabled', 'false', 'invalid'],
  ])('refuses %s = %j (%s)', (field, value, code) => {
    expect(() => parseSettingsChange({ [field]: value })).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT', details: { [field]: code } }));
  });

  it('says what is wrong with a text: its length, or a control or text-direction character', () => {
    const message = (input: Record<string, unknown>) => {
      try {
        parseSettingsChange(input);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(message({ siteName: 'Sovra\u202E' })).toBe('The English site name must be one line without control or text-direction characters');
    expect(message({ businessHoursAr: 'من 9\u2066' })).toBe('The Arabic business hours must be without control or text-direction characters');
    expect(message({ siteName: 'x'.repeat(61) })).toBe('The English site name must be at most 60 characters on one line');
    expect(message({ siteName: 42 })).toBe('The English site name must be at most 60 characters on one line');
  });

  it('shares its rules with the screen and config.ts', () => {
    expect(['+971 4 555 0100', '04-555-0100', '+1 (212) 555.0100'].every(isPhoneNumber)).toBe(true);
    expect(['phone', '+', '+971 4 555 0100 x', '++971 4 555 0100', '123'].some(isPhoneNumber)).toBe(false);
    expect(['spam@example.com', '@example.com', 'example.com', '@sub.example.co.uk'].every(isBlockListEntry)).toBe(true);
    expect(['@', 'example', '@exa mple.com', 'a@b'].some(isBlockListEntry)).toBe(false);
    expect(isScriptAddress('https://calendar.example/widget.js')).toBe(true);
    expect(isScriptAddress('not a url')).toBe(false);
    expect(() => loadConfig({ BOOKING_WIDGET_URL: 'http://calendar.example/widget.js' })).toThrow(/BOOKING_WIDGET_URL/);
  });

  it('reads stored values back leniently, and uses the default for what it cannot use', () => {
    expect(settingValue('siteName', undefined, env)).toBe('Sovra');
    expect(settingValue('siteName', '"Sovra AI"', env)).toBe('Sovra AI');
    expect(settingValue('siteName', '{broken', env)).toBe('Sovra');
    expect(settingValue('bookingWidgetUrl', null, env)).toBe(env.bookingWidgetUrl);
    expect(settingValue('bookingWidgetUrl', '"javascript:alert(1)"', env)).toBe(env.bookingWidgetUrl);
    expect(settingValue('bookingWidgetUrl', null, { contactNotify: [] })).toBeNull();
    expect(settingValue('notificationRecipients', undefined, env)).toEqual(['ops@sovra.test']);
    expect(settingValue('blockList', '[" @spam.example ", 3, ""]', env)).toEqual(['@spam.example']);
    expect(settingValue('blockList', '"@spam.example"', env)).toEqual([]);
    for (const value of [null, undefined, 'true', '"true"', '1', 'on', 'yes']) expect(isEnabledValue(value), String(value)).toBe(true);
    for (const value of ['false', '"false"', ' FALSE ', '0', 'off', 'no']) expect(isEnabledValue(value), value).toBe(false);
  });
});

describe('reading the settings', () => {
  let app: TestApp;
  beforeAll(() => {
    app = createTestApp({ CONTACT_NOTIFY: 'ops@sovra.test', BOOKING_WIDGET_URL: 'https://calendar.example/widget.js' });
  });
  afterAll(() => app.cleanup());
  beforeEach(async () => {
    await app.db.setting.deleteMany({ where: { key: { in: settingFields.map((field) => settingsCatalogue[field].key) } } });
    await app.publicContent.changed();
  });

  it('defaults to BOOKING_WIDGET_URL and CONTACT_NOTIFY while the settings are unset', async () => {
    expect(await app.siteSettings.read()).toMatchObject({ bookingWidgetUrl: 'https://calendar.example/widget.js', notificationRecipients: ['ops@sovra.test'] });
    expect(await notificationRecipients(app.db, ['ops@sovra.test'])).toEqual(['ops@sovra.test']);
    expect(await readBlockList(app.db)).toEqual([]);
    expect(await analyticsEnabled(app.db)).toBe(true);
  });

  it('keeps what it read in memory until public content changes', async () => {
    const first = await app.siteSettings.readPublic();
    expect(first.contactEmail).toBe('hello@sovra.ae');
    // Written behind the store's back: not seen until a change is announced.
    await app.db.setting.create({ data: { key: 'contact.email', value: '"behind@sovra.ae"' } });
    expect((await app.siteSettings.readPublic()).contactEmail).toBe('hello@sovra.ae');
    expect(await app.siteSettings.readPublic()).toBe(first);
    await app.publicContent.changed();
    expect((await app.siteSettings.readPublic()).contactEmail).toBe('behind@sovra.ae');
  });

  it('lets the services that act on a write read the database directly', async () => {
    await app.db.setting.createMany({
      data: [
        { key: 'contact.notify', value: '["a@sovra.test"]' },
        { key: 'contact.blockList', value: '["@spam.example"]' },
        { key: 'analytics.enabled', value: 'off' },
      ],
    });
    expect(await notificationRecipients(app.db, ['ops@sovra.test'])).toEqual(['a@sovra.test']);
    expect(await readBlockList(app.db)).toEqual(['@spam.example']);
    expect(await analyticsEnabled(app.db)).toBe(false);
  });
});
