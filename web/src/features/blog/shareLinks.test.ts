import { describe, expect, it } from 'vitest';
import { articleUrl, shareHref } from './shareLinks.ts';

describe('share links', () => {
  const article = { url: articleUrl('https://www.example.ae', 'private-llm', 'ar'), title: 'Private AI & you: خاص' };

  it('point at the article in the reader’s language', () => {
    expect(article.url).toBe('https://www.example.ae/blog/private-llm?lang=ar');
  });

  it('open each network’s share screen with the address (and title) encoded', () => {
    const encodedUrl = 'https%3A%2F%2Fwww.example.ae%2Fblog%2Fprivate-llm%3Flang%3Dar';
    expect(shareHref('linkedin', article)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`);
    expect(shareHref('x', article)).toBe(`https://x.com/intent/post?url=${encodedUrl}&text=Private%20AI%20%26%20you%3A%20${encodeURIComponent('خاص')}`);
    const whatsapp = new URL(shareHref('whatsapp', article));
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(`${article.title} ${article.url}`);
  });
});
