import { z } from 'zod';
import { maxAltLength, mediaLimits } from '../../../../web/src/api/mediaRules.ts';
import { component, count, dateTime, Pagination, pageQuery, recordId, searchQuery } from './common.ts';
import { Image } from './images.ts';

// The media library as /api/media shows and takes it (rest/mediaRoutes.ts).

export const Media = component(
  'Media',
  z.object({
    id: recordId,
    name: z.string().meta({ description: "The uploaded file's name, cleaned" }),
    format: z.enum(['jpeg', 'png', 'webp', 'avif', 'gif', 'svg']).meta({ description: 'Read from the content, never the name or declared type' }),
    width: count,
    height: count,
    bytes: count,
    altEn: z.string(),
    altAr: z.string(),
    createdAt: dateTime,
    useCount: count.meta({ description: 'How many posts and pages show it; it can be deleted only at 0' }),
    uploadedBy: z.object({ databaseId: recordId, displayName: z.string() }).nullable().meta({ description: 'Null when the account was deleted' }),
    image: Image,
    usedBy: z
      .array(z.object({ id: recordId, slug: z.string(), status: z.enum(['DRAFT', 'PUBLISHED', 'ARCHIVED']) }))
      .meta({ description: 'The 10 posts that show it most recently changed' }),
  }),
);

export const MediaPage = component('MediaPage', z.object({ media: z.array(Media), pagination: Pagination }));

export const mediaListQuery = z.object({ ...pageQuery(24), ...searchQuery });

const alt = z.string().max(maxAltLength).meta({ description: 'What the image shows, for those who cannot see it' });

export const uploadMediaBody = z.object({
  file: z.file().meta({
    description: `A JPEG, PNG, WebP, AVIF, GIF or SVG image of at most ${mediaLimits.bytes / 1024 / 1024} MB and ${mediaLimits.megapixels} megapixels`,
  }),
  altEn: alt.optional(),
  altAr: alt.optional(),
});

export const updateMediaBody = z.object({ altEn: alt.optional(), altAr: alt.optional() });
