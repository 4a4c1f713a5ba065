import sharp from 'sharp';

// For `npm run lighthouse`: an article with an uploaded cover, as editors make them. A generated
// photo-like picture (gradients, shapes, grain: not a flat colour, which would weigh nothing) is
// uploaded through the API and set as the cover of the post with `slug`.

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

export async function giveArticleACover(origin: string, credentials: { username: string; password: string }, slug: string): Promise<void> {
  const { data: login } = await call(origin, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const token: string = login.token;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await photoLikeJpeg())], { type: 'image/jpeg' }), 'data-centre-dusk.jpg');
  form.append('altEn', 'A data centre at dusk, its racks against an amber sky');
  form.append('altAr', 'مركز بيانات عند الغسق، خزائنه أمام سماء كهرمانية');
  const { data: media } = await call(origin, '/api/media', { method: 'POST', body: form, token });
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
          coverImage: media.image.src,
          translations,
        },
      },
    }),
  });
}
