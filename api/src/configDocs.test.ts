import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

// The README's configuration table held to api/src/config.ts: every environment variable the server
// reads has its row, every row names one it reads, and a default the code gives is the one written.

interface Row {
  names: string[];
  defaultCell: string;
  line: string;
}

function configurationTable(): Row[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Configuration')).split(/\n## /)[1];
  return [...section.matchAll(/^\| (`[A-Z][A-Z0-9_]*`(?:, `[A-Z][A-Z0-9_]*`)*) \| ([^|]*) \|.*$/gm)].map(([line, names, defaultCell]) => ({
    names: [...names.matchAll(/`(\w+)`/g)].map(([, name]) => name),
    defaultCell,
    line,
  }));
}

/** The names loadConfig asks the environment for, seen by handing it an environment that notes each one (and holds none). */
function variablesRead(): string[] {
  const read = new Set<string>();
  const note = (name: string | symbol) => {
    if (typeof name === 'string') read.add(name);
    return undefined;
  };
  const environment = new Proxy({}, { get: (_, name) => note(name), has: (_, name) => note(name) ?? false });
  loadConfig(environment);
  return [...read].sort();
}

describe("the README's configuration table", () => {
  const rows = configurationTable();
  const documented = rows.flatMap((row) => row.names);

  it('names every environment variable config.ts reads, once, and no other', () => {
    expect(variablesRead().length).toBeGreaterThan(30);
    expect(documented.length).toBe(new Set(documented).size);
    expect([...documented].sort()).toEqual(variablesRead());
  });

  it('writes the default the code gives, where it gives a number, a flag or a word', () => {
    const defaults: Record<string, unknown> = loadConfig({});
    for (const row of rows) {
      for (const name of row.names) {
        const value = defaults[name];
        if (['number', 'boolean', 'string'].includes(typeof value)) expect(row.defaultCell, name).toContain(`\`${String(value)}\``);
      }
    }
  });

  it('keeps each row short: the long explanation belongs in the docs of its area', () => {
    expect(rows.filter((row) => row.line.length > 200).map((row) => row.names.join(', '))).toEqual([]);
  });
});
