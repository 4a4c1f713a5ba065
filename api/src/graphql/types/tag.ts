import { visibleTagWhere } from '../../services/posts/visibility.ts';
import { allPostCount, publishedPostCount, readTopics, tagName, tagNameIn, tagNames } from '../../services/posts/tags.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { ListOrder } from '../../db/keyset.ts';
import { deleteTag, mergeTags, renameTag, tagListWhere } from '../../services/tags/manage.ts';
import { maxTagLength } from '../../../../web/src/api/postRules.ts';
import { maxSearchLength } from '../../../../web/src/api/searchRules.ts';
import { builder } from '../builder.ts';
import { countedConnection, resolvePrismaConnection } from '../connections.ts';
import { LocaleEnum } from './scalars.ts';

export const TagRef = builder.prismaNode('Tag', {
  description: 'A topic posts are filed under',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id: Number(id), AND: [visibleTagWhere(ctx)] }),
  // Read with the tag, `name` needs no selection of its own, which would cost Pothos' bookkeeping
  // on every tag of every post of a list.
  include: tagNames,
  fields: (t) => ({
    slug: t.exposeString('slug', {
      description: `The tag in addresses and filters (\`posts(tag:)\`, /blog?tag=): lowercase letters, digits and hyphens (tag-12 for a tag first named in Arabic)`,
    }),
    postCount: t.int({
      description: 'How many published posts are filed under it',
      // Counted for all the request's tags at once, whether they were read or kept (services/posts/tags.ts).
      resolve: (tag, _args, ctx) => publishedPostCount(ctx, tag.id),
    }),
    databaseId: t.exposeInt('id', { description: "The tag's number (REST uses numbers)" }),
    ownName: t.string({
      description: 'The name given in that language, or null when it has none (staff only: visitors read `name`)',
      nullable: true,
      authScopes: { staff: true },
      args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language of the name' }) },
      resolve: (tag, args) => tag.translations.find((tr) => tr.locale === args.locale)?.name ?? null,
    }),
    allPostCount: t.int({
      description: 'How many posts are filed under it, drafts included (staff only)',
      authScopes: { staff: true },
      resolve: (tag, _args, ctx) => allPostCount(ctx, tag.id),
    }),
    name: t.string({
      description: "The name in the given language, or the other language's when it has none",
      args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language to name it in' }) },
      resolve: (tag, args) => tagName(tag, args.locale),
    }),
    nameLocale: t.field({
      type: LocaleEnum,
      description:
        "The language `name` is written in for that language: the same, or the other when the tag has no name in it (a page marks the name with it, as a post's `translation.locale`)",
      args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language the name was asked in' }) },
      resolve: (tag, args) => tagNameIn(tag, args.locale).locale,
    }),
  }),
});

builder.queryField('tags', (t) =>
  t.field({
    description: 'Every topic that has at least one published post, by slug',
    type: [TagRef],
    resolve: async (_root, _args, ctx) => {
      // Kept (services/publicSite.ts), finding the topics (which scans the posts) and their names is done once per change.
      // Else found now, with their names, in one statement.
      return (await ctx.publicSite.topics()) ?? readTopics(ctx.db);
    },
  }),
);

// The tags screen (staff): every tag with its names in both languages, renamed, merged and deleted
// by services/tags/manage.ts.

const TagConnection = countedConnection(TagRef, 'Tag', 'tags');
/** Slugs are unique: the slug alone is the key. */
const tagsBySlug: ListOrder = { name: 'tags', key: [{ field: 'slug', direction: 'asc', kind: 'text' }] };

builder.queryField('adminTags', (t) =>
  t.field({
    description: "Every tag, drafts' included, by slug, 50 a page unless `first` or `last` says otherwise (staff only)",
    type: TagConnection,
    authScopes: { staff: true },
    args: {
      ...t.arg.connectionArgs(),
      search: t.arg.string({ description: `Text in either name or the slug (at most ${maxSearchLength} characters)` }),
    },
    resolve: (_root, args, ctx, info) => {
      const where = tagListWhere(ctx, args.search);
      return resolvePrismaConnection(
        { args, ctx, info, typeName: 'Tag', defaultSize: 50, order: tagsBySlug, where },
        (query) => ctx.db.tag.findMany({ ...query, include: tagNames }),
        () => ctx.db.tag.count({ where }),
      );
    },
  }),
);

