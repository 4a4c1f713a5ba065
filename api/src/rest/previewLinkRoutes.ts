import { globalIdFromParam, numericId } from './ids.ts';
import { CreatedPreviewLink, previewLinkBody, RevokedPreviewLink } from './schemas/previewLinks.ts';
import type { RestRoute } from './types.ts';

// Preview links' door (docs/publishing.md): staff make one for a post or a page and revoke it; each
// route one operation of graphql/types/previewLink.ts.

const createdFields = 'token urls { locale url } previewLink { id createdAt expiresAt createdByName }';

type Created = { token: string; urls: { locale: string; url: string }[]; previewLink: { id: string } & Record<string, unknown> };

const restCreated = ({ token, urls, previewLink }: Created) => ({
  ...previewLink,
  id: numericId(previewLink.id),
  token,
  urls: Object.fromEntries(urls.map(({ locale, url }) => [locale, url])),
});

const createDoc = (what: string) => ({
  summary: `Make a preview link to a ${what}: its token and addresses are in this answer only`,
  description: `Anyone holding the link sees the ${what} as stored now (a draft too), in either language, until it expires (7 days unless \`expiresInDays\` says 1 or 30) or is revoked; never indexed nor cached. Staff who may edit the ${what}.`,
  tag: 'Previews' as const,
  access: 'staff' as const,
  body: previewLinkBody,
  data: CreatedPreviewLink,
});

/** The body's length as sent (the service checks it). */
const days = (body: Record<string, unknown> | undefined) => body?.expiresInDays ?? null;

export const previewLinkRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/blogs/:id/preview-links',
    status: 201,
    document: `mutation RestCreatePostPreviewLink($input: CreatePreviewLinkInput!) { createPreviewLink(input: $input) { ${createdFields} } }`,
    variables: ({ params, body }) => ({ input: { subjectId: globalIdFromParam('Post', params.id), expiresInDays: days(body) } }),
    respond: (data) => restCreated(data.createPreviewLink),
    doc: createDoc('post'),
  },
  {
    method: 'POST',
    path: '/api/pages/:id/preview-links',
    status: 201,
    document: `mutation RestCreatePagePreviewLink($input: CreatePreviewLinkInput!) { createPreviewLink(input: $input) { ${createdFields} } }`,
    variables: ({ params, body }) => ({ input: { subjectId: globalIdFromParam('Page', params.id), expiresInDays: days(body) } }),
    respond: (data) => restCreated(data.createPreviewLink),
    doc: createDoc('page'),
  },
  {
    method: 'DELETE',
    path: '/api/preview-links/:id',
    document: 'mutation RestRevokePreviewLink($id: ID!) { revokePreviewLink(input: { id: $id }) { previewLink { id revokedAt } } }',
    variables: ({ params }) => ({ id: globalIdFromParam('PreviewLink', params.id) }),
    respond: (data) => ({
      id: numericId(data.revokePreviewLink.previewLink.id),
      revokedAt: data.revokePreviewLink.previewLink.revokedAt,
      message: 'Preview link revoked',
    }),
    doc: {
      summary: 'Revoke a preview link: its address is a 404 from now on',
      description: 'Its creator, staff who may edit what it shows, or an admin. Revoking a revoked link changes nothing.',
      tag: 'Previews',
      access: 'staff',
      data: RevokedPreviewLink,
    },
  },
];
