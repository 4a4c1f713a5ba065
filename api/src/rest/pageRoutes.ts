import { z } from 'zod';
import { apiError } from '../errors.ts';
import { globalIdFromParam, numericId } from './ids.ts';
import { localeParam, pageParams, pagination } from './query.ts';
import { Deleted, langQuery } from './schemas/common.ts';
import { createPageBody, Menu, MenuList, Page, PageList, pageByPathQuery, pageListQuery, PageView, updateMenuBody, updatePageBody } from './schemas/pages.ts';
import { discardChangesBody, publishChangesBody } from './schemas/blog.ts';
import type { RestRoute } from './types.ts';

// The pages' and menus' door (docs/pages.md): each route runs one GraphQL operation of
// graphql/types/page.ts, pageMutations.ts or menu.ts. Visitors read published pages (by id, by
// path in their language) and the menus; staff write pages; admins delete them and edit menus.

const pageSummaryFields = /* GraphQL */ `
  fragment RestPageSummary on Page {
    id
    path
    status
    publishedAt
    scheduled
    updatedAt
    version
    languages
    translations {
      locale
      title
      description
      socialImage
    }
  }
`;

const pageFields = /* GraphQL */ `
  fragment RestPage on Page {
    ...RestPageSummary
    blocks
  }
  ${pageSummaryFields}
`;

const image = 'src srcset sources { type srcset } width height alt(locale: $locale) placeholder social { url width height }';

interface RestPageData {
  id: string;
  path: string;
  status: string;
  publishedAt: string | null;
  scheduled: boolean;
  updatedAt: string;
  version: number;
  languages: string[];
  translations: { locale: string; title: string; description: string; socialImage: string | null }[];
  blocks?: unknown[];
}

function restPage(page: RestPageData) {
  return {
    id: numericId(page.id),
    path: page.path,
    status: page.status,
    publishedAt: page.publishedAt,
    scheduled: page.scheduled,
    updatedAt: page.updatedAt,
    version: page.version,
    languages: page.languages,
    translations: Object.fromEntries(page.translations.map(({ locale, ...rest }) => [locale, rest])),
    ...(page.blocks === undefined ? {} : { blocks: page.blocks }),
  };
}

/** A REST page body as the GraphQL input: values passed as sent (the schema and the service check them), the status in either case. */
function pageInput(body: Record<string, unknown> | undefined) {
  const { path, status, publishedAt, unpublishAt, translations, blocks } = body ?? {};
  return { path, status: typeof status === 'string' ? status.toUpperCase() : status, publishedAt, unpublishAt, translations, blocks };
}

function statusParam(query: URLSearchParams): string | null {
  const status = query.get('status');
  if (!status) return null;
  const upper = status.toUpperCase();
  if (upper !== 'DRAFT' && upper !== 'PUBLISHED') throw apiError('BAD_USER_INPUT', 'status must be draft or published', { status: 'invalid' });
  return upper;
}

const menuFields = 'name version updatedAt items links(locale: $locale)';
const restMenu = (menu: { name: string; links: unknown[] } & Record<string, unknown>) => ({ ...menu, name: menu.name.toLowerCase() });

const pageSize = 50;

