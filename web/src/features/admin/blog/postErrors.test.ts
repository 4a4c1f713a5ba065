import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError.ts';
import { describePostError, editorField } from './postErrors.ts';

const t = ((key: string, options?: { defaultValue?: string }) =>
  key.startsWith('blog.errors.codes.') ? (options?.defaultValue ?? key) : key) as unknown as TFunction<'admin'>;

describe('post write errors', () => {
  it('name the editor field of an API detail', () => {
    expect(editorField('translations.ar.body', 'en')).toBe('ar.body');
    expect(editorField('translations', 'ar')).toBe('ar.title');
    expect(editorField('body', 'en')).toBe('en.body');
    expect(editorField('tags.3', 'en')).toBe('tags');
    expect(editorField('publishedAt', 'en')).toBe('publishAt');
  });

  it('tell a stale version (a conflict to resolve) from a slug taken by another post', () => {
    expect(describePostError(new ApiError('stale', 409, 'CONFLICT', { version: 'stale' }), t).conflict).toBe(true);
    const taken = describePostError(new ApiError('taken', 409, 'CONFLICT', { slug: 'taken' }), t);
    expect(taken).toMatchObject({ conflict: false, fields: { slug: 'taken' }, message: 'errors.checkFields' });
  });

  it('explain the one rule of a published post in a sentence', () => {
    const failure = describePostError(new ApiError('body', 400, 'BAD_USER_INPUT', { body: 'required' }), t, 'ar');
    expect(failure).toMatchObject({ fields: { 'ar.body': 'needsBody' }, message: 'blog.errors.needsBody' });
  });

  it('say how many images lack alt text when publishing is refused for it', () => {
    const count = ((key: string, options?: { count?: number }) => `${key}:${options?.count}`) as unknown as TFunction<'admin'>;
    const failure = describePostError(
      new ApiError('alt', 400, 'BAD_USER_INPUT', { images: 'alt_required', mediaIds: [4, 9] } as unknown as Record<string, string>),
      count,
    );
    expect(failure).toMatchObject({ conflict: false, fields: { images: 'alt_required' }, message: 'editorImages.altRequired:2' });
  });

  it('say when the post is gone or the network failed', () => {
    expect(describePostError(new ApiError('gone', 404, 'NOT_FOUND'), t).notFound).toBe(true);
    expect(describePostError(new TypeError('Failed to fetch'), t).message).toBe('blog.errors.network');
  });
});
