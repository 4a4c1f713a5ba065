import { publishedPostWhere, visibleTagWhere } from '../../services/posts/visibility.ts';
import { maxTagLength } from '../../../../web/src/api/postRules.ts';
import { builder } from '../builder.ts';
import { LocaleEnum } from './scalars.ts';

/** A tag's names, one per language: a few short rows, read with every tag (see `name`). */
export const tagNames = { translations: { select: { locale: true, name: true } } } as const;

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
    postCount: t.relationCount('posts', {
      description: 'How many published posts are filed under it',
      // A function: the rule's "now" is each request's.
      where: () => ({ post: publishedPostWhere() }),
    }),
    name: t.string({
      description: 'The name in the given language, or in English when it has none',
      args: { locale: t.arg({ type: LocaleEnum, required: true, description: 'The language to name it in' }) },
      resolve: (tag, args) => (tag.translations.find((tr) => tr.locale === args.locale) ?? tag.translations.find((tr) => tr.locale === 'en'))?.name ?? tag.slug,
    }),
  }),
});

builder.queryField('tags', (t) =>
  t.prismaField({
    description: 'Every topic that has at least one published post, by slug',
    type: ['Tag'],
    resolve: async (query, _root, _args, ctx) => {
      // Kept (services/publicSite.ts), the topics are read by id: finding them scans the posts.
      const ids = await ctx.publicSite.topicIds();
      return ctx.db.tag.findMany({
        ...query,
        where: ids ? { id: { in: [...ids] } } : { posts: { some: { post: publishedPostWhere() } } },
        orderBy: { slug: 'asc' },
      });
    },
  }),
);
