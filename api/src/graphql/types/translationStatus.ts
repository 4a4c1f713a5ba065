import { languages, type Language } from '../../../../web/src/i18n/languages.ts';
import { stateOf, type TranslationState } from '../../services/translations/status.ts';
import { markTranslationReviewed, translationChanges, type FieldChange, type ReviewSubject } from '../../services/translations/track.ts';
import type { TextChange } from '../../services/translations/textDiff.ts';
import { pageRevisions } from '../../services/pages/write.ts';
import { postRevisions } from '../../services/posts/revisions.ts';
import { mayEdit } from '../../services/publishing/contributorRules.ts';
import { builder } from '../builder.ts';
import { diffCost } from '../limits.ts';
import { PageRef } from './page.ts';
import { PagePayload } from './pageMutations.ts';
import { PostRef } from './post.ts';
import { PostPayload } from './postMutations.ts';
import { LocaleEnum } from './scalars.ts';

// Whether each language of a post or a page is in step with the other (services/translations):
// its state for the editor and the lists (read from kept columns, no text compared), what changed
// in the source since (the editor only), and "mark as reviewed". Staff only.

export const TranslationStateEnum = builder.enumType('TranslationState', {
  description: 'Where a language of a post or a page stands against the other language',
  values: {
    MISSING: { description: 'Not written (no title, or a post without a body)' },
    UP_TO_DATE: { description: 'Written, and the other language has not changed since it was last edited or reviewed' },
    OUT_OF_DATE: { description: 'The other language changed after this one was last edited or reviewed' },
  } satisfies Record<TranslationState, { description: string }>,
});

interface StatusShape {
  locale: Language;
  state: TranslationState;
  textChangedAt: Date | null;
}

const TranslationStatusRef = builder.objectRef<StatusShape>('TranslationStatus').implement({
  description: 'One language of a post or a page, against the other',
  fields: (t) => ({
    locale: t.field({ type: LocaleEnum, description: 'The language', resolve: (s) => s.locale }),
    state: t.field({ type: TranslationStateEnum, description: 'Missing, up to date or out of date', resolve: (s) => s.state }),
    textChangedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When its text last changed (null: not since this was tracked)',
      resolve: (s) => s.textChangedAt,
    }),
  }),
});

const TextChangeKindEnum = builder.enumType('TextChangeKind', {
  description: 'What became of a stretch of text',
  values: {
    SAME: { description: 'Kept (a long stretch is cut to its ends around an …)' },
    ADDED: { description: 'Added' },
    REMOVED: { description: 'Removed' },
  },
});

const TextChangeRef = builder.objectRef<TextChange>('TextChange').implement({
  description: 'A stretch of text kept, added or removed',
  fields: (t) => ({
    kind: t.field({ type: TextChangeKindEnum, description: 'Kept, added or removed', resolve: (c) => c.kind }),
    text: t.exposeString('text', { description: 'The words, with their spaces and line breaks' }),
  }),
});

export const FieldChangeRef = builder.objectRef<FieldChange>('TranslationSourceChange').implement({
  description:
    "A field whose text changed: of the other language since this one was last edited or reviewed (translationChanges), or of a live item's pending changes (pendingDiff)",
  fields: (t) => ({
    field: t.exposeString('key', {
      description:
        "The field: title, excerpt, body, seoTitle, seoDescription (posts); title, description or a block's text by its path, blocks.2.items.0.title (pages)",
    }),
    blockType: t.string({
      nullable: true,
      description: "The type of the block the text is in (pages); null for the page's own fields",
      resolve: (c) => c.block,
    }),
    changes: t.field({ type: [TextChangeRef], description: 'The field then and now, word by word', resolve: (c) => c.changes }),
  }),
});

type TrackedColumns = { locale: string; textHash: string | null; outOfDate: boolean; textChangedAt: Date | null };

const trackedSelect = { translations: { select: { locale: true, textHash: true, outOfDate: true, textChangedAt: true } } } as const;

/** Each language's state from the kept columns: a language without a row, or without a text hash, is missing. */
function statuses(rows: TrackedColumns[]): StatusShape[] {
  return languages.map((locale) => {
    const row = rows.find((candidate) => candidate.locale === locale);
    return { locale, state: stateOf(!!row?.textHash, row ?? null), textChangedAt: row?.textChangedAt ?? null };
  });
}

// One status per language: a list this long, not the ten the limits assume of a list (the pages
// screen's hundred pages were refused as too costly: found by the outside attack).
const statusField = {
  description: 'Each language against the other: missing, up to date or out of date (staff only)',
  extensions: { maxItems: languages.length },
};
const changesField = {
  description:
    "What changed in the other language's text since this language was last edited or reviewed, field by field; empty while it is up to date, and for who may not edit it (a contributor reading another's)",
};

