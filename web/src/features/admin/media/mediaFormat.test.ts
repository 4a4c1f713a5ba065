import { describe, expect, it } from 'vitest';
import { formatBytes, formatDimensions, markdownImage } from './mediaFormat.ts';

describe('formatBytes', () => {
  it('says kilobytes below a megabyte, megabytes above, with a decimal only for small numbers', () => {
    expect(formatBytes(139, 'en')).toBe('0.1 kB');
    expect(formatBytes(48_213, 'en')).toBe('48 kB');
    expect(formatBytes(2_412_000, 'en')).toBe('2.4 MB');
    expect(formatBytes(15_000_000, 'en')).toBe('15 MB');
  });

  it('words the unit in Arabic, with Western digits', () => {
    const text = formatBytes(2_412_000, 'ar');
    expect(text).toContain('2.4');
    expect(text).not.toContain('MB');
    expect(text).not.toMatch(/[٠-٩]/);
  });
});

describe('formatDimensions', () => {
  it("groups thousands in the reader's language", () => {
    expect(formatDimensions(1600, 900, 'en')).toBe('1,600 × 900');
    expect(formatDimensions(1600, 900, 'ar')).not.toMatch(/[٠-٩]/);
  });
});

describe('markdownImage', () => {
  it('makes an image of the address with its alt text', () => {
    expect(markdownImage('A server rack', '/media/abc.jpg')).toBe('![A server rack](/media/abc.jpg)');
    expect(markdownImage('', '/media/abc.jpg')).toBe('![](/media/abc.jpg)');
  });

  it('keeps brackets and line breaks of the alt text from breaking it', () => {
    expect(markdownImage('Rack [left]\nand cables', '/media/a b.jpg')).toBe('![Rack \\[left\\] and cables](/media/a%20b.jpg)');
  });
});
