import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { Context } from '../context.ts';
import type PrismaTypes from '../db/generated/pothos-types.ts';
import { getDatamodel } from '../db/generated/pothos-types.ts';
import { apiError } from '../errors.ts';
import { isReviewer } from '../services/auth/permissions.ts';
import { secondFactorRequired } from '../services/auth/secondFactorPolicy.ts';
import { decodeStrictGlobalID } from './globalIds.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  Scalars: { DateTime: { Input: Date; Output: Date }; File: { Input: File; Output: never }; JSON: { Input: unknown; Output: unknown } };
  AuthScopes: { staff: boolean; writer: boolean; admin: boolean };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  // Scope-auth goes first so its checks wrap the other plugins' resolvers.
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  // The business rules live in services; these scopes mirror them on types and fields.
  scopeAuth: {
    // staff: editors and admins; writer: anyone signed in, contributors too (what they write and submit).
    authScopes: (ctx) => ({ staff: isReviewer(ctx.viewer), writer: ctx.viewer !== null, admin: ctx.viewer?.role === 'ADMIN' }),
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer
        ? apiError('FORBIDDEN', 'You are not allowed to see this')
        : ctx.awaitingSecondFactor
          ? secondFactorRequired(ctx)
          : apiError('UNAUTHENTICATED', 'Authentication required'),
  },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    decodeGlobalID: decodeStrictGlobalID,
    // The descriptions of what the plugin generates (Node, PageInfo, every connection and edge),
    // given here so introspection carries them as schema.graphql does.
    nodeTypeOptions: { description: 'A record with a global id, which `node(id:)` finds again' },
    idFieldOptions: { description: 'The global id: opaque, stable, accepted by `node(id:)` and by the arguments and inputs that take this record' },
    nodeQueryOptions: {
      description: 'The record with this global id, or null when there is none or the caller may not see it (visitors see published posts and their tags only)',
      args: { id: { description: 'A global id, as an `id` field gives it' } },
    },
    nodesQueryOptions: {
      description: 'The records with these global ids, in the same order: null for each one missing or hidden from the caller, as `node` answers',
      args: { ids: { description: 'Global ids, at most 100' } },
    },
    pageInfoTypeOptions: { description: 'Where a page of a connection lies in the whole list' },
    hasNextPageFieldOptions: { description: 'True when more items follow this page (ask with `after: endCursor`)' },
    hasPreviousPageFieldOptions: {
      description: 'True when items come before this page (ask with `before: startCursor`); always false on a list that pages forward only',
    },
    startCursorFieldOptions: { description: 'The cursor of the first item of the page; null when the page is empty' },
    endCursorFieldOptions: { description: 'The cursor of the last item of the page; null when the page is empty' },
    edgesFieldOptions: { nullable: false, description: "The items of this page, in the list's order, each with its cursor" },
    pageInfoFieldOptions: { description: 'Where this page lies in the whole list' },
    nodeFieldOptions: { nullable: false, description: 'The item at this place in the list' },
    cursorFieldOptions: {
      description:
        "The item's place in the list (by its sort key, not a count: items added since shift nothing): pass it as `after` or `before` to page from it",
    },
    firstArgOptions: {
      description: "How many items from the start (or from `after`): 0 to 100; the field's default page size when neither `first` nor `last` is given",
    },
    afterArgOptions: { description: 'Start after the item with this cursor (from this list, as `cursor` or `pageInfo.endCursor` gave it)' },
    lastArgOptions: { description: 'How many items from the end (or before `before`): 0 to 100' },
    beforeArgOptions: { description: 'End before the item with this cursor (from this list, as `cursor` or `pageInfo.startCursor` gave it)' },
  },
});
