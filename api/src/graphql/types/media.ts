import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { latestFirst } from '../../db/keyset.ts';
import { apiError } from '../../errors.ts';
import { mediaLimits, parseVariantPath } from '../../services/media/formats.ts';
import { maxAltLength } from '../../../../web/src/api/mediaRules.ts';
import { maxSearchLength } from '../../../../web/src/api/searchRules.ts';
import { coverImageView, imageView, imageViewSelect, loadImagesByHash, type ImageView } from '../../services/media/images.ts';
import { deleteMedia, mediaWhere, updateMedia, uploadMedia } from '../../services/media/library.ts';
import { searchTerm } from '../../services/search.ts';
import { signedInOnlyWhere } from '../../services/auth/permissions.ts';
import { builder } from '../builder.ts';
import { countedConnection, resolvePrismaConnection } from '../connections.ts';
import { PostRef } from './post.ts';
import { LocaleEnum } from './scalars.ts';

// Images: the staff's media library (upload, alt texts, delete) and what pages need to show one
// (ImageView: sources, size, placeholder). The rules live in services/media.

builder.scalarType('File', {
  description: 'A file sent as a part of a multipart request (the GraphQL multipart request spec); input only',
  serialize: () => {
    throw new Error('File is an input type');
  },
  parseValue: (value) => {
    if (typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function') return value as File;
    throw new GraphQLError('File must be a file sent as a part of a multipart request', { extensions: { code: 'BAD_USER_INPUT' } });
  },
});

const ImageSourceRef = builder.objectRef<{ type: string; srcset: string }>('ImageSource').implement({
  description: 'One format of an image, for a <source> element',
  fields: (t) => ({
    type: t.exposeString('type', { description: 'Its media type: image/avif or image/webp' }),
    srcset: t.exposeString('srcset', { description: 'Its widths, as a srcset: "/media/<hash>.avif 640w, …"' }),
  }),
});

const SocialImageRef = builder.objectRef<{ url: string; width: number; height: number }>('SocialImage').implement({
  description: 'An image cropped for link previews (Open Graph, 1200x630 JPEG)',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'A path on this site' }),
    width: t.exposeInt('width', { description: 'Pixels' }),
    height: t.exposeInt('height', { description: 'Pixels' }),
  }),
});

export const ImageRef = builder.objectRef<ImageView>('Image').implement({
  description: 'A stored image as a page shows it: <picture> sources, size and alt text',
  fields: (t) => ({
    src: t.exposeString('src', { description: 'The fallback file (JPEG, PNG with transparency, or SVG) about 1280 pixels wide: a path on this site' }),
    srcset: t.exposeString('srcset', { description: 'Every width of the fallback format, as a srcset (empty for an SVG, which scales)' }),
    sources: t.field({
      type: [ImageSourceRef],
      description: 'AVIF then WebP, for <source> elements before the <img> (none for an SVG)',
      extensions: { maxItems: 2 },
      resolve: (image) => image.sources,
    }),
    width: t.exposeInt('width', { description: 'Pixels, upright: with height, what the page reserves (no layout shift)' }),
    height: t.exposeInt('height', { description: 'Pixels, upright' }),
    alt: t.string({
      description: 'The alt text in the given language (empty until staff write one)',
      args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language of the page' }) },
      resolve: (image, args) => (args.locale === 'ar' ? image.altAr : image.altEn),
    }),
    placeholder: t.exposeString('placeholder', { description: 'A tiny blurred version (a data: URI) to show while it loads' }),
    social: t.field({ type: SocialImageRef, nullable: true, description: 'The 1200x630 crop for link previews', resolve: (image) => image.social }),
  }),
});

builder.prismaObjectField(PostRef, 'cover', (t) =>
  t.field({
    type: ImageRef,
    nullable: true,
    description: 'The cover as a stored image, with its sources; null when it is an address elsewhere (see coverImage) or there is none',
    select: { coverImage: true },
    resolve: (post, _args, ctx) => coverImageView(ctx, post.coverImage),
  }),
);

const MediaUploaderRef = builder.objectRef<{ id: number; username: string; displayName: string }>('MediaUploader').implement({
  description: 'The staff member who uploaded an image',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "Their account's number" }),
    username: t.exposeString('username', { description: 'Their sign-in name' }),
    displayName: t.exposeString('displayName', { description: 'Their name as shown' }),
  }),
});

