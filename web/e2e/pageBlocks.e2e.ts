import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from './api.ts';
import { baseUrl, launchBrowser, newContext, screenshot, viewports } from './browser.ts';
import { adminPassword } from './globalSetup.ts';

// The blocks the site lacked before pages were content (issue 23): image with caption, logo strip,
// case study, statistics, testimonial, team, certifications and pricing, on a page an admin makes
// through the API; read in both languages (right to left in Arabic), on a phone and a desktop,
// photographed (test-results/screenshots/page-blocks-*.png), without a script of their own.

let browser: Browser;
let token: string;
let pageId: number;
const path = `/e2e-proof-${Date.now().toString(36)}`;
const t = (en: string, ar: string) => ({ en, ar });

/** A picture to upload: a gradient with a word on it (a logo, a photo). */
async function picture(word: string, width: number, height: number, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b1f33"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="55%" font-family="sans-serif" font-size="${Math.round(height / 4)}" fill="#fff" text-anchor="middle">${word}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

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
  const photo = await upload('harbour.png', await picture('Harbour', 1600, 900, '#0f766e'), t('The harbour at dusk', 'الميناء عند الغروب'));
  const logo = await upload('gulf-bank.png', await picture('GULF', 400, 160, '#115e59'), t('Gulf Bank', 'بنك الخليج'));
  const face = await upload('portrait.png', await picture('LA', 400, 400, '#2dd4bf'), t('Layla Al Mansouri', 'ليلى المنصوري'));
  const booking = { kind: 'booking' };
  const blocks = [
    {
      type: 'hero',
      id: 'intro',
      variant: 'page',
      breadcrumbs: [{ label: t('Home', 'الرئيسية'), link: { kind: 'url', url: '/' } }, { label: t('Proof', 'الإثبات') }],
      title: t('Proof from the field', 'إثباتات من الميدان'),
      lead: t('What our clients built, in their words.', 'ما بناه عملاؤنا، بكلماتهم.'),
      actions: [{ label: t('Book a demo', 'احجز عرضًا'), link: booking }],
      highlights: [],
      facts: [],
    },
    { type: 'image', id: 'photo', image: photo, caption: t('Our Dubai office at dusk', 'مكتبنا في دبي عند الغروب'), width: 'wide' },
    {
      type: 'logoStrip',
      id: 'logos',
      title: t('Trusted across the Gulf', 'موثوق به في أنحاء الخليج'),
      logos: [
        { name: t('Gulf Bank', 'بنك الخليج'), image: logo },
        { name: t('Gulf Bank Oman', 'بنك الخليج عُمان'), image: logo, link: { kind: 'url', url: 'https://example.com' } },
      ],
    },
    {
      type: 'caseStudy',
      id: 'story',
      anchor: 'gulf-bank',
      eyebrow: t('Case study', 'دراسة حالة'),
      title: t('A private assistant for 4,000 bankers', 'مساعد خاص لأربعة آلاف مصرفي'),
      client: t('Gulf Bank', 'بنك الخليج'),
      logo,
      challenge: t('Customer data could not leave the country.', 'لم يكن بالإمكان أن تغادر بيانات العملاء الدولة.'),
      solution: t('Sovra Core on premise, with Vault for documents.', 'سوفرا Core داخل المقر، مع Vault للمستندات.'),
      outcome: t('Answers in seconds, in Arabic and English.', 'إجابات في ثوانٍ، بالعربية والإنجليزية.'),
      figures: [
        { value: t('6 weeks', '6 أسابيع'), label: t('to production', 'حتى التشغيل') },
        { value: t('40%', '40%'), label: t('less time per request', 'وقت أقل لكل طلب') },
      ],
      quote: {
        text: t('It speaks our customers’ language.', 'إنه يتحدث لغة عملائنا.'),
        author: t('Omar Haddad', 'عمر حداد'),
        role: t('CIO', 'مدير تقنية المعلومات'),
      },
      action: { label: t('Talk to us', 'تواصل معنا'), link: { kind: 'url', url: '/#contact' }, style: 'secondary' },
    },
    {
      type: 'statistics',
      id: 'figures',
      tone: 'tint',
      title: t('In numbers', 'بالأرقام'),
      items: [
        { value: t('27', '27'), label: t('deployments', 'عملية نشر') },
        { value: t('6', '6'), label: t('countries', 'دول') },
        { value: t('24/7', 'على مدار الساعة'), label: t('local support', 'دعم محلي') },
      ],
    },
    {
      type: 'testimonial',
      id: 'quote',
      quote: t('We had a working assistant before the quarter ended.', 'كان لدينا مساعد يعمل قبل نهاية الربع.'),
      author: t('Layla Al Mansouri', 'ليلى المنصوري'),
      role: t('Head of Operations', 'رئيسة العمليات'),
      organisation: t('Gulf Bank', 'بنك الخليج'),
      photo: face,
    },
    {
      type: 'team',
      id: 'team',
      title: t('The team', 'الفريق'),
      members: [
        {
          name: t('Layla Al Mansouri', 'ليلى المنصوري'),
          role: t('Head of delivery', 'رئيسة التنفيذ'),
          bio: t('Ten years of data centres.', 'عشر سنوات في مراكز البيانات.'),
          photo: face,
        },
        { name: t('Omar Haddad', 'عمر حداد'), role: t('Solutions architect', 'مهندس حلول') },
      ],
    },
    {
      type: 'certifications',
      id: 'badges',
      tone: 'tint',
      title: t('Certified', 'معتمدون'),
      badges: [
        { name: t('ISO 27001', 'ISO 27001'), description: t('Information security management.', 'إدارة أمن المعلومات.') },
        { name: t('SOC 2 Type II', 'SOC 2 Type II'), image: logo },
      ],
    },
    {
      type: 'pricing',
      id: 'plans',
      title: t('Plans', 'الباقات'),
      plans: [
        {
          name: t('Starter', 'المبتدئة'),
          price: t('AED 9,000', '9,000 درهم'),
          period: t('a month', 'شهريًا'),
          features: [t('One model', 'نموذج واحد'), t('Email support', 'دعم بالبريد')],
          action: { label: t('Book a demo', 'احجز عرضًا'), link: booking },
        },
        {
          name: t('Enterprise', 'المؤسسات'),
          price: t('On request', 'حسب الطلب'),
          description: t('For regulated organisations.', 'للمؤسسات الخاضعة للتنظيم.'),
          features: [t('Every model', 'كل النماذج'), t('24/7 support', 'دعم على مدار الساعة'), t('Air-gapped option', 'خيار معزول')],
          highlighted: true,
          action: { label: t('Talk to us', 'تواصل معنا'), link: { kind: 'url', url: '/#contact' } },
        },
      ],
      footnote: t('Prices exclude VAT.', 'الأسعار لا تشمل ضريبة القيمة المضافة.'),
    },
  ];
  const response = await fetch(`${baseUrl()}/api/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      path,
      status: 'published',
      translations: { en: { title: 'Proof', description: 'Our clients, in numbers.' }, ar: { title: 'الإثبات', description: 'عملاؤنا بالأرقام.' } },
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

  it('written in Arabic only, is read in Arabic whichever language is asked for: its words marked Arabic and right to left, its address the Arabic one', async () => {
    const arabic = `${path}-ar`;
    const made = await fetch(`${baseUrl()}/api/pages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        path: arabic,
        status: 'published',
        translations: { ar: { title: 'من نحن' } },
        blocks: [{ type: 'hero', id: 'intro', variant: 'page', title: t('', 'من نحن'), actions: [], highlights: [], facts: [] }],
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