export const pageRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/pages',
    publicRead: true,
    document: /* GraphQL */ `
      query RestPages($first: Int!, $after: String, $status: PageStatus) {
        pages(first: $first, after: $after, status: $status) {
          totalCount
          edges {
            node {
              ...RestPageSummary
            }
          }
        }
      }
      ${pageSummaryFields}
    `,
    variables: ({ query }) => ({ ...pageParams(query, pageSize), status: statusParam(query) }),
    respond: (data, { query }) => ({
      pages: data.pages.edges.map((edge: { node: RestPageData }) => restPage(edge.node)),
      pagination: pagination(query, pageSize, data.pages.totalCount),
    }),
    doc: {
      summary: 'Pages by path, a page at a time: published ones for visitors, every one for staff',
      tag: 'Pages',
      access: 'public',
      query: pageListQuery,
      data: PageList,
    },
  },
  {
    method: 'GET',
    path: '/api/pages/by-path',
    publicRead: true,
    document: /* GraphQL */ `
      query RestPageByPath($path: String!, $locale: Locale!) {
        pageByPath(path: $path) {
          id
          path
          publishedAt
          updatedAt
          languages
          view(locale: $locale) {
            locale
            title
            description
            socialImage
            socialImageView { ${image} }
            blocks
            images {
              address
              image { ${image} }
            }
          }
        }
      }
    `,
    variables: ({ query }) => {
      const locale = localeParam(query);
      const path = query.get('path');
      if (!path) throw apiError('BAD_USER_INPUT', 'Say which page: ?path=/sovra-core', { path: 'required' });
      return { path, locale };
    },
    respond: (data) => {
      const page = data.pageByPath;
      if (!page) throw apiError('NOT_FOUND', 'Page not found');
      const { view } = page;
      return {
        id: numericId(page.id),
        path: page.path,
        publishedAt: page.publishedAt,
        updatedAt: page.updatedAt,
        languages: page.languages,
        locale: view.locale,
        title: view.title,
        description: view.description,
        socialImage: view.socialImage,
        socialImageView: view.socialImageView,
        blocks: view.blocks,
        images: view.images,
      };
    },
    doc: {
      summary: 'A published page as visitors read it, in one language',
      description: "Its blocks' texts in the language asked for (else English), placeholders filled in from the site settings, links as addresses.",
      tag: 'Pages',
      access: 'public',
      query: pageByPathQuery,
      data: PageView,
      refusals: ['NOT_FOUND'],
    },
  },
  {
    method: 'GET',
    path: '/api/pages/:id',
    publicRead: true,
    document: `query RestPage($id: ID!) { node(id: $id) { ... on Page { ...RestPage } } } ${pageFields}`,
    variables: ({ params }) => ({ id: globalIdFromParam('Page', params.id) }),
    respond: (data) => {
      if (!data.node) throw apiError('NOT_FOUND', 'Page not found');
      return restPage(data.node);
    },
    doc: { summary: 'A page as written, by its id: published ones for visitors, every one for staff', tag: 'Pages', access: 'public', data: Page },
  },
  {
    method: 'POST',
    path: '/api/pages',
    status: 201,
    document: `mutation RestCreatePage($input: CreatePageInput!) { createPage(input: $input) { page { ...RestPage } } } ${pageFields}`,
    variables: ({ body }) => ({ input: { ...pageInput(body), createKey: body?.createKey } }),
    respond: (data) => restPage(data.createPage.page),
    doc: { summary: 'Make a new page', tag: 'Pages', access: 'staff', body: createPageBody, data: Page, refusals: ['CONFLICT'] },
  },
  {
    method: 'PUT',
    path: '/api/pages/:id',
    document: `mutation RestUpdatePage($input: UpdatePageInput!) { updatePage(input: $input) { page { ...RestPage } } } ${pageFields}`,
    variables: ({ body, params }) => ({ input: { id: globalIdFromParam('Page', params.id), version: body?.version, ...pageInput(body) } }),
    respond: (data) => restPage(data.updatePage.page),
    doc: { summary: 'Save a page', tag: 'Pages', access: 'staff', body: updatePageBody, data: Page, refusals: ['CONFLICT'] },
  },
  {
    method: 'POST',
    path: '/api/pages/:id/publish-changes',
    document: `mutation RestPublishPageChanges($input: PublishPageChangesInput!) { publishPageChanges(input: $input) { page { ...RestPage } } } ${pageFields}`,
    variables: ({ body, params }) => ({ input: { id: globalIdFromParam('Page', params.id), version: body?.version, publishAt: body?.publishAt } }),
    respond: (data) => restPage(data.publishPageChanges.page),
    doc: {
      summary: "Publish a live page's pending changes, now or at a time",
      description: 'Edits of a published page wait as pending changes until published (400 naming pendingChanges when there are none).',
      tag: 'Pages',
      access: 'staff',
      body: publishChangesBody,
      data: Page,
      refusals: ['CONFLICT'],
    },
  },
  {
    method: 'POST',
    path: '/api/pages/:id/discard-changes',
    document: `mutation RestDiscardPageChanges($input: DiscardPageChangesInput!) { discardPageChanges(input: $input) { page { ...RestPage } } } ${pageFields}`,
    variables: ({ body, params }) => ({ input: { id: globalIdFromParam('Page', params.id), version: body?.version } }),
    respond: (data) => restPage(data.discardPageChanges.page),
    doc: {
      summary: "Drop a live page's pending changes",
      description:
        'Visitors keep the published page (400 naming pendingChanges when there are none). Who may edit it: a contributor the changes to their own live page.',
      tag: 'Pages',
      access: 'staff',
      body: discardChangesBody,
      data: Page,
      refusals: ['CONFLICT'],
    },
  },
  {
    method: 'DELETE',
    path: '/api/pages/:id',
    document: 'mutation RestDeletePage($id: ID!) { deletePage(input: { id: $id }) { deletedPageId } }',
    variables: ({ params }) => ({ id: globalIdFromParam('Page', params.id) }),
    respond: (data) => ({ id: numericId(data.deletePage.deletedPageId), message: 'Page deleted' }),
    doc: {
      summary: 'Delete a page, with its history',
      description: 'Editors delete a draft they made; anything else is for admins (403). The home page is never deleted (409).',
      tag: 'Pages',
      access: 'own',
      data: Deleted,
      refusals: ['CONFLICT'],
    },
  },
  {
    method: 'GET',
    path: '/api/menus',
    publicRead: true,
    document: `query RestMenus($locale: Locale!) { menus { ${menuFields} } }`,
    variables: ({ query }) => ({ locale: localeParam(query) }),
    respond: (data) => ({ menus: data.menus.map(restMenu) }),
    doc: {
      summary: "The header's and the footer's menus, as written and as visitors read them in one language",
      tag: 'Pages',
      access: 'public',
      query: z.object(langQuery),
      data: MenuList,
    },
  },
  {
    method: 'PUT',
    path: '/api/menus/:name',
    document: /* GraphQL */ `
      mutation RestUpdateMenu($input: UpdateMenuInput!, $locale: Locale!) {
        updateMenu(input: $input) {
          menu {
            ${menuFields}
            brokenLinks {
              path
              pageId
              problem
            }
          }
        }
      }
    `,
    variables: ({ body, params, query }) => ({
      input: { name: params.name.toUpperCase(), items: body?.items, version: body?.version },
      locale: localeParam(query),
    }),
    respond: (data) => {
      const { brokenLinks, ...menu } = data.updateMenu.menu;
      return { ...restMenu(menu), brokenLinks: brokenLinks.map((link: { pageId: string }) => ({ ...link, pageId: numericId(link.pageId) })) };
    },
    doc: {
      summary: "Replace a menu's items",
      tag: 'Pages',
      access: 'admin',
      query: z.object(langQuery),
      body: updateMenuBody,
      data: Menu,
      refusals: ['CONFLICT'],
    },
  },
];
