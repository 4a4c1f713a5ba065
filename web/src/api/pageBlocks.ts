// The blocks a page is made of, shared: one schema per block type, which the server checks every
// write against (api/src/services/pages/input.ts) and the page editor can check before a save. A
// block holds its words in both languages side by side ({ en, ar }); a page is published in the
// languages it has a title in, and then every required text must be written in each of them.
// Which block shows what, and how the site renders each: docs/pages.md.
import { z } from 'zod';
import { topics as assistantTopics } from '../features/home/assistant/answer.ts';
import { solutionTopics } from '../features/home/finder/match.ts';
import { finderQuestions } from '../features/home/finder/questions.ts';
import { languages, perLanguage, type Language } from '../i18n/languages.ts';
import { payloadElementId } from '../ssr/payload.ts';
import { preloadsElementId } from '../ssr/preloads.ts';
import { isCoverImageAddress } from './postRules.ts';
import { hasMarkup, isLinkAddress, maxAddressLength, maxBlocks, unknownPlaceholders } from './pageRules.ts';
import { maxRecordId } from './recordIds.ts';

/** The most characters of a short text (a title, a label), of a long one (a paragraph, an answer), and of a menu's label. */
export const blockTextLimits = { line: 300, prose: 4000, menuLabel: 60 } as const;

// A line is one line of text; prose may hold line breaks. Neither may hold other control characters,
// direction overrides, markup, or a placeholder that is none of ours (pageRules.ts).
const lineCharacters = /^[^\p{Cc}\u202A-\u202E]*$/u;
const proseCharacters = /^(?:[\t\n\r]|[^\p{Cc}\u202A-\u202E])*$/u;

function plainText(max: number, prose: boolean) {
  return z
    .string('invalid')
    .max(max, 'too_long')
    .regex(prose ? proseCharacters : lineCharacters, 'invalid')
    .refine((text) => !hasMarkup(text), 'markup')
    .refine((text) => unknownPlaceholders(text).length === 0, 'placeholder');
}

/** A name for things inside a page: a block's id, an anchor (#pricing), a menu group's key. */
const name = (max: number) =>
  z
    .string('invalid')
    .regex(/^[A-Za-z0-9_-]+$/, 'invalid')
    .min(1, 'required')
    .max(max, 'too_long');
const blockId = name(64).meta({ description: 'Unique within the page: the editor keeps track of a block by it' });
const anchor = name(60).meta({ description: 'The id of its section, for links to /path#anchor; unique within the page' });
const image = z
  .string('invalid')
  .max(maxAddressLength, 'too_long')
  .refine(isCoverImageAddress, 'invalid')
  .meta({ description: 'An uploaded image (its /media/... address) or an https:// address' });

/**
 * Ids the site gives elements of its own, which an anchor (an element's id too) would take the place
 * of for what looks them up (the page's data, the skip link, a label's field): the layout's, the
 * page's h1, the header's menus (`menu-…`), the islands' (`contact-…`, `assistant-…`, `finder…`) and
 * the sections of blocks without an anchor (`block-…`). The demo assistant's section is `assistant`.
 */
const siteElementIds = new Set(['root', 'main', payloadElementId, preloadsElementId, 'page-title', 'hero-title', 'contents-title', 'language-switch']);
const siteElementPrefix = /^(?:menu-|contact-|assistant-|finder|block-)/;
const isSiteElementId = (anchor: string, blockType: string) =>
  siteElementIds.has(anchor) || siteElementPrefix.test(anchor) || (anchor === 'assistant' && blockType !== 'demoAssistant');

/** Blocks with a form or a tool of their own, whose elements have fixed ids: once a page at most. */
export const oncePerPage: readonly string[] = ['contact', 'demoAssistant', 'blogPreview'];

