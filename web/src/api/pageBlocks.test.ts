import { describe, expect, it } from 'vitest';
import { localizeBlocks } from './localizeBlocks.ts';
import { menuItemsSchema } from './menuRules.ts';
import { blockSchemas, blockTypes, type PageBlock } from './pageBlocks.ts';
import { fillPlaceholders, hasMarkup, isLinkAddress, unknownPlaceholders } from './pageRules.ts';
import { normalisePath, pathProblem } from './pagePaths.ts';

// The shared rules of pages: paths, placeholders, plain text, links, and each block's schema, as the
// API and the page editor both read them. What a refusal looks like at the API: pagesAttack.test.ts.

const t = (en: string, ar = '') => ({ en, ar });
const problems = (blocks: unknown, languages: ('en' | 'ar')[] = []) => {
  const result = blockSchemas(languages).blocks.safeParse(blocks);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const cta: PageBlock = {
  type: 'callToAction',
  id: 'cta',
  title: t('Talk to us', 'تحدث إلينا'),
  action: { label: t('Book a demo', 'احجز'), link: { kind: 'booking' } },
};

describe('page paths', () => {
  it('are / or lowercase words in up to four segments, outside the paths the server answers itself', () => {
    for (const path of ['/', '/about', '/case-studies', '/case-studies/gulf-bank-2026', '/a/b/c/d']) expect(pathProblem(path), path).toBeNull();
    expect(pathProblem('/About')).toBe('invalid');
    expect(pathProblem('/about/')).toBe('invalid');
    expect(pathProblem('about')).toBe('invalid');
    expect(pathProblem('//evil.example')).toBe('invalid');
    expect(pathProblem('/a/b/c/d/e')).toBe('too_long');
    expect(pathProblem(`/${'a'.repeat(200)}`)).toBe('too_long');
    for (const path of ['/api', '/api/pages', '/admin', '/admin/pages', '/assets/x', '/graphql', '/blog', '/blog/a-post', '/media/x'])
      expect(pathProblem(path), path).toBe('reserved');
    // Not the prefix of a word: /blogger and /administration are pages like any other.
    expect(pathProblem('/blogger')).toBeNull();
  });

  it('name a dot segment as such, however it is written', () => {
    for (const path of ['/..', '/a/../admin', '/%2e%2e/admin', '/a/./b', '/..\\admin']) expect(pathProblem(path), path).toBe('dot_segment');
  });

  it('are read as typed: trimmed, lowercased, without a trailing slash', () => {
    expect(normalisePath(' /Case-Studies/ ')).toBe('/case-studies');
    expect(normalisePath('/')).toBe('/');
  });
});

describe('the text of blocks', () => {
  it('takes plain text, and refuses markup', () => {
    // A tag's name follows its < at once: "< img" is text to a browser too.
    for (const text of ['Prices from AED 5,000 < AED 10,000 > nothing', 'a <3 b', '< img src=x onerror=alert(1)>']) expect(hasMarkup(text), text).toBe(false);
    for (const text of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '</p>', '<!-- x -->', '<?xml?>', '<svg/onload=alert(1)>'])
      expect(hasMarkup(text), text).toBe(true);
  });

  it('knows its placeholders, fills them in, and names the ones that are none', () => {
    expect(unknownPlaceholders('Open {{hours}} at {{ address }}; call {{phone}}')).toEqual([]);
    expect(unknownPlaceholders('Open {{hourz}} or {{}}')).toEqual(['hourz', '']);
    for (const stray of ['Open {{{{hours}}}}', 'Open {{hours', 'Open hours}}']) expect(unknownPlaceholders(stray), stray).toEqual(['{{']);
    expect(unknownPlaceholders('One { brace } is text')).toEqual([]);
    const values = { brand: 'Sovra', site: 'Sovra', hours: '9 to 6', address: 'Dubai', phone: '+971', email: 'a@b.example' };
    expect(fillPlaceholders('{{brand}} is open {{ hours }}, {{unknown}}', values)).toBe('Sovra is open 9 to 6, {{unknown}}');
  });

  it('links only to what a browser follows without running anything', () => {
    for (const url of [
      '/',
      '/blog?tag=gcc',
      '/#contact',
      '#pricing',
      'https://example.com/x',
      'http://example.com',
      'mailto:hello@sovra.ae',
      'tel:+97145550100',
    ])
      expect(isLinkAddress(url), url).toBe(true);
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil', 'https://a b', 'vbscript:x', ''])
      expect(isLinkAddress(url), url).toBe(false);
  });
});

