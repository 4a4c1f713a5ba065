import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { imageRefusals, mediaLimits } from '../../api/mediaRules.ts';
import { describeMediaError, uploadErrorKey } from './mediaErrors.ts';

const admin = (lang: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/locales', lang, 'admin.json'), 'utf8'));

describe('uploadErrorKey', () => {
  it('words every refusal of an image the server gives, in English and Arabic, in the library and the editor', () => {
    for (const reason of [...Object.keys(imageRefusals), 'too_large', 'required']) {
      const key = uploadErrorKey(
        new ApiError(reason in imageRefusals ? imageRefusals[reason as keyof typeof imageRefusals] : 'x', 400, 'BAD_USER_INPUT', { file: reason }),
      );
      expect(key).toBe(reason);
      for (const lang of ['en', 'ar']) {
        const words = admin(lang);
        expect({ lang, reason, library: words.media.errors[key], editor: words.editorImages.errors[key] }).toEqual({
          lang,
          reason,
          library: expect.any(String),
          editor: expect.any(String),
        });
      }
    }
    // A reason it does not know, or a name it holds by inheritance, is a failure in general words.
    expect(uploadErrorKey(new ApiError('x', 400, 'BAD_USER_INPUT', { file: 'strange' }))).toBe('failed');
    expect(uploadErrorKey(new ApiError('x', 400, 'BAD_USER_INPUT', { file: 'toString' }))).toBe('failed');
  });

  it('tells a busy server, an ended session and a lost connection apart', () => {
    expect(uploadErrorKey(new ApiError('x', 503, 'SERVICE_UNAVAILABLE'))).toBe('busy');
    expect(uploadErrorKey(new ApiError('x', 401, 'UNAUTHENTICATED'))).toBe('signed_out');
    expect(uploadErrorKey(new ApiError('x', 0, 'NETWORK_ERROR'))).toBe('network');
    expect(uploadErrorKey(new ApiError('x', 413, 'PAYLOAD_TOO_LARGE'))).toBe('too_large');
  });

  it('names the limit of a too tall image in both languages, as the server does (its words are written by hand)', () => {
    const limit = mediaLimits.side.toLocaleString('en');
    expect(imageRefusals.too_tall).toContain(limit);
    for (const lang of ['en', 'ar'])
      expect([admin(lang).media.errors.too_tall, admin(lang).editorImages.errors.too_tall]).toEqual([
        expect.stringContaining(limit),
        expect.stringContaining(limit),
      ]);
  });
});

describe('describeMediaError', () => {
  it('puts an alt text the server refused at its field', () => {
    const error = new ApiError('This image is on a published post: it needs alt text in English and Arabic', 400, 'BAD_USER_INPUT', { altAr: 'required' });
    expect(describeMediaError(error)).toEqual({ fields: { altAr: 'required' }, messageKey: 'media.details.errors.needsAlt' });
    expect(describeMediaError(new ApiError('x', 400, 'BAD_USER_INPUT', { altEn: 'too_long' }))).toEqual({
      fields: { altEn: 'too_long' },
      messageKey: 'errors.checkFields',
    });
    expect(describeMediaError(new ApiError('x', 400, 'BAD_USER_INPUT', { altEn: 'strange' })).fields).toEqual({ altEn: 'invalid' });
  });

  it("words a deletion refused because a post shows the image, or because it is someone else's", () => {
    expect(describeMediaError(new ApiError('x', 409, 'CONFLICT', { uses: '1' })).messageKey).toBe('media.details.errors.inUse');
    expect(describeMediaError(new ApiError('x', 403, 'FORBIDDEN')).messageKey).toBe('media.details.deleteOwnOnly');
    expect(describeMediaError(new ApiError('x', 404, 'NOT_FOUND')).messageKey).toBe('media.details.notFound');
  });

  it('says the server could not be reached when there was no answer', () => {
    expect(describeMediaError(new TypeError('Failed to fetch')).messageKey).toBe('blog.errors.network');
    expect(describeMediaError(new ApiError('x', 500, 'INTERNAL_SERVER_ERROR')).messageKey).toBe('errors.generic');
  });
});
