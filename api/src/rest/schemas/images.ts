import { z } from 'zod';
import { component, count } from './common.ts';

// An uploaded image as a page shows it: the fallback file, its <picture> sources and placeholder.

export const Image = component(
  'Image',
  z.object({
    src: z.string().meta({ description: 'The fallback file (JPEG, PNG or SVG), about 1280 pixels wide: a path on this site' }),
    srcset: z.string(),
    sources: z.array(z.object({ type: z.string(), srcset: z.string() })).meta({ description: 'AVIF then WebP, for <source> elements (none for an SVG)' }),
    placeholder: z.string(),
    social: z.object({ url: z.string(), width: count, height: count }).nullable().meta({ description: 'The image link previews show' }),
  }),
);

/** A post's uploaded cover: the image with its size and its alt text in the language asked for. */
export const CoverImage = component('CoverImage', Image.extend({ width: count, height: count, alt: z.string() }));
