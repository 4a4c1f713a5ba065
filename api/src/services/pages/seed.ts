import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { menuItemsSchema, type MenuItem, type MenuName } from '../../../../web/src/api/menuRules.ts';
import { blockSchemas, type Bilingual, type PageBlock, type PageLink } from '../../../../web/src/api/pageBlocks.ts';
import { infoPages } from './catalog.ts';
import { formatDate } from '../../../../web/src/format/formatDate.ts';
import { languages, perLanguage, type Language } from '../../../../web/src/i18n/languages.ts';
import { marketingPages, pagesOf, sectionOverview, type InfoSection, type MarketingPage } from '../../../../web/src/paths.ts';
import { trackPageTranslations } from '../translations/track.ts';

// The site's pages and menus as the site showed them before they were content: made once per
// database (at the first start, and on the first start of a version with pages over an older
// database) from the copy the React pages read (web/src/i18n/locales/<language>/*.json), word for
// word in both languages. Only the business hours written by hand become the {{hours}} of the
// settings, and the home page's title names the site ({{site}}) as it did. Staff edit them after.

const localesDir = resolve(import.meta.dirname, '../../../../web/src/i18n/locales');
// The pages' own copy, which only this seed reads now that the site renders pages from their
// blocks (never shipped to browsers): content, hero, useCases, regional, assistant, finder and
// content/<page>.json.
const copyDir = resolve(import.meta.dirname, 'copy');
// Recorded once the pages are made, so pages staff later delete do not come back.
const seededKey = 'seed.pages';

/** When the privacy policy and the terms last changed, as their React page said it (legalUpdatedOn). */
export const legalUpdatedOn = '2026-11-22';

/** The business hours as the pages wrote them by hand, longest first: the setting says them now ({{hours}}). */
export const handWrittenHours: Record<Language, string[]> = {
  en: ['9 AM to 6 PM (UTC+4), Monday to Friday', '9 AM to 6 PM'],
  ar: [
    'من الساعة 9 صباحًا حتى الساعة 6 مساءً بتوقيت الإمارات (UTC+4)، من الاثنين إلى الجمعة',
    'من الاثنين إلى الجمعة، من 9 صباحًا حتى 6 مساءً (UTC+4)',
    'من 9 صباحًا إلى 6 مساءً',
  ],
};

/** A text of today's copy as a page block says it: the hand-written hours as {{hours}}. */
export function asBlockText(text: string, language: Language): string {
  return handWrittenHours[language].reduce((written, hours) => written.split(hours).join('{{hours}}'), text);
}

type Copy = Record<string, unknown>;

/** A file of the copy the seed reads: the pages' own (copy/), else the app's translations that pages shared (navigation, contact…). */
export function readCopy(language: Language, file: string): unknown {
  const own = resolve(copyDir, language, file);
  return JSON.parse(readFileSync(existsSync(own) ? own : resolve(localesDir, language, file), 'utf8'));
}

/** The copy of one language: the namespaces the public pages read, and each page's own file under `pages`. */
function copyOf(language: Language): Copy {
  const read = (file: string) => readCopy(language, file) as Copy;
  return {
    ...Object.fromEntries(
      ['common', 'content', 'hero', 'useCases', 'regional', 'contact', 'navigation', 'ui', 'assistant', 'finder'].map((namespace) => [
        namespace,
        read(`${namespace}.json`),
      ]),
    ),
    pages: Object.fromEntries(marketingPages.map((page) => [page.key, read(`content/${page.key}.json`)])),
  };
}

function at(copy: Copy, path: string): unknown {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Copy | undefined)?.[key], copy);
  if (value === undefined) throw new Error(`The copy has no ${path}`);
  return value;
}

/** A page to make: its path, its title and description in each language, and its blocks once every page has an id. */
interface SeedPage {
  path: string;
  title: Bilingual;
  description: Bilingual;
  blocks: (link: (path: string, hash?: string) => PageLink) => PageBlock[];
}

