import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { browserFamily, cleanText } from './clientErrors.ts';
import { addDays, dayStart, lastDays, siteDay } from './days.ts';
import { createPageViewRecorder, maxReferrerHostsPerDay, otherReferrers, type PageView } from './recorder.ts';
import { isEnabledValue } from './settings.ts';

// The pieces of the site's analytics on their own: days, cleaning of error reports, the setting,
// the throttle, and the recorder's batches when the database fails or hosts flood in.

describe('site days (Asia/Dubai, UTC+4)', () => {
  it('turn at 20:00 UTC', () => {
    expect(siteDay(new Date('2026-03-10T19:59:59.999Z'))).toBe('2026-03-10');
    expect(siteDay(new Date('2026-03-10T20:00:00Z'))).toBe('2026-03-11');
    expect(dayStart('2026-03-11').toISOString()).toBe('2026-03-10T20:00:00.000Z');
  });

  it('count back across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(lastDays(3, new Date('2026-01-01T10:00:00Z'))).toEqual(['2025-12-30', '2025-12-31', '2026-01-01']);
  });
});

describe('error reports are cleaned', () => {
  it('of query strings, fragments, tokens, keys and email addresses, on one line', () => {
    expect(cleanText('GET https://x.example/a/b?token=1#f failed', 500)).toBe('GET https://x.example/a/b failed');
    expect(cleanText('at f (https://x.example/app.js?v=1:10:5)', 500)).toBe('at f (https://x.example/app.js:10:5)');
    expect(cleanText('navigated to /blog?q=my%20plan', 500)).toBe('navigated to /blog');
    expect(cleanText('Authorization: Bearer abc.def-ghi', 500)).toBe('Authorization: Bearer [redacted]');
    expect(cleanText('password=hunter2; token: "xyz"', 500)).toBe('password=[redacted]; token: "[redacted]"');
    expect(cleanText('key hT3kq9ZmX0aP1vRt7Yc2Lw5Nd8Ue4Bs6Gf0JiQoWpXy here', 500)).toBe('key [redacted] here');
    expect(cleanText('id 3f2b9c0e7a1d4b6f8e2c5a9d0b7f1e3c4d5a6b7c', 500)).toBe('id [redacted]');
    // An article's slug is no secret.
    expect(cleanText('/blog/private-llm-deployment-middle-east-enterprises', 500)).toBe('/blog/private-llm-deployment-middle-east-enterprises');
    expect(cleanText('mail me at someone.else@example.co.uk', 500)).toBe('mail me at [email]');
    expect(cleanText('two\nlines\u0000and\u2028more', 500)).toBe('two lines and more');
    expect(cleanText('What? Nothing is wrong (reading "x")', 500)).toBe('What? Nothing is wrong (reading "x")');
    expect(cleanText('ab '.repeat(400), 500)).toHaveLength(500);
  });

  it('and keep of the browser its name and major version', () => {
    expect(
      browserFamily('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87'),
    ).toBe('Edge 126');
    expect(
      browserFamily('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari 17');
    expect(browserFamily('Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0')).toBe('Firefox 128');
    expect(browserFamily('curl/8.5.0')).toBe('other');
  });
});

describe('the analytics.enabled setting', () => {
  it('is on unless it says false', () => {
    for (const value of [null, undefined, 'true', '"true"', '1', 'on', 'yes']) expect(isEnabledValue(value), String(value)).toBe(true);
    for (const value of ['false', '"false"', ' FALSE ', '0', 'off', 'no']) expect(isEnabledValue(value), value).toBe(false);
  });
});

describe('the recorder', () => {
  let app: TestApp;
  beforeAll(() => {
    app = createTestApp();
  });
  afterAll(() => app.cleanup());

  const hashVisitor = async (day: string, visitor: string) => `${day} ${visitor}`;
  const view = (overrides: Partial<PageView> = {}): PageView => ({
    day: '2026-07-01',
    path: '/',
    language: 'en',
    postId: null,
    referrerHost: null,
    visitor: 'visitor-1',
    ...overrides,
  });

  it('keeps a batch the database refused for the next flush, and loses nothing', async () => {
    let failures = 1;
    const flaky = new Proxy(app.db, {
      get(target, key, receiver) {
        if (key === '$transaction' && failures > 0) {
          failures -= 1;
          return () => Promise.reject(new Error('database is locked'));
        }
        return Reflect.get(target, key, receiver);
      },
    }) as Db;
    const recorder = createPageViewRecorder(flaky, pino({ level: 'silent' }), { flushMs: 60_000, hashVisitor });
    await recorder.record(view());
    await recorder.record(view({ visitor: 'visitor-2' }));
    await recorder.flush();
    expect(await app.db.siteVisitDay.count()).toBe(0);
    await recorder.record(view());
    await recorder.close();
    expect(await app.db.siteVisitDay.findUnique({ where: { day: '2026-07-01' } })).toMatchObject({ views: 3, visitors: 2 });
  });

  it(`files referrer hosts past the ${maxReferrerHostsPerDay} first of a day under ${otherReferrers}`, async () => {
    const recorder = createPageViewRecorder(app.db, pino({ level: 'silent' }), { flushMs: 60_000, hashVisitor });
    for (let i = 0; i < maxReferrerHostsPerDay + 5; i++) await recorder.record(view({ day: '2026-07-02', referrerHost: `site${i}.example` }));
    await recorder.close();
    expect(await app.db.referrerDay.count({ where: { day: '2026-07-02' } })).toBe(maxReferrerHostsPerDay + 1);
    expect(await app.db.referrerDay.findUnique({ where: { day_host: { day: '2026-07-02', host: otherReferrers } } })).toMatchObject({ views: 5 });
  });
});
