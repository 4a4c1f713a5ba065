import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { notificationState, notificationWording } from './notificationStatus.ts';

const locales = join(import.meta.dirname, '../../../i18n/locales');
const admin = (language: string) => JSON.parse(readFileSync(join(locales, language, 'admin.json'), 'utf8'));

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  fallbackLng: false,
  ns: ['admin'],
  defaultNS: 'admin',
  resources: { en: { admin: admin('en') }, ar: { admin: admin('ar') } },
  interpolation: { escapeValue: false },
});

const at = (iso: string) => `<${iso}>`;
const base = { attempts: 0, lastError: null, nextAttemptAt: null, sentAt: null };

/** The sentence as staff read it in a language. */
function sentence(notification: Parameters<typeof notificationState>[0], language: 'en' | 'ar') {
  const wording = notificationWording(notificationState(notification), at);
  return { ...wording, text: i18n.getFixedT(language, 'admin')(wording.key, wording.values) };
}

describe('the notification’s state, as staff read it', () => {
  it('says when staff were told', () => {
    const sent = sentence({ ...base, status: 'SENT', attempts: 1, sentAt: '2026-11-22T08:00:00Z' }, 'en');
    expect(sent).toMatchObject({ tone: 'success', error: null, text: 'Staff were alerted by email on <2026-11-22T08:00:00Z> (Dubai time).' });
  });

  it('says a new one waits, and a failing one when it is tried next, with the last error', () => {
    expect(sentence({ ...base, status: 'PENDING', nextAttemptAt: '2026-11-22T08:00:00Z' }, 'en')).toMatchObject({
      tone: 'pending',
      text: 'The email alert is waiting to be sent.',
    });
    const retrying = sentence({ status: 'PENDING', attempts: 3, lastError: 'SMTP 421 try later', nextAttemptAt: '2026-11-22T08:02:00Z', sentAt: null }, 'en');
    expect(retrying).toMatchObject({ tone: 'pending', error: 'SMTP 421 try later' });
    expect(retrying.text).toBe('The email alert is not delivered yet: 3 attempts failed. The next attempt is due <2026-11-22T08:02:00Z> (Dubai time).');
    expect(sentence({ status: 'PENDING', attempts: 1, lastError: 'timeout', nextAttemptAt: null, sentAt: null }, 'en').text).toBe(
      'The email alert is not delivered yet: 1 attempt failed. It will be tried again shortly.',
    );
  });

  it('says plainly that a given-up notification reached nobody', () => {
    const failed = sentence({ status: 'FAILED', attempts: 20, lastError: '550 mailbox unavailable', nextAttemptAt: null, sentAt: null }, 'en');
    expect(failed).toMatchObject({ tone: 'danger', error: '550 mailbox unavailable' });
    expect(failed.text).toContain('could not be delivered (20 attempts)');
    expect(failed.text).toContain('Nobody was told');
  });

  it('says when none was queued', () => {
    expect(sentence(null, 'en')).toMatchObject({ tone: 'muted', text: 'No email alert was queued for this message.' });
  });

  it('words every state in Arabic, with Arabic plurals', () => {
    expect(sentence({ status: 'FAILED', attempts: 2, lastError: 'x', nextAttemptAt: null, sentAt: null }, 'ar').text).toContain('بعد محاولتين');
    expect(sentence({ status: 'FAILED', attempts: 20, lastError: 'x', nextAttemptAt: null, sentAt: null }, 'ar').text).toContain('بعد 20 محاولة');
    expect(sentence({ status: 'PENDING', attempts: 3, lastError: 'x', nextAttemptAt: '2026-11-22T08:02:00Z', sentAt: null }, 'ar').text).toContain(
      'فشلت 3 محاولات',
    );
    for (const notification of [
      null,
      { ...base, status: 'SENT', sentAt: '2026-11-22T08:00:00Z' },
      { ...base, status: 'SENT' },
      { ...base, status: 'PENDING' },
      { ...base, status: 'PENDING', attempts: 1, lastError: 'x' },
      { ...base, status: 'PENDING', attempts: 5, lastError: 'x', nextAttemptAt: '2026-11-22T08:00:00Z' },
      { ...base, status: 'FAILED', attempts: 1 },
    ]) {
      const { key, text } = sentence(notification, 'ar');
      expect(text, key).not.toBe(key);
      expect(text, key).toMatch(/[\u0600-\u06ff]/);
      expect(text, key).not.toContain('{{');
    }
  });
});