export const MediaRef = builder.prismaNode('Media', {
  description: 'An image of the media library (staff only)',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id: Number(id), AND: [signedInOnlyWhere(ctx)] }),
  authScopes: { writer: true },
  // Every column but the original upload (up to 15 MB, never served): a page of the library reads none.
  select: { id: true, name: true, format: true, width: true, height: true, bytes: true, altEn: true, altAr: true, createdAt: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The image's number (REST uses numbers)" }),
    name: t.exposeString('name', { description: "The file's name as uploaded" }),
    format: t.exposeString('format', { description: 'What the file is, by its content: jpeg, png, webp, avif, gif or svg' }),
    width: t.exposeInt('width', { description: 'Pixels, upright' }),
    height: t.exposeInt('height', { description: 'Pixels, upright' }),
    bytes: t.exposeInt('bytes', { description: "The upload's size in bytes" }),
    altEn: t.exposeString('altEn', { description: 'Alt text in English' }),
    altAr: t.exposeString('altAr', { description: 'Alt text in Arabic' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was uploaded' }),
    uploadedBy: t.field({
      type: MediaUploaderRef,
      nullable: true,
      description: 'Who uploaded it; null once their account is deleted',
      select: { uploader: { select: { id: true, username: true, displayName: true } } },
      resolve: (media) => media.uploader,
    }),
    image: t.field({
      type: ImageRef,
      description: 'The image as pages show it: its sources, size and placeholder',
      select: imageViewSelect,
      resolve: (media) => imageView(media),
    }),
    usedBy: t.field({
      type: [PostRef],
      description:
        'The posts that show it (as cover or in a body), the 10 most recently changed (useCount says how many in all); it can be deleted only when there is none',
      extensions: { maxItems: 10 },
      select: (_args, _ctx, nestedSelection) => ({ uses: { select: { post: nestedSelection() }, orderBy: { post: { updatedAt: 'desc' } }, take: 10 } }),
      resolve: (media) => media.uses.map((use) => use.post),
    }),
    useCount: t.int({
      description: 'How many posts and pages show it: it can be deleted only when none does',
      select: { _count: { select: { uses: true, pageUses: true } } },
      resolve: (media) => media._count.uses + media._count.pageUses,
    }),
  }),
});

const MediaConnection = countedConnection(MediaRef, 'Media', 'images');
const newestMedia = latestFirst('media', 'createdAt');
/** How many addresses mediaByAddress answers at once: a post's cover and the images of its bodies. */
const maxAddresses = 100;

builder.queryFields((t) => ({
  media: t.field({
    description: 'The media library, newest first, 24 a page unless `first` or `last` says otherwise (staff only)',
    type: MediaConnection,
    authScopes: { writer: true },
    args: {
      ...t.arg.connectionArgs(),
      search: t.arg.string({ description: `Text found in the file name or an alt text (at most ${maxSearchLength} characters)` }),
    },
    resolve: (_root, args, ctx, info) => {
      const where = mediaWhere(ctx.db, searchTerm(args.search));
      return resolvePrismaConnection(
        { args, ctx, info, typeName: 'Media', defaultSize: 24, order: newestMedia, where },
        (query) => ctx.db.media.findMany(query),
        () => ctx.db.media.count({ where }),
      );
    },
  }),
  mediaByAddress: t.prismaField({
    description: `The library images that addresses name (/media/<hash>.<ext>, as a post's cover and Markdown do), in the same order: null for an address that names none (staff only; at most ${maxAddresses})`,
    type: ['Media'],
    nullable: { list: false, items: true },
    authScopes: { writer: true },
    args: { addresses: t.arg.stringList({ required: true, description: 'Addresses of stored image files, such as a cover image address' }) },
    resolve: async (query, _root, args, ctx) => {
      if (args.addresses.length > maxAddresses) throw apiError('BAD_USER_INPUT', `Ask for at most ${maxAddresses} addresses`, { addresses: 'too_many' });
      const hashes = args.addresses.map((address) => parseVariantPath(address)?.hash ?? null);
      const views = await loadImagesByHash(
        ctx.db,
        hashes.filter((hash) => hash !== null),
      );
      const ids = [...new Set([...views.values()].map((view) => view.mediaId))];
      const media = ids.length ? await ctx.db.media.findMany({ ...query, where: { id: { in: ids } } }) : [];
      const byId = new Map(media.map((item) => [item.id, item]));
      return hashes.map((hash) => (hash && views.has(hash) ? (byId.get(views.get(hash)!.mediaId) ?? null) : null));
    },
  }),
  mediaLimits: t.field({
    description: 'What an upload may be: the editor checks a file against these before sending it',
    type: builder.objectRef<typeof mediaLimits>('MediaLimits').implement({
      description: 'Upload limits',
      fields: (f) => ({
        maxBytes: f.exposeInt('bytes', { description: 'The largest file, in bytes' }),
        maxMegapixels: f.exposeInt('megapixels', { description: 'The most pixels, in millions' }),
        types: f.stringList({
          description: 'The media types accepted (checked by content, not by name)',
          resolve: () => ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml'],
        }),
      }),
    }),
    resolve: () => mediaLimits,
  }),
}));

