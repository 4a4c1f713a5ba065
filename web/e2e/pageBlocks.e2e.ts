import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proofBlocks, proofPictures, proofTranslations } from '../../api/scripts/proofPage.ts';
import { login } from './api.ts';
import { baseUrl, islandReady, launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// The blocks the site lacked before pages were content (issue 23): image with caption, logo strip,
// case study, statistics, testimonial, team, certifications and pricing, on a page an admin makes
// through the API; read in both languages (right to left in Arabic), on a phone and a desktop,
// photographed (test-results/screenshots/page-blocks-*.png), without a script of their own.

let browser: Browser;
let token: string;
let pageId: number;
const path = `/e2e-proof-${Date.now().toString(36)}`;

async function upload(name: string, bytes: Buffer, alt: { en: string; ar: string }): Promise<string> {
  const body = new FormData();
  body.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  body.set('altEn', alt.en);
  body.set('altAr', alt.ar);
  const response = await fetch(`${baseUrl()}/api/media`, { method: 'POST', body, headers: { authorization: `Bearer ${token}` } });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: { image: { src: string } } }).data.image.src;
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await login('admin', adminPassword);
  const { photo, logo, face } = proofPictures;
  const blocks = proofBlocks({
    photo: await upload(photo.file, await photo.make(), photo.alt),
    logo: await upload(logo.file, await logo.make(), logo.alt),
    face: await upload(face.file, await face.make(), face.alt),
  });
  const response = await fetch(`${baseUrl()}/api/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      path,
      status: 'published',
      translations: proofTranslations,
      blocks,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  pageId = ((await response.json()) as { data: { id: number } }).data.id;
});

afterAll(async () => {
  if (pageId) await fetch(`${baseUrl()}/api/pages/${pageId}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  await browser?.close();
});

const expected = {
  en: [
    'Our Dubai office at dusk',
    'Trusted across the Gulf',
    'A private assistant for 4,000 bankers',
    'The challenge',
    'In numbers',
    'We had a working assistant',
    'The team',
    'Certified',
    'On request',
  ],
  ar: [
    'مكتبنا في دبي عند الغروب',
    'موثوق به في أنحاء الخليج',
    'مساعد خاص لأربعة آلاف مصرفي',
    'التحدي',
    'بالأرقام',
    'كان لدينا مساعد يعمل',
    'الفريق',
    'معتمدون',
    'حسب الطلب',
  ],
};

/** Draws every block (below the fold they wait until near the screen) and lets the images arrive. */
async function drawn(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
    await Promise.all(
      [...document.images].map((image) => (image.complete ? null : new Promise((done) => image.addEventListener('load', done, { once: true })))),
    );
  });
}

