// `npm run bench` (or `BENCH_ONLY=media npm run bench`): what an upload of a 12-megapixel photo
// costs. A photo-like 4000x3000 JPEG (gradients, shapes and mild grain at quality 90, with camera
// EXIF) is drawn here, then made into its variants by processUpload, the function behind
// uploadMedia, BENCH_MEDIA_RUNS times (5): the median and fastest runs, the process's peak RSS
// growth over them, and the bytes of every variant it made.
import sharp from 'sharp';
import { processUpload, type ProcessedMedia } from '../src/services/media/process.ts';

const width = 4000;
const height = 3000;

/** A photo-like picture: sky and ground gradients, a sun, hills, a few buildings, and grain. */
async function twelveMegapixelPhoto(): Promise<Buffer> {
  const buildings = Array.from({ length: 14 }, (_, i) => {
    const w = 120 + ((i * 53) % 140);
    const h = 300 + ((i * 137) % 700);
    return `<rect x="${150 + i * 270}" y="${2100 - h}" width="${w}" height="${h}" fill="hsl(${(i * 29) % 360}, 25%, ${30 + ((i * 7) % 30)}%)"/>`;
  }).join('');
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b3a6b"/><stop offset="0.6" stop-color="#e58e4f"/><stop offset="1" stop-color="#f6d186"/></linearGradient>
      <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6b4f2a"/><stop offset="1" stop-color="#c9a66b"/></linearGradient>
      <radialGradient id="sun"><stop offset="0" stop-color="#fff6d5"/><stop offset="1" stop-color="#f6d186" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${width}" height="2100" fill="url(#sky)"/>
    <circle cx="2900" cy="1500" r="600" fill="url(#sun)"/>
    <path d="M0 1900 Q 800 1500 1600 1850 T 3200 1750 T ${width} 1800 V 2200 H 0 Z" fill="#4a3b2a" opacity="0.8"/>
    ${buildings}
    <rect y="2100" width="${width}" height="900" fill="url(#ground)"/>
    <ellipse cx="1300" cy="2600" rx="900" ry="160" fill="#2d5f73" opacity="0.85"/>
  </svg>`;
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Bench Camera', Model: 'B-12', Software: 'benchMedia', DateTime: '2026:11:22 10:00:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '54/1 23/1 0/1' },
    })
    .toBuffer();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function printVariants(media: ProcessedMedia) {
  const responsive = media.variants.filter((variant) => variant.purpose === 'responsive');
  const widths = [...new Set(responsive.map((variant) => variant.width))].sort((a, b) => a - b);
  const formats = [...new Set(responsive.map((variant) => variant.format))];
  const column = 12;
  console.log(`  ${'bytes'.padEnd(6)}${widths.map((w) => `${w}w`.padStart(column)).join('')}${'all'.padStart(column)}`);
  for (const format of formats) {
    const row = widths.map((w) => responsive.find((variant) => variant.format === format && variant.width === w)?.data.byteLength ?? 0);
    console.log(`  ${format.padEnd(6)}${row.map((bytes) => bytes.toLocaleString('en').padStart(column)).join('')}${row.reduce((a, b) => a + b, 0).toLocaleString('en').padStart(column)}`);
  }
  const social = media.variants.find((variant) => variant.purpose === 'social');
  if (social) console.log(`  social ${social.width}x${social.height} ${social.format}: ${social.data.byteLength.toLocaleString('en')} bytes`);
  console.log(`  placeholder: ${media.placeholder.length} characters (a data: URI in the page)`);
  const total = media.variants.reduce((sum, variant) => sum + variant.data.byteLength, 0);
  console.log(`  every variant together: ${kib(total)} in ${media.variants.length} files`);
}

export async function mediaProcessing(options: { runs: number }): Promise<void> {
  const photo = await twelveMegapixelPhoto();
  console.log(`Media: a ${((width * height) / 1e6).toFixed(0)}-megapixel photo (${width}x${height} JPEG q90 with EXIF, ${kib(photo.byteLength)}) through processUpload, ${options.runs} runs:`);
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const times: number[] = [];
  let last: ProcessedMedia | undefined;
  try {
    for (let run = 0; run < options.runs; run++) {
      const started = performance.now();
      last = await processUpload(photo);
      times.push(performance.now() - started);
      peak = Math.max(peak, process.memoryUsage().rss);
    }
  } finally {
    clearInterval(sampler);
  }
  console.log(`  processUpload median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`);
  console.log(`  peak RSS growth ${((peak - baseline) / 1024 / 1024).toFixed(0)} MB (RSS ${(baseline / 1024 / 1024).toFixed(0)} MB before, ${(peak / 1024 / 1024).toFixed(0)} MB at most)`);
  console.log(`  stored as ${last!.format} ${last!.width}x${last!.height}; the original kept: ${photo.byteLength.toLocaleString('en')} bytes`);
  printVariants(last!);
}
