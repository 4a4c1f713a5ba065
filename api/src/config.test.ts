import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('GRAPHQL_INTROSPECTION', () => {
  it('defaults to on outside production and off in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).GRAPHQL_INTROSPECTION).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).GRAPHQL_INTROSPECTION).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).GRAPHQL_INTROSPECTION).toBe(false);
  });

  it('overrides the default either way', () => {
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).GRAPHQL_INTROSPECTION).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', GRAPHQL_INTROSPECTION: 'false' }).GRAPHQL_INTROSPECTION).toBe(false);
  });

  it('stops the server on anything but true or false', () => {
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'yes' })).toThrow(/GRAPHQL_INTROSPECTION/);
  });
});

describe('CORS_ORIGINS', () => {
  it('is empty by default', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
  });

  it('reads a comma-separated list of origins', () => {
    expect(loadConfig({ CORS_ORIGINS: ' https://partner.example , http://localhost:5173,' }).CORS_ORIGINS).toEqual([
      'https://partner.example',
      'http://localhost:5173',
    ]);
  });

  it('stops the server on anything but exact origins, naming the bad one', () => {
    for (const bad of ['partner.example', 'https://partner.example/', 'https://partner.example/app', 'https://Partner.example', 'ftp://partner.example', '*']) {
      expect(() => loadConfig({ CORS_ORIGINS: `https://ok.example,${bad}` })).toThrow(`CORS_ORIGINS.1: ${bad} is not an origin`);
    }
  });
});

describe('BOOKING_WIDGET_URL', () => {
  it('is off by default', () => expect(loadConfig({}).BOOKING_WIDGET_URL).toBeUndefined());

  it.each(['https://calendar.example/widget.js', 'http://127.0.0.1:8080/widget.js'])('accepts %s', (url) =>
    expect(loadConfig({ BOOKING_WIDGET_URL: url }).BOOKING_WIDGET_URL).toBe(url),
  );

  it.each([
    'javascript:alert(1)',
    'ftp://calendar.example/widget.js',
    'http://calendar.example/widget.js',
    'https://*.example.com/widget.js',
    'https://user:secret@calendar.example/widget.js',
    'https://calendar.example',
    'https://calendar.example/a"b.js',
  ])('refuses %s with a message naming the setting', (url) => {
    expect(() => loadConfig({ BOOKING_WIDGET_URL: url })).toThrow(/BOOKING_WIDGET_URL/);
  });
});