describe('a page of the new blocks', () => {
  for (const language of ['en', 'ar'] as const) {
    for (const viewport of Object.keys(viewports) as (keyof typeof viewports)[]) {
      it(`renders each of them in ${language} on a ${viewport}, with no script of their own`, async () => {
        const context = await newContext(browser, { language, viewport, bypassCSP: true });
        const page = await context.newPage();
        const scripts: string[] = [];
        page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
        const response = await page.goto(`${path}?lang=${language}`);
        expect(response?.status()).toBe(200);
        expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        expect(await page.title()).toBe(language === 'ar' ? 'الإثبات | سوفرا' : 'Proof | Sovra');
        expect(await page.locator('h1').textContent()).toBe(language === 'ar' ? 'إثباتات من الميدان' : 'Proof from the field');
        await drawn(page);
        const text = await page.locator('main').innerText();
        for (const words of expected[language]) expect(text).toContain(words);
        // Images with their alt texts: the library's for a photo, the organisation's name for a logo.
        expect(await page.locator('main figure > picture img').getAttribute('alt')).toBe(language === 'ar' ? 'الميناء عند الغروب' : 'The harbour at dusk');
        expect(await page.locator('main img[alt="Gulf Bank Oman"], main img[alt="بنك الخليج عُمان"]').count()).toBe(1);
        expect(await page.locator('#gulf-bank-title, #gulf-bank h2, h2#gulf-bank').count()).toBeGreaterThan(0);
        // Static blocks: no island on the page.
        expect(await page.locator('[data-island]').count()).toBe(0);
        // Nothing spills sideways on a phone, in either direction.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
        await page.screenshot({ path: `test-results/screenshots/page-blocks-${language}-${viewport}.png`, fullPage: true });
        await screenshot(page, `page-blocks-${language}-${viewport}-top`);
        expect(scripts.filter((file) => /DemoAssistant|SolutionFinder|ContactForm/.test(file))).toEqual([]);
        await context.close();
      });
    }
  }

  it('keeps each picture’s place while it downloads, so nothing moves when it arrives; the opening picture comes first, the rest as they near the screen', async () => {
    for (const language of ['en', 'ar'] as const) {
      const context = await newContext(browser, { language, viewport: 'phone' });
      const page = await context.newPage();
      const held: Route[] = [];
      await page.route('**/media/**', (route) => void held.push(route));
      await page.goto(`${path}?lang=${language}`, { waitUntil: 'domcontentloaded' });
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      const pictures = page.locator('main img');
      const boxes = () =>
        pictures.evaluateAll((images) =>
          images.map((image) => `${image.getAttribute('alt')} ${image.getBoundingClientRect().width}x${image.getBoundingClientRect().height}`),
        );
      expect(await pictures.evaluateAll((images) => images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]))).toEqual([
        ['eager', 'high'],
        ...Array.from({ length: (await pictures.count()) - 1 }, () => ['lazy', null]),
      ]);
      await pictures.evaluateAll((images) => images.forEach((image) => ((image as HTMLImageElement).loading = 'eager')));
      await expect.poll(() => held.length).toBeGreaterThan(0);
      const waiting = await boxes();
      for (const box of waiting) expect(box, 'a picture takes no room before it arrives').not.toMatch(/ 0x|x0$/);
      for (const route of held) await route.continue();
      await page.unroute('**/media/**');
      await drawn(page);
      expect(await boxes()).toEqual(waiting);
      await context.close();
    }
  });

  it('written in Arabic only, is read in Arabic whichever language is asked for: its words marked Arabic and right to left, its address the Arabic one', async () => {
    const arabic = `${path}-ar`;
    const made = await fetch(`${baseUrl()}/api/pages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        path: arabic,
        status: 'published',
        translations: { ar: { title: 'من نحن' } },
        blocks: [{ type: 'hero', id: 'intro', variant: 'page', title: { en: '', ar: 'من نحن' }, actions: [], highlights: [], facts: [] }],
      }),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const html = await (await fetch(`${baseUrl()}${arabic}?lang=en`)).text();
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    expect(html).toMatch(/<div lang="ar" dir="rtl"><article>.*<h1 id="page-title">من نحن<\/h1>/s);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${arabic}\\?lang=ar">`));
    expect(html).not.toContain('hreflang="en"');
    await fetch(`${baseUrl()}/api/pages/${((await made.json()) as { data: { id: number } }).data.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  });

  it('is in the sitemap with its languages, and its head names them', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${path}?lang=en</loc>`);
    expect(sitemap).toContain(`${path}?lang=ar</loc>`);
    const html = await (await fetch(`${baseUrl()}${path}?lang=ar`)).text();
    expect(html).toContain('<meta name="description" content="عملاؤنا بالأرقام.">');
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="[^"]*${path}\\?lang=en">`));
  });
});

describe('the interactive blocks', () => {
  it('say the words staff wrote in them: the assistant its greeting and answers, the finder its questions', async () => {
    type Block = { type: string; greeting: Record<string, string>; answers: Record<string, Record<string, string>>; finder: { title: Record<string, string> } };
    const auth = { authorization: `Bearer ${token}` };
    const home = ((await (await fetch(`${baseUrl()}/api/pages/by-path?path=/&lang=en`)).json()) as { data: { id: number } }).data;
    const written = ((await (await fetch(`${baseUrl()}/api/pages/${home.id}`, { headers: auth })).json()) as { data: { blocks: Block[] } }).data;
    const assistant = written.blocks.find((one) => one.type === 'demoAssistant')!;
    const preview = written.blocks.find((one) => one.type === 'blogPreview')!;
    assistant.greeting = { en: 'Marhaba! Ask the harbour assistant.', ar: 'مرحبًا! اسأل مساعد الميناء.' };
    assistant.answers.pricing = { en: 'Plans start at one pearl a month.', ar: 'تبدأ الباقات من لؤلؤة واحدة شهريًا.' };
    preview.finder.title = { en: 'Which harbour suits you?', ar: 'أي ميناء يناسبك؟' };
    const wordsPath = `/e2e-words-${Date.now().toString(36)}`;
    const created = await fetch(`${baseUrl()}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({
        path: wordsPath,
        status: 'published',
        translations: { en: { title: 'Words' }, ar: { title: 'كلمات' } },
        blocks: [assistant, preview],
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    try {
      for (const language of ['en', 'ar'] as const) {
        const context = await newContext(browser, { language });
        const page = await context.newPage();
        await page.goto(`${wordsPath}?lang=${language}`);
        await islandReady(page, 'DemoAssistant');
        const log = page.getByRole('log');
        expect(await log.textContent()).toContain(assistant.greeting[language]);
        await page.locator('#assistant-question').fill(language === 'ar' ? 'كم السعر والتكلفة؟' : 'What does it cost?');
        await page.locator('#assistant-question').press('Enter');
        await expect.poll(() => log.locator('li').count()).toBe(3);
        expect(await log.locator('li').last().textContent()).toContain(assistant.answers.pricing[language]);
        expect(await page.locator('#finder-title').textContent()).toBe(preview.finder.title[language]);
        await context.close();
      }
    } finally {
      await fetch(`${baseUrl()}/api/pages/${id}`, { method: 'DELETE', headers: auth });
    }
  });
});
