import { encodeGlobalID } from '@pothos/plugin-relay';
import { apiError } from '../../errors.ts';
import {
  activePreviewLinks,
  ownLinksUnlessReviewer,
  createPreviewLink,
  previewUrls,
  revokePreviewLink,
  type PreviewLinkRow,
} from '../../services/publishing/previewLinks.ts';
import type { PreviewKind } from '../../services/publishing/preview.ts';
import { signedInOnlyWhere } from '../../services/auth/permissions.ts';
import { defaultPreviewLinkDays, previewLinkDays } from '../../../../web/src/api/previewLinkRules.ts';
import { builder } from '../builder.ts';
import { LocaleEnum } from './scalars.ts';
import { PageRef } from './page.ts';
import { PostRef } from './post.ts';
import type { Language } from '../../../../web/src/i18n/languages.ts';

// Preview links (docs/publishing.md): staff share a post or page as stored, before it is public, by
// a link anyone may open until it expires or is revoked. The rules: services/publishing/previewLinks.ts.

export const PreviewLinkRef = builder.prismaNode('PreviewLink', {
  description:
    'A link that shows one post or page as stored to anyone holding it, until it expires or is revoked (staff only); its token is given once, when made',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id: Number(id), AND: [signedInOnlyWhere(ctx), ownLinksUnlessReviewer(ctx)] }),
  authScopes: { writer: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The link's number (REST uses numbers)" }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When it stops opening' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true, description: 'When it was revoked; null while it opens' }),
    createdByName: t.string({
      description: 'Who made it',
      select: { createdBy: { select: { displayName: true } } },
      resolve: (link) => link.createdBy.displayName,
    }),
  }),
});

const PreviewUrlRef = builder.objectRef<{ locale: Language; url: string }>('PreviewUrl').implement({
  description: "A preview link's full address in one language",
  fields: (t) => ({
    locale: t.field({ type: LocaleEnum, description: 'The language it is read in', resolve: (url) => url.locale }),
    url: t.exposeString('url', { description: "The address: the site's /preview/<token>?lang=<locale>" }),
  }),
});

const CreatePreviewLinkInput = builder.inputType('CreatePreviewLinkInput', {
  description: 'A new preview link. A problem is BAD_USER_INPUT with `extensions.details` naming the field',
  fields: (t) => ({
    subjectId: t.globalID({ required: true, description: 'The global id of the post or page it shows' }),
    expiresInDays: t.int({ description: `How long it opens: ${previewLinkDays.join(', ')} days (${defaultPreviewLinkDays} when left out)` }),
  }),
});

const RevokePreviewLinkInput = builder.inputType('RevokePreviewLinkInput', {
  description: 'A preview link by its global id',
  fields: (t) => ({ id: t.globalID({ required: true, description: "The link's global id" }) }),
});

const CreatePreviewLinkPayload = builder
  .objectRef<{ link: PreviewLinkRow; token: string; urls: { locale: Language; url: string }[] }>('CreatePreviewLinkPayload')
  .implement({
    description: 'The link made, with its token and addresses: shown this once (only a hash of the token is kept)',
    fields: (t) => ({
      previewLink: t.field({ type: PreviewLinkRef, description: 'The link', resolve: (payload) => payload.link as never }),
      token: t.exposeString('token', { description: 'The token in its address (43 characters, 256 random bits); never shown again' }),
      urls: t.field({ type: [PreviewUrlRef], description: 'Its full address in English and in Arabic', resolve: (payload) => payload.urls }),
    }),
  });

const RevokePreviewLinkPayload = builder.objectRef<{ link: PreviewLinkRow }>('RevokePreviewLinkPayload').implement({
  description: 'The link revoked: its address is a 404 from now on',
  fields: (t) => ({
    previewLink: t.field({ type: PreviewLinkRef, description: 'The link as it is now', resolve: (payload) => payload.link as never }),
    revokedPreviewLinkId: t.id({ description: "The revoked link's global id", resolve: (payload) => encodeGlobalID('PreviewLink', String(payload.link.id)) }),
  }),
});

/** The post or page a global id names: 400 for any other kind, or an id that is not a number. */
function subjectOf(globalId: { typename: string; id: string }): { kind: PreviewKind; id: number } {
  const id = Number(globalId.id);
  if ((globalId.typename === 'Post' || globalId.typename === 'Page') && Number.isSafeInteger(id) && id > 0) {
    return { kind: globalId.typename === 'Post' ? 'post' : 'page', id };
  }
  throw apiError('BAD_USER_INPUT', 'A preview link shows a post or a page: send the global id of one', { subjectId: 'invalid' });
}

builder.prismaObjectField(PostRef, 'previewLinks', (t) =>
  t.prismaField({
    type: ['PreviewLink'],
    description: 'Its preview links that still open, newest first (staff only; empty for others)',
    resolve: (query, post, _args, ctx, info) => activePreviewLinks(ctx, { kind: 'post', ...post }, query, info.fieldNodes) as never,
  }),
);

builder.prismaObjectField(PageRef, 'previewLinks', (t) =>
  t.prismaField({
    type: ['PreviewLink'],
    description: 'Its preview links that still open, newest first (staff only; empty for others)',
    resolve: (query, page, _args, ctx, info) => activePreviewLinks(ctx, { kind: 'page', ...page }, query, info.fieldNodes) as never,
  }),
);

builder.mutationFields((t) => ({
  createPreviewLink: t.field({
    description: 'Makes a link that shows a post or page as stored now to anyone holding it, for 1, 7 or 30 days (staff who may edit it)',
    type: CreatePreviewLinkPayload,
    args: { input: t.arg({ type: CreatePreviewLinkInput, required: true, description: 'What it shows, and for how long' }) },
    resolve: async (_root, { input }, ctx) => {
      const created = await createPreviewLink(ctx, subjectOf(input.subjectId), input.expiresInDays);
      return { ...created, urls: previewUrls(ctx, created.token) };
    },
  }),
  revokePreviewLink: t.field({
    description: 'Ends a preview link at once: its address is a 404 from then on (its creator, staff who may edit what it shows, or an admin)',
    type: RevokePreviewLinkPayload,
    args: { input: t.arg({ type: RevokePreviewLinkInput, required: true, description: 'Which link' }) },
    resolve: async (_root, { input }, ctx) => {
      if (input.id.typename !== 'PreviewLink' || !/^[1-9]\d{0,9}$/.test(input.id.id)) {
        throw apiError('BAD_USER_INPUT', 'Send the global id of a preview link', { id: 'invalid' });
      }
      return { link: await revokePreviewLink(ctx, Number(input.id.id)) };
    },
  }),
}));
