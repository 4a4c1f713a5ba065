import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../errors.ts';
import { finishedOffThread } from '../offThread/pool.ts';
import { flatPng, png } from '../../testing/hostileInputs.ts';
import { processUpload, type ProcessedMedia, type ProcessedVariant } from './process.ts';

// What an upload becomes: each accepted type made into the widths a page needs in AVIF, WebP and
// JPEG (PNG with transparency) plus a 1200x630 preview, upright and stripped of every piece of
// metadata; and what is refused, by content and never by name (a lie, a bomb, too many pixels).
// Every fixture is drawn here with sharp: no binary files in the repository.

/** A picture with some detail (a gradient, shapes), `width` x `height`, as sharp input. */
function picture(width: number, height: number, { transparent = false } = {}): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d6fa5"/><stop offset="1" stop-color="#f2c14e"/></linearGradient></defs>
    ${transparent ? '' : `<rect width="${width}" height="${height}" fill="url(#g)"/>`}
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#c0392b"/>
    <rect x="${width / 10}" y="${height / 10}" width="${width / 5}" height="${height / 5}" fill="#2c3e50"/>
  </svg>`;
  return sharp(Buffer.from(svg));
}

/** What processUpload refused the bytes with: the `file` detail of its 400, or 'accepted'. */
async function refusal(bytes: Uint8Array): Promise<string> {
  try {
    await processUpload(bytes);
    return 'accepted';
  } catch (error) {
    const api = error as ApiError;
    expect(api.code).toBe('BAD_USER_INPUT');
    return (api.details as { file: string }).file;
  }
}

/** The pixel at (x, y), as [r, g, b]. */
async function pixelAt(data: Uint8Array, x: number, y: number): Promise<number[]> {
  const raw = await sharp(data).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  return [...raw];
}

const near = (actual: number[], expected: number[], tolerance = 24) => actual.every((value, i) => Math.abs(value - expected[i]) <= tolerance);

const responsive = (media: ProcessedMedia) => media.variants.filter((variant) => variant.purpose === 'responsive');
const widthsOf = (media: ProcessedMedia, format: string) =>
  responsive(media)
    .filter((variant) => variant.format === format)
    .map((variant) => variant.width)
    .sort((a, b) => a - b);

/** Each variant is what it says: its format, its size, no wider than the upload, proportions kept. */
async function expectVariants(media: ProcessedMedia, expected: { widths: number[]; fallback: 'jpeg' | 'png' }) {
  expect(widthsOf(media, 'avif')).toEqual(expected.widths);
  expect(widthsOf(media, 'webp')).toEqual(expected.widths);
  expect(widthsOf(media, expected.fallback)).toEqual(expected.widths);
  expect(responsive(media)).toHaveLength(expected.widths.length * 3);
  for (const variant of responsive(media)) {
    const metadata = await sharp(variant.data).metadata();
    expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
    if (variant.format === 'avif') expect(metadata.compression).toBe('av1');
    expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
    expect(variant.width).toBeLessThanOrEqual(media.width);
    expect(Math.abs(variant.height - (media.height * variant.width) / media.width)).toBeLessThanOrEqual(1);
  }
  const social = media.variants.filter((variant) => variant.purpose === 'social');
  expect(social).toHaveLength(1);
  expect(social[0]).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  expect((await sharp(social[0].data).metadata()).format).toBe('jpeg');
  expect(media.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
  expect(media.placeholder.length).toBeLessThan(1000);
  // Every address is the content's own: distinct files, distinct hashes.
  expect(new Set(media.variants.map((variant) => variant.hash)).size).toBe(media.variants.length);
}

/** Nothing of the camera, the place or the software, and no colour profile (the pixels are sRGB). */
async function expectNoMetadata(variant: ProcessedVariant) {
  const metadata = await sharp(variant.data).metadata();
  expect({
    format: variant.format,
    width: variant.width,
    exif: metadata.exif,
    xmp: metadata.xmp,
    iptc: metadata.iptc,
    orientation: metadata.orientation,
    icc: metadata.icc,
    comments: metadata.comments,
  }).toEqual({
    format: variant.format,
    width: variant.width,
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
    orientation: undefined,
    icc: undefined,
    comments: undefined,
  });
}

describe('each accepted type', () => {
  it.each([
    ['jpeg', (image: Sharp) => image.jpeg({ quality: 90 })],
    ['png', (image: Sharp) => image.png()],
    ['webp', (image: Sharp) => image.webp()],
    ['avif', (image: Sharp) => image.avif({ effort: 0 })],
  ] as const)('%s: its format, its size, every width in AVIF, WebP and JPEG, and a 1200x630 preview', async (format, encode) => {
    const media = await processUpload(await encode(picture(1000, 600)).toBuffer());
    expect(media).toMatchObject({ format, width: 1000, height: 600 });
    await expectVariants(media, { widths: [320, 640, 960, 1000], fallback: 'jpeg' });
  });

  it('makes no width past 1920 of a large photo, and only its own width of a small one', async () => {
    const large = await processUpload(await picture(2400, 1600).jpeg().toBuffer());
    await expectVariants(large, { widths: [320, 640, 960, 1280, 1920], fallback: 'jpeg' });
    const small = await processUpload(await picture(200, 150).png().toBuffer());
    await expectVariants(small, { widths: [200], fallback: 'jpeg' });
  });

  it('keeps transparency in PNG instead of JPEG, and puts the preview on white', async () => {
    const media = await processUpload(await picture(400, 300, { transparent: true }).png().toBuffer());
    expect(media).toMatchObject({ format: 'png', width: 400, height: 300 });
    await expectVariants(media, { widths: [320, 400], fallback: 'png' });
    for (const variant of responsive(media)) expect((await sharp(variant.data).metadata()).hasAlpha).toBe(true);
    // A corner is transparent in the upload: white in the preview, not black.
    const social = media.variants.find((variant) => variant.purpose === 'social')!;
    expect(await pixelAt(social.data, 2, 2)).toEqual([255, 255, 255]);
  });

  it('reads 16-bit, CMYK and greyscale (with or without alpha) images into 8-bit sRGB, transparency kept', async () => {
    const drawing = (alpha: boolean) =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">${alpha ? '' : '<rect width="400" height="300" fill="#2060a0"/>'}<circle cx="200" cy="150" r="100" fill="#c03020"/></svg>`,
        ),
      );
    const cases: [string, Buffer, 'jpeg' | 'png', number[]][] = [
      ['16-bit PNG', await drawing(false).toColourspace('rgb16').png().toBuffer(), 'jpeg', [0xc0, 0x30, 0x20]],
      ['16-bit PNG with alpha', await drawing(true).toColourspace('rgb16').png().toBuffer(), 'png', [0xc0, 0x30, 0x20]],
      ['CMYK JPEG', await drawing(false).toColourspace('cmyk').jpeg().toBuffer(), 'jpeg', [0xc0, 0x30, 0x20]],
      ['greyscale JPEG', await drawing(false).toColourspace('b-w').jpeg().toBuffer(), 'jpeg', [102, 102, 102]],
      ['greyscale PNG with alpha', await drawing(true).toColourspace('b-w').png().toBuffer(), 'png', [102, 102, 102]],
    ];
    for (const [name, bytes, fallback, centre] of cases) {
      const media = await processUpload(bytes);
      expect({ name, width: media.width, height: media.height, fallback: widthsOf(media, fallback) }).toEqual({
        name,
        width: 400,
        height: 300,
        fallback: [320, 400],
      });
      const largest = responsive(media).find((variant) => variant.format === fallback && variant.width === 400)!;
      const metadata = await sharp(largest.data).metadata();
      expect({ name, depth: metadata.depth, space: metadata.space, alpha: metadata.hasAlpha }).toEqual({
        name,
        depth: 'uchar',
        space: 'srgb',
        alpha: fallback === 'png',
      });
      expect({ name, centre: near(await pixelAt(largest.data, 200, 150), centre, 32) }).toEqual({ name, centre: true });
    }
  });

  it('GIF: an animated one keeps its first frame, as a still image', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 60, height: 40, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif({ delay: [200, 200] })
      .toBuffer();
    expect((await sharp(gif, { pages: -1 }).metadata()).pages).toBe(2);
    const media = await processUpload(gif);
    expect(media).toMatchObject({ format: 'gif', width: 60, height: 40 });
    await expectVariants(media, { widths: [60], fallback: 'jpeg' });
    for (const variant of responsive(media)) {
      expect((await sharp(variant.data, { pages: -1 }).metadata()).pages ?? 1).toBe(1);
      expect(near(await pixelAt(variant.data, 30, 20), [255, 0, 0], 40)).toBe(true);
    }
  });

  it('SVG: served as the cleaned drawing itself (it scales), with a rendered preview', async () => {
    const media = await processUpload(
      new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect width="300" height="150" fill="#1d6fa5"/><circle cx="150" cy="75" r="50" fill="#f2c14e"/></svg>',
      ),
    );
    expect(media).toMatchObject({ format: 'svg', width: 300, height: 150 });
    expect(responsive(media).map(({ format, width, height }) => ({ format, width, height }))).toEqual([{ format: 'svg', width: 300, height: 150 }]);
    const svg = new TextDecoder().decode(responsive(media)[0].data);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<circle');
    expect(media.variants.find((variant) => variant.purpose === 'social')).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(media.placeholder).toMatch(/^data:image\/webp;base64,/);
  });

  it('SVG: a drawing past the pixel limit at its own size, or long and thin, is drawn to fit, not refused', async () => {
    for (const [width, height] of [
      [9000, 6000],
      [10_000, 10_000],
      [1200, 20],
      [10_000, 1],
      [1, 10_000],
    ]) {
      const media = await processUpload(
        new TextEncoder().encode(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#1d6fa5"/></svg>`,
        ),
      );
      expect(media).toMatchObject({ format: 'svg', width, height });
      const social = media.variants.find((variant) => variant.purpose === 'social')!;
      expect({ width, height, social: [social.width, social.height], drawn: near(await pixelAt(social.data, 600, 300), [0x1d, 0x6f, 0xa5]) }).toEqual({
        width,
        height,
        social: [1200, 630],
        drawn: true,
      });
    }
  });
});

