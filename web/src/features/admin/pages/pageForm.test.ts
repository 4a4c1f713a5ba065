import { describe, expect, it } from 'vitest';
import type { PageBlock } from '../../../api/pageBlocks.ts';
import {
  blockTypes,
  completeness,
  duplicateBlock,
  emptyPageValues,
  moveErrors,
  moveItem,
  newBlock,
  pageTexts,
  pageValuesOf,
  pageWriteInput,
  validatePage,
  type PageFormValues,
} from './pageForm.ts';
import { describePageError, pageFieldMessage } from './pageErrors.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { emptyOf, shapeOf } from './schemaShape.ts';
import { blockSchemas } from '../../../api/pageBlocks.ts';

const text = (en: string, ar: string) => ({ en, ar });

function page(blocks: PageBlock[], titles = text('About us', 'من نحن')): PageFormValues {
  const values = emptyPageValues();
  values.path = '/about';
  values.translations.en.title = titles.en;
  values.translations.ar.title = titles.ar;
  values.blocks = blocks;
  return values;
}

describe('the page form', () => {
  it('makes every one of the 22 block types empty, and the empty ones a draft may save (the image block needs its image)', () => {
    expect(blockTypes).toHaveLength(22);
    const blocks: PageBlock[] = [];
    for (const type of blockTypes) blocks.push(newBlock(type, blocks));
    expect(new Set(blocks.map((block) => block.id)).size).toBe(22);
    expect(blocks.find((block) => block.type === 'hero')).toMatchObject({ id: 'hero-1', variant: 'page', title: text('', ''), actions: [] });
    expect(Object.keys(validatePage(page(blocks), { publishing: false }))).toEqual([`blocks.${blockTypes.indexOf('image')}.image`]);
  });

  it('reads a page from the API and writes it back: the languages with a title, the path as the API takes it', () => {
    const hero = { ...newBlock('hero', []), title: text('Hello', 'مرحبا') } as PageBlock;
    const values = pageValuesOf({
      id: 'UGFnZTox',
      path: '/about',
      status: 'DRAFT',
      publishedAt: null,
      version: 3,
      viewerCanDelete: true,
      blocks: [hero],
      translations: [{ locale: 'en', title: 'About', description: 'Who we are', socialImage: null }],
    });
    expect(values.translations.ar).toEqual({ title: '', description: '', socialImage: '' });
    values.path = ' /About/ ';
    expect(pageWriteInput(values, 'DRAFT')).toEqual({
      path: '/about',
      status: 'DRAFT',
      publishedAt: null,
      unpublishAt: null,
      translations: { en: { title: 'About', description: 'Who we are', socialImage: null } },
      blocks: [hero],
    });
  });

  it('finds what the server would refuse, at the paths the API names: the path, a title, a text missing in a language when publishing', () => {
    const cta = { ...newBlock('callToAction', []), title: text('Talk to us', '') } as PageBlock;
    const values = page([cta]);
    values.path = '/admin/x';
    expect(validatePage(values, { publishing: false })).toEqual({ path: 'reserved' });
    values.path = '/contact-us';
    expect(validatePage(values, { publishing: true })).toMatchObject({ 'blocks.0.title.ar': 'required', 'blocks.0.action.label.en': 'required' });
    values.translations.en.title = '';
    values.translations.ar.title = '';
    expect(validatePage(values, { publishing: false })).toEqual({ 'translations.en.title': 'needsTitle' });
    (values.blocks[0] as { title: { en: string } }).title.en = '<b>hi</b>';
    values.translations.en.title = 'Contact';
    expect(validatePage(values, { publishing: false })).toEqual({ 'blocks.0.title.en': 'markup' });
  });

  it('says per language whether a page is written, and complete enough to publish', () => {
    const faq = { ...newBlock('faq', []), title: text('Questions', ''), items: [{ question: text('Where?', ''), answer: text('Here.', '') }] } as PageBlock;
    expect(completeness(page([faq], text('FAQ', '')))).toEqual({ en: 'complete', ar: 'missing' });
    // Questions are what the block shows: none is not yet publishable.
    expect(completeness(page([{ ...faq, items: [] } as PageBlock], text('FAQ', '')))).toEqual({ en: 'incomplete', ar: 'missing' });
    expect(completeness(page([faq], text('FAQ', 'الأسئلة')))).toEqual({ en: 'complete', ar: 'incomplete' });
  });

  it('moves, duplicates and keeps errors with their blocks', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    const first = { ...newBlock('text', []), anchor: 'intro' } as PageBlock;
    const [one, two] = duplicateBlock([first], 0);
    expect(one).toBe(first);
    expect(two).toMatchObject({ type: 'text', id: 'text-2' });
    expect(two).not.toHaveProperty('anchor');
    expect(moveErrors({ path: 'taken', 'blocks.0.title.en': 'required', 'blocks.2.items.1.title.ar': 'too_long' }, 2, 0)).toEqual({
      path: 'taken',
      'blocks.1.title.en': 'required',
      'blocks.0.items.1.title.ar': 'too_long',
    });
  });

  it('copies every text of one language for a conflict', () => {
    const faq = {
      ...newBlock('faq', []),
      title: text('Questions', 'أسئلة'),
      items: [{ question: text('Why?', 'لماذا؟'), answer: text('Because.', '') }],
    } as PageBlock;
    expect(pageTexts(page([faq]), 'ar')).toEqual(['من نحن', 'أسئلة', 'لماذا؟']);
  });
});

