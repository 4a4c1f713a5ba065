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
