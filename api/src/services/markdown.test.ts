import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { twentyKilobyteArticle } from '../testing/hostileInputs.ts';
import { longMarkdown, renderHtml, renderMarkdown } from './markdown.ts';

// What a reader gets from a post's Markdown: the structure they see, and nothing that runs.

interface Element {
  name: string;
  attributes: Record<string, string>;
  /** Its text as assistive technology reads it: subtrees with aria-hidden="true" left out. */
  text: string;
}

/** Every element of the HTML, with its attributes decoded, and all its text. */
function readHtml(html: string): { elements: Element[]; text: string } {
  const elements: Element[] = [];
  const open: { element: Element; hidden: boolean }[] = [];
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = { name, attributes, text: '' };
        elements.push(element);
        open.push({ element, hidden: attributes['aria-hidden'] === 'true' || open.some((entry) => entry.hidden) });
      },
      ontext(data) {
        text += data;
        if (!open.at(-1)?.hidden) for (const entry of open) entry.element.text += data;
      },
      onclosetag() {
        open.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { elements, text };
}

const elementsNamed = (html: string, name: string) => readHtml(html).elements.filter((element) => element.name === name);

describe('renderMarkdown: what a reader sees', () => {
  it('renders GFM tables, with alignment as classes rather than style attributes', async () => {
    const html = await renderMarkdown('| Region | Latency | Share |\n|:--|:-:|--:|\n| Dubai | 4 ms | 60% |\n| الرياض | 9 ms | 40% |');
    expect(elementsNamed(html, 'th').map((cell) => cell.text)).toEqual(['Region', 'Latency', 'Share']);
    expect(elementsNamed(html, 'td').map((cell) => cell.text)).toEqual(['Dubai', '4 ms', '60%', 'الرياض', '9 ms', '40%']);
    expect(elementsNamed(html, 'th').map((cell) => cell.attributes.class)).toEqual(['align-left', 'align-center', 'align-right']);
    expect(html).not.toContain('style=');
  });

  it('renders paragraphs, emphasis, strikethrough, lists and quotes', async () => {
    const html = await renderMarkdown('Plain **bold** *soft* ~~old~~ `code`\n\n> A quote\n\n1. one\n2. two\n\n- a\n- b');
    for (const name of ['strong', 'em', 's', 'code', 'blockquote', 'ol', 'ul']) expect(elementsNamed(html, name)).toHaveLength(1);
    expect(elementsNamed(html, 'li').map((item) => item.text)).toEqual(['one', 'two', 'a', 'b']);
    expect(elementsNamed(html, 's')[0].text).toBe('old');
  });

  it('marks fenced code with its language, and only a plain language name', async () => {
    const html = await renderMarkdown(
      '```TypeScript\nconst ok = 1 < 2 && "<b>";\n```\n\n```c++\nx\n```\n\n```"><script>alert(1)</script>\nx\n```\n\n```\nplain\n```',
    );
    const blocks = elementsNamed(html, 'code');
    expect(blocks.map((code) => code.attributes.class)).toEqual(['language-typescript', 'language-c++', undefined, undefined]);
    expect(blocks[0].text).toBe('const ok = 1 < 2 && "<b>";\n');
    expect(elementsNamed(html, 'b')).toEqual([]);
    expect(html).not.toContain('<script');
  });

  const headingTags = async (markdown: string) =>
    readHtml(await renderMarkdown(markdown))
      .elements.filter((element) => /^h\d$/.test(element.name))
      .map((heading) => heading.name);

  it('moves headings so the post starts at h2 (the page has the h1), no further than h6', async () => {
    expect(await headingTags('# One\n\n## Two\n\n##### Five\n\n###### Six\n\nSetext\n======')).toEqual(['h2', 'h3', 'h6', 'h6', 'h2']);
    // A post written from `##` keeps its levels: no gap under the page's h1.
    expect(await headingTags('## Two\n\n### Three\n\n## Two again')).toEqual(['h2', 'h3', 'h2']);
    expect(await headingTags('### Three\n\n#### Four')).toEqual(['h2', 'h3']);
  });

  it('gives headings readable ids, in English and in Arabic, unique within the post', async () => {
    const html = await renderMarkdown(
      '# Why Sovereign AI, Now?\n\n## Getting started\n\n## Getting started\n\n### Getting Started!\n\n' +
        '## مقدمة: لماذا السيادة؟\n\n## مُقَدِّمَة\n\n## مقدمة\n\n## The `gpu` *budget* [plan](/plans)\n\n## !!!',
    );
    const headings = readHtml(html).elements.filter((element) => /^h\d$/.test(element.name));
    expect(headings.map((heading) => heading.attributes.id)).toEqual([
      'why-sovereign-ai-now',
      'getting-started',
      'getting-started-2',
      'getting-started-3',
      'مقدمة-لماذا-السيادة',
      'مقدمة',
      'مقدمة-2',
      'the-gpu-budget-plan',
      'section',
    ]);
  });

  it('adds a self-link to each heading that leaves its accessible name equal to its text', async () => {
    const html = await renderMarkdown('# Sovereign by design\n\n## لماذا الآن؟');
    const headings = readHtml(html).elements.filter((element) => /^h\d$/.test(element.name));
    expect(headings.map((heading) => heading.text.trim())).toEqual(['Sovereign by design', 'لماذا الآن؟']);
    const anchors = elementsNamed(html, 'a');
    expect(anchors.map((anchor) => anchor.attributes)).toEqual([
      { class: 'heading-anchor', href: '#sovereign-by-design', 'aria-hidden': 'true', tabindex: '-1' },
      { class: 'heading-anchor', href: '#لماذا-الآن', 'aria-hidden': 'true', tabindex: '-1' },
    ]);
  });

  it('does not give a heading an id the article page already uses', async () => {
    const html = await renderMarkdown('# Main\n\n# SSR data\n\n# Root');
    expect(
      readHtml(html)
        .elements.filter((element) => element.name === 'h2')
        .map((heading) => heading.attributes.id),
    ).toEqual(['main-2', 'ssr-data-2', 'root-2']);
  });

  it('marks external links noopener noreferrer, and leaves internal ones alone', async () => {
    const html = await renderMarkdown(
      '[docs](https://docs.example.com/a) [old](http://example.com) [cdn](//cdn.example.com) https://bare.example.com\n\n' +
        '[blog](/blog/sovereign-ai) [up](../pricing) [part](#pricing) [mail](mailto:hello@sovra.example) [call](tel:+97140000000)',
    );
    const links = elementsNamed(html, 'a').map((link) => [link.attributes.href, link.attributes.rel]);
    expect(links).toEqual([
      ['https://docs.example.com/a', 'noopener noreferrer'],
      ['http://example.com', 'noopener noreferrer'],
      ['//cdn.example.com', 'noopener noreferrer'],
      ['https://bare.example.com', 'noopener noreferrer'],
      ['/blog/sovereign-ai', undefined],
      ['../pricing', undefined],
      ['#pricing', undefined],
      ['mailto:hello@sovra.example', undefined],
      ['tel:+97140000000', undefined],
    ]);
    expect(html).not.toContain('target=');
  });

  it('loads images lazily, keeping their alt text', async () => {
    const [image] = elementsNamed(await renderMarkdown('![A rack of GPUs](/images/rack.jpg "Our Dubai site")'), 'img');
    expect(image.attributes).toEqual({ src: '/images/rack.jpg', alt: 'A rack of GPUs', title: 'Our Dubai site', loading: 'lazy', decoding: 'async' });
  });

  it('keeps the text of ordinary prose, in both languages', async () => {
    const source = 'Sovra runs *your* models in the UAE — 100% on-premise & <b>private</b>.\n\nنشغّل **نماذجك** داخل الإمارات.';
    expect(readHtml(await renderMarkdown(source)).text).toBe(
      'Sovra runs your models in the UAE — 100% on-premise & <b>private</b>.\nنشغّل نماذجك داخل الإمارات.\n',
    );
  });
});

