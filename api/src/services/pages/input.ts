import { z } from 'zod';
import type { Locale, PageStatus } from '../../db/generated/client.ts';
import { apiError } from '../../errors.ts';
import { blockSchemas, blockTypes, type PageBlock } from '../../../../web/src/api/pageBlocks.ts';
import { hasDisguisingCharacters } from '../../../../web/src/api/contactRules.ts';
import { isCoverImageAddress } from '../../../../web/src/api/postRules.ts';
import { maxAddressLength, maxBlocksJsonLength, pageTextLimits, placeholderNames, hasMarkup, unknownPlaceholders } from '../../../../web/src/api/pageRules.ts';
import { maxPathLength, maxPathSegments, normalisePath, pathProblem, reservedPathSegments } from '../../../../web/src/api/pagePaths.ts';
import { languageNamesInEnglish, languages, perLanguage, type Language } from '../../../../web/src/i18n/languages.ts';
import { detailsOf } from '../inputDetails.ts';
import { publicationDate } from '../publishing/versioned.ts';
import type { Tx } from '../../db/transaction.ts';
import { pageLinksIn } from '../../../../web/src/api/localizeBlocks.ts';

// What a page write may carry, checked the same way for GraphQL and REST: its path, status, the
// title and description of each language it is written in, and its blocks, each against its type's
// schema (web/src/api/pageBlocks.ts). A published page needs every required text of its blocks in
// each of its languages; a draft may be saved half written (the editor autosaves).

/**
 * A title or a description: one line of plain text, placeholders of ours only (as the blocks' texts),
 * without what could disguise it in the page's head: control characters, line and paragraph
 * separators, direction overrides and isolates (the rule of enquiries and tag names, contactRules.ts).
 */
const line = (max: number) =>
  z
    .string('invalid')
    .trim()
    .max(max, 'too_long')
    .refine((text) => !hasDisguisingCharacters(text, false), 'invalid')
    .refine((text) => !hasMarkup(text), 'markup')
    .refine((text) => unknownPlaceholders(text).length === 0, 'placeholder');

const translationShape = z.object({
  title: line(pageTextLimits.title),
  description: line(pageTextLimits.description).nullish(),
  socialImage: z
    .string('invalid')
    .trim()
    .max(maxAddressLength, 'too_long')
    .refine((url) => url === '' || isCoverImageAddress(url), 'invalid')
    .nullish(),
});