const nameRule = `at most ${maxTagLength} characters, with a letter or digit, on one line; empty or null: none in that language (one language at least). CONFLICT when another tag has it in that language, whatever the case`;

const RenameTagInput = builder.inputType('RenameTagInput', {
  description: "A tag's names, both given: a problem is BAD_USER_INPUT with `extensions.details` naming `en` or `ar`",
  fields: (t) => ({
    id: t.globalID({ required: true, for: TagRef, description: "The tag's global id" }),
    en: t.string({ description: `The English name: ${nameRule}` }),
    ar: t.string({ description: `The Arabic name: ${nameRule}` }),
  }),
});

const MergeTagInput = builder.inputType('MergeTagInput', {
  description: 'Which tag goes, and which takes its posts',
  fields: (t) => ({
    id: t.globalID({ required: true, for: TagRef, description: 'The global id of the tag merged (and gone)' }),
    into: t.globalID({ required: true, for: TagRef, description: 'The global id of the tag that stays; BAD_USER_INPUT when it is `id`' }),
  }),
});

const TagIdInput = builder.inputType('TagIdInput', {
  description: 'A tag by its global id',
  fields: (t) => ({ id: t.globalID({ required: true, for: TagRef, description: "The tag's global id" }) }),
});

const TagPayload = builder.objectRef<{ tag: unknown }>('TagPayload').implement({
  description: 'The tag after the change',
  fields: (t) => ({ tag: t.field({ type: TagRef, description: 'The tag as it is now', resolve: (payload) => payload.tag as never }) }),
});

const MergeTagPayload = builder.objectRef<{ tag: unknown; mergedTagId: string }>('MergeTagPayload').implement({
  description: 'The tag that stays, and the one merged into it',
  fields: (t) => ({
    tag: t.field({ type: TagRef, description: "The tag that stays, with the merged tag's posts", resolve: (payload) => payload.tag as never }),
    mergedTagId: t.exposeID('mergedTagId', { description: 'The global id of the tag merged, now gone' }),
  }),
});

const DeleteTagPayload = builder.objectRef<{ deletedTagId: string }>('DeleteTagPayload').implement({
  description: 'What was deleted',
  fields: (t) => ({ deletedTagId: t.exposeID('deletedTagId', { description: 'The global id of the deleted tag' }) }),
});

const tagId = (globalId: { id: string }) => Number(globalId.id);

builder.mutationFields((t) => ({
  renameTag: t.field({
    description: 'Renames a tag in English and Arabic (staff); its slug, and so its addresses, stay',
    type: TagPayload,
    args: { input: t.arg({ type: RenameTagInput, required: true, description: 'Which tag, and its names' }) },
    resolve: async (_root, { input }, ctx) => ({ tag: await renameTag(ctx, tagId(input.id), { en: input.en, ar: input.ar }) }),
  }),
  mergeTag: t.field({
    description:
      "Merges a tag into another (staff): its posts take the other (once each), a language the other has no name in takes its name, and /blog?tag=<its slug> leads to the other's topic",
    type: MergeTagPayload,
    args: { input: t.arg({ type: MergeTagInput, required: true, description: 'Which tag goes where' }) },
    resolve: async (_root, { input }, ctx) => ({
      tag: await mergeTags(ctx, tagId(input.id), tagId(input.into)),
      mergedTagId: encodeGlobalID('Tag', input.id.id),
    }),
  }),
  deleteTag: t.field({
    description: 'Deletes a tag (staff): its posts stay, without it',
    type: DeleteTagPayload,
    args: { input: t.arg({ type: TagIdInput, required: true, description: 'Which tag' }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteTag(ctx, tagId(input.id));
      return { deletedTagId: encodeGlobalID('Tag', input.id.id) };
    },
  }),
}));