describe('renderMarkdown: hostile input renders inert', () => {
  const hostile = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](java&#x09;script:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x]( javascript:alert(1) )',
    '[x](<javascript:alert(1)>)',
    '[x][evil]\n\n[evil]: javascript:alert(1)',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    '![x](data:image/png;base64,iVBORw0KGgo=)',
    '![x](mailto:a@b.c)',
    '<a href="javascript:alert(1)">x</a>',
    '<a href=x onclick=alert(1)>x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<form action="https://evil.example"><input name=q></form>',
    '<svg onload=alert(1)>',
    '<math><mtext><img src=x onerror=alert(1)></mtext></math>',
    '[x](vbscript:msgbox)',
    '<javascript:alert(1)>',
    '<vbscript:msgbox>',
    'before <!-- <script>alert(1)</script> --> after',
    '<style>body { display: none }</style>',
    '<p style="position:fixed">x</p>',
    '[x](http://a "\\" onmouseover=alert(1) x=\\"")',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](data:text/html,<script>alert(1)</script>)',
    '# <img src=x onerror=alert(1)> heading',
    '```js" onmouseover="alert(1)\nx\n```',
    '| <script>alert(1)</script> | x |\n|---|---|\n| [x](javascript:alert(1)) | y |',
  ];
  const allowedTags = new Set([
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ]);
  const safeHref = /^(https?:\/\/|\/\/|mailto:|tel:|#|\/|\.\.?\/)|^[^:]*$/i;
  const safeSrc = /^(https?:\/\/|\/\/|\/)|^[^:]*$/i;

  it.each(hostile)('%s', async (source) => {
    const html = await renderMarkdown(source);
    for (const element of readHtml(html).elements) {
      expect(allowedTags, element.name).toContain(element.name);
      for (const [name, value] of Object.entries(element.attributes)) {
        expect(name).not.toMatch(/^on/i);
        expect(name).not.toBe('style');
        expect(value).not.toMatch(/(java|vb)script:|data:/i);
      }
      if ('href' in element.attributes) expect(element.attributes.href).toMatch(safeHref);
      if ('src' in element.attributes) expect(element.attributes.src).toMatch(safeSrc);
    }
    // The same, read from the text itself: no live tag, and no event handler among any tag's
    // attributes (their quoted values left out: a title may say "onmouseover=", harmlessly).
    expect(html).not.toMatch(/<(script|style|iframe|object|embed|form|input|svg|math)\b/i);
    for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\son\w+=/i);
  });

  it('shows raw HTML as the text the author typed', async () => {
    expect(readHtml(await renderMarkdown('Use <script>alert(1)</script> with care')).text).toBe('Use <script>alert(1)</script> with care\n');
  });

  it('keeps a link title as plain text of the title attribute', async () => {
    const [link] = elementsNamed(await renderMarkdown('[x](http://a "\\" onmouseover=alert(1) x=\\"")'), 'a');
    expect(Object.keys(link.attributes).sort()).toEqual(['href', 'rel', 'title']);
    expect(link.attributes.title).toBe('" onmouseover=alert(1) x="');
  });
});