const pageShape = z.object({
  path: z
    .string('invalid')
    .transform(normalisePath)
    .superRefine((path, ctx) => {
      const problem = pathProblem(path);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  status: z.enum(['DRAFT', 'PUBLISHED'], 'invalid'),
  publishedAt: publicationDate.nullish(),
  unpublishAt: publicationDate.nullish(),
  translations: z.object(
    perLanguage(() => translationShape.nullish()),
    'invalid',
  ),
  blocks: z.array(z.unknown(), 'invalid'),
});

export interface PageTranslationInput {
  title: string;
  description: string;
  socialImage: string | null;
}

export interface PageInput {
  path: string;
  status: PageStatus;
  publishedAt: Date | null;
  /** When the scheduler takes it off the site; null: never. */
  unpublishAt: Date | null;
  translations: Partial<Record<Locale, PageTranslationInput>>;
  blocks: PageBlock[];
}

const pathWords = `/ or lowercase letters and digits joined by hyphens, in up to ${maxPathSegments} segments (/about, /case-studies/gulf-bank), at most ${maxPathLength} characters, without a trailing slash`;

const fieldMessages: Record<string, Record<string, string> | string> = {
  path: {
    invalid: `A page's path is ${pathWords}`,
    dot_segment: `A page's path may not hold . or .. segments: it is ${pathWords}`,
    reserved: `A page's path may not start with ${reservedPathSegments.map((segment) => `/${segment}`).join(', ')}: the site answers those addresses itself`,
    too_long: `A page's path is at most ${maxPathLength} characters in up to ${maxPathSegments} segments`,
    required: `Give the page a path: ${pathWords}`,
  },
  status: 'The status must be DRAFT or PUBLISHED',
  publishedAt: 'The publication date must be an ISO 8601 date and time',
  unpublishAt: 'The unpublish time must be an ISO 8601 date and time',
  translations: `Give the page a title (at most ${pageTextLimits.title} characters) in English or Arabic, and keep its description within ${pageTextLimits.description} characters`,
  socialImage: 'The social image must be an https:// address or a path on this site',
  version: 'Send the version of the page you edited',
};

/** Words for a block's refusal: what is wrong with the field, by its code. */
const blockProblemWords: Record<string, string> = {
  required: 'is required',
  too_long: 'is too long',
  too_many: 'has too many items',
  markup: 'holds HTML: pages and menus take plain text, which the site shows as written',
  placeholder: `names a placeholder the site does not have: use ${placeholderNames.map((name) => `{{${name}}}`).join(', ')}`,
  unknown: 'is no field of what holds it',
  taken: 'is used twice: each must be unique',
  reserved:
    'is an id the site gives its own elements (such as main or page-title, or one starting with menu-, contact-, assistant-, finder or block-): choose another',
  once: 'is a block a page shows once at most: its form or tool has ids of its own',
  invalid: 'is not valid',
};

/** A refusal of bad input: 400 with every field at fault in `details`, the first one in words. */
function refusal(details: Record<string, string>) {
  const [field, code] = Object.entries(details)[0];
  const top = field.split('.')[0];
  const known = fieldMessages[field.endsWith('.socialImage') ? 'socialImage' : top];
  if (top === 'blocks' && field !== 'blocks') return apiError('BAD_USER_INPUT', blockMessage(field, code), details);
  // A title's or a description's own fault (markup, a placeholder of no one's, a line break), not the words on titles in general.
  const text = /^translations\.\w+\.(title|description)$/.exec(field)?.[1] as keyof typeof pageTextLimits | undefined;
  if (text) {
    const message = code === 'too_long' ? `${field} is at most ${pageTextLimits[text]} characters` : blockMessage(field, code);
    return apiError('BAD_USER_INPUT', message, details);
  }
  const message = typeof known === 'string' ? known : (known?.[code] ?? `${field} ${blockProblemWords[code] ?? 'is not valid'}`);
  return apiError('BAD_USER_INPUT', message, details);
}

/** A refused field of blocks or menu items in words: `blocks.3.title.ar is required in Arabic: …`. */
export function blockMessage(field: string, code: string): string {
  if (/^blocks\.\d+\.type$/.test(field) && code === 'invalid') return `${field} is not a block type: use one of ${blockTypes.join(', ')}`;
  const language = field.split('.').at(-1) as Language;
  const inLanguage = languages.includes(language) && code === 'required' ? ` in ${languageNamesInEnglish[language]}` : '';
  const advice = inLanguage ? `: write it, or take ${languageNamesInEnglish[language]} off the page before publishing it` : '';
  return `${field} ${blockProblemWords[code] ?? 'is not valid'}${inLanguage}${advice}`;
}

/** Checks a page as written by an editor; a failure is 400 with `{ field: code }` details. */
export function parsePageInput(input: unknown): PageInput {
  const result = pageShape.safeParse(input);
  if (!result.success) throw refusal(detailsOf(result.error.issues, input));
  const data = result.data;
  const translations: Partial<Record<Locale, PageTranslationInput>> = {};
  for (const locale of languages) {
    const given = data.translations[locale];
    if (!given) continue;
    const translation = { title: given.title, description: given.description ?? '', socialImage: given.socialImage || null };
    // A language without a title is no translation; one with words but no title is a mistake to point out.
    if (!translation.title) {
      if (translation.description || translation.socialImage) {
        throw apiError('BAD_USER_INPUT', `Give the ${languageNamesInEnglish[locale]} version a title, or leave it empty`, {
          [`translations.${locale}.title`]: 'required',
        });
      }
      continue;
    }
    translations[locale] = translation;
  }
  const written = languages.filter((locale) => translations[locale]);
  if (written.length === 0) throw apiError('BAD_USER_INPUT', fieldMessages.translations as string, { translations: 'required' });
  if (JSON.stringify(data.blocks).length > maxBlocksJsonLength) {
    throw apiError('BAD_USER_INPUT', `A page's blocks are at most ${maxBlocksJsonLength.toLocaleString('en')} characters written as JSON`, {
      blocks: 'too_long',
    });
  }
  // Published, its texts must be there in each of its languages.
  const blocks = blockSchemas(data.status === 'PUBLISHED' ? written : []).blocks.safeParse(data.blocks);
  if (!blocks.success) {
    const details = detailsOf(blocks.error.issues, data.blocks);
    throw refusal(Object.fromEntries(Object.entries(details).map(([field, code]) => [field === 'input' ? 'blocks' : `blocks.${field}`, code])));
  }
  return {
    path: data.path,
    status: data.status,
    publishedAt: data.publishedAt ?? null,
    unpublishAt: data.unpublishAt ?? null,
    translations,
    blocks: blocks.data as PageBlock[],
  };
}

/** The languages a page is written in: those it has a title in. */
export function pageLanguages(translations: { locale: Locale }[]): Language[] {
  return languages.filter((locale) => translations.some((translation) => translation.locale === locale));
}

/**
 * 400 when a link of `value` (blocks, menu items: `field` names them) names no page, unless the
 * version saved before had it: a link to a page deleted since stays, flagged (menus.ts, brokenLinks).
 */
export async function requireLinkedPages(tx: Tx, field: string, value: unknown, saved: unknown): Promise<void> {
  const kept = new Set(pageLinksIn(saved).map((link) => link.pageId));
  const links = pageLinksIn(value).filter((link) => !kept.has(link.pageId));
  if (!links.length) return;
  const found = await tx.page.findMany({ where: { id: { in: [...new Set(links.map((link) => link.pageId))] } }, select: { id: true } });
  const known = new Set(found.map((page) => page.id));
  const missing = links.filter((link) => !known.has(link.pageId));
  if (missing.length) {
    throw apiError(
      'BAD_USER_INPUT',
      `${field}.${missing[0].path}.pageId names no page: link to a page that exists`,
      Object.fromEntries(missing.map((link) => [`${field}.${link.path}.pageId`, 'unknown'])),
    );
  }
}
