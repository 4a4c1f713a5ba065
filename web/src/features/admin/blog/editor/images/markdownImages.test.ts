import { describe, expect, it } from 'vitest';
import {
  imageMarkdown,
  insertBlock,
  isStoredImageAddress,
  mapCaret,
  postImageAddresses,
  removePlaceholder,
  replacePlaceholder,
  storedImageAddresses,
  uploadPlaceholder,
} from './markdownImages.ts';

const a = `/media/${'a'.repeat(32)}.jpg`;
const b = `/media/${'0123456789abcdef'.repeat(2)}.png`;

describe('finding the stored images of a post', () => {
  it('finds each library file a text names once, in order, and nothing else', () => {
    const text = `![one](${a}) and ![two](${b} "title")\n\n![again](${a})\n![elsewhere](https://cdn.example.com/media/x.jpg)\n/media/${'A'.repeat(32)}.jpg /media/${'a'.repeat(31)}.jpg /media/${'c'.repeat(32)}.gif`;
    expect(storedImageAddresses(text)).toEqual([a, b]);
    expect(storedImageAddresses('')).toEqual([]);
  });

  it('tells a library cover from an address elsewhere', () => {
    expect(isStoredImageAddress(a)).toBe(true);
    expect(isStoredImageAddress(` ${a} `)).toBe(true);
    expect(isStoredImageAddress(`https://example.com${a}`)).toBe(false);
    expect(isStoredImageAddress('/images/cover.jpg')).toBe(false);
    expect(isStoredImageAddress('')).toBe(false);
  });

  it('lists the cover first, then the images of each language, with where each is used', () => {
    expect(postImageAddresses(a, { en: `![x](${b})\n![y](${a})`, ar: `![z](${b})` })).toEqual([
      { address: a, uses: ['cover', 'en'] },
      { address: b, uses: ['en', 'ar'] },
    ]);
    expect(postImageAddresses('https://cdn.example.com/cover.jpg', { en: '', ar: `![](${a})` })).toEqual([{ address: a, uses: ['ar'] }]);
  });
});

describe('writing an image into the Markdown', () => {
  it('writes the alt text on one line with its brackets escaped', () => {
    expect(imageMarkdown('A harbour\nat [dawn] \\ ', a)).toBe(`![A harbour at \\[dawn\\] \\\\](${a})`);
    expect(imageMarkdown('', a)).toBe(`![](${a})`);
  });

  it('inserts a block at the caret as a paragraph of its own, the caret after it', () => {
    expect(insertBlock('', 0, 0, 'IMG')).toEqual({ text: 'IMG', caret: 3 });
    expect(insertBlock('Hello world', 5, 5, 'IMG')).toEqual({ text: 'Hello\n\nIMG\n\nworld', caret: 10 });
    expect(insertBlock('Hello', 5, 5, 'IMG')).toEqual({ text: 'Hello\n\nIMG', caret: 10 });
    expect(insertBlock('Hello', 0, 0, 'IMG')).toEqual({ text: 'IMG\n\nHello', caret: 3 });
    // Blank lines already there are used, not doubled.
    expect(insertBlock('One\n\nTwo', 5, 5, 'IMG')).toEqual({ text: 'One\n\nIMG\n\nTwo', caret: 8 });
    expect(insertBlock('One\n', 4, 4, 'IMG')).toEqual({ text: 'One\n\nIMG', caret: 8 });
  });

  it('replaces the selection, whichever way it was made, and keeps within the text', () => {
    expect(insertBlock('Keep this text', 10, 5, 'IMG').text).toBe('Keep\n\nIMG\n\ntext');
    expect(insertBlock('Short', 2, 99, 'IMG').text).toBe('Sh\n\nIMG');
  });

  it('numbers a placeholder the text has already, and keeps it to one line of text', () => {
    expect(uploadPlaceholder('', 'Uploading photo.jpg…')).toBe('[Uploading photo.jpg…]');
    expect(uploadPlaceholder('[Uploading photo.jpg…]', 'Uploading photo.jpg…')).toBe('[Uploading photo.jpg… (2)]');
    expect(uploadPlaceholder('[Uploading photo.jpg…] [Uploading photo.jpg… (2)]', 'Uploading photo.jpg…')).toBe('[Uploading photo.jpg… (3)]');
    expect(uploadPlaceholder('', 'Uploading [a]\nb\u202e.png…')).toBe('[Uploading a b .png…]');
  });

  it('replaces a placeholder when the upload is done, wherever the text around it moved', () => {
    const { text } = insertBlock('Intro', 5, 5, '[Uploading a.jpg…]');
    const edited = `Changed intro${text.slice(5)}\n\nMore text`;
    expect(replacePlaceholder(edited, '[Uploading a.jpg…]', `![](${a})`)).toBe(`Changed intro\n\n![](${a})\n\nMore text`);
    expect(replacePlaceholder('Deleted meanwhile', '[Uploading a.jpg…]', 'x')).toBeNull();
  });

  it('removes a failed upload’s placeholder and the blank lines it added', () => {
    const p = '[Uploading a.jpg…]';
    for (const [text, start] of [
      ['Hello world', 5],
      ['Hello', 5],
      ['Hello', 0],
      ['', 0],
      ['One\n\nTwo', 5],
    ] as const) {
      const inserted = insertBlock(text, start, start, p).text;
      expect(removePlaceholder(inserted, p).replace(/\n+/g, ' ')).toBe(text.replace(/\n+/g, ' '));
    }
    expect(removePlaceholder('One\n\n[Uploading a.jpg…]\n\nTwo', p)).toBe('One\n\nTwo');
    expect(removePlaceholder('No placeholder', p)).toBe('No placeholder');
  });
});

describe('keeping the caret where the writer is when an upload changes the text', () => {
  const before = 'Intro\n\n[Uploading a.jpg…]\n\nThe writer types here';
  const after = `Intro\n\n![](${a})\n\nThe writer types here`;
  it('leaves a caret before the change, and moves one after it with its text', () => {
    expect(mapCaret(before, after, 3)).toBe(3);
    const typing = before.indexOf('types');
    expect(after.slice(mapCaret(before, after, typing))).toBe('types here');
    expect(mapCaret(before, after, before.length)).toBe(after.length);
  });

  it('puts a caret inside the replaced part at its end', () => {
    expect(mapCaret(before, after, before.indexOf('a.jpg'))).toBe(after.indexOf(')') + 1);
  });
});
