import type { Db } from '../../db/client.ts';
import { transaction, type Tx } from '../../db/transaction.ts';
import { apiError } from '../../errors.ts';
import { languages, type Language } from '../../../../web/src/i18n/languages.ts';
import { recordAudit } from '../audit.ts';
import { requireViewer } from '../auth/permissions.ts';
import { parseVersion, type Writer } from '../publishing/versioned.ts';
import { requireMayEdit } from '../publishing/contributorRules.ts';
import { postRevisions } from '../posts/revisions.ts';
import { pageRevisions } from '../pages/write.ts';
import { hashOf, nextTracking, parseFields, reviewed, serialize, untracked, type Current, type TextField, type Tracking } from './status.ts';
import { diffWords, withContext, type TextChange } from './textDiff.ts';
import { blockIds, keyAtPosition, pageText, postText } from './texts.ts';

// The translation status of posts and pages in the database: every save of either recomputes it
// (their kinds' `derive`, publishing/versioned.ts), "mark as reviewed" takes the other language's
// text as a translation's new source, and what changed in that source since is read as a diff.
// The lists read the kept columns only (textHash, outOfDate): no text is compared for them.

type TrackedRow = Tracking & { id: number; locale: Language };

/** The stored columns a save recomputes. */
const trackingOf = (row: TrackedRow): Tracking => ({
  textHash: row.textHash,
  textChangedAt: row.textChangedAt,
  sourceText: row.sourceText,
  outOfDate: row.outOfDate,
  caughtUpAt: row.caughtUpAt,
});

const sameTracking = (a: Tracking, b: Tracking) =>
  a.textHash === b.textHash &&
  a.sourceText === b.sourceText &&
  a.outOfDate === b.outOfDate &&
  a.textChangedAt?.getTime() === b.textChangedAt?.getTime() &&
  a.caughtUpAt?.getTime() === b.caughtUpAt?.getTime();

async function track(rows: TrackedRow[], now: Record<Language, Current>, write: (id: number, data: Tracking) => Promise<unknown>, at: Date) {
  const before = Object.fromEntries(
    languages.map((language) => {
      const row = rows.find((candidate) => candidate.locale === language);
      return [language, row ? trackingOf(row) : untracked];
    }),
  ) as Record<Language, Tracking>;
  const after = nextTracking(before, now, at);
  for (const row of rows) if (!sameTracking(before[row.locale], after[row.locale])) await write(row.id, after[row.locale]);
}

/** Recomputes a post's translation status after a save (postKind.derive, and the seed). */
export async function trackPostTranslations(tx: Tx, postId: number, at = new Date()): Promise<void> {
  const rows = await tx.postTranslation.findMany({ where: { postId } });
  const now = currentPostTexts(rows);
  await track(rows as TrackedRow[], now, (id, data) => tx.postTranslation.update({ where: { id }, data }), at);
}

/** Recomputes a page's translation status after a save (pageKind.derive, and the seed). */
export async function trackPageTranslations(tx: Tx, pageId: number, at = new Date()): Promise<void> {
  const page = await tx.page.findUnique({ where: { id: pageId }, select: { blocks: true, translations: true } });
  if (!page) return;
  const now = currentPageTexts(page);
  await track(page.translations as TrackedRow[], now, (id, data) => tx.pageTranslation.update({ where: { id }, data }), at);
}

function currentPostTexts(rows: { locale: string; title: string; excerpt: string; body: string; seoTitle: string; seoDescription: string }[]) {
  return Object.fromEntries(languages.map((language) => [language, postText(rows.find((row) => row.locale === language))])) as Record<Language, Current>;
}

function currentPageTexts(page: { blocks: string; translations: { locale: string; title: string; description: string }[] }) {
  const blocks = parseBlocks(page.blocks);
  return Object.fromEntries(
    languages.map((language) => [
      language,
      pageText(
        page.translations.find((row) => row.locale === language),
        blocks,
        language,
      ),
    ]),
  ) as Record<Language, Current>;
}

function parseBlocks(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return [];
  }
}

/**
 * Starts tracking what was written before translations were tracked (or seeded): each language as
 * it is counts as up to date. Run by prepareDatabase, on SQLite and PostgreSQL alike.
 */
export async function ensureTranslationTracking(db: Db): Promise<number> {
  const posts = await db.postTranslation.findMany({
    where: { textHash: null, NOT: [{ title: '' }, { body: '' }] },
    select: { postId: true },
    distinct: ['postId'],
  });
  const pages = await db.pageTranslation.findMany({ where: { textHash: null, NOT: { title: '' } }, select: { pageId: true }, distinct: ['pageId'] });
  for (const { postId } of posts) await transaction(db, (tx) => trackPostTranslations(tx, postId));
  for (const { pageId } of pages) await transaction(db, (tx) => trackPageTranslations(tx, pageId));
  return posts.length + pages.length + (await rekeyPageTracking(db));
}

/**
 * Pages' texts were once keyed by their blocks' places (`blocks.2.title`), so moving blocks read as
 * both languages rewritten and marked an out-of-date translation up to date. Rows kept that way
 * take the keys by block id: their hash is their text's now (every save writes it), their source's
 * blocks are named by the blocks' places now (a source taken before a move then differs, and a
 * translation errs out of date, never up to date). Their state is kept.
 */