describe('block schemas', () => {
  it('have one schema per block type, the site of today and what it lacked', () => {
    expect(blockTypes).toEqual(
      expect.arrayContaining(['hero', 'text', 'featureGrid', 'useCases', 'deploymentOptions', 'modularStack', 'steps', 'faq', 'callToAction', 'contact']),
    );
    expect(blockTypes).toEqual(expect.arrayContaining(['blogPreview', 'demoAssistant', 'legalText', 'image', 'logoStrip', 'caseStudy', 'statistics']));
    expect(blockTypes).toEqual(expect.arrayContaining(['testimonial', 'team', 'certifications', 'pricing', 'relatedLinks']));
  });

  it('let a draft leave texts empty, and require each required text in every language a page is published in', () => {
    const halfWritten = { ...cta, title: t('Talk to us') };
    expect(problems([halfWritten])).toEqual([]);
    expect(problems([halfWritten], ['en'])).toEqual([]);
    expect(problems([halfWritten], ['en', 'ar'])).toEqual(['0.title.ar: required']);
    expect(problems([{ ...cta, title: t('   ', 'تحدث') }], ['en', 'ar'])).toEqual(['0.title.en: required']);
    // An optional text may stay empty in a published language.
    expect(problems([{ ...cta, body: t('', '') }], ['en', 'ar'])).toEqual([]);
  });

  it('let a draft keep a block of figures, plans or questions empty, and not publish it so', () => {
    const empty = [
      { type: 'statistics', id: 'figures', items: [] },
      { type: 'pricing', id: 'plans', title: t('Plans', 'الخطط'), plans: [] },
      { type: 'faq', id: 'questions', title: t('Questions', 'أسئلة'), items: [] },
    ];
    expect(problems(empty)).toEqual([]);
    expect(problems(empty, ['en'])).toEqual(['0.items: required', '1.plans: required', '2.items: required']);
    const figure = { value: t('99.9%', '99.9%'), label: t('Uptime', 'التوفر') };
    expect(problems([{ ...empty[0], items: [figure] }], ['en', 'ar'])).toEqual([]);
  });

  it('refuse an unknown type, a field the type lacks, a missing language, markup and unknown placeholders, naming each', () => {
    expect(problems([{ type: 'carousel', id: 'x' }])).toEqual(['0.type: invalid']);
    expect(problems([{ ...cta, onclick: 'alert(1)' }])).toEqual(['0: Unrecognized key: "onclick"']);
    expect(problems([{ ...cta, title: { en: 'Only English' } }])).toEqual(['0.title.ar: invalid']);
    expect(problems([{ ...cta, title: t('<script>alert(1)</script>') }])).toEqual(['0.title.en: markup']);
    expect(problems([{ ...cta, title: t('Open {{hourz}}') }])).toEqual(['0.title.en: placeholder']);
    expect(problems([{ ...cta, action: { label: t('Go'), link: { kind: 'url', url: 'javascript:alert(1)' } } }])).toEqual(['0.action.link.url: invalid']);
  });

  it('refuse two blocks with one id, or two sections with one anchor', () => {
    expect(problems([cta, cta])).toEqual(['1.id: taken']);
    expect(
      problems([
        { ...cta, anchor: 'x' },
        { ...cta, id: 'other', anchor: 'x' },
      ]),
    ).toEqual(['1.anchor: taken']);
  });
});

describe('blocks as visitors read them', () => {
  it('are in one language, placeholders filled in, links made addresses (none to a page they cannot see)', () => {
    const blocks: PageBlock[] = [
      {
        type: 'relatedLinks',
        id: 'related',
        title: t('Open {{hours}}', 'مفتوح {{hours}}'),
        links: [
          { label: t('Core', 'كور'), link: { kind: 'page', pageId: 1, hash: 'how' } },
          { label: t('Draft'), link: { kind: 'page', pageId: 2 } },
          { label: t('Blog'), link: { kind: 'url', url: '/blog' } },
        ],
      },
      cta,
    ];
    const localizer = {
      text: (text: string) => text.replace('{{hours}}', 'الأحد'),
      pageHref: (id: number, hash: string | undefined) => (id === 1 ? `/sovra-core${hash ? `#${hash}` : ''}` : null),
    };
    expect(localizeBlocks(blocks, 'ar', localizer)).toEqual([
      {
        type: 'relatedLinks',
        id: 'related',
        title: 'مفتوح الأحد',
        links: [
          { label: 'كور', link: { kind: 'page', href: '/sovra-core#how' } },
          { label: '', link: { kind: 'page', href: null } },
          { label: '', link: { kind: 'url', href: '/blog' } },
        ],
      },
      { type: 'callToAction', id: 'cta', title: 'تحدث إلينا', action: { label: 'احجز', link: { kind: 'booking', href: '/#contact' } } },
    ]);
  });
});

describe('menus', () => {
  it('need their words in both languages, and links of the blocks', () => {
    const group = { type: 'group', id: 'products', key: 'products', label: t('Products', 'المنتجات'), items: [] };
    expect(menuItemsSchema.safeParse([group]).success).toBe(true);
    const result = menuItemsSchema.safeParse([
      { ...group, label: t('Products') },
      { type: 'link', id: 'x', label: t('X', 'س'), link: { kind: 'url', url: 'javascript:1' } },
    ]);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['0.label.ar', '1.link.url']);
  });

  it("keep a menu's labels to a few words, which the header and footer show in a row", () => {
    const link = (label: string) => ({ type: 'link', id: 'x', label: t(label, 'س'), link: { kind: 'booking' } });
    expect(menuItemsSchema.safeParse([link('a'.repeat(60))]).success).toBe(true);
    expect(menuItemsSchema.safeParse([link('a'.repeat(61))]).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      '0.label.en: too_long',
    ]);
  });
});
