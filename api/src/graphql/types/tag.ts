import { publishedPostWhere, visibleTagWhere } from '../../services/posts/visibility.ts';
import { builder } from '../builder.ts';
import { LocaleEnum } from './scalars.ts';

export const TagRef = builder.prismaNode('Tag', {
  description: 'A topic posts are filed under',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id: Number(id), AND: [visibleTagWhere(ctx)] }),
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.string({
      description: 'The name in the given language, or in English when it has none',
      args: { locale: t.arg({ type: LocaleEnum, required: true }) },
      select: (args) => ({ translations: { where: { locale: { in: [args.locale, 'en'] } } } }),
      resolve: (tag, args) =>
        (tag.translations.find((tr) => tr.locale === args.locale) ?? tag.translations[0])?.name ?? tag.slug,
    }),
  }),
});

builder.queryField('tags', (t) =>
  t.prismaField({
    description: 'Every topic that has at least one published post, by slug',
    type: ['Tag'],
    resolve: (query, _root, _args, ctx) =>
      ctx.db.tag.findMany({
        ...query,
        where: { posts: { some: { post: publishedPostWhere() } } },
        orderBy: { slug: 'asc' },
      }),
  }),
);
