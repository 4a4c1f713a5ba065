import { z } from 'zod';
import { maxPathLength } from '../../../../web/src/api/pagePaths.ts';
import { component, dateTime, Pagination, pageQuery, recordId, searchQuery } from './common.ts';

// Redirects as /api/redirects shows and takes them (rest/redirectRoutes.ts).

const address = z.string().max(maxPathLength);

export const Redirect = component(
  'Redirect',
  z.object({
    id: recordId,
    from: address.meta({ description: 'The old address visitors ask for: a page path or /blog/<slug>' }),
    to: address.meta({ description: 'Where it leads with a 301: a page path, /blog or /blog/<slug> of this site' }),
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
);

export const RedirectList = component('RedirectList', z.object({ redirects: z.array(Redirect), pagination: Pagination }));

export const redirectListQuery = z.object({ ...pageQuery(50), ...searchQuery });

export const redirectBody = z.object({
  from: address.meta({
    description:
      "The old address: a page's path (/about) or an article's (/blog/some-post); not /blog, nor under /admin, /api, /assets, /graphql, /media or /preview. Trimmed, lowercased, without a trailing slash",
  }),
  to: address.meta({ description: 'Where it leads: a page path, /blog or /blog/<slug>; an old address is followed to where it leads' }),
});
