import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError.ts';
import { describeMediaError } from './mediaErrors.ts';

describe('describeMediaError', () => {
  it('puts an alt text the server refused at its field', () => {
    const error = new ApiError('This image is on a published post: it needs alt text in English and Arabic', 400, 'BAD_USER_INPUT', { altAr: 'required' });
    expect(describeMediaError(error)).toEqual({ fields: { altAr: 'required' }, messageKey: 'media.details.errors.needsAlt' });
    expect(describeMediaError(new ApiError('x', 400, 'BAD_USER_INPUT', { altEn: 'too_long' }))).toEqual({ fields: { altEn: 'too_long' }, messageKey: 'errors.checkFields' });
    expect(describeMediaError(new ApiError('x', 400, 'BAD_USER_INPUT', { altEn: 'strange' })).fields).toEqual({ altEn: 'invalid' });
  });

  it('words a deletion refused because a post shows the image, or because it is someone else\'s', () => {
    expect(describeMediaError(new ApiError('x', 409, 'CONFLICT', { uses: '1' })).messageKey).toBe('media.details.errors.inUse');
    expect(describeMediaError(new ApiError('x', 403, 'FORBIDDEN')).messageKey).toBe('media.details.deleteOwnOnly');
    expect(describeMediaError(new ApiError('x', 404, 'NOT_FOUND')).messageKey).toBe('media.details.notFound');
  });

  it('says the server could not be reached when there was no answer', () => {
    expect(describeMediaError(new TypeError('Failed to fetch')).messageKey).toBe('blog.errors.network');
    expect(describeMediaError(new ApiError('x', 500, 'INTERNAL_SERVER_ERROR')).messageKey).toBe('errors.generic');
  });
});
