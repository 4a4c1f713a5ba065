// Two screenshots compared pixel by pixel in Chromium (canvases), as `npm run compare-pages` needs:
// the share of differing pixels, their regions, and a picture of them (the second screenshot
// faded, its differing pixels red). Sizes may differ: what one has and the other has not differs.
import type { Browser } from 'playwright-core';
import { inPage } from './capture.ts';
import { regionsOf, type Region } from './diff.ts';

export interface PixelDiff {
  width: number;
  height: number;
  differing: number;
  /** differing / (width × height), 0 to 1. */
  share: number;
  regions: Region[];
  /** The picture of the differences, when there are any. */
  png: Buffer | null;
}

// A pixel differs when one of its channels does by more than this (of 255): identical rendering
// gives identical pixels, so this only forgives the faintest blending.
const tolerance = 8;
// Regions are found on a grid of squares this size (CSS pixels).
const cell = 8;
const origin = 'http://pixels.invalid';

export interface PixelDiffer {
  compare(before: Buffer, after: Buffer): Promise<PixelDiff>;
  close(): Promise<void>;
}

/** A page of the browser kept for comparing screenshots, one pair at a time. */
export async function startPixelDiffer(browser: Browser): Promise<PixelDiffer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const images = new Map<string, Buffer>();
  // The page fetches the two screenshots from its own (made-up) origin: no base64 through the protocol.
  await context.route(`${origin}/**`, (route) => {
    const body = images.get(new URL(route.request().url()).pathname.slice(1));
    return route.fulfill(body ? { body, contentType: 'image/png' } : { body: '<!doctype html><title>pixels</title>', contentType: 'text/html' });
  });
  await page.goto(`${origin}/`);
  return {
    async compare(before, after) {
      images.set('before', before);
      images.set('after', after);
      const result = await page.evaluate<{ width: number; height: number; differing: number; cells: string; columns: number; png: string | null }>(
        inPage(comparePixels, { tolerance, cell }),
      );
      images.clear();
      const cells = Uint8Array.from(result.cells, (c) => (c === '1' ? 1 : 0));
      return {
        width: result.width,
        height: result.height,
        differing: result.differing,
        share: result.differing / (result.width * result.height),
        regions: regionsOf(cells, result.columns, cell),
        png: result.png === null ? null : Buffer.from(result.png, 'base64'),
      };
    },
    close: () => context.close(),
  };
}

/** Runs in the page: the screenshots' pixels compared, the differing cells (a string of 0 and 1), the picture as base64 PNG. */
async function comparePixels({ tolerance, cell }: { tolerance: number; cell: number }) {
  const load = async (name: string) => createImageBitmap(await (await fetch(`/${name}`)).blob());
  const [before, after] = await Promise.all([load('before'), load('after')]);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const pixelsOf = (image: ImageBitmap) => {
    const context = new OffscreenCanvas(width, height).getContext('2d')!;
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, width, height).data;
  };
  const [a, b] = [pixelsOf(before), pixelsOf(after)];
  const columns = Math.ceil(width / cell);
  const cells = new Uint8Array(columns * Math.ceil(height / cell));
  const out = new ImageData(width, height);
  const o = out.data;
  let differing = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const delta = Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2]), Math.abs(a[i + 3] - b[i + 3]));
      if (delta > tolerance) {
        differing++;
        cells[Math.floor(y / cell) * columns + Math.floor(x / cell)] = 1;
        o[i] = 255;
        o[i + 1] = o[i + 2] = 0;
      } else {
        // The page itself, grey and faded, so the red stands out where it is.
        const source = b[i + 3] ? b : a;
        const grey = 0.3 * source[i] + 0.59 * source[i + 1] + 0.11 * source[i + 2];
        o[i] = o[i + 1] = o[i + 2] = 255 - (255 - grey) * 0.25;
      }
      o[i + 3] = 255;
    }
  }
  let png: string | null = null;
  if (differing) {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')!.putImageData(out, 0, 0);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    let binary = '';
    for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    png = btoa(binary);
  }
  return { width, height, differing, columns, cells: Array.from(cells, (c) => (c ? '1' : '0')).join(''), png };
}
