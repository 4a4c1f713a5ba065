import { z } from 'zod';
import { menuItemsSchema, menuLimits, menuNames } from '../../../../web/src/api/menuRules.ts';
import { blockSchemas } from '../../../../web/src/api/pageBlocks.ts';
import { maxAddressLength, maxBlocks, pageTextLimits } from '../../../../web/src/api/pageRules.ts';
import { maxPathLength } from '../../../../web/src/api/pagePaths.ts';
import { perLanguage } from '../../../../web/src/i18n/languages.ts';
import { component, count, dateTime, langQuery, locale, Pagination, pageQuery, recordId } from './common.ts';
import { CoverImage } from './images.ts';

// Pages and menus as /api/pages and /api/menus show and take them (rest/pageRoutes.ts). A block's
// shape is the one schema both doors check (web/src/api/pageBlocks.ts), written here as PageBlock.

const PageBlock = component(
  'PageBlock',
  blockSchemas().block.meta({ description: 'One block of a page as written, by its type: its texts in both languages ({ en, ar })' }),
);
const MenuItem = component('MenuItem', menuItemsSchema.element.meta({ description: 'A link, or a group of links, of a menu as written' }));

const pageStatus = z.enum(['DRAFT', 'PUBLISHED']);
/** Statuses as REST writes them (lowercase), or as GraphQL does. */
const statusWord = z.enum(['draft', 'published', 'DRAFT', 'PUBLISHED']);

const translation = component(
  'PageTranslation',
  z.object({
    title: z.string().max(pageTextLimits.title).meta({ description: "For search engines and the browser's tab; placeholders as written" }),
    description: z.string().max(pageTextLimits.description),
    socialImage: z
      .string()
      .max(maxAddressLength)
      .nullable()
      .meta({ description: "The link previews' image: an uploaded image's address or an https:// address" }),
  }),
);

const pageFields = {
  id: recordId,
  path: z.string(),
  status: pageStatus,
  publishedAt: dateTime.nullable().meta({ description: 'When it went (or goes, when in the future) public; null for a draft never published' }),
  scheduled: z.boolean().meta({ description: 'Published, with a publication time still to come' }),
  updatedAt: dateTime,
  version: z.int32().min(1).meta({ description: 'Which save this is: send it back with PUT to refuse a change when someone saved in between' }),
  languages: z.array(locale).meta({ description: 'The languages it is written in' }),
  translations: z.object(perLanguage(() => translation.optional())).meta({ description: 'What it is called in each of its languages, as written' }),
};

export const PageSummary = component('PageSummary', z.object(pageFields));
export const Page = component('Page', z.object({ ...pageFields, blocks: z.array(PageBlock).meta({ description: 'Its blocks in order, as written' }) }));
export const PageList = component('PageList', z.object({ pages: z.array(PageSummary), pagination: Pagination }));

export const PageView = component(
  'PageView',
  z.object({
    id: recordId,
    path: z.string(),
    publishedAt: dateTime.nullable(),
    updatedAt: dateTime,
    languages: z.array(locale),
    locale: locale.meta({ description: 'The language of what follows: the one asked for, else English, else the one the page has' }),
    title: z.string().meta({ description: 'Placeholders filled in' }),
    description: z.string(),
    socialImage: z.string().nullable().meta({ description: 'The address of the image link previews show, or null' }),
    socialImageView: CoverImage.nullable().meta({ description: 'That image when it is an uploaded one' }),
    blocks: z.array(z.record(z.string(), z.unknown())).meta({
      description:
        'The blocks in this language: each PageBlock with its texts as strings (placeholders filled in) and its links as { kind, href }, href null for a page visitors cannot see',
    }),
    images: z
      .array(z.object({ address: z.string(), image: CoverImage }))
      .meta({ description: 'The uploaded images the blocks show, by the address they name them with' }),
  }),
);

export const pageListQuery = z.object({
  ...pageQuery(50),
  status: statusWord.optional().meta({ description: 'Only pages in this state (visitors see published ones only)' }),
});

export const pageByPathQuery = z.object({
  path: z.string().min(1).max(maxPathLength).meta({ description: 'The path, such as / or /sovra-core' }),
  ...langQuery,
});

const writtenPage = {
  path: z
    .string()
    .max(maxPathLength)
    .meta({ description: '/ or lowercase letters and digits joined by hyphens, in segments; not under /admin, /api, /assets, /blog, /graphql, /media' }),
  status: statusWord,
  publishedAt: dateTime.nullable().optional().meta({ description: 'A future time schedules the page; now when published without one' }),
  unpublishAt: dateTime
    .nullable()
    .optional()
    .meta({ description: 'When the scheduler takes the page off the site (after its publication); never when left out' }),
  translations: z
    .object(
      perLanguage(() =>
        z
          .object({
            title: z.string().max(pageTextLimits.title).meta({ description: 'Empty drops the language' }),
            description: z.string().max(pageTextLimits.description).optional(),
            socialImage: z.string().max(maxAddressLength).nullable().optional(),
          })
          .nullable()
          .optional(),
      ),
    )
    .meta({ description: 'A title in one language at least' }),
  blocks: z.array(PageBlock).max(maxBlocks).meta({ description: 'Published, every required text of each block in each language the page has a title in' }),
};

export const createPageBody = z.object({
  ...writtenPage,
  createKey: z
    .string()
    .min(16)
    .max(100)
    .regex(/^[\w-]+$/)
    .optional()
    .meta({ description: 'Made once per new page (a UUID): a retry with it returns the page the first try made' }),
});

export const updatePageBody = z.object({
  ...writtenPage,
  version: pageFields.version.meta({ description: 'The version of the page you edited: CONFLICT when someone saved since' }),
});

const menuName = z.enum(menuNames);

const menuFields = {
  name: menuName,
  version: count.meta({ description: 'Raised by every save (0 before the first): send it back with PUT' }),
  updatedAt: dateTime.nullable(),
  items: z.array(MenuItem).meta({ description: 'As written: both languages, links to pages by id' }),
  links: z.array(z.record(z.string(), z.unknown())).meta({
    description: 'The items in the language asked for as visitors read them: links as { kind, href }, those to pages visitors cannot see left out',
  }),
};

export const MenuList = component('MenuList', z.object({ menus: z.array(z.object(menuFields)) }));

export const Menu = component(
  'Menu',
  z.object({
    ...menuFields,
    brokenLinks: z
      .array(z.object({ path: z.string(), pageId: recordId, problem: z.enum(['PAGE_DELETED', 'PAGE_NOT_PUBLISHED']) }))
      .meta({ description: 'Links visitors do not see, where they are in `items`' }),
  }),
);

export const updateMenuBody = z.object({
  items: z.array(MenuItem).max(menuLimits.items).meta({ description: 'Every label in both languages; a link to a page names one that exists' }),
  version: count.meta({ description: 'The version of the menu you edited (0 before the first save): CONFLICT when someone saved since' }),
});
