import { describe, expect, it } from 'vitest';
import { mediaGlobalId, parseSelectedImage, withSelected } from './mediaAddress.ts';

describe('the media library address', () => {
  it('opens an image by its number', () => {
    expect(parseSelectedImage('12')).toBe(12);
  });

  it('opens and closes an image keeping the search', () => {
    expect(withSelected('?q=rack', 4)).toBe('?q=rack&selected=4');
    expect(withSelected('?q=rack&selected=4', 9)).toBe('?q=rack&selected=9');
    expect(withSelected('?q=rack&selected=4', null)).toBe('?q=rack');
    expect(withSelected('?selected=4', null)).toBe('');
    expect(withSelected('', 2)).toBe('?selected=2');
  });

  it('ignores what names no image', () => {
    for (const value of [null, '', '0', '-3', '012', '1.5', '12abc', '99999999999', '2147483648']) expect(parseSelectedImage(value)).toBeNull();
    expect(parseSelectedImage('2147483647')).toBe(2147483647);
  });

  it('makes the global id the API gives the image', () => {
    expect(mediaGlobalId(7)).toBe(Buffer.from('Media:7').toString('base64'));
  });
});
