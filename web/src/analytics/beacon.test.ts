import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What the beacon sends, with the browser's globals stood in for (the suite runs in Node).

let sent: { url: string; body: Record<string, unknown> }[];
let storage: Record<string, string>;

beforeEach(() => {
  vi.resetModules();
  sent = [];
  storage = {};
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string, body: string) => {
      sent.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
  vi.stubGlobal('document', { referrer: 'https://www.google.com/search?q=sovra', documentElement: { lang: 'ar' }, querySelector: () => null });
  vi.stubGlobal('location', { pathname: '/blog/some-article' });
  vi.stubGlobal('localStorage', { getItem: (key: string) => storage[key] ?? null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const beacon = () => import('./beacon.ts');

describe('page views', () => {
  it('report public pages and articles once per path, with the referrer of the first only', async () => {
    const { reportPageView } = await beacon();
    reportPageView('/blog/some-article');
    reportPageView('/blog/some-article');
    reportPageView('/sovra-core');
    expect(sent).toEqual([
      {
        url: '/api/events',
        body: { type: 'pageview', path: '/blog/some-article', language: 'ar', referrer: 'https://www.google.com/search?q=sovra', post: 'some-article' },
      },
      { url: '/api/events', body: { type: 'pageview', path: '/sovra-core', language: 'ar' } },
    ]);
  });

  it('leave out the admin, unknown paths, the not-found page and signed-in staff', async () => {
    const { reportPageView } = await beacon();
    reportPageView('/admin/analytics');
    reportPageView('/index.html');
    // A path a page may have, where none is published: the server's not-found page.
    vi.stubGlobal('document', {
      referrer: '',
      documentElement: { lang: 'en' },
      querySelector: (selector: string) => (selector === '[data-not-found]' ? {} : null),
    });
    reportPageView('/no-such-page');
    vi.stubGlobal('document', { referrer: '', documentElement: { lang: 'en' }, querySelector: () => null });
    storage.admin_auth_token = 'token';
    reportPageView('/');
    expect(sent).toEqual([]);
  });

  it('fall back to fetch with keepalive when sendBeacon refuses', async () => {
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    const fetches: RequestInit[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      fetches.push(init);
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    const { reportPageView } = await beacon();
    reportPageView('/');
    expect(fetches).toHaveLength(1);
    expect(fetches[0]).toMatchObject({ method: 'POST', keepalive: true });
  });
});

describe('error reports', () => {
  it('send each message once and at most five per page', async () => {
    const { reportError } = await beacon();
    const error = new TypeError('x is undefined');
    reportError('error', error);
    reportError('error', error);
    reportError('unhandledrejection', 'plain reason');
    for (let i = 0; i < 10; i++) reportError('error', new Error(`boom ${i}`));
    expect(sent).toHaveLength(5);
    expect(sent[0]).toEqual({ url: '/api/client-errors', body: { kind: 'error', message: 'x is undefined', stack: error.stack, path: '/blog/some-article' } });
    expect(sent[1].body).toEqual({ kind: 'unhandledrejection', message: 'plain reason', path: '/blog/some-article' });
  });
});