describe('renderMarkdown: speed', () => {
  // How long it takes, rendered and kept, is a figure of `npm run bench` (benchHostile.ts).
  it('renders a 20 KB article once: asked again, it answers at once, the same HTML', async () => {
    const post = twentyKilobyteArticle();
    const html = await renderMarkdown(post);
    expect(html).toBe(renderHtml(post, {}));
    // Rendered again (in a worker thread: it is long), it would come after this turn of the event loop.
    let again: string | undefined;
    void renderMarkdown(post).then((kept) => (again = kept));
    await new Promise((resolve) => setImmediate(resolve));
    expect(again).toBe(html);
  });

  it('renders a long text in a worker thread: the event loop turns while 24,000 headings render', async () => {
    const headings = Array.from({ length: 24_000 }, () => '# A').join('\n');
    let rendered = false;
    const rendering = renderMarkdown(headings).then((html) => {
      rendered = true;
      return html;
    });
    // Rendered here, the promise would be settled before the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(rendered).toBe(false);
    const html = await rendering;
    expect(html).toBe(renderHtml(headings, {}));
    expect(
      readHtml(html)
        .elements.filter((element) => element.name === 'h2')
        .map((heading) => heading.attributes.id)
        .slice(-2),
    ).toEqual(['a-23999', 'a-24000']);
    // Kept: asked again, it is answered at once.
    let again = false;
    void renderMarkdown(headings).then(() => (again = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(again).toBe(true);
  });

  it(`renders a text of up to ${longMarkdown.toLocaleString('en')} characters on the spot, without a worker thread`, async () => {
    const short = '# A\n'.repeat(longMarkdown / 4);
    expect(short.length).toBe(longMarkdown);
    let rendered = false;
    void renderMarkdown(short).then(() => (rendered = true));
    await Promise.resolve();
    expect(rendered).toBe(true);
  });
});
