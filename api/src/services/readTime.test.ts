import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readableWords, readTimeMinutes } from './readTime.ts';

describe('read time', () => {
  it('counts the words a reader reads, not Markdown syntax, addresses or code', () => {
    expect(
      readableWords(
        '# A heading\n\nSome **bold** [link text](https://example.com/a-long-path) and `code`.\n\n```js\nconst x = 1;\n```\n\n| a | b |\n|---|---|\n| c | d |',
      ),
    ).toBe(12);
    expect(readableWords('## عنوان\n\nنص **عربي** [رابط](https://example.com)')).toBe(4);
  });

  it('gives each launch article the same time in English and Arabic', () => {
    const seed = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../prisma/seed/posts.json'), 'utf8')) as {
      posts: { translations: Record<'en' | 'ar', { body: string }> }[];
    };
    for (const post of seed.posts) {
      expect(readTimeMinutes(post.translations.ar.body)).toBe(readTimeMinutes(post.translations.en.body));
    }
  });

  it('is at least a minute', () => {
    expect(readTimeMinutes('')).toBe(1);
  });
});