describe('the forms drawn from the schemas', () => {
  it('tells texts from prose, links, images, choices and lists', () => {
    const shape = shapeOf(blockSchemas().types.caseStudy);
    if (shape.kind !== 'group') throw new Error('a block is a group of fields');
    const kinds = Object.fromEntries(shape.fields.map((field) => [field.key, field.shape.kind]));
    expect(kinds).toMatchObject({
      type: 'fixed',
      title: 'text',
      challenge: 'text',
      logo: 'image',
      figures: 'list',
      quote: 'group',
      action: 'group',
      tone: 'choice',
    });
    expect(shape.fields.find((field) => field.key === 'challenge')!.shape).toMatchObject({ prose: true, max: 4000 });
    const figures = shape.fields.find((field) => field.key === 'figures')!.shape;
    expect(figures).toMatchObject({ kind: 'list', max: 6 });
    expect(emptyOf(shapeOf(blockSchemas().link))).toEqual({ kind: 'url', url: '/' });
  });
});

describe('the API’s refusals', () => {
  const t = ((key: string, options?: Record<string, unknown>) => (options && 'language' in options ? `${key}(${String(options.language)})` : key)) as never;

  it('puts each field error at its field, and a stale version as a conflict', () => {
    const refused = new ApiError('bad', 400, 'BAD_USER_INPUT', { 'blocks.2.items.0.title.ar': 'too_long', path: 'reserved' });
    expect(describePageError(refused, t)).toMatchObject({ conflict: false, fields: { 'blocks.2.items.0.title.ar': 'too_long', path: 'reserved' } });
    expect(describePageError(new ApiError('taken', 409, 'CONFLICT', { path: 'taken' }), t).fields).toEqual({ path: 'taken' });
    expect(describePageError(new ApiError('stale', 409, 'CONFLICT', { version: 'stale', currentVersion: '4' }), t)).toMatchObject({
      conflict: true,
      fields: {},
    });
  });

  it('says a missing text in the language it is missing in', () => {
    expect(pageFieldMessage(t, 'path', 'taken')).toBe('pages.errors.path.taken');
    expect(pageFieldMessage(t, 'blocks.0.title.ar', 'required')).toBe('pages.errors.requiredIn(pages.languages.ar)');
  });

  it('tells a gone page from a field no block has, and names a block met twice', () => {
    expect(pageFieldMessage(t, 'blocks.1.links.0.link.pageId', 'unknown')).toBe('pages.errors.codes.unknown');
    expect(pageFieldMessage(t, 'blocks.0.onclick', 'unknown')).toBe('pages.errors.codes.unknownField');
    expect(pageFieldMessage(t, 'blocks.3.type', 'once')).toBe('pages.errors.codes.once');
    expect(describePageError(new ApiError('home', 409, 'CONFLICT', { id: 'home' }), t).message).toBe('pages.errors.home');
  });
});