describe('odd shapes', () => {
  const flat = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#2060a0' } })
      .png()
      .toBuffer();

  // Cut from the middle first, not scaled to cover 1200x630 whole (8000x2 would be 2.5 million
  // pixels wide). How long each takes is a figure of `npm run bench` (benchHostile.ts).
  it('makes the preview of a long strip from its middle', async () => {
    for (const [width, height] of [
      [8000, 2],
      [40_000, 1],
      [16, 1],
    ]) {
      // Red, with its middle fifth green.
      const middle = { left: Math.floor(width * 0.4), width: Math.ceil(width * 0.2) };
      const strip = await sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
        .composite([{ input: { create: { width: middle.width, height, channels: 3, background: '#27ae60' } }, left: middle.left, top: 0 }])
        .png()
        .toBuffer();
      const social = (await processUpload(strip)).variants.find((variant) => variant.purpose === 'social')!;
      const corners = await Promise.all(
        [
          [0, 0],
          [1199, 0],
          [600, 315],
          [0, 629],
          [1199, 629],
        ].map(([x, y]) => pixelAt(social.data, x, y)),
      );
      expect({ width, height, social: [social.width, social.height], green: corners.every((pixel) => near(pixel, [0x27, 0xae, 0x60])) }).toEqual({
        width,
        height,
        social: [1200, 630],
        green: true,
      });
    }
  });

  it('keeps a screenshot taller than WebP and AVIF allow (16,383 px) in JPEG at the widths too tall for them', async () => {
    const media = await processUpload(await flat(400, 16_800));
    expect(widthsOf(media, 'jpeg')).toEqual([320, 400]);
    // 320 wide is 13,440 tall: every format; 400 wide is 16,800 tall: JPEG only.
    expect(widthsOf(media, 'avif')).toEqual([320]);
    expect(widthsOf(media, 'webp')).toEqual([320]);
  });
});

