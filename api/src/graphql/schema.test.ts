import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContract, explainBreakingChanges } from './contract.ts';
import { printSortedSchema } from './print.ts';
import { schema } from './schema.ts';

const root = resolve(import.meta.dirname, '../../..');

describe('generated files', () => {
  it('the running schema keeps the contract of schema.graphql: no breaking change that is not marked', () => {
    const { unmarked } = checkContract(readFileSync(join(root, 'schema.graphql'), 'utf8'), schema);
    expect(unmarked, explainBreakingChanges(unmarked)).toEqual([]);
  });

  it('schema.graphql is the sorted print of the Pothos schema', () => {
    expect(readFileSync(join(root, 'schema.graphql'), 'utf8'), 'schema.graphql differs from the running schema: run `npm run generate` and commit it').toBe(
      printSortedSchema(),
    );
  });

  it('the Relay artifacts match the web app’s GraphQL (run `npm run generate` when this fails)', () => {
    const result = spawnSync(join(root, 'node_modules/.bin/relay-compiler'), ['--validate'], { cwd: root, encoding: 'utf8' });
    expect(result.stdout + result.stderr).not.toMatch(/out of date|ERROR/i);
    expect(result.status).toBe(0);
  });
});
