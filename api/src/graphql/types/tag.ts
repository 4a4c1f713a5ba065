import { publishedPostWhere, visibleTagWhere } from '../../services/posts/visibility.ts';
import { publishedPostCount, tagNames, tagsById } from '../../services/posts/tags.ts';
import { maxTagLength } from '../../../../web/src/api/postRules.ts';
import { builder } from '../builder.ts';
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
      description: `The tag in addresses and filters (\`posts(tag:)\`, /blog?tag=): lowercase letters, digits and hyphens, at most ${maxTagLength} characters`,
    }),
    postCount: t.int({
      description: 'How many published posts are filed under it',
      // Counted for all the request's tags at once, whether they were read or kept (services/posts/tags.ts).
      resolve: (tag, _args, ctx) => publishedPostCount(ctx, tag.id),
    }),
    name: t.string({
      description: 'The name in the given language, or in English when it has none',
      args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language to name it in' }) },
      resolve: (tag, args) => (tag.translations.find((tr) => tr.locale === args.locale) ?? tag.translations.find((tr) => tr.locale === 'en'))?.name ?? tag.slug,
    }),
  }),
});

builder.queryField('tags', (t) =>
  t.field({
    description: 'Every topic that has at least one published post, by slug',
    type: [TagRef],
    resolve: async (_root, _args, ctx) => {
      // Kept (services/publicSite.ts), finding the topics (which scans the posts) and their names is done once per change.
      const ids = await ctx.publicSite.topicIds();
      if (ids) return (await tagsById(ctx, [...ids])).sort((a, b) => (a.slug < b.slug ? -1 : 1));
      return ctx.db.tag.findMany({ where: { posts: { some: { post: publishedPostWhere() } } }, include: tagNames, orderBy: { slug: 'asc' } });
    },
  }),
);