builder.prismaObjectField(PostRef, 'translationStatus', (t) =>
  t.field({
    ...statusField,
    type: [TranslationStatusRef],
    authScopes: { writer: true },
    select: trackedSelect,
    resolve: (post) => statuses(post.translations),
  }),
);

builder.prismaObjectField(PageRef, 'translationStatus', (t) =>
  t.field({
    ...statusField,
    type: [TranslationStatusRef],
    authScopes: { writer: true },
    select: trackedSelect,
    resolve: (page) => statuses(page.translations),
  }),
);

builder.prismaObjectField(PostRef, 'translationChanges', (t) =>
  t.field({
    ...changesField,
    type: [FieldChangeRef],
    authScopes: { writer: true },
    extensions: { cost: diffCost },
    args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language whose source is compared' }) },
    select: { id: true, status: true, publishedAt: true },
    // The old source text may be a draft's that visitors never read: for who may edit the post (mayEdit), as its revisions.
    resolve: async (post, args, ctx) =>
      (await mayEdit(ctx.db, ctx.viewer, { revisions: postRevisions }, post)) ? translationChanges(ctx.db, 'post', post.id, args.locale) : [],
  }),
);

builder.prismaObjectField(PageRef, 'translationChanges', (t) =>
  t.field({
    ...changesField,
    type: [FieldChangeRef],
    authScopes: { writer: true },
    extensions: { cost: diffCost },
    args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language whose source is compared' }) },
    select: { id: true, status: true, publishedAt: true },
    resolve: async (page, args, ctx) =>
      (await mayEdit(ctx.db, ctx.viewer, { revisions: pageRevisions }, page)) ? translationChanges(ctx.db, 'page', page.id, args.locale) : [],
  }),
);

/** The lists' filter: a language out of date, or a language missing. */
export const TranslationFilterEnum = builder.enumType('TranslationFilter', {
  description: 'Posts or pages by the state of their translations',
  values: {
    EN_OUT_OF_DATE: { description: 'The English is out of date (the Arabic changed since)' },
    AR_OUT_OF_DATE: { description: 'The Arabic is out of date (the English changed since)' },
    MISSING: { description: 'A language is missing' },
  },
});

/** The condition of a translation filter on posts' or pages' translation rows (kept columns only). */
export function translationWhere(filter: 'EN_OUT_OF_DATE' | 'AR_OUT_OF_DATE' | 'MISSING'): {
  OR?: { translations: { none: { locale: Language; textHash: { not: null } } } }[];
  translations?: { some: { locale: Language; outOfDate: true } };
} {
  if (filter === 'MISSING') return { OR: languages.map((locale) => ({ translations: { none: { locale, textHash: { not: null } } } })) };
  return { translations: { some: { locale: filter === 'EN_OUT_OF_DATE' ? 'en' : 'ar', outOfDate: true } } };
}

const MarkReviewedInput = (name: string, ref: typeof PostRef | typeof PageRef, subject: ReviewSubject) =>
  builder.inputType(name, {
    description: `A language of a ${subject} to mark as reviewed against the other language's text as it is now`,
    fields: (t) => ({
      id: t.globalID({ required: true, for: ref, description: `The ${subject}'s global id` }),
      locale: t.field({ type: LocaleEnum, required: true, description: 'The language reviewed (the out-of-date one)' }),
      version: t.int({ required: true, description: `The ${subject}'s version the reviewer read: CONFLICT when it was saved since` }),
    }),
  });

const MarkPostInput = MarkReviewedInput('MarkPostTranslationReviewedInput', PostRef, 'post');
const MarkPageInput = MarkReviewedInput('MarkPageTranslationReviewedInput', PageRef, 'page');

builder.mutationFields((t) => ({
  markPostTranslationReviewed: t.field({
    description:
      "Marks a language of a post as up to date with the other language's text now (staff who may edit the post); audited. BAD_USER_INPUT for a missing language",
    type: PostPayload,
    args: { input: t.arg({ type: MarkPostInput, required: true, description: 'Which post, which language, and the version read' }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await markTranslationReviewed(ctx, 'post', id, input.locale, input.version);
      return { post: (await ctx.db.post.findUniqueOrThrow({ where: { id } })) as never };
    },
  }),
  markPageTranslationReviewed: t.field({
    description:
      "Marks a language of a page as up to date with the other language's text now (staff who may edit the page); audited. BAD_USER_INPUT for a missing language",
    type: PagePayload,
    args: { input: t.arg({ type: MarkPageInput, required: true, description: 'Which page, which language, and the version read' }) },
    resolve: async (_root, { input }, ctx) => {
      const id = Number(input.id.id);
      await markTranslationReviewed(ctx, 'page', id, input.locale, input.version);
      return { page: await ctx.db.page.findUniqueOrThrow({ where: { id } }) };
    },
  }),
}));
