// What an image upload may be: the editor checks a file's size before sending it, the server
// enforces every limit (api/src/services/media). One module, so the two cannot drift.

/** An alt text's most characters (after its spaces are collapsed), in each language. */
export const maxAltLength = 300;

export const mediaLimits = {
  bytes: 15 * 1024 * 1024,
  megapixels: 40,
  /**
   * The tallest copy the site may make of an image, JPEG's limit (libjpeg's 65,500 pixels a side).
   * Copies are at most 1,920 pixels wide, so only a long, narrow image comes near it.
   */
  side: 65_500,
} as const;

/** The words of a refusal for size, the same whichever side refuses. */
export const imageTooLargeMessage = `The image is larger than ${mediaLimits.bytes / 1024 / 1024} MB`;

/**
 * Why the server refuses an image it has read: the `file` detail of its 400, with the API's words.
 * The editor shows each in the admin's language (admin.json, media.errors and editorImages.errors).
 */
export const imageRefusals = {
  empty: 'The file is empty',
  unsupported_type: 'This file is not an image we accept: use JPEG, PNG, WebP, AVIF, GIF or SVG',
  unreadable: 'This image could not be read: the file may be damaged',
  too_many_pixels: `The image is larger than ${mediaLimits.megapixels} megapixels: make it smaller and upload it again`,
  too_tall: `The image is too tall for its width: the site's copies of it may be at most ${mediaLimits.side.toLocaleString('en')} pixels tall (the limit of JPEG). Crop it, or cut it into parts, and upload it again`,
  unsafe_svg: 'This SVG holds content that cannot be made safe, such as a document type declaration',
  too_complex: 'This SVG takes too long to draw: simplify it (fewer filters and repeated pictures) and upload it again',
} as const;

export type ImageRefusal = keyof typeof imageRefusals;
