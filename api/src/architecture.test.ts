import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The import rules of docs/architecture.md, held to the source: every import of every source file
// (tests aside: they drive whatever they test) is read as TypeScript reads it, and each rule lists
// the imports that break it.

const root = resolve(import.meta.dirname, '../..');

interface Import {
  /** The importing file, from the repository's root. */
  file: string;
  line: number;
  /** A file from the repository's root ("api/src/db/client.ts"), or a package's name ("graphql"). */
  target: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ['__generated__', 'generated', 'generated-pg'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), 'utf8');
  return ts.preProcessFile(text, true, true).importedFiles.map(({ fileName, pos }) => ({
    file,
    line: text.slice(0, pos).split('\n').length,
    target: fileName.startsWith('.') ? relative(root, resolve(root, dirname(file), fileName)) : fileName,
  }));
}

const imports = [...sourceFiles('api/src'), ...sourceFiles('web/src')].flatMap(importsOf);

interface Rule {
  /** The files it holds: paths from the root, a folder ending in "/". */
  files: string[];
  /** Files and packages they may import from the repository (a folder ending in "/"); anything else of ours is refused. */
  only?: string[];
  /** Files of ours and packages they must not import ("graphql" is the package, "@pothos/" its scope). */
  never?: string[];
}

const under = (target: string, prefixes: string[]) => prefixes.some((prefix) => target === prefix || (prefix.endsWith('/') && target.startsWith(prefix)));
const isOurs = (target: string) => target.startsWith('api/') || target.startsWith('web/') || target.startsWith('prisma/') || target === 'package.json';

const rules: Record<string, Rule> = {
  'db/ is the bottom: it imports nothing of the app above it': {
    files: ['api/src/db/'],
    only: ['api/src/db/'],
  },
  'services/ are the rules for every door: the database, the error vocabulary, the context, the configuration and the shared rules, no transport': {
    files: ['api/src/services/'],
    only: ['api/src/services/', 'api/src/db/', 'api/src/errors.ts', 'api/src/context.ts', 'api/src/config.ts', 'web/src/'],
  },
  'services/, db/, errors.ts and context.ts know nothing of GraphQL': {
    files: ['api/src/services/', 'api/src/db/', 'api/src/errors.ts', 'api/src/context.ts'],
    never: ['graphql', 'graphql-yoga', '@pothos/', 'api/src/graphql/', 'api/src/rest/', 'api/src/http/'],
  },
  'graphql/ does not import rest/: REST runs GraphQL operations, not the other way': {
    files: ['api/src/graphql/'],
    never: ['api/src/rest/'],
  },
  'web/src/ is built for the browser: it imports nothing of the server (what both use lives in web/src/)': {
    files: ['web/src/'],
    never: ['api/'],
  },
};

function breaks(rule: Rule, { target }: Import): boolean {
  if (rule.never?.some((refused) => (refused.endsWith('/') ? target.startsWith(refused) : target === refused || target.startsWith(`${refused}/`)))) return true;
  return rule.only !== undefined && isOurs(target) && !under(target, rule.only);
}

describe('the import rules', () => {
  it('read every source file and its imports', () => {
    expect(new Set(imports.map((found) => found.file)).size).toBeGreaterThan(300);
    expect(imports).toContainEqual({ file: 'api/src/app.ts', line: expect.any(Number), target: 'api/src/graphql/schema.ts' });
  });

  it.each(Object.entries(rules))('%s', (_rule, rule) => {
    const held = imports.filter((found) => under(found.file, rule.files));
    expect(held.length).toBeGreaterThan(0);
    expect(held.filter((found) => breaks(rule, found)).map(({ file, line, target }) => `${file}:${line} imports ${target}`)).toEqual([]);
  });
});
