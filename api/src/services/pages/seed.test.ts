import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrations.ts';
import { prepareDatabase } from '../../prepare.ts';
import { createTestApp } from '../../testing/testApp.ts';
import { pageLinksIn } from '../../../../web/src/api/localizeBlocks.ts';
import { fillPlaceholders, placeholderValues } from '../../../../web/src/api/pageRules.ts';
import { formatDate } from '../../../../web/src/format/formatDate.ts';
import { languages, type Language } from '../../../../web/src/i18n/languages.ts';
import { marketingPages, pagesOf } from '../../../../web/src/paths.ts';
import { brand } from '../../../../web/src/brand.ts';
import { defaultContact } from '../settings/defaults.ts';
import { asBlockText, ensureSitePages, handWrittenHours, legalUpdatedOn, readCopy } from './seed.ts';

// The site's pages and menus made from today's copy (issue 23): every string the pages showed is in
// a page's blocks (or its title, or a menu) in the same language, and nothing is there that the
// copy did not say: no client, logo or testimonial made up. Only the hand-written business hours
// became {{hours}}, which the settings fill in.

const app = createTestApp();
afterAll(() => app.cleanup());
const silent = pino({ level: 'silent' });
const copyDir = resolve(import.meta.dirname, 'copy');

type Json = Record<string, unknown>;
const read = (language: Language, file: string) => readCopy(language, file) as Json;

/** Every string of a JSON value, by its path. */
function leaves(value: unknown, path: string[] = []): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path: path.join('.'), text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, String(i)]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [];
}

/** The texts of blocks and menu items in one language: their { en, ar } texts and word lists, nothing structural (ids, anchors, links). */
function texts(value: unknown, language: Language): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, language));
  if (!value || typeof value !== 'object') return [];
  const record = value as Json;
  if (Object.keys(record).length === languages.length && languages.every((one) => one in record)) {
    const text = record[language];
    return Array.isArray(text) ? (text as string[]) : [text as string];
  }
  return Object.values(record).flatMap((item) => texts(item, language));
}

/**
 * The copy the site's pages read, file by file, and the keys that are not page content: words of the
 * app around the pages (the contact form's and the booking dialog's own, a post's read time), and
 * two never shown. They stay in the app's translations. The legal sections' ids are their anchors
 * (compared below).
 */
const pageCopy: { file: string; notContent: RegExp | null }[] = [
  ...readdirSync(join(copyDir, 'en/content')).map((file) => ({ file: `content/${file}`, notContent: /^sections\.\d+\.id$/ })),
  // lastUpdated is written with its date in the legal pages' opening (its own test below).
  { file: 'content.json', notContent: /^page\.lastUpdated$/ },
  { file: 'assistant.json', notContent: null },
  { file: 'finder.json', notContent: /^eyebrow$/ },
  { file: 'hero.json', notContent: null },
  { file: 'useCases.json', notContent: null },
  { file: 'regional.json', notContent: /^eyebrow$/ },
  { file: 'contact.json', notContent: /^(?:form\.|formTitle$|emailCta$|callCta$|book(?:Loading|Unavailable|DialogTitle|FallbackLink)$)/ },
  // The navigation's names of pages and sections, as the menus and the pages' breadcrumbs and links say them.
  {
    file: 'navigation.json',
    notContent:
      /^(?!pages\.|blurbs\.|sections\.|home$|products$|solutions$|deployment$|blog$|contact$|footer\.legal$)|^pages\.(?:blog|home)$|^sections\.legal$/,
  },
];

async function seeded() {
  const pages = await app.db.page.findMany({ include: { translations: true }, orderBy: { id: 'asc' } });
  const menus = await app.db.menu.findMany();
  const blocks = pages.map((page) => JSON.parse(page.blocks) as unknown[]);
  const items = menus.map((menu) => JSON.parse(menu.items) as unknown[]);
  const strings = (language: Language) =>
    new Set([
      ...blocks.flatMap((one) => texts(one, language)),
      ...items.flatMap((one) => texts(one, language)),
      ...pages.flatMap((page) => page.translations.filter((tr) => tr.locale === language).flatMap((tr) => [tr.title, tr.description])),
    ]);
  return { pages, menus, blocks, items, strings: { en: strings('en'), ar: strings('ar') } };
}