/** Today's pages and menus, built from the copy. */
export function sitePages(): { pages: SeedPage[]; menus: Record<MenuName, (link: (path: string, hash?: string) => PageLink) => MenuItem[]> } {
  const copy = perLanguage(copyOf);
  const text = (path: string): Bilingual => perLanguage((language) => asBlockText(String(at(copy[language], path)), language));
  const count = (path: string) => (at(copy.en, path) as unknown[]).length;
  const each = <T>(path: string, make: (item: string) => T): T[] => Array.from({ length: count(path) }, (_, i) => make(`${path}.${i}`));
  const words = (path: string) => perLanguage((language) => at(copy[language], path) as string[]);
  const keys = (path: string) => Object.keys(at(copy.en, path) as Copy);
  const item = (path: string) => ({ title: text(`${path}.title`), body: text(`${path}.body`) });
  const figure = (path: string) => ({ value: text(`${path}.value`), label: text(`${path}.label`) });
  const booking: PageLink = { kind: 'booking' };

  const home: SeedPage = {
    path: '/',
    // The home page's title named the site as the settings call it; the other pages name the brand.
    title: perLanguage((language) => String(at(copy[language], 'common.meta.title')).replace('{{brand}}', '{{site}}')),
    description: text('common.meta.description'),
    blocks: (link) => {
      const products = pagesOf('products');
      const stacked = ['console', 'mesh', 'vault', 'core', 'setup-suite'];
      const regionOf: Record<string, string> = {
        'uae-government': 'uae',
        'ksa-banking': 'ksa',
        'qatar-energy': 'qatar',
        'kuwait-healthcare': 'kuwait',
        'bahrain-fintech': 'bahrain',
        'oman-logistics': 'oman',
      };
      const finder = 'finder';
      const question = (name: string) => ({
        label: text(`${finder}.questions.${name}.label`),
        options: Object.fromEntries(
          keys(`${finder}.questions.${name}.options`).map((option) => [option, text(`${finder}.questions.${name}.options.${option}`)]),
        ),
      });
      const assistant = 'assistant';
      return [
        {
          type: 'hero',
          id: 'hero',
          variant: 'home',
          eyebrow: text('hero.eyebrow'),
          title: text('hero.title'),
          lead: text('hero.subtitle'),
          actions: [
            { label: text('hero.primaryCta'), link: booking },
            { label: text('hero.secondaryCta'), link: link('/', sectionOverview.products.split('#')[1]), style: 'secondary' },
          ],
          highlights: [text('hero.highlights.deployment'), text('hero.highlights.support'), text('hero.highlights.compliance'), text('hero.badge')],
          facts: [],
        },
        {
          type: 'text',
          id: 'what-is',
          anchor: 'what-is',
          eyebrow: text('content.home.whatIs.eyebrow'),
          title: text('content.home.whatIs.title'),
          paragraphs: each('content.home.whatIs.paragraphs', text),
          points: each('content.home.whatIs.points', item),
        },
        {
          type: 'featureGrid',
          id: 'why',
          anchor: 'why',
          tone: 'tint',
          eyebrow: text('content.home.whyChoose.eyebrow'),
          title: text('content.home.whyChoose.title'),
          intro: text('content.home.whyChoose.intro'),
          items: each('content.home.whyChoose.reasons', item),
          stats: each('content.home.whyChoose.stats', figure),
        },
        {
          type: 'useCases',
          id: 'use-cases',
          anchor: 'use-cases',
          eyebrow: text('useCases.eyebrow'),
          title: text('useCases.title'),
          intro: text('useCases.intro'),
          moreLabel: text('useCases.more'),
          benefitsLabel: text('useCases.benefitsLabel'),
          examplesLabel: text('useCases.examplesLabel'),
          items: keys('useCases.items').map((key) => ({
            title: text(`useCases.items.${key}.title`),
            summary: text(`useCases.items.${key}.short`),
            details: text(`useCases.items.${key}.detailed`),
            benefits: each(`useCases.items.${key}.benefits`, text),
            examples: each(`useCases.items.${key}.examples`, text),
          })),
          regional: {
            title: text('regional.title'),
            intro: text('regional.intro'),
            sectorLabel: text('regional.sectorLabel'),
            items: keys('regional.items').map((key) => ({
              region: text(`regional.regions.${regionOf[key]}`),
              title: text(`regional.items.${key}.title`),
              description: text(`regional.items.${key}.description`),
              sector: text(`regional.items.${key}.sector`),
              benefits: each(`regional.items.${key}.benefits`, text),
            })),
          },
        },
        {
          type: 'deploymentOptions',
          id: 'deployment',
          anchor: 'deployment',
          tone: 'dark',
          eyebrow: text('content.home.deployment.eyebrow'),
          title: text('content.home.deployment.title'),
          intro: text('content.home.deployment.intro'),
          bestForLabel: text('content.home.deployment.bestForLabel'),
          options: pagesOf('deployments').map((page) => ({
            title: text(`content.home.deployment.options.${page.key}.title`),
            body: text(`content.home.deployment.options.${page.key}.body`),
            bestFor: text(`content.home.deployment.options.${page.key}.bestFor`),
            link: link(page.path),
          })),
          footnote: text('content.home.deployment.timeline'),
        },
        {
          type: 'modularStack',
          id: 'platform',
          anchor: 'platform',
          tone: 'tint',
          eyebrow: text('content.home.stack.eyebrow'),
          title: text('content.home.stack.title'),
          intro: text('content.home.stack.intro'),
          components: products.map((page) => ({
            name: text(`navigation.pages.${page.key}`),
            role: text(`content.home.stack.components.${page.key}.role`),
            body: text(`content.home.stack.components.${page.key}.body`),
            link: link(page.path),
          })),
          diagram: {
            shape: 'layers',
            title: text('content.home.stack.diagramTitle'),
            description: text('content.home.stack.diagramDescription'),
            nodes: stacked.map((key) => ({ label: text(`navigation.pages.${key}`), detail: text(`content.home.stack.components.${key}.role`) })),
          },
        },
        {
          type: 'demoAssistant',
          id: 'assistant',
          anchor: 'assistant',
          eyebrow: text(`${assistant}.eyebrow`),
          title: text(`${assistant}.title`),
          intro: text(`${assistant}.intro`),
          name: text(`${assistant}.name`),
          demoLabel: text(`${assistant}.demoLabel`),
          demoNotice: text(`${assistant}.demoNotice`),
          youLabel: text(`${assistant}.you`),
          greeting: text(`${assistant}.greeting`),
          inputLabel: text(`${assistant}.inputLabel`),
          placeholder: text(`${assistant}.placeholder`),
          sendLabel: text(`${assistant}.send`),
          typingText: text(`${assistant}.typing`),
          resetLabel: text(`${assistant}.reset`),
          suggestionsLabel: text(`${assistant}.suggestionsLabel`),
          suggestions: each(`${assistant}.suggestions`, text),
          answers: Object.fromEntries(keys(`${assistant}.answers`).map((topic) => [topic, text(`${assistant}.answers.${topic}`)])),
          keywords: Object.fromEntries(keys(`${assistant}.keywords`).map((topic) => [topic, words(`${assistant}.keywords.${topic}`)])),
        },
        {
          type: 'blogPreview',
          id: 'insights',
          anchor: 'insights',
          tone: 'tint',
          eyebrow: text('content.home.blogPreview.eyebrow'),
          title: text('content.home.blogPreview.title'),
          intro: text('content.home.blogPreview.intro'),
          allLabel: text('content.home.blogPreview.all'),
          emptyText: text('content.home.blogPreview.empty'),
          failedText: text(`${finder}.postsFailed`),
          finder: {
            title: text(`${finder}.title`),
            intro: text(`${finder}.intro`),
            questions: { size: question('size'), deployment: question('deployment'), priority: question('priority') },
            seeResult: text(`${finder}.seeResult`),
            restart: text(`${finder}.restart`),
            resultTitle: text(`${finder}.resultTitle`),
            alsoSee: text(`${finder}.alsoSee`),
            reasons: Object.fromEntries(keys(`${finder}.reasons`).map((solution) => [solution, text(`${finder}.reasons.${solution}`)])),
            relatedPosts: text(`${finder}.relatedPosts`),
            noPosts: text(`${finder}.noPosts`),
          },
        },
        {
          type: 'contact',
          id: 'contact',
          anchor: 'contact',
          eyebrow: text('contact.eyebrow'),
          title: text('contact.title'),
          intro: text('contact.subtitle'),
          officeTitle: text('contact.officeTitle'),
          addressLabel: text('contact.office'),
          hoursLabel: text('contact.hoursLabel'),
          emailLabel: text('contact.emailLabel'),
          phoneLabel: text('contact.phoneLabel'),
          responseTime: text('contact.responseTime'),
          bookTitle: text('contact.bookTitle'),
          bookBody: text('contact.bookBody'),
          bookLabel: text('contact.bookCta'),
        },
      ] as PageBlock[];
    },
  };

  const sectionNames: Record<MarketingPage['section'], string> = {
    products: 'sections.products',
    deployments: 'sections.deployment',
    solutions: 'sections.solutions',
    legal: 'sections.legal',
  };

  const infoPage = (page: MarketingPage): SeedPage => {
    const own = (path: string) => text(`pages.${page.key}.${path}`);
    const shape = infoPages[page.key];
    const diagram = `pages.${page.key}.how.diagram`;
    const has = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Copy | undefined)?.[key], copy.en) !== undefined;
    const diagramNode = (path: string) => ({ label: text(`${path}.label`), detail: text(`${path}.detail`) });
    return {
      path: page.path,
      title: own('meta.title'),
      description: own('meta.description'),
      blocks: (link) =>
        [
          {
            type: 'hero',
            id: 'intro',
            variant: 'page',
            breadcrumbs: [
              { label: text('navigation.home'), link: link('/') },
              { label: text(`navigation.${sectionNames[page.section]}`), link: link('/', sectionOverview[page.section].split('#')[1]) },
              { label: text(`navigation.pages.${page.key}`) },
            ],
            eyebrow: own('eyebrow'),
            title: own('title'),
            lead: own('intro'),
            actions: [
              { label: text('ui.bookDemo'), link: booking },
              { label: text('ui.talkToUs'), link: link('/', 'contact'), style: 'secondary' },
            ],
            highlights: [],
            facts: each(`pages.${page.key}.facts`, figure),
          },
          { type: 'text', id: 'what', anchor: 'what', layout: 'split', title: own('what.title'), paragraphs: each(`pages.${page.key}.what.paragraphs`, text) },
          {
            type: 'featureGrid',
            id: 'audience',
            anchor: 'audience',
            tone: 'tint',
            title: own('audience.title'),
            columns: 3,
            items: each(`pages.${page.key}.audience.items`, item),
          },
          {
            type: 'steps',
            id: 'how',
            anchor: 'how',
            title: own('how.title'),
            intro: own('how.intro'),
            steps: each(`pages.${page.key}.how.steps`, item),
            diagram: {
              shape: shape.diagram,
              title: text(`${diagram}.title`),
              description: text(`${diagram}.description`),
              ...(has(`${diagram}.nodes`) ? { nodes: each(`${diagram}.nodes`, diagramNode) } : {}),
              ...(has(`${diagram}.zones`)
                ? { zones: each(`${diagram}.zones`, (zone) => ({ label: text(`${zone}.label`), nodes: each(`${zone}.nodes`, diagramNode) })) }
                : {}),
              ...(has(`${diagram}.link`) ? { link: text(`${diagram}.link`) } : {}),
            },
          },
          {
            type: 'featureGrid',
            id: 'benefits',
            anchor: 'benefits',
            tone: 'tint',
            title: own('benefits.title'),
            columns: 4,
            items: each(`pages.${page.key}.benefits.items`, item),
          },
          {
            type: 'relatedLinks',
            id: 'related',
            anchor: 'related',
            title: own('related.title'),
            intro: own('related.intro'),
            links: shape.related.map((key) => ({
              label: text(`navigation.pages.${key}`),
              description: text(`navigation.blurbs.${key}`),
              link: link(marketingPages.find((other) => other.key === key)!.path),
            })),
          },
          {
            type: 'callToAction',
            id: 'cta',
            anchor: 'page-cta',
            title: own('cta.title'),
            body: own('cta.body'),
            action: { label: text('ui.bookDemo'), link: booking },
          },
        ] as PageBlock[],
    };
  };

  const legalPage = (page: MarketingPage): SeedPage => {
    const own = (path: string) => text(`pages.${page.key}.${path}`);
    const sections = `pages.${page.key}.sections`;
    return {
      path: page.path,
      title: own('meta.title'),
      description: own('meta.description'),
      blocks: (link) =>
        [
          {
            type: 'hero',
            id: 'intro',
            variant: 'page',
            breadcrumbs: [{ label: text('navigation.home'), link: link('/') }, { label: own('title') }],
            title: own('title'),
            lead: perLanguage((language) =>
              String(at(copy[language], 'content.page.lastUpdated')).replace('{{date}}', formatDate(`${legalUpdatedOn}T12:00:00Z`, language)),
            ),
            actions: [],
            highlights: [],
            facts: [],
          },
          {
            type: 'legalText',
            id: 'policy',
            contentsLabel: text('content.page.onThisPage'),
            intro: each(`pages.${page.key}.intro`, text),
            sections: each(sections, (section) => ({
              anchor: String(at(copy.en, `${section}.id`)),
              title: text(`${section}.title`),
              paragraphs: each(`${section}.paragraphs`, text),
              items: each(`${section}.items`, text),
            })),
          },
        ] as PageBlock[],
    };
  };

  const pages = [home, ...marketingPages.map((page) => (page.section === 'legal' ? legalPage(page) : infoPage(page)))];

  const headerGroups: { section: InfoSection; label: string }[] = [
    { section: 'products', label: 'products' },
    { section: 'solutions', label: 'solutions' },
    { section: 'deployments', label: 'deployment' },
  ];
  const pageLinks = (section: MarketingPage['section'], link: (path: string) => PageLink, blurbs: boolean) =>
    pagesOf(section).map((page) => ({
      type: 'link' as const,
      id: page.key,
      label: text(`navigation.pages.${page.key}`),
      ...(blurbs ? { description: text(`navigation.blurbs.${page.key}`) } : {}),
      link: link(page.path),
    }));
  const menus = {
    header: (link: (path: string, hash?: string) => PageLink): MenuItem[] => [
      ...headerGroups.map(({ section, label }) => ({
        type: 'group' as const,
        id: section,
        key: section,
        label: text(`navigation.${label}`),
        overview: link('/', sectionOverview[section].split('#')[1]),
        items: pageLinks(section, link, true),
      })),
      { type: 'link', id: 'blog', label: text('navigation.blog'), link: { kind: 'url', url: '/blog' } },
      { type: 'link', id: 'contact', label: text('navigation.contact'), link: link('/', 'contact') },
    ],
    footer: (link: (path: string, hash?: string) => PageLink): MenuItem[] => [
      { type: 'group', id: 'products', key: 'products', label: text('navigation.sections.products'), items: pageLinks('products', link, false) },
      { type: 'group', id: 'solutions', key: 'solutions', label: text('navigation.sections.solutions'), items: pageLinks('solutions', link, false) },
      { type: 'group', id: 'deployments', key: 'deployments', label: text('navigation.sections.deployment'), items: pageLinks('deployments', link, false) },
      {
        type: 'group',
        id: 'company',
        key: 'company',
        label: text('navigation.sections.company'),
        items: [
          { type: 'link', id: 'blog', label: text('navigation.blog'), link: { kind: 'url', url: '/blog' } },
          { type: 'link', id: 'contact', label: text('navigation.contact'), link: link('/', 'contact') },
          ...pageLinks('legal', link, false),
        ],
      },
      { type: 'group', id: 'legal', key: 'legal', label: text('navigation.footer.legal'), items: pageLinks('legal', link, false) },
    ],
  };
  return { pages, menus };
}