const UploadMediaInput = builder.inputType('UploadMediaInput', {
  description: `An image to add to the library: JPEG, PNG, WebP, AVIF, GIF (its first frame) or SVG, at most ${mediaLimits.bytes / 1024 / 1024} MB and ${mediaLimits.megapixels} megapixels`,
  fields: (t) => ({
    file: t.field({ type: 'File', required: true, description: 'The image, as a part of the multipart request' }),
    altEn: t.string({ description: `Alt text in English (at most ${maxAltLength} characters)` }),
    altAr: t.string({ description: `Alt text in Arabic (at most ${maxAltLength} characters)` }),
  }),
});

const UpdateMediaInput = builder.inputType('UpdateMediaInput', {
  description: 'New alt texts for an image; one left out stays as it is',
  fields: (t) => ({
    id: t.globalID({ required: true, for: MediaRef, description: "The image's global id" }),
    altEn: t.string({ description: `Alt text in English (at most ${maxAltLength} characters)` }),
    altAr: t.string({ description: `Alt text in Arabic (at most ${maxAltLength} characters)` }),
  }),
});

const MediaIdInput = builder.inputType('MediaIdInput', {
  description: 'An image by its global id',
  fields: (t) => ({ id: t.globalID({ required: true, for: MediaRef, description: "The image's global id" }) }),
});

const MediaPayload = builder.objectRef<{ mediaId: number }>('MediaPayload').implement({
  description: 'The image a change made or changed',
  fields: (t) => ({
    media: t.prismaField({
      type: 'Media',
      description: 'The image as it is now',
      resolve: (query, payload, _args, ctx) => ctx.db.media.findUniqueOrThrow({ ...query, where: { id: payload.mediaId } }),
    }),
  }),
});

const DeleteMediaPayload = builder.objectRef<{ deletedMediaId: string }>('DeleteMediaPayload').implement({
  description: 'The image deleted',
  fields: (t) => ({ deletedMediaId: t.exposeID('deletedMediaId', { description: 'Its global id' }) }),
});

builder.mutationFields((t) => ({
  uploadMedia: t.field({
    description: 'Adds an image to the library and makes its variants (staff only; audited). The same file again returns the image it made',
    type: MediaPayload,
    args: { input: t.arg({ type: UploadMediaInput, required: true, description: 'The image and its alt texts' }) },
    resolve: async (_root, { input }, ctx) => ({ mediaId: (await uploadMedia(ctx, input)).id }),
  }),
  updateMedia: t.field({
    description: "Changes an image's alt texts (staff only; audited)",
    type: MediaPayload,
    args: { input: t.arg({ type: UpdateMediaInput, required: true, description: 'Which image, and its new alt texts' }) },
    resolve: async (_root, { input }, ctx) => ({ mediaId: (await updateMedia(ctx, Number(input.id.id), input)).id }),
  }),
  deleteMedia: t.field({
    description: 'Deletes an image no post shows (staff only; editors their own uploads; audited); CONFLICT while a post shows it',
    type: DeleteMediaPayload,
    args: { input: t.arg({ type: MediaIdInput, required: true, description: 'Which image' }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteMedia(ctx, Number(input.id.id));
      return { deletedMediaId: encodeGlobalID('Media', input.id.id) };
    },
  }),
}));