async function rekeyPageTracking(db: Db): Promise<number> {
  // A row whose other language is missing keeps no source: its old hash only dates its next save.
  const rows = await db.pageTranslation.findMany({
    where: { NOT: { textHash: null }, sourceText: { contains: '"key":"blocks.' } },
    select: { id: true, locale: true, sourceText: true, page: { select: { blocks: true, translations: true } } },
  });
  for (const row of rows) {
    const now = currentPageTexts(row.page)[row.locale as Language];
    const source = parseFields(row.sourceText);
    const ids = blockIds(parseBlocks(row.page.blocks));
    const rekeyed = source.flatMap((field) => {
      const match = /^blocks\.(\d+)(.*)$/.exec(field.key);
      if (!match) return [field];
      const id = ids[Number(match[1])];
      return id ? [{ ...field, key: `blocks#${id}${match[2]}` }] : [];
    });
    await db.pageTranslation.update({ where: { id: row.id }, data: { textHash: now ? hashOf(now) : null, sourceText: serialize(rekeyed) } });
  }
  return rows.length;
}

export type ReviewSubject = 'post' | 'page';

/**
 * Marks a language of a post or a page as reviewed against the other language's text now: it is up
 * to date again. Who may edit the record may mark it (the rule of its saves); `version` is the one
 * the reviewer read, so a source changed after they looked is not marked unseen (409). Audited.
 */
export async function markTranslationReviewed(ctx: Writer, subject: ReviewSubject, id: number, locale: Language, rawVersion: unknown): Promise<void> {
  const viewer = requireViewer(ctx);
  const version = parseVersion(rawVersion, { name: subject });
  const notFound = subject === 'post' ? 'Blog post not found' : 'Page not found';
  await transaction(ctx.db, async (tx) => {
    const record = subject === 'post' ? await tx.post.findUnique({ where: { id } }) : await tx.page.findUnique({ where: { id } });
    if (!record) throw apiError('NOT_FOUND', notFound);
    await requireMayEdit(tx, viewer, { name: subject, revisions: subject === 'post' ? postRevisions : pageRevisions }, record);
    if (record.version !== version)
      throw apiError('CONFLICT', `This ${subject} was saved after you opened it: reload it to review the latest text`, {
        version: 'stale',
        currentVersion: record.version,
      });
    const { rows, now } = await readTexts(tx, subject, id);
    const row = rows.find((candidate) => candidate.locale === locale);
    if (!row || !now[locale]) throw apiError('BAD_USER_INPUT', `This ${subject} has no text in that language to review`, { locale: 'missing' });
    if (!row.outOfDate) return;
    const other = languages.find((language) => language !== locale)!;
    const data = reviewed(trackingOf(row), now[other]);
    if (subject === 'post') await tx.postTranslation.update({ where: { id: row.id }, data });
    else await tx.pageTranslation.update({ where: { id: row.id }, data });
    await recordAudit(tx, { action: `${subject}.translation_reviewed`, actorId: viewer.id, target: `${subject}:${id}`, ip: ctx.ip, detail: { locale } });
  });
}

async function readTexts(tx: Tx | Db, subject: ReviewSubject, id: number): Promise<{ rows: TrackedRow[]; now: Record<Language, Current>; blocks?: unknown }> {
  if (subject === 'post') {
    const rows = await tx.postTranslation.findMany({ where: { postId: id } });
    return { rows: rows as TrackedRow[], now: currentPostTexts(rows) };
  }
  const page = await tx.page.findUnique({ where: { id }, select: { blocks: true, translations: true } });
  return {
    rows: (page?.translations ?? []) as TrackedRow[],
    now: page ? currentPageTexts(page) : { en: null, ar: null },
    blocks: page ? parseBlocks(page.blocks) : [],
  };
}

/** One field of the source that changed: its key (title, body, blocks.2.items.0.title), its block's type, and the changes. */
export interface FieldChange {
  key: string;
  block: string | null;
  changes: TextChange[];
}

/** What changed in the other language's text since `locale` last took it as its source; none while up to date. */
export async function translationChanges(db: Db, subject: ReviewSubject, id: number, locale: Language): Promise<FieldChange[]> {
  const { rows, now, blocks } = await readTexts(db, subject, id);
  const row = rows.find((candidate) => candidate.locale === locale);
  const other = languages.find((language) => language !== locale)!;
  if (!row?.outOfDate || !now[other]) return [];
  return changesBetween(parseFields(row.sourceText), now[other]).map((change) => ({ ...change, key: keyAtPosition(change.key, blocks) }));
}

/** The fields that differ, in the source's order now (fields since removed after them). */
export function changesBetween(before: TextField[], after: TextField[]): FieldChange[] {
  const old = new Map(before.map((field) => [field.key, field]));
  const keys = [...after.map((field) => field.key), ...before.filter((field) => !after.some((now) => now.key === field.key)).map((field) => field.key)];
  const current = new Map(after.map((field) => [field.key, field]));
  return keys.flatMap((key) => {
    const was = old.get(key)?.text ?? '';
    const is = current.get(key)?.text ?? '';
    if (was === is) return [];
    return [{ key, block: current.get(key)?.block ?? old.get(key)?.block ?? null, changes: withContext(diffWords(was, is)) }];
  });
}
