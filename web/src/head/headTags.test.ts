import { describe, expect, it } from 'vitest';
import { headTags } from './headTags.ts';

const page = (path: string, language: 'en' | 'ar' = 'en') => ({ siteUrl: 'https://sovra.example', url: new URL(`http://internal${path}`), language });

describe('the head of a server-rendered page', () => {
  it('names the canonical URL in its language and every alternate through ?lang', () => {
    const tags = headTags({ title: 'T', description: 'D' }, page('/blog?tag=gcc&lang=en', 'ar'));
    expect(tags).toContain('<link rel="canonical" href="https://sovra.example/blog?tag=gcc&amp;lang=ar">');
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://sovra.example/blog?tag=gcc&amp;lang=en">');
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://sovra.example/blog?tag=gcc">');
    expect(tags).toContain('<meta property="og:locale" content="ar_AE">');
    expect(tags).not.toContain('noindex');
  });

  it('leaves tracking parameters out of the canonical URL, and keeps a visitor’s own words out of the index', () => {
    const tracked = headTags({ title: 'T', description: 'D' }, page('/sovra-core?utm_source=mail&gclid=x', 'en'));
    expect(tracked).toContain('<link rel="canonical" href="https://sovra.example/sovra-core?lang=en">');
    const search = headTags({ title: 'T', description: 'D' }, page('/blog?q=llm&tag=gcc', 'en'));
    expect(search).toContain('<meta name="robots" content="noindex">');
    expect(search).toContain('<link rel="canonical" href="https://sovra.example/blog?tag=gcc&amp;lang=en">');
    expect(headTags({ title: 'T', description: 'D' }, page('/?ask=hello', 'en'))).toContain('<meta name="robots" content="noindex">');
  });

  it('gives a missing page no canonical or alternates, and keeps it out of the index', () => {
    const tags = headTags({ title: 'T', description: 'D', status: 404 }, page('/nope', 'en'));
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).not.toContain('rel="canonical"');
    expect(tags).not.toContain('hreflang');
  });

  it('escapes what a page says, and keeps JSON-LD from closing its script', () => {
    const tags = headTags(
      { title: 'A "quoted" <b>title</b>', description: 'x & y', structuredData: () => [{ name: '</script><script>alert(1)</script>' }] },
      page('/'),
    );
    expect(tags).toContain('<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;</title>');
    expect(tags).toContain('content="x &amp; y"');
    expect(tags).not.toContain('</script><script>');
  });

  it('names a page written in one language by its address in that language, whichever was asked for', () => {
    const tags = headTags({ title: 'T', description: 'D', languages: ['ar'] }, page('/about?lang=en', 'en'));
    expect(tags).toContain('<link rel="canonical" href="https://sovra.example/about?lang=ar">');
    expect(tags).not.toContain('hreflang="en"');
  });

  it("links the blog's feed in the page's language, with a translated title", () => {
    expect(headTags({ title: 'T', description: 'D' }, page('/'))).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Sovra blog" href="/rss.xml">',
    );
    expect(headTags({ title: 'T', description: 'D' }, page('/blog/x', 'ar'))).toContain(
      '<link rel="alternate" type="application/rss+xml" title="مدونة سوفرا" href="/rss.xml?lang=ar">',
    );
  });

  it('describes an article for link previews, with an absolute image', () => {
    const tags = headTags(
      { title: 'T', description: 'D', type: 'article', image: { url: '/cover.jpg' }, publishedTime: '2026-01-02T00:00:00.000Z', author: 'Layla' },
      page('/blog/x'),
    );
    expect(tags).toContain('<meta property="og:type" content="article">');
    expect(tags).toContain('<meta property="og:image" content="https://sovra.example/cover.jpg">');
    expect(tags).not.toContain('og:image:width');
    expect(tags).toContain('<meta property="article:published_time" content="2026-01-02T00:00:00.000Z">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it("gives an uploaded cover's preview size and alt text", () => {
    const image = { url: '/media/0123456789abcdef0123456789abcdef.jpg', width: 1200, height: 630, alt: 'A "server" room' };
    const tags = headTags({ title: 'T', description: 'D', type: 'article', image }, page('/blog/x'));
    expect(tags).toContain('<meta property="og:image" content="https://sovra.example/media/0123456789abcdef0123456789abcdef.jpg">');
    expect(tags).toContain('<meta property="og:image:width" content="1200">');
    expect(tags).toContain('<meta property="og:image:height" content="630">');
    expect(tags).toContain('<meta property="og:image:alt" content="A &quot;server&quot; room">');
    expect(tags).toContain('<meta name="twitter:image:alt" content="A &quot;server&quot; room">');
  });
});
