import { globalIdFromParam, numericId } from './ids.ts';
import { pageParams, pagination } from './query.ts';
import { Deleted } from './schemas/common.ts';
import { Redirect, redirectBody, RedirectList, redirectListQuery } from './schemas/redirects.ts';
import type { RestRoute } from './types.ts';

// The redirects' door (docs/redirects.md): admins list, add, edit and remove them, each route one
// operation of graphql/types/redirect.ts.

const redirectFields = 'id from to createdAt updatedAt';

const restRedirect = (redirect: { id: string } & Record<string, unknown>) => ({ ...redirect, id: numericId(redirect.id) });

/** A REST body as the GraphQL input: values as sent (the service checks them). */
const redirectInput = (body: Record<string, unknown> | undefined) => ({ from: body?.from, to: body?.to });

const pageSize = 50;

export const redirectRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/redirects',
    document: `query RestRedirects($first: Int!, $after: String, $search: String) {
      redirects(first: $first, after: $after, search: $search) { totalCount edges { node { ${redirectFields} } } }
    }`,
    variables: ({ query }) => {
      const { first, after } = pageParams(query, pageSize);
      return { first, after, search: query.get('search') || null };
    },
    respond: (data, { query }) => ({
      redirects: data.redirects.edges.map((edge: { node: { id: string } }) => restRedirect(edge.node)),
      pagination: pagination(query, pageSize, data.redirects.totalCount),
    }),
    doc: { summary: 'Redirects by old address, a page at a time', tag: 'Redirects', access: 'admin', query: redirectListQuery, data: RedirectList },
  },
  {
    method: 'POST',
    path: '/api/redirects',
    status: 201,
    document: `mutation RestCreateRedirect($input: CreateRedirectInput!) { createRedirect(input: $input) { redirect { ${redirectFields} } } }`,
    variables: ({ body }) => ({ input: redirectInput(body) }),
    respond: (data) => restRedirect(data.createRedirect.redirect),
    doc: {
      summary: 'Add a redirect',
      description:
        'Redirects that led to its old address now lead where it does. CONFLICT when published content is at `from`, another redirect leads from it, or it would loop.',
      tag: 'Redirects',
      access: 'admin',
      body: redirectBody,
      data: Redirect,
      refusals: ['CONFLICT'],
    },
  },
  {
    method: 'PUT',
    path: '/api/redirects/:id',
    document: `mutation RestUpdateRedirect($input: UpdateRedirectInput!) { updateRedirect(input: $input) { redirect { ${redirectFields} } } }`,
    variables: ({ params, body }) => ({ input: { id: globalIdFromParam('Redirect', params.id), ...redirectInput(body) } }),
    respond: (data) => restRedirect(data.updateRedirect.redirect),
    doc: { summary: 'Change where a redirect leads from or to', tag: 'Redirects', access: 'admin', body: redirectBody, data: Redirect, refusals: ['CONFLICT'] },
  },
  {
    method: 'DELETE',
    path: '/api/redirects/:id',
    document: 'mutation RestDeleteRedirect($id: ID!) { deleteRedirect(input: { id: $id }) { deletedRedirectId } }',
    variables: ({ params }) => ({ id: globalIdFromParam('Redirect', params.id) }),
    respond: (data) => ({ id: numericId(data.deleteRedirect.deletedRedirectId), message: 'Redirect deleted' }),
    doc: { summary: 'Remove a redirect: its old address is a 404 again', tag: 'Redirects', access: 'admin', data: Deleted },
  },
];
