import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The map of persisted operations (id → text) is generated with the artifacts and checked in: it
// is the server's allowlist, so it must hold exactly the operations the artifacts name by id.

const generatedDir = resolve(import.meta.dirname, '../__generated__');
const documents = JSON.parse(readFileSync(join(generatedDir, 'persistedDocuments.json'), 'utf8')) as Record<string, string>;

/** Every compiled operation's parameters, from the artifacts (`X.graphql.ts` and `X$parameters.ts`). */
async function operationParameters(): Promise<{ file: string; id?: string | null; text?: string | null }[]> {
  const operations = [];
  for (const file of readdirSync(generatedDir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const artifact = (await import(join(generatedDir, file))).default as { params?: { id?: string | null; text?: string | null } };
    if (artifact.params) operations.push({ file, ...artifact.params });
  }
  return operations;
}

describe('the persisted operations map (run `npm run generate` when this fails)', () => {
  it('keeps each operation under the SHA-256 of its text', () => {
    for (const [id, text] of Object.entries(documents)) expect(createHash('sha256').update(text).digest('hex'), text.slice(0, 60)).toBe(id);
  });

  it('holds exactly the operations of the artifacts, which carry their id and no text', async () => {
    const operations = await operationParameters();
    expect(operations.length).toBeGreaterThan(40);
    for (const { file, id, text } of operations) expect({ file, id: typeof id, text }).toEqual({ file, id: 'string', text: null });
    expect(new Set(operations.map(({ id }) => id))).toEqual(new Set(Object.keys(documents)));
  });
});