/** Every schema of blocks, with the texts `required` must be written in (none for a draft). */
function makeSchemas(required: readonly Language[]) {
  const bilingual = (max: number, prose: boolean, needed: readonly Language[]) =>
    z.strictObject(
      perLanguage((language) => {
        const text = plainText(max, prose);
        return needed.includes(language) ? text.refine((value) => value.trim() !== '', 'required') : text;
      }),
      'invalid',
    );
  /** Texts a block needs (in every language the page is published in) and texts it may leave empty. */
  const line = bilingual(blockTextLimits.line, false, required).meta({ description: 'A line of text in each language; required' });
  const prose = bilingual(blockTextLimits.prose, true, required).meta({ description: 'Text in each language (line breaks allowed); required' });
  const optionalLine = bilingual(blockTextLimits.line, false, []).meta({ description: 'A line of text in each language; may be empty' });
  const optionalProse = bilingual(blockTextLimits.prose, true, []).meta({ description: 'Text in each language; may be empty' });
  const list = <T extends z.ZodType>(item: T, max: number) => z.array(item, 'invalid').max(max, 'too_many');
  /** A list that is what its block shows (figures, plans, questions): one item at least once it is published. */
  const filled = <T extends z.ZodType>(item: T, max: number) => (required.length ? list(item, max).min(1, 'required') : list(item, max));

  const link = z
    .discriminatedUnion(
      'kind',
      [
        z.strictObject({
          kind: z.literal('page'),
          pageId: z
            .int('invalid')
            .min(1, 'invalid')
            .max(maxRecordId, 'invalid')
            .meta({ description: "The page's id: the link follows it when its path changes" }),
          hash: anchor.optional().meta({ description: 'A section of that page (#hash)' }),
        }),
        z.strictObject({
          kind: z.literal('url'),
          url: z.string('invalid').max(maxAddressLength, 'too_long').refine(isLinkAddress, 'invalid').meta({
            description: 'A path on this site (/blog), an anchor (#pricing), an http(s):// address, mailto: or tel:',
          }),
        }),
        z.strictObject({ kind: z.literal('booking').meta({ description: 'Opens the demo booking calendar (the contact section when none is set)' }) }),
      ],
      'invalid',
    )
    .meta({ description: 'Where a link or a button leads: a page of the site, an address, or the booking calendar' });
  const action = z.strictObject({ label: line, link, style: z.enum(['primary', 'secondary'], 'invalid').optional() });
  const item = z.strictObject({ title: line, body: prose });
  const figure = z.strictObject({ value: line, label: line }).meta({ description: 'A figure and what it counts (3–6 weeks: typical time to go live)' });
  const words = z
    .strictObject(perLanguage(() => list(plainText(60, false), 80)))
    .meta({ description: 'A list of words or phrases per language, which need not match one another' });
  const diagramNode = z.strictObject({ label: line, detail: optionalLine.optional() });
  const diagram = z.strictObject({
    shape: z.enum(['flow', 'hub', 'layers', 'zones'], 'invalid'),
    title: line,
    description: prose.meta({ description: 'What the diagram shows, for readers who cannot see it' }),
    nodes: list(diagramNode, 12).optional(),
    zones: list(z.strictObject({ label: line, nodes: list(diagramNode, 8) }), 4).optional(),
    link: optionalLine.optional().meta({ description: 'The label of what joins the zones' }),
  });
  /** Fields every block has. */
  const base = { id: blockId, anchor: anchor.optional(), tone: z.enum(['plain', 'tint', 'dark'], 'invalid').optional() };
  /** The heading most sections open with. */
  const heading = { eyebrow: optionalLine.optional(), title: line, intro: optionalProse.optional() };
  const keyed = <K extends string>(keys: readonly K[], value: z.ZodType) =>
    z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, z.ZodType>);
  const block = <T extends string, S extends z.ZodRawShape>(type: T, description: string, shape: S) =>
    z.strictObject({ type: z.literal(type), ...base, ...shape }).meta({ description });

  const types = {
    hero: block('hero', "The page's opening: its h1, a lead, buttons, and highlights or figures", {
      variant: z
        .enum(['home', 'page'], 'invalid')
        .meta({ description: 'home: the full opening of the home page; page: the band of an inner page, with its breadcrumbs' }),
      breadcrumbs: list(z.strictObject({ label: line, link: link.optional() }), 6).optional(),
      eyebrow: optionalLine.optional(),
      title: line,
      lead: optionalProse.optional(),
      actions: list(action, 3),
      highlights: list(line, 8),
      facts: list(figure, 6),
      image: image.optional(),
    }),
    text: block('text', 'A heading and paragraphs, with points beside them', {
      eyebrow: optionalLine.optional(),
      title: optionalLine.optional(),
      layout: z.enum(['stacked', 'split'], 'invalid').optional().meta({ description: 'split: the title beside the paragraphs' }),
      paragraphs: list(prose, 30),
      points: list(item, 12).optional(),
    }),
    featureGrid: block('featureGrid', 'Cards of a title and a sentence or two, with figures below', {
      ...heading,
      columns: z.union([z.literal(2), z.literal(3), z.literal(4)], 'invalid').optional(),
      items: filled(item, 24),
      stats: list(figure, 8).optional(),
    }),
    useCases: block('useCases', 'Use cases, each opening to its details, then one per country of the region', {
      ...heading,
      moreLabel: line,
      benefitsLabel: line,
      examplesLabel: line,
      items: filled(z.strictObject({ title: line, summary: prose, details: prose, benefits: list(line, 10), examples: list(line, 10) }), 12),
      regional: z
        .strictObject({
          title: line,
          intro: optionalProse.optional(),
          sectorLabel: line,
          items: list(z.strictObject({ region: line, title: line, description: prose, sector: line, benefits: list(line, 10) }), 12),
        })
        .optional(),
    }),
    deploymentOptions: block('deploymentOptions', 'Where the platform runs: one card per option, each leading to its page', {
      ...heading,
      bestForLabel: line,
      options: filled(z.strictObject({ title: line, body: prose, bestFor: line, link }), 8),
      footnote: optionalProse.optional(),
    }),
    modularStack: block('modularStack', "The platform's components, each leading to its page, beside a diagram of how they stack", {
      ...heading,
      components: filled(z.strictObject({ name: line, role: line, body: prose, link: link.optional() }), 10),
      diagram,
    }),
    steps: block('steps', 'Numbered steps, with a diagram below', {
      ...heading,
      steps: filled(item, 10),
      diagram: diagram.optional(),
    }),
    faq: block('faq', 'Questions and their answers', {
      ...heading,
      items: filled(z.strictObject({ question: line, answer: prose }), 30),
    }),
    callToAction: block('callToAction', 'A closing invitation with one button', {
      title: line,
      body: optionalProse.optional(),
      action,
    }),
    relatedLinks: block('relatedLinks', 'Cards leading to other pages', {
      ...heading,
      links: filled(z.strictObject({ label: line, description: optionalLine.optional(), link }), 12),
    }),
    contact: block('contact', 'The office panel (the address, hours, email and phone of the site settings), the contact form and the booking card', {
      ...heading,
      officeTitle: line,
      addressLabel: line,
      hoursLabel: line,
      emailLabel: line,
      phoneLabel: line,
      responseTime: line,
      bookTitle: line,
      bookBody: prose,
      bookLabel: line,
    }),
    blogPreview: block('blogPreview', 'The latest articles beside the solution finder', {
      ...heading,
      allLabel: line,
      emptyText: line,
      failedText: line,
      finder: z.strictObject({
        title: line,
        intro: optionalProse.optional(),
        questions: z.strictObject({
          size: z.strictObject({ label: line, options: keyed(finderQuestions.size, line) }),
          deployment: z.strictObject({ label: line, options: keyed(finderQuestions.deployment, line) }),
          priority: z.strictObject({ label: line, options: keyed(finderQuestions.priority, line) }),
        }),
        seeResult: line,
        restart: line,
        resultTitle: line,
        alsoSee: line,
        reasons: keyed(Object.keys(solutionTopics), prose).meta({ description: 'Why each solution page is the answer, by its key' }),
        relatedPosts: line,
        noPosts: line,
      }),
    }),
    demoAssistant: block('demoAssistant', 'A demonstration assistant that answers with one of five sample answers, by the keywords of the question', {
      ...heading,
      name: line,
      demoLabel: line,
      demoNotice: line,
      youLabel: line,
      greeting: prose,
      inputLabel: line,
      placeholder: line,
      sendLabel: line,
      typingText: line,
      resetLabel: line,
      suggestionsLabel: line,
      suggestions: list(line, 6),
      answers: keyed([...assistantTopics, 'general'], prose),
      keywords: keyed(assistantTopics, words),
    }),
    legalText: block('legalText', 'A policy: a table of contents, paragraphs, then numbered sections', {
      contentsLabel: line,
      intro: list(prose, 20),
      sections: list(z.strictObject({ anchor, title: line, paragraphs: list(prose, 30), items: list(prose, 30) }), 40),
    }),
    image: block('image', 'One image, with a caption', {
      image,
      alt: optionalLine.optional().meta({ description: "What the image shows; empty uses the library's alt text" }),
      caption: optionalLine.optional(),
      width: z.enum(['text', 'wide', 'full'], 'invalid').optional(),
    }),
    logoStrip: block('logoStrip', 'A row of logos (of clients or partners that agreed to be shown)', {
      eyebrow: optionalLine.optional(),
      title: optionalLine.optional(),
      logos: filled(z.strictObject({ name: line.meta({ description: 'Whose logo: its alt text' }), image, link: link.optional() }), 24),
    }),
    caseStudy: block('caseStudy', 'One client story: the challenge, the solution, the outcome and its figures', {
      eyebrow: optionalLine.optional(),
      title: line,
      client: optionalLine.optional(),
      logo: image.optional(),
      image: image.optional(),
      challenge: prose,
      solution: prose,
      outcome: prose,
      figures: list(figure, 6),
      quote: z.strictObject({ text: prose, author: line, role: optionalLine.optional() }).optional(),
      action: action.optional(),
    }),
    statistics: block('statistics', 'Figures in a row', {
      eyebrow: optionalLine.optional(),
      title: optionalLine.optional(),
      intro: optionalProse.optional(),
      items: filled(figure, 12),
    }),
    testimonial: block('testimonial', 'A quotation and who said it', {
      quote: prose,
      author: line,
      role: optionalLine.optional(),
      organisation: optionalLine.optional(),
      photo: image.optional(),
    }),
    team: block('team', 'People: a photo, a name, a role and a few words each', {
      ...heading,
      members: filled(z.strictObject({ name: line, role: line, bio: optionalProse.optional(), photo: image.optional(), link: link.optional() }), 48),
    }),
    certifications: block('certifications', 'Certifications and compliance badges', {
      ...heading,
      badges: filled(z.strictObject({ name: line, description: optionalProse.optional(), image: image.optional(), link: link.optional() }), 24),
    }),
    pricing: block('pricing', 'Plans side by side: a price, what it includes, a button', {
      ...heading,
      plans: filled(
        z.strictObject({
          name: line,
          price: line,
          period: optionalLine.optional(),
          description: optionalProse.optional(),
          features: list(line, 20),
          highlighted: z.boolean('invalid').optional(),
          action: action.optional(),
        }),
        6,
      ),
      footnote: optionalProse.optional(),
    }),
  };

  const anyBlock = z.discriminatedUnion('type', Object.values(types) as unknown as [z.ZodObject, ...z.ZodObject[]], 'invalid');
  // Run once every block fits its type.
  const blocks = list(anyBlock, maxBlocks).superRefine((value, ctx) => {
    const seen = { id: new Set<string>(), anchor: new Set<string>(), type: new Set<string>() };
    value.forEach((block, i) => {
      const one = block as { type: string; id: string; anchor?: string; sections?: { anchor: string }[] };
      if (seen.id.has(one.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'taken' });
      seen.id.add(one.id);
      // Every anchor is an element's id: a block's, and each of a legal text's sections'.
      const anchors: [string | undefined, (string | number)[]][] = [
        [one.anchor, ['anchor']],
        ...(one.sections ?? []).map((section, s): [string, (string | number)[]] => [section.anchor, ['sections', s, 'anchor']]),
      ];
      for (const [anchor, at] of anchors) {
        if (anchor === undefined) continue;
        if (isSiteElementId(anchor, one.type)) ctx.addIssue({ code: 'custom', path: [i, ...at], message: 'reserved' });
        else if (seen.anchor.has(anchor)) ctx.addIssue({ code: 'custom', path: [i, ...at], message: 'taken' });
        seen.anchor.add(anchor);
      }
      if (oncePerPage.includes(one.type) && seen.type.has(one.type)) ctx.addIssue({ code: 'custom', path: [i, 'type'], message: 'once' });
      seen.type.add(one.type);
    });
  });
  /** A menu's link or group: a few words the header and footer show in a row. */
  const menuLabel = bilingual(blockTextLimits.menuLabel, false, required).meta({ description: 'A few words in each language; required' });
  return { types, block: anyBlock, blocks, link, line, optionalLine, menuLabel };
}

const made = new Map<string, ReturnType<typeof makeSchemas>>();

/**
 * The schemas of blocks for a page published in `required` languages: every required text must be
 * written in each of them. None (the default) for a draft, which may be saved half written.
 */
export function blockSchemas(required: readonly Language[] = []): ReturnType<typeof makeSchemas> {
  const key = languages.filter((language) => required.includes(language)).join(',');
  let schemas = made.get(key);
  if (!schemas) made.set(key, (schemas = makeSchemas(languages.filter((language) => required.includes(language)))));
  return schemas;
}

type Schemas = ReturnType<typeof makeSchemas>;
export type BlockType = keyof Schemas['types'];
export const blockTypes = Object.keys(blockSchemas().types) as BlockType[];

/** One block as written: its words in both languages. */
export type PageBlock = { [T in BlockType]: z.infer<Schemas['types'][T]> }[BlockType];
export type BlockOf<T extends BlockType> = Extract<PageBlock, { type: T }>;
/** A text in each language. */
export type Bilingual = Record<Language, string>;
/** Where a link or a button leads. */
export type PageLink = z.infer<Schemas['link']>;
