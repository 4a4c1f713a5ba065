import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { changedInput, fieldMessages, formValues, publicPart, type SettingsData } from './settingsForm.ts';

// The settings form without React: what a save sends, and the server's refusal in words.

const settings: SettingsData = {
  siteName: 'Site',
  siteNameAr: 'موقع',
  contactEmail: 'hello@example.ae',
  contactPhone: '+971 4 555 0100',
  officeAddress: 'Tower 2\nDubai',
  officeAddressAr: 'برج 2\nدبي',
  businessHours: '9 to 6',
  businessHoursAr: 'من 9 إلى 6',
  bookingWidgetUrl: null,
  bookingEnabled: true,
  notificationRecipients: ['a@example.ae', 'b@example.ae'],
  blockList: [],
  analyticsEnabled: true,
  enquiryRetention: 'FOREVER',
  secondFactorPolicy: 'NONE',
};

describe('the settings form', () => {
  it('holds lists one entry a line, and no booking calendar as an empty field', () => {
    const values = formValues(settings);
    expect(values.notificationRecipients).toBe('a@example.ae\nb@example.ae');
    expect(values.bookingWidgetUrl).toBe('');
    expect(publicPart(settings)).not.toHaveProperty('notificationRecipients');
  });

  it('gives visitors no booking calendar while it is switched off, whatever address is set', () => {
    const calendar = { ...settings, bookingWidgetUrl: 'https://cal.example/widget.js' };
    expect(publicPart(calendar).bookingWidgetUrl).toBe('https://cal.example/widget.js');
    expect(publicPart({ ...calendar, bookingEnabled: false }).bookingWidgetUrl).toBeNull();
  });

  it('sends only what changed: an emptied field (the default back), a list as its lines, the switch', () => {
    const saved = formValues(settings);
    expect(changedInput(saved, saved)).toEqual({});
    expect(changedInput({ ...saved, siteName: ' Site ', blockList: '\n\n' }, saved)).toEqual({});
    expect(
      changedInput(
        { ...saved, contactEmail: '', notificationRecipients: ' a@example.ae \n\nc@example.ae\n', bookingEnabled: false, analyticsEnabled: false },
        saved,
      ),
    ).toEqual({ contactEmail: '', notificationRecipients: ['a@example.ae', 'c@example.ae'], bookingEnabled: false, analyticsEnabled: false });
    expect(changedInput({ ...saved, enquiryRetention: 'DAYS_365' }, saved)).toEqual({ enquiryRetention: 'DAYS_365' });
    expect(changedInput({ ...saved, secondFactorPolicy: 'ALL_STAFF' }, saved)).toEqual({ secondFactorPolicy: 'ALL_STAFF' });
  });

  it('reads a retention this build does not know as the default, so the screen still opens', () => {
    expect(formValues({ ...settings, enquiryRetention: '%future added value' }).enquiryRetention).toBe('FOREVER');
    expect(formValues({ ...settings, secondFactorPolicy: '%future added value' }).secondFactorPolicy).toBe('NONE');
  });

  it("words the server's details per field, an Arabic field as its English twin, naming the lines at fault", () => {
    const t = ((key: string, options?: { defaultValue?: string }) =>
      key.startsWith('settings.errors.fields.') && !key.includes('Phone') ? key : (options?.defaultValue ?? key)) as unknown as TFunction<'admin'>;
    const values = { ...formValues(settings), notificationRecipients: 'ok@example.ae\nnope\nalso wrong' };
    expect(fieldMessages({ siteNameAr: 'too_long', notificationRecipients: 'invalid', contactPhone: 'invalid' }, values, t)).toEqual({
      siteNameAr: 'settings.errors.fields.siteName.too_long',
      notificationRecipients: 'settings.errors.fields.notificationRecipients.invalid settings.errors.notValid nopesettings.errors.listSeparatoralso wrong',
      contactPhone: 'settings.errors.invalid',
    });
  });
});