/**
 * Makes the site's pages and menus once per database, published, as the site showed them: on a new
 * database and on one from before pages were content alike. A page already at a seeded path (made
 * by staff) is kept as it is. Returns true when it made them.
 */
export async function ensureSitePages(db: Db, log: Logger): Promise<boolean> {
  if (await db.setting.findUnique({ where: { key: seededKey } })) return false;
  const { pages, menus } = sitePages();
  // Some hundred statements once per database: on PostgreSQL on a busy machine (CI) they outlasted
  // the 5 s an interactive transaction gets by default.
  const made = await transaction(
    db,
    async (tx) => {
      const ids = new Map<string, number>();
      const fresh: SeedPage[] = [];
      const publishedAt = new Date();
      for (const page of pages) {
        const existing = await tx.page.findUnique({ where: { path: page.path }, select: { id: true } });
        if (existing) {
          ids.set(page.path, existing.id);
          continue;
        }
        const created = await tx.page.create({
          data: {
            path: page.path,
            status: 'PUBLISHED',
            publishedAt,
            translations: { create: languages.map((locale) => ({ locale, title: page.title[locale], description: page.description[locale] })) },
          },
        });
        ids.set(page.path, created.id);
        fresh.push(page);
      }
      const link = (path: string, hash?: string): PageLink => ({ kind: 'page', pageId: ids.get(path)!, ...(hash ? { hash } : {}) });
      for (const page of fresh) {
        // What every published page must be, in both languages: a seed that is not fails here, loudly.
        const blocks = blockSchemas(languages).blocks.parse(page.blocks(link));
        await tx.page.update({ where: { id: ids.get(page.path)! }, data: { blocks: JSON.stringify(blocks) } });
        await trackPageTranslations(tx, ids.get(page.path)!);
      }
      for (const [name, items] of Object.entries(menus)) {
        if (await tx.menu.findUnique({ where: { name } })) continue;
        await tx.menu.create({ data: { name, items: JSON.stringify(menuItemsSchema.parse(items(link))) } });
      }
      await tx.setting.create({ data: { key: seededKey, value: new Date().toISOString() } });
      return fresh.length;
    },
    { timeout: 60_000 },
  );
  log.info({ pages: made }, "made the site's pages and menus");
  return true;
}
