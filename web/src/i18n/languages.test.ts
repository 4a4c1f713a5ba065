import { describe, expect, it } from 'vitest';
import { pageLanguage, parseLanguage } from './languages.ts';

const ask = (request: { query?: string; cookie?: string; acceptLanguage?: string }) => {
  const url = new URL('https://sovra.example/blog');
  if (request.query !== undefined) url.searchParams.set('lang', request.query);
  const headers = new Headers();
  if (request.cookie !== undefined) headers.set('cookie', request.cookie);
  if (request.acceptLanguage !== undefined) headers.set('accept-language', request.acceptLanguage);
  return pageLanguage(new Request(url, { headers }), url);
};

describe('the language of a request, as the server sees it', () => {
  it('follows ?lang first, then the stored choice (cookie), then Accept-Language, then English', () => {
    expect(ask({ query: 'ar', cookie: 'lang=en', acceptLanguage: 'en' })).toBe('ar');
    expect(ask({ cookie: 'theme=dark; lang=ar', acceptLanguage: 'en' })).toBe('ar');
    expect(ask({ acceptLanguage: 'fr-FR,ar;q=0.8,en;q=0.5' })).toBe('ar');
    expect(ask({ acceptLanguage: 'fr-FR,de' })).toBe('en');
    expect(ask({})).toBe('en');
  });

  it('weighs Accept-Language by q, ignoring q=0', () => {
    expect(ask({ acceptLanguage: 'en;q=0.4, ar-AE;q=0.9' })).toBe('ar');
    expect(ask({ acceptLanguage: 'ar;q=0, en' })).toBe('en');
  });

  it('discards values that look like injections and falls through to the next source', () => {
    for (const hostile of ['<script>alert(1)</script>', 'ar"><img src=x>', 'javascript:ar', 'ar;drop table', 'en\u0000']) {
      expect(parseLanguage(hostile), hostile).toBeNull();
      expect(ask({ query: hostile, cookie: 'lang=ar' })).toBe('ar');
    }
  });

  it("reads ?lang from the page's own address, not the request's", () => {
    const request = new Request('https://sovra.example/missing-page?lang=en');
    expect(pageLanguage(request, new URL('https://sovra.example/not-found?lang=ar'))).toBe('ar');
  });

  it('accepts regional variants of our languages', () => {
    expect(parseLanguage('ar-AE')).toBe('ar');
    expect(parseLanguage('EN-gb')).toBe('en');
  });
});