describe("the site's pages, made from today's copy", () => {
  it('are every page of the site, published, in both languages, with the header and footer menus', async () => {
    const { pages, menus } = await seeded();
    expect(pages.map((page) => page.path).sort()).toEqual(['/', ...marketingPages.map((page) => page.path)].sort());
    expect(pages.length).toBe(19);
    for (const page of pages) {
      expect(page.status, page.path).toBe('PUBLISHED');
      expect(page.translations.map((tr) => tr.locale).sort(), page.path).toEqual(['ar', 'en']);
    }
    expect(menus.map((menu) => menu.name).sort()).toEqual(['footer', 'header']);
  });

  it('say every string of the copy in the same language, word for word', async () => {
    const { strings } = await seeded();
    const missing: string[] = [];
    let compared = 0;
    for (const { file, notContent } of pageCopy) {
      for (const language of languages) {
        for (const { path, text } of leaves(read(language, file))) {
          if (notContent?.test(path)) continue;
          compared++;
          if (!strings[language].has(asBlockText(text, language))) missing.push(`${language} ${file} ${path}: ${text.slice(0, 80)}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(compared).toBeGreaterThan(2000);
  });

  it('invent nothing: every text of the blocks and menus is one of the copy', async () => {
    const { blocks, items } = await seeded();
    for (const language of languages) {
      const copy = new Set(
        [
          'common.json',
          'content.json',
          'hero.json',
          'useCases.json',
          'regional.json',
          'contact.json',
          'navigation.json',
          'ui.json',
          'assistant.json',
          'finder.json',
          ...pageCopy.map((one) => one.file),
        ].flatMap((file) => leaves(read(language, file)).map(({ text }) => asBlockText(text, language))),
      );
      const lastUpdated = (read(language, 'content.json').page as Json).lastUpdated as string;
      copy.add(lastUpdated.replace('{{date}}', formatDate(`${legalUpdatedOn}T12:00:00Z`, language)));
      const invented = [...blocks, ...items].flatMap((one) => texts(one, language)).filter((text) => !copy.has(text));
      expect(invented, language).toEqual([]);
    }
    // What the site lacked stays empty until staff write it: no clients, logos, testimonials, team or prices made up.
    const types = new Set(blocks.flat().map((block) => (block as { type: string }).type));
    for (const type of ['logoStrip', 'caseStudy', 'testimonial', 'team', 'certifications', 'pricing', 'statistics', 'image'])
      expect(types.has(type), type).toBe(false);
  });

  it('give the legal pages the date they last changed, as their React page said it', async () => {
    expect(legalUpdatedOn).toBe('2026-11-22');
    const privacy = (await seeded()).pages.find((page) => page.path === '/privacy')!;
    const [hero, policy] = JSON.parse(privacy.blocks) as [{ lead: Record<Language, string> }, { sections: { anchor: string }[] }];
    expect(hero.lead).toEqual({ en: 'Last updated: 22 November 2026', ar: `آخر تحديث: ${formatDate('2026-11-22T12:00:00Z', 'ar')}` });
    // Its sections keep their anchors: /privacy#contact leads where it led.
    const sections = read('en', 'content/privacy.json').sections as { id: string }[];
    expect(policy.sections.map((section) => section.anchor)).toEqual(sections.map((section) => section.id));
  });

  it('say the business hours through the settings ({{hours}}) where the copy wrote them by hand, the same words in English', async () => {
    const { strings, pages } = await seeded();
    for (const language of languages) {
      const withHours = [...strings[language]].filter((text) => text.includes('{{hours}}'));
      expect(withHours.length, language).toBe(4);
      for (const hours of handWrittenHours[language])
        expect(
          [...strings[language]].filter((text) => text.includes(hours)),
          `${language} ${hours}`,
        ).toEqual([]);
    }
    const shipped = {
      siteName: brand.name.en,
      siteNameAr: brand.name.ar,
      contactEmail: defaultContact.email,
      contactPhone: defaultContact.phone,
      officeAddress: defaultContact.address.en,
      officeAddressAr: defaultContact.address.ar,
      businessHours: defaultContact.hours.en,
      businessHoursAr: defaultContact.hours.ar,
      bookingWidgetUrl: null,
    };
    const values = placeholderValues(shipped, 'en');
    // With the hours of the settings as they ship, the English pages read as before, word for word.
    const privacy = JSON.parse(pages.find((page) => page.path === '/privacy')!.blocks);
    const copy = read('en', 'content/privacy.json');
    const sentence = leaves(copy).find(({ text }) => text.startsWith('Our office is open'))!.text;
    expect(texts(privacy, 'en').map((text) => fillPlaceholders(text, values))).toContain(sentence);
  });

  it('link only to pages that exist, and give the header the products, solutions and deployment groups in order', async () => {
    const { pages, blocks, items, menus } = await seeded();
    const ids = new Set(pages.map((page) => page.id));
    for (const link of [...blocks, ...items].flatMap((one) => pageLinksIn(one))) expect(ids.has(link.pageId), link.path).toBe(true);
    const header = JSON.parse(menus.find((menu) => menu.name === 'header')!.items) as { type: string; key?: string; items?: { link: { pageId: number } }[] }[];
    expect(header.filter((item) => item.type === 'group').map((group) => group.key)).toEqual(['products', 'solutions', 'deployments']);
    const pathOf = new Map(pages.map((page) => [page.id, page.path]));
    expect(header[0].items!.map((item) => pathOf.get(item.link.pageId))).toEqual(pagesOf('products').map((page) => page.path));
  });

  it('are made once: a page staff deleted does not come back, nor does a menu', async () => {
    expect(await ensureSitePages(app.db, silent)).toBe(false);
    await app.db.page.delete({ where: { path: '/terms' } });
    await app.db.menu.delete({ where: { name: 'footer' } });
    expect(await ensureSitePages(app.db, silent)).toBe(false);
    expect(await app.db.page.findUnique({ where: { path: '/terms' } })).toBeNull();
    expect(await app.db.menu.findUnique({ where: { name: 'footer' } })).toBeNull();
  });
});

describe('a database from before pages were content', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sovra-pages-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gets every page and both menus on its first start, its posts kept; a page staff made at a seeded path stays theirs', async () => {
    const target = { provider: 'sqlite' as const, file: join(dir, 'older.db') };
    await applyMigrations(target, { upTo: '20261127065338_drop_contact_client_key' });
    const older = createDb(target);
    // A post and its translation as that schema held them (today's client would write columns it lacks).
    await older.$executeRaw`INSERT INTO "Post" ("slug", "status", "publishedAt", "updatedAt") VALUES ('kept', 'PUBLISHED', ${new Date()}, ${new Date()})`;
    const [kept] = await older.$queryRaw<{ id: number }[]>`SELECT "id" FROM "Post" WHERE "slug" = 'kept'`;
    await older.$executeRaw`INSERT INTO "PostTranslation" ("postId", "locale", "title", "body") VALUES (${kept.id}, 'en', 'Kept', 'Kept whole.')`;
    await older.$disconnect();
    await applyMigrations(target);
    const migrated = createDb(target);
    await migrated.page.create({ data: { path: '/privacy', blocks: '[]', translations: { create: { locale: 'en', title: 'Our own privacy page' } } } });
    await migrated.$disconnect();

    await prepareDatabase(target, silent);
    const db = createDb(target);
    try {
      expect(await db.page.count()).toBe(19);
      expect(await db.menu.count()).toBe(2);
      expect(await db.post.findUnique({ where: { slug: 'kept' }, select: { status: true } })).toEqual({ status: 'PUBLISHED' });
      // Its translation status is tracked from this start on: up to date.
      const [translation] = await db.postTranslation.findMany({ where: { post: { slug: 'kept' } } });
      expect(translation).toMatchObject({ outOfDate: false, sourceText: null });
      expect(translation.textHash).not.toBeNull();
      const privacy = await db.page.findUniqueOrThrow({ where: { path: '/privacy' }, include: { translations: true } });
      expect({ blocks: privacy.blocks, titles: privacy.translations.map((tr) => tr.title) }).toEqual({ blocks: '[]', titles: ['Our own privacy page'] });
    } finally {
      await db.$disconnect();
    }
  });
});
