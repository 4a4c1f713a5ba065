import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { printSortedSchema } from './print.ts';

const root = resolve(import.meta.dirname, '../../..');

describe('generated files', () => {
  it('schema.graphql is the sorted print of the Pothos schema (run `npm run generate` when this fails)', () => {
    expect(readFileSync(join(root, 'schema.graphql'), 'utf8')).toBe(printSortedSchema());
  });

  it('the Relay artifacts match the web app’s GraphQL (run `npm run generate` when this fails)', () => {
    const result = spawnSync(join(root, 'node_modules/.bin/relay-compiler'), ['--validate'], { cwd: root, encoding: 'utf8' });
    expect(result.stdout + result.stderr).not.toMatch(/out of date|ERROR/i);
    expect(result.status).toBe(0);
  });
});