describe('metadata', () => {
  it('takes EXIF (camera, GPS), XMP and the orientation off every variant, the photo turned upright', async () => {
    // Stored 600x400 with a dark square top left; orientation 6 shows it turned a quarter clockwise.
    const stored = sharp({ create: { width: 600, height: 400, channels: 3, background: '#c0392b' } }).composite([
      { input: { create: { width: 100, height: 100, channels: 3, background: '#0000ff' } }, left: 0, top: 0 },
    ]);
    const photo = await stored
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'SovraCam', Model: 'Falcon 7', Software: 'SecretEditor 2.1', Artist: 'Omar Khalid' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 28/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '54/1 22/1 5678/100' },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>XmpCreatorSecret</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(photo).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString('latin1')).toContain('SovraCam');
    // The GPS IFD is there (its pointer tag, 0x8825, in either byte order).
    expect(input.exif!.includes(Buffer.from([0x25, 0x88])) || input.exif!.includes(Buffer.from([0x88, 0x25]))).toBe(true);
    expect(input.xmp?.toString()).toContain('XmpCreatorSecret');

    const media = await processUpload(photo);
    expect(media).toMatchObject({ format: 'jpeg', width: 400, height: 600 });
    await expectVariants(media, { widths: [320, 400], fallback: 'jpeg' });
    for (const variant of media.variants) {
      await expectNoMetadata(variant);
      const text = Buffer.from(variant.data).toString('latin1');
      for (const secret of ['SovraCam', 'Falcon', 'SecretEditor', 'Omar', 'XmpCreatorSecret', 'Exif\0\0']) expect(text).not.toContain(secret);
    }
    // Upright: the stored top left is now top right.
    const largest = responsive(media).find((variant) => variant.format === 'jpeg' && variant.width === 400)!;
    expect(near(await pixelAt(largest.data, 390, 10), [0, 0, 255], 60)).toBe(true);
    expect(near(await pixelAt(largest.data, 10, 10), [0xc0, 0x39, 0x2b], 40)).toBe(true);
  });

  it('takes a PNG text comment off every variant', async () => {
    const plain = await picture(360, 240, { transparent: true }).png().toBuffer();
    // A tEXt chunk right after IHDR (8 bytes of signature, 25 of IHDR).
    const comment = png([['tEXt', Buffer.from('Comment\0Shot at the Sovra office, Abu Dhabi', 'latin1')]]).subarray(8);
    const commented = Buffer.concat([plain.subarray(0, 33), comment, plain.subarray(33)]);
    expect((await sharp(commented).metadata()).comments).toEqual([{ keyword: 'Comment', text: 'Shot at the Sovra office, Abu Dhabi' }]);
    const media = await processUpload(commented);
    expect(widthsOf(media, 'png')).toEqual([320, 360]);
    for (const variant of media.variants) {
      await expectNoMetadata(variant);
      expect(Buffer.from(variant.data).toString('latin1')).not.toContain('Sovra office');
    }
  });

  it('turns a Display P3 photo into sRGB pixels (colours kept) without the profile', async () => {
    const colour = [200, 80, 80];
    const raw = Buffer.alloc(300 * 200 * 3);
    for (let i = 0; i < raw.length; i += 3) raw.set(colour, i);
    const p3 = await sharp(raw, { raw: { width: 300, height: 200, channels: 3 } })
      .withIccProfile('p3')
      .jpeg({ quality: 95 })
      .toBuffer();
    // Stored in P3's numbers, which differ from sRGB's for the same colour.
    expect(near(await pixelAt(await sharp(p3, { ignoreIcc: true }).png().toBuffer(), 5, 5), colour, 6)).toBe(false);
    const media = await processUpload(p3);
    for (const variant of media.variants) {
      await expectNoMetadata(variant);
      expect(near(await pixelAt(variant.data, 5, 5), colour, 6)).toBe(true);
    }
  });
});

