import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { detailsOf } from './inputDetails.ts';
import { parsePostInput } from './posts/input.ts';

// How refused input is named: by the whole path of each field, `required` only where nothing was sent.

const shape = z.object({
  title: z.string().max(5, 'too_long'),
  featured: z.boolean().optional(),
  blocks: z.array(z.strictObject({ type: z.literal('text'), body: z.object({ en: z.string(), ar: z.string() }) })),
});
const details = (input: unknown) => {
  const result = shape.safeParse(input);
  return result.success ? {} : detailsOf(result.error.issues, input);
};

describe('the details of a refusal', () => {
  it('say required where nothing (or null) was sent, and invalid for a value of the wrong kind', () => {
    expect(details({ blocks: [] })).toEqual({ title: 'required' });
    expect(details({ title: null, blocks: [] })).toEqual({ title: 'required' });
    expect(details({ title: 'x', featured: 'yes', blocks: [] })).toEqual({ featured: 'invalid' });
    expect(details({ title: 'x', blocks: 'none' })).toEqual({ blocks: 'invalid' });
  });

  it("name a nested field by its whole path, with its rule's code, and a field the shape lacks as unknown", () => {
    expect(details({ title: 'too long', blocks: [{ type: 'text', body: { en: 'a' }, extra: 1 }] })).toEqual({
      title: 'too_long',
      'blocks.0.body.ar': 'required',
      'blocks.0.extra': 'unknown',
    });
  });

  it('let a post refuse a featured flag that is no boolean as invalid, not as missing', () => {
    expect(() => parsePostInput({ status: 'DRAFT', featured: 'yes', translations: { en: { title: 'A post' } } })).toThrow(
      expect.objectContaining({ details: { featured: 'invalid' } }),
    );
  });
});
