import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// The editor finds the library images a post shows (its cover, its bodies' Markdown) by their
// addresses, to show and edit their alt texts; and previews a body with them as the article shows them.

let app: TestApp;
let token: string;
let image: { id: string; databaseId: number; src: string };

async function upload(bytes: Buffer, name: string) {
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({
      query: 'mutation($input: UploadMediaInput!) { uploadMedia(input: $input) { media { id databaseId image { src } } } }',
      variables: { input: { file: null, altEn: 'A harbour', altAr: 'ميناء' } },
    }),
  );
  body.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  body.append('0', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
  const response = await app.request('/graphql', { method: 'POST', body, token });
  const result = (await response.json()) as { data: { uploadMedia: { media: { id: string; databaseId: number; image: { src: string } } } } };
  const { media } = result.data.uploadMedia;
  return { id: media.id, databaseId: media.databaseId, src: media.image.src };
}

beforeAll(async () => {
  app = createTestApp();
  const admin = await app.createStaff({ username: 'media-admin', role: 'ADMIN' });
  token = await app.signIn(admin.username, admin.password);
  const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
  image = await upload(jpeg, 'harbour.jpg');
});
afterAll(() => app.cleanup());

describe('mediaByAddress', () => {
  const query = 'query($addresses: [String!]!) { mediaByAddress(addresses: $addresses) { id databaseId altEn altAr } }';

  it('answers each address with its image, in order, and null for one that names none', async () => {
    const webp = image.src.replace(/\.jpg$/, '.webp');
    const result = await app.graphql(
      query,
      { addresses: ['https://cdn.example.com/a.jpg', image.src, '/media/0123456789abcdef0123456789abcdef.jpg', webp] },
      token,
    );
    expect(result.errors).toBeUndefined();
    const [outside, stored, unknown] = result.data.mediaByAddress;
    expect(outside).toBeNull();
    expect(stored).toEqual({ id: image.id, databaseId: image.databaseId, altEn: 'A harbour', altAr: 'ميناء' });
    expect(unknown).toBeNull();
    // Another file of the same image (its WebP of that width, if it has one) is a different hash: null or the same image.
    expect([null, image.id]).toContain(result.data.mediaByAddress[3]?.id ?? null);
  });

  it('is for staff only, and answers at most 100 addresses', async () => {
    const anonymous = await app.graphql(query, { addresses: [image.src] });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const many = await app.graphql(query, { addresses: Array.from({ length: 101 }, () => image.src) }, token);
    expect(many.data?.mediaByAddress).toBeUndefined();
    expect(many.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });
});

describe('markdownPreview', () => {
  it('shows a stored image as <picture>, with the library alt text in the language of the text', async () => {
    const query = 'query($markdown: String!, $locale: Locale) { markdownPreview(markdown: $markdown, locale: $locale) }';
    const markdown = `Before\n\n![](${image.src})`;
    const arabic = await app.graphql(query, { markdown, locale: 'ar' }, token);
    expect(arabic.data.markdownPreview).toContain('<picture><source type="image/avif"');
    expect(arabic.data.markdownPreview).toContain('alt="ميناء"');
    const english = await app.graphql(query, { markdown }, token);
    expect(english.data.markdownPreview).toContain('alt="A harbour"');
  });
});
