import { encodeGlobalID } from '@pothos/plugin-relay';
import type { ListOrder } from '../../db/keyset.ts';
import { adminOnlyWhere } from '../../services/auth/permissions.ts';
import { redirectListWhere } from '../../services/redirects/read.ts';
import { createRedirect, deleteRedirect, updateRedirect, type RedirectWrite } from '../../services/redirects/write.ts';
import { maxPathLength } from '../../../../web/src/api/pagePaths.ts';
import { maxSearchLength } from '../../../../web/src/api/searchRules.ts';
import { builder } from '../builder.ts';
import { countedConnection, resolvePrismaConnection } from '../connections.ts';

// Redirects (docs/redirects.md): old addresses of posts and pages that lead to their new ones with
// a 301. Renames of published content make them; admins list, add, edit and remove them. The rules:
// services/redirects.

const addressRule = `a page's path (/about) or an article's (/blog/some-post), at most ${maxPathLength} characters; trimmed, lowercased and without a trailing slash as sent`;

export const RedirectRef = builder.prismaNode('Redirect', {
  description: 'An old address of the site that leads to another with a 301 (admins only)',
  id: { field: 'id' },
  // Looked up by id (node, nodes), a redirect is null to anyone but an admin, as a missing one is.
  nullable: true,
  findUnique: (id, ctx) => ({ id: Number(id), AND: [adminOnlyWhere(ctx)] }),
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The redirect's number (REST uses numbers)" }),
    from: t.exposeString('fromPath', { description: 'The old address visitors ask for: a page path or /blog/<slug>; never one where content is published' }),
    to: t.exposeString('toPath', { description: 'Where it leads: a page path, /blog or /blog/<slug> of this site; never itself an old address' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was made' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed (a rename re-points it too)' }),
  }),
});

const RedirectConnection = countedConnection(RedirectRef, 'Redirect', 'redirects');
/** Old addresses are unique: the address alone is the key, so the list reads as the site's tree. */
const redirectsByAddress: ListOrder = { name: 'redirects', key: [{ field: 'fromPath', direction: 'asc', kind: 'text' }] };

const redirectFields = (t: PothosSchemaTypes.InputFieldBuilder<SchemaTypes, 'InputObject'>) => ({
  from: t.string({
    required: true,
    description: `The old address: ${addressRule}; not /blog, nor under /admin, /api, /assets, /graphql, /media or /preview; CONFLICT when published content is there or another redirect leads from it`,
  }),
  to: t.string({
    required: true,
    description: `Where it leads: ${addressRule}, or /blog. An old address is followed to where it leads; CONFLICT when that is \`from\` (a loop)`,
  }),
});

type SchemaTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

const CreateRedirectInput = builder.inputType('CreateRedirectInput', {
  description: 'A new redirect. A problem is BAD_USER_INPUT with `extensions.details` naming `from` or `to`',
  fields: (t) => redirectFields(t),
});

const UpdateRedirectInput = builder.inputType('UpdateRedirectInput', {
  description: 'A redirect as edited, whole',
  fields: (t) => ({
    id: t.globalID({ required: true, for: RedirectRef, description: "The redirect's global id" }),
    ...redirectFields(t),
  }),
});

const RedirectIdInput = builder.inputType('RedirectIdInput', {
  description: 'A redirect by its global id',
  fields: (t) => ({ id: t.globalID({ required: true, for: RedirectRef, description: "The redirect's global id" }) }),
});

const RedirectPayload = builder.objectRef<RedirectWrite>('RedirectPayload').implement({
  description: 'The redirect after the change, and the others it re-pointed',
  fields: (t) => ({
    redirect: t.field({ type: RedirectRef, description: 'The redirect as it is now', resolve: (payload) => payload.redirect as never }),
    repointed: t.field({
      type: [RedirectRef],
      description: "Other redirects that led to this one's old address and now lead where it does (chains collapse)",
      resolve: (payload) => payload.repointed as never,
    }),
  }),
});

const DeleteRedirectPayload = builder.objectRef<{ deletedRedirectId: string }>('DeleteRedirectPayload').implement({
  description: 'What was deleted',
  fields: (t) => ({ deletedRedirectId: t.exposeID('deletedRedirectId', { description: 'The global id of the deleted redirect' }) }),
});

builder.queryFields((t) => ({
  redirects: t.field({
    description: 'Redirects by old address, 50 a page unless `first` or `last` says otherwise (admins only)',
    type: RedirectConnection,
    authScopes: { admin: true },
    args: {
      ...t.arg.connectionArgs(),
      search: t.arg.string({ description: `Text in either address (at most ${maxSearchLength} characters)` }),
    },
    resolve: async (_root, args, ctx, info) => {
      const where = await redirectListWhere(ctx, args.search);
      return resolvePrismaConnection(
        { args, ctx, info, typeName: 'Redirect', defaultSize: 50, order: redirectsByAddress, where },
        (query) => ctx.db.redirect.findMany(query),
        () => ctx.db.redirect.count({ where }),
      );
    },
  }),
}));

const id = (globalId: { id: string }) => Number(globalId.id);

builder.mutationFields((t) => ({
  createRedirect: t.field({
    description: 'Adds a redirect (admins only); redirects that led to its old address now lead where it does',
    type: RedirectPayload,
    args: { input: t.arg({ type: CreateRedirectInput, required: true, description: 'Where it leads from and to' }) },
    resolve: (_root, { input }, ctx) => createRedirect(ctx, input),
  }),
  updateRedirect: t.field({
    description: 'Changes where a redirect leads from or to (admins only)',
    type: RedirectPayload,
    args: { input: t.arg({ type: UpdateRedirectInput, required: true, description: 'Which redirect, and its addresses' }) },
    resolve: (_root, { input: { id: redirectId, ...fields } }, ctx) => updateRedirect(ctx, id(redirectId), fields),
  }),
  deleteRedirect: t.field({
    description: 'Removes a redirect (admins only): its old address is a 404 again',
    type: DeleteRedirectPayload,
    args: { input: t.arg({ type: RedirectIdInput, required: true, description: 'Which redirect' }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteRedirect(ctx, id(input.id));
      return { deletedRedirectId: encodeGlobalID('Redirect', input.id.id) };
    },
  }),
}));
