import sharp from 'sharp';
import { proofBlocks, proofPictures, proofTranslations } from './proofPage.ts';

// For `npm run lighthouse`: content as staff make it. An article with an uploaded cover: a generated
// photo-like picture (gradients, shapes, grain: not a flat colour, which would weigh nothing) is
// uploaded through the API and set as the cover of the post with `slug`. And a page built of blocks
// as the page editor builds it (the proof page, proofPage.ts), published at a path.

async function call(origin: string, path: string, init: RequestInit & { token?: string } = {}): Promise<any> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${origin}${path}`, { ...init, headers });
  const body = await response.json();
  if (!response.ok || body.errors) throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** A 2400x1350 JPEG that compresses like a photograph. */
export async function photoLikeJpeg(width = 2400, height = 1350): Promise<Buffer> {
  const art = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2a4a"/><stop offset="0.6" stop-color="#1f6f8b"/><stop offset="1" stop-color="#e0a458"/></linearGradient>
      <radialGradient id="glow" cx="0.7" cy="0.3" r="0.5"><stop offset="0" stop-color="#fff6d5" stop-opacity="0.9"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect width="100%" height="100%" fill="url(#glow)"/>
    ${Array.from({ length: 28 }, (_, i) => `<rect x="${(i * 89) % width}" y="${height * 0.45 + ((i * 37) % 200)}" width="${60 + ((i * 13) % 90)}" height="${height}" fill="#0a1b2e" opacity="${0.5 + (i % 5) / 10}"/>`).join('')}
  </svg>`;
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } })
    .raw()
    .toBuffer();
  return sharp(Buffer.from(art))
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

type Credentials = { username: string; password: string };

async function signIn(origin: string, credentials: Credentials): Promise<string> {
  const { data } = await call(origin, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return data.token;
}

async function upload(origin: string, token: string, file: Blob, name: string, alt: { en: string; ar: string }): Promise<string> {
  const form = new FormData();
  form.append('file', file, name);
  form.append('altEn', alt.en);
  form.append('altAr', alt.ar);
  const { data } = await call(origin, '/api/media', { method: 'POST', body: form, token });
  return data.image.src;
}

/** Publishes the proof page at `path`, its pictures uploaded first. */
export async function publishProofPage(origin: string, credentials: Credentials, path: string): Promise<void> {
  const token = await signIn(origin, credentials);
  const address = async ({ file, make, alt }: (typeof proofPictures)[keyof typeof proofPictures]) =>
    upload(origin, token, new Blob([new Uint8Array(await make())], { type: 'image/png' }), file, alt);
  const blocks = proofBlocks({ photo: await address(proofPictures.photo), logo: await address(proofPictures.logo), face: await address(proofPictures.face) });
  await call(origin, '/api/pages', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, status: 'published', translations: proofTranslations, blocks }),
  });
}

export async function giveArticleACover(origin: string, credentials: Credentials, slug: string): Promise<void> {
  const token = await signIn(origin, credentials);
  const cover = await upload(origin, token, new Blob([new Uint8Array(await photoLikeJpeg())], { type: 'image/jpeg' }), 'data-centre-dusk.jpg', {
    en: 'A data centre at dusk, its racks against an amber sky',
    ar: 'مركز بيانات عند الغسق، خزائنه أمام سماء كهرمانية',
  });
  const { data } = await call(origin, '/graphql', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query($slug: String!) { post(slug: $slug) { id version status publishedAt featured tags { slug }
        translations { locale title excerpt body seoTitle seoDescription } } }`,
      variables: { slug },
    }),
  });
  const post = data.post;
  const translations = Object.fromEntries(post.translations.map(({ locale, ...text }: { locale: string }) => [locale, text]));
  await call(origin, '/graphql', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: UpdatePostInput!) { updatePost(input: $input) { post { id } } }',
      variables: {
        input: {
          id: post.id,
          version: post.version,
          slug,
          status: post.status,
          publishedAt: post.publishedAt,
          featured: post.featured,
          tags: post.tags.map((tag: { slug: string }) => tag.slug),
          coverImage: cover,
          translations,
        },
      },
    }),
  });
}
