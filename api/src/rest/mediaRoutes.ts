import type { Context } from '../context.ts';
import { apiError } from '../errors.ts';
import { requireViewer } from '../services/auth/permissions.ts';
import { imageTooLargeMessage, mediaLimits } from '../services/media/formats.ts';
import { mediaNotFound } from '../services/media/library.ts';
import { globalIdFromParam, numericId } from './ids.ts';
import { pageParams, pagination } from './query.ts';
import { Deleted } from './schemas/common.ts';
import { Media, mediaListQuery, MediaPage, updateMediaBody, uploadMediaBody } from './schemas/media.ts';
import type { RestRoute } from './types.ts';

// The media library's door (/api/media…, staff only), each route one operation of graphql/types/media.ts.

const mediaFields = /* GraphQL */ `
  fragment RestMedia on Media {
    id
    name
    format
    width
    height
    bytes
    altEn
    altAr
    createdAt
    useCount
    uploadedBy {
      databaseId
      displayName
    }
    image {
      src
      srcset
      sources {
        type
        srcset
      }
      placeholder
      social {
        url
        width
        height
      }
    }
    usedBy {
      id
      slug
      status
    }
  }
`;

interface RestMediaData {
  id: string;
  usedBy: { id: string; slug: string; status: string }[];
  [field: string]: unknown;
}

function restMedia(media: RestMediaData) {
  return { ...media, id: numericId(media.id), usedBy: media.usedBy.map((post) => ({ ...post, id: numericId(post.id) })) };
}

const libraryPageSize = 24;

/** Multipart bodies up to the image limit, plus room for the other parts and the boundaries. */
export const uploadBodyBytes = mediaLimits.bytes + 64 * 1024;

export const mediaRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/media',
    status: 201,
    upload: { maxBodyBytes: uploadBodyBytes, tooLarge: imageTooLargeMessage },
    document: `mutation RestUploadMedia($input: UploadMediaInput!) { uploadMedia(input: $input) { media { ...RestMedia } } } ${mediaFields}`,
    // No file part leaves `file` out (not null), which the schema answers as required, not invalid.
    variables: ({ body }) => ({ input: { file: body?.file, altEn: body?.altEn, altAr: body?.altAr } }),
    respond: (data) => restMedia(data.uploadMedia.media),
    doc: {
      summary: 'Upload an image',
      description: `Read by its content; the same file again is the same image. A file it cannot take is refused with 400 and why in \`details.file\` (\`too_tall\`: a copy of it at the widths the site shows would be over ${mediaLimits.side.toLocaleString('en')} pixels tall, JPEG's limit). Busy making variants of others, the server asks to try again (503).`,
      tag: 'Media',
      access: 'staff',
      body: uploadMediaBody,
      data: Media,
    },
  },
  {
    method: 'GET',
    path: '/api/media',
    document: /* GraphQL */ `
      query RestMediaLibrary($first: Int!, $after: String, $search: String) {
        media(first: $first, after: $after, search: $search) {
          totalCount
          edges {
            node {
              ...RestMedia
            }
          }
        }
      }
      ${mediaFields}
    `,
    variables: ({ query }) => {
      const { first, after } = pageParams(query, libraryPageSize);
      return { first, after, search: query.get('search') || null };
    },
    respond: (data, { query }) => ({
      media: data.media.edges.map((edge: { node: RestMediaData }) => restMedia(edge.node)),
      pagination: pagination(query, libraryPageSize, data.media.totalCount),
    }),
    doc: { summary: 'The library, newest first, a page at a time', tag: 'Media', access: 'staff', query: mediaListQuery, data: MediaPage },
  },
  {
    method: 'GET',
    path: '/api/media/:id',
    document: `query RestMedia($id: ID!) { node(id: $id) { ... on Media { ...RestMedia } } } ${mediaFields}`,
    variables: ({ params }) => ({ id: globalIdFromParam('Media', params.id) }),
    respond: (data, _input, ctx) => restMediaOrMissing(data.node, ctx),
    doc: { summary: 'An image of the library', tag: 'Media', access: 'staff', data: Media },
  },
  {
    method: 'PATCH',
    path: '/api/media/:id',
    document: `mutation RestUpdateMedia($input: UpdateMediaInput!) { updateMedia(input: $input) { media { ...RestMedia } } } ${mediaFields}`,
    variables: ({ params, body }) => ({ input: { id: globalIdFromParam('Media', params.id), altEn: body?.altEn, altAr: body?.altAr } }),
    respond: (data) => restMedia(data.updateMedia.media),
    doc: { summary: "Change an image's alt texts", tag: 'Media', access: 'staff', body: updateMediaBody, data: Media },
  },
  {
    method: 'DELETE',
    path: '/api/media/:id',
    document: 'mutation RestDeleteMedia($id: ID!) { deleteMedia(input: { id: $id }) { deletedMediaId } }',
    variables: ({ params }) => ({ id: globalIdFromParam('Media', params.id) }),
    respond: (data) => ({ id: numericId(data.deleteMedia.deletedMediaId), message: 'Image deleted' }),
    doc: {
      summary: 'Delete an image no post shows',
      description: 'An image in use is refused (409).',
      tag: 'Media',
      access: 'own',
      data: Deleted,
      refusals: ['CONFLICT'],
    },
  },
];

function restMediaOrMissing(media: RestMediaData | null, ctx: Context) {
  // node() answers null for a missing image and for a visitor alike: the visitor is told to sign in
  // (401), as by every other /api/media route.
  requireViewer(ctx);
  if (!media?.id) throw apiError('NOT_FOUND', mediaNotFound);
  return restMedia(media);
}
