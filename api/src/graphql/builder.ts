import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { Context } from '../context.ts';
import type PrismaTypes from '../db/generated/pothos-types.ts';
import { getDatamodel } from '../db/generated/pothos-types.ts';
import { apiError } from '../errors.ts';
import { decodeStrictGlobalID } from './globalIds.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  Scalars: { DateTime: { Input: Date; Output: Date }; File: { Input: File; Output: never } };
  AuthScopes: { staff: boolean; admin: boolean };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  // Scope-auth goes first so its checks wrap the other plugins' resolvers.
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  // The business rules live in services; these scopes mirror them on types and fields.
  scopeAuth: {
    authScopes: (ctx) => ({ staff: ctx.viewer !== null, admin: ctx.viewer?.role === 'ADMIN' }),
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer ? apiError('FORBIDDEN', 'You are not allowed to see this') : apiError('UNAUTHENTICATED', 'Authentication required'),
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
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
  },
});