describe('refusals, by content', () => {
  it('reads what the bytes are, never the name: JPEG bytes are a JPEG', async () => {
    // processUpload never sees a name; the library test sends these as "photo.png" (mediaRoutes.test.ts).
    expect((await processUpload(await picture(100, 80).jpeg().toBuffer())).format).toBe('jpeg');
  });

  it('refuses what is not an image we accept (unsupported_type)', async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .tiff()
      .toBuffer();
    const cases: [string, Uint8Array][] = [
      ['HTML', encode('<!doctype html><html><body><img src=x onerror=alert(1)></body></html>')],
      ['text', encode('just some words, not a picture at all')],
      ['PDF', encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF')],
      ['TIFF', tiff],
      ['XML that is not SVG', encode('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>')],
      ['HEIF-like box without an AVIF brand', Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheicmif1heic', 'latin1'), Buffer.alloc(64)])],
    ];
    for (const [name, bytes] of cases) expect({ name, refusal: await refusal(bytes) }).toEqual({ name, refusal: 'unsupported_type' });
  });

  it('refuses an image signature over other bytes, or a cut-off file (unreadable)', async () => {
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const jpeg = await picture(300, 200).jpeg().toBuffer();
    const cases: [string, Uint8Array][] = [
      ['PNG signature and garbage', Buffer.concat([pngSignature, Buffer.from('this is not a PNG at all, only garbage after the signature')])],
      ['GIF signature over a PNG', Buffer.concat([Buffer.from('GIF89a'), await picture(30, 20).png().toBuffer()])],
      ['JPEG signature and text', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html>nope</html>')])],
      ['a JPEG cut off', jpeg.subarray(0, Math.floor(jpeg.byteLength / 3))],
    ];
    for (const [name, bytes] of cases) expect({ name, refusal: await refusal(bytes) }).toEqual({ name, refusal: 'unreadable' });
  });

  it('refuses an empty file', async () => {
    expect(await refusal(new Uint8Array(0))).toBe('empty');
  });

  it('refuses more than 40 megapixels as too_many_pixels, however small the file', async () => {
    const image = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#336699' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(image.byteLength).toBeLessThan(1024 * 1024);
    expect(await refusal(image)).toBe('too_many_pixels');
    // Just within: 40,000,000 pixels is the limit, not past it.
    expect((await processUpload(await flatPng(8000, 5000))).width).toBe(8000);
  }, 30_000);

  it('refuses an image whose copies JPEG cannot hold (65,500 px) from its header, upright as shown', async () => {
    // A 400x70,000 screenshot: its 400-wide copy would be 70,000 tall (it was a 500).
    expect(await refusal(await flatPng(400, 70_000))).toBe('too_tall');
    // 70,000x400 is wide (copies at most 1,920 wide), but turned upright by its orientation it is tall.
    const turned = await sharp({ create: { width: 70_000, height: 400, channels: 3, background: '#336699' } })
      .png()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await refusal(turned)).toBe('too_tall');
    // Just within: a copy 65,500 pixels tall is made.
    const tallest = await processUpload(await flatPng(300, 65_500));
    expect(responsive(tallest).map((variant) => [variant.format, variant.width, variant.height])).toEqual([['jpeg', 300, 65_500]]);
  }, 30_000);

  it('refuses a decompression bomb (20000x20000 in 400 KB) from its header, without decoding it', async () => {
    const bomb = await flatPng(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    // Decoded (400 MB), it would be refused by the decoder's own pixel limit, as unreadable.
    expect(await refusal(bomb)).toBe('too_many_pixels');
    // Its header over a third of its pixels, which no decoder could read, is refused alike.
    expect(await refusal(bomb.subarray(0, Math.floor(bomb.byteLength / 3)))).toBe('too_many_pixels');
    // How long the refusal takes, and the memory it needs: `npm run bench` (benchHostile.ts).
  });
});

describe('hostile SVG', () => {
  const encode = (text: string) => new TextEncoder().encode(text);

  it('serves only the cleaned drawing: no script, handler, foreign markup or outside reference', async () => {
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100" onload="alert(1)">
      <script>alert(document.cookie)</script>
      <foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example/"/></body></foreignObject>
      <a href="javascript:alert(2)"><rect width="50" height="50" fill="red" onclick="alert(3)"/></a>
      <use href="https://evil.example/sprite.svg#icon"/>
      <image xlink:href="https://evil.example/track.png" width="10" height="10"/>
      <circle cx="50" cy="50" r="20" fill="blue"/>
    </svg>`;
    const media = await processUpload(encode(hostile));
    const svg = new TextDecoder().decode(media.variants.find((variant) => variant.format === 'svg')!.data);
    expect(svg).not.toMatch(/<script|foreignObject|iframe|\son[a-z]+=|javascript:|evil\.example/i);
    expect(svg).toContain('<circle');
  });

  it('is sanitised in a worker thread, so the server answers others meanwhile (15 MB take a second or more)', async () => {
    const before = finishedOffThread('sanitizeSvg');
    const media = await processUpload(
      encode('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#1d6fa5"/></svg>'),
    );
    expect(media).toMatchObject({ format: 'svg', width: 40, height: 30 });
    expect(finishedOffThread('sanitizeSvg')).toBe(before + 1);
  });

  it('refuses a document type or entity declaration (unsafe_svg)', async () => {
    const lol =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&b;</text></svg>';
    const external =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&x;</text></svg>';
    expect(await refusal(encode(lol))).toBe('unsafe_svg');
    expect(await refusal(encode(external))).toBe('unsafe_svg');
  });

  it('holds the pictures an SVG embeds to the pixel limit together, whatever the letter case of their type', async () => {
    const embed = (pictures: Buffer[], type = 'image/png') =>
      encode(
        `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">${pictures.map((data, i) => `<image x="${i * 10}" width="10" height="10" href="data:${type};base64,${data.toString('base64')}"/>`).join('')}</svg>`,
      );
    const over = await flatPng(8000, 6000);
    expect(await refusal(embed([over]))).toBe('too_many_pixels');
    expect(await refusal(embed([over], 'image/PNG'))).toBe('too_many_pixels');
    expect(await refusal(embed([over], 'IMAGE/png'))).toBe('too_many_pixels');
    // Two of 24 megapixels each: 48 in all, past the 40 an upload may have.
    const half = await flatPng(6000, 4000);
    expect(await refusal(embed([half, half]))).toBe('too_many_pixels');
    expect((await processUpload(embed([await flatPng(40, 40)]))).format).toBe('svg');
  });
});
