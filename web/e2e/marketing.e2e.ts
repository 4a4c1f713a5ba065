import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startSiteServer, type SiteServer } from '../../api/scripts/siteServer.ts';
import { marketingPages } from '../src/paths.ts';
import { accessibilityProblems, baseUrl, fontsSettled, islandReady, launchBrowser, newContext, pageReady, screenshot } from './browser.ts';

// The marketing site as a visitor meets it: every page reachable from the home page, the menus by
// keyboard and touch, the demo assistant, the solution finder and the booking fallback.

const arabic = /[\u0600-\u06FF]/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function visit(path: string, options: Parameters<typeof newContext>[1] = {}) {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

describe('a crawl from the home page, as the server sends it (no JavaScript)', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`reaches all 18 marketing pages in ${language}, and every internal link answers 200`, async () => {
      const seen = new Map<string, number>();
      const queue = ['/'];
      while (queue.length) {
        const path = queue.shift()!;
        if (seen.has(path)) continue;
        const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie: `lang=${language}` } });
        seen.set(path, response.status);
        if (!response.ok || path.startsWith('/blog/')) continue;
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${language}"`);
        for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
          if (!href.startsWith('/admin') && !seen.has(href)) queue.push(href);
        }
      }
      const failed = [...seen].filter(([, status]) => status !== 200);
      expect(failed).toEqual([]);
      for (const page of marketingPages) expect(seen.has(page.path), page.path).toBe(true);
      expect(seen.has('/blog')).toBe(true);
    });
  }

  it('serves a sitemap with every public page in both languages, and keeps /admin out of robots.txt', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    for (const page of marketingPages) {
      expect(sitemap).toContain(`<loc>${baseUrl()}${page.path}?lang=en</loc>`);
      expect(sitemap).toContain(`<loc>${baseUrl()}${page.path}?lang=ar</loc>`);
    }
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toMatch(/Disallow: \/admin/);
    expect(robots).toMatch(/Sitemap: /);
  });
});

describe('the header menus', () => {
  it('open by keyboard, one at a time, close with Escape (focus back on the button) and by a click elsewhere', async () => {
    const { page, close } = await visit('/', { language: 'en' });
    await pageReady(page);
    const products = page.locator('#menu-products');
    const solutions = page.locator('#menu-solutions');
    await products.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => products.getAttribute('open')).not.toBeNull();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Sovra Core');
    await page.keyboard.press('Escape');
    await expect.poll(() => products.getAttribute('open')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.closest('details')?.id)).toBe('menu-products');

    await page.keyboard.press('Space');
    await expect.poll(() => products.getAttribute('open')).not.toBeNull();
    await solutions.locator('summary').click();
    await expect.poll(() => solutions.getAttribute('open')).not.toBeNull();
    expect(await products.getAttribute('open')).toBeNull();
    await page.locator('#what-is-title').click();
    await expect.poll(() => solutions.getAttribute('open')).toBeNull();
    await screenshot(page, 'menu-closed-en');
    await close();
  });

  it('lead to every product, solution and deployment page, and close on arrival', async () => {
    const { page, close } = await visit('/', { language: 'ar' });
    await pageReady(page);
    await page.locator('#menu-deployments summary').click();
    await screenshot(page, 'menu-deployment-ar');
    const links = await page.locator('header nav details a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    for (const pageInfo of marketingPages.filter((p) => p.section !== 'legal')) expect(links).toContain(pageInfo.path);
    await page.locator('#menu-deployments a[href="/air-gapped-environments"]').click();
    await page.waitForURL('**/air-gapped-environments');
    await expect.poll(() => page.locator('#menu-deployments').getAttribute('open')).toBeNull();
    expect(await page.locator('h1').textContent()).toMatch(arabic);
    await close();
  });

  it('work on a phone: the menu opens by touch, lists every page and closes after navigating; it opens without JavaScript too', async () => {
    const { page, close } = await visit('/sovra-core', { language: 'en', viewport: 'phone' });
    await pageReady(page);
    const menu = page.locator('header details').filter({ has: page.getByText('Open menu') });
    await menu.locator('summary').click();
    const sheet = page.getByRole('navigation', { name: 'Main navigation' });
    await sheet.getByRole('link', { name: 'Regional implementation' }).waitFor();
    await screenshot(page, 'phone-menu-en');
    await sheet.getByRole('link', { name: 'Regional implementation' }).click();
    await page.waitForURL('**/regional-ai-implementation');
    await expect.poll(() => menu.getAttribute('open')).toBeNull();
    await close();

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL: baseUrl() });
    const plain = await context.newPage();
    await plain.goto('/?lang=ar');
    await plain.locator('header details summary').last().click();
    expect(await plain.locator('header details[open] a[href="/sovra-vault"]').isVisible()).toBe(true);
    await context.close();
  });
});

describe('switching language on a marketing page', () => {
  it('changes text, lang, dir and title in place, without a reload', async () => {
    const { page, close } = await visit('/sovra-vault', { language: 'en' });
    await pageReady(page);
    const englishTitle = await page.title();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: /Switch language/ }).click();
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    await expect.poll(async () => (await page.locator('h1').textContent()) ?? '').toMatch(arabic);
    await expect.poll(() => page.title()).toMatch(arabic);
    expect(await page.title()).not.toBe(englishTitle);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await screenshot(page, 'vault-switched-ar');
    await close();
  });
});

describe('the demo assistant', () => {
  it('greets, shows it is typing, then answers a question in English from its sample answers', async () => {
    const { page, close } = await visit('/#assistant', { language: 'en' });
    await islandReady(page, 'DemoAssistant');
    const log = page.getByRole('log');
    expect(await log.getAttribute('aria-live')).toBe('polite');
    expect(await log.textContent()).toContain('Hello');
    await page.getByLabel('Your question').fill('What does it cost per month for us?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('The assistant is typing…').waitFor();
    await expect.poll(() => log.locator('li').count()).toBe(3);
    expect(await log.locator('li').last().textContent()).toContain('AED 5,000');
    expect(await page.getByText('The assistant is typing…').count()).toBe(0);
    await page.getByRole('link', { name: 'Do your models support Arabic?' }).click();
    await expect.poll(() => log.locator('li').count()).toBe(5);
    await screenshot(page, 'assistant-en');
    await close();
  });

  it('answers in Arabic by Arabic keywords, and answers without JavaScript too', async () => {
    const { page, close } = await visit('/', { language: 'ar' });
    await islandReady(page, 'DemoAssistant');
    await page.locator('#assistant-question').fill('كم تستغرق عملية النشر؟');
    await page.locator('#assistant-question').press('Enter');
    const log = page.getByRole('log');
    await expect.poll(() => log.locator('li').count()).toBe(3);
    expect(await log.locator('li').last().textContent()).toMatch(/أسابيع/);
    await close();

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const plain = await context.newPage();
    await plain.goto('/?lang=en');
    await plain.locator('#assistant-question').fill('Do you support GDPR?');
    await plain.locator('#assistant-question').press('Enter');
    await plain.waitForURL(/ask=/);
    expect(await plain.locator('[role="log"] li').count()).toBe(3);
    expect(await plain.locator('[role="log"] li').last().textContent()).toContain('GDPR');
    await context.close();
  });
});

describe('the solution finder', () => {
  it('points three answers to a solution page, a deployment page and articles', async () => {
    const { page, close } = await visit('/#finder', { language: 'en' });
    await islandReady(page, 'SolutionFinder');
    const finder = page.locator('#finder');
    await finder.getByLabel('Large enterprise or government entity').check();
    await finder.getByLabel('In our own data centre').check();
    await finder.getByLabel('Meeting regulatory requirements').check();
    const match = finder.locator('a.match');
    await match.waitFor();
    expect(await match.getAttribute('href')).toBe('/ai-compliance-solutions');
    expect(await finder.locator('a[href="/on-premise-deployment"]').count()).toBe(1);
    expect(await finder.locator('a[href^="/blog/"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'finder-en');
    await match.click();
    await page.waitForURL('**/ai-compliance-solutions');
    await close();
  });

  it('works as a plain form without JavaScript, in Arabic', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('#finder input[name="size"][value="sme"]').check();
    await page.locator('#finder input[name="deployment"][value="cloud"]').check();
    await page.locator('#finder input[name="priority"][value="cost"]').check();
    await page.locator('#finder button[type="submit"]').click();
    await page.waitForURL(/priority=cost/);
    expect(await page.locator('#finder a.match').getAttribute('href')).toBe('/ai-infrastructure-smes');
    await context.close();
  });
});

describe('book a demo', () => {
  it('leads to the contact section when no booking calendar is configured', async () => {
    const { page, close } = await visit('/sovra-mesh', { language: 'en' });
    await pageReady(page);
    await page.locator('main').getByRole('link', { name: 'Book a demo' }).first().click();
    await page.waitForURL('**/#contact');
    await expect
      .poll(() => page.evaluate(() => Math.abs(document.getElementById('contact')!.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(120);
    expect(await page.locator('#contact a[href^="mailto:"]').count()).toBeGreaterThan(0);
    await close();
  });

  describe('with a booking calendar configured', () => {
    let widget: Server;
    let site: SiteServer;
    let dataDir: string;
    let widgetWorks = true;
    beforeAll(async () => {
      const port = await freePort();
      widget = createServer((request, response) => {
        if (!widgetWorks) return void response.writeHead(503).end();
        response.writeHead(200, { 'content-type': 'text/javascript' });
        response.end(`document.querySelector('[data-booking-widget]').textContent = 'Calendar ready';`);
      });
      await new Promise<void>((done) => widget.listen(port, '127.0.0.1', done));
      dataDir = mkdtempSync(join(tmpdir(), 'sovra-booking-'));
      // No misses budget (as globalSetup's server): the first renders of a new process, a few seconds
      // apart, would otherwise exceed it on a busy machine (429 for the second page).
      site = await startSiteServer({
        databaseFile: join(dataDir, 'site.db'),
        env: { BOOKING_WIDGET_URL: `http://127.0.0.1:${port}/widget.js`, PUBLIC_MISS_MS_PER_SECOND: '0' },
      });
    });
    afterAll(async () => {
      if (site && site.process.exitCode === null) {
        site.process.kill('SIGTERM');
        await new Promise((done) => site.process.once('exit', done));
      }
      widget?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('loads the calendar only when asked, and falls back to the contact section when it fails', async () => {
      const context = await browser.newContext({ baseURL: site.origin, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => request.url().includes('/widget.js') && scripts.push(request.url()));
      await page.goto('/?lang=en');
      await pageReady(page);
      expect(scripts).toEqual([]);
      await page.locator('main').getByRole('link', { name: 'Book a demo' }).first().click();
      await page.getByRole('dialog').getByText('Calendar ready').waitFor();
      expect(scripts).toHaveLength(1);
      await page.keyboard.press('Escape');
      // Again, from another button: the calendar draws again.
      await page.locator('#contact').getByRole('link', { name: 'Book a demo' }).click();
      await page.getByRole('dialog').getByText('Calendar ready').waitFor();
      await page.keyboard.press('Escape');
      await context.close();

      widgetWorks = false;
      const second = await browser.newContext({ baseURL: site.origin, viewport: { width: 1280, height: 800 } });
      const failing = await second.newPage();
      await failing.goto('/sovra-core?lang=ar');
      await pageReady(failing);
      await failing.locator('main').getByRole('link', { name: 'احجز عرضًا توضيحيًا' }).first().click();
      const alert = failing.getByRole('dialog').getByRole('alert');
      await alert.waitFor();
      await screenshot(failing, 'booking-failed-ar');
      await alert.getByRole('link').click();
      await failing.waitForURL('**/#contact');
      await second.close();
    });
  });
});

describe('navigation', () => {
  it('names the tab after the page on every navigation (back to the blog from an article too)', async () => {
    const { page, close } = await visit('/blog', { language: 'en' });
    await pageReady(page);
    const blogTitle = await page.title();
    await page.locator('article h3 a').first().click();
    await page.waitForURL('**/blog/*');
    await expect.poll(() => page.title()).not.toBe(blogTitle);
    await page.getByRole('link', { name: /Back to blog/ }).click();
    await page.waitForURL(/\/blog$/);
    await expect.poll(() => page.title()).toBe(blogTitle);
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect.poll(() => page.title()).toMatch(/^Privacy Policy/);
    await close();
  });

  it('scrolls to the top on a new page, and to a #target after 100 ms', async () => {
    const { page, close } = await visit('/', { language: 'en' });
    await pageReady(page);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.locator('footer').getByRole('link', { name: 'Sovra Vault' }).click();
    await page.waitForURL('**/sovra-vault');
    // A smooth scroll from the foot of a long page takes Chromium about a second (measured: 0.9 s
    // from 2,900 px), as long as expect.poll waits by default.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    await page.locator('footer').getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/#contact');
    await expect
      .poll(() => page.evaluate(() => Math.abs(document.getElementById('contact')!.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(120);
    await close();
  });
});

// Each page on a desktop (one h1, direction, title, breadcrumb, diagram, its screenshot, the language
// switch on it) is accessibility.e2e.ts's: it loads every public page once per language and checks
// all of it on that load.
describe('screenshots of each kind of page', () => {
  const pages = ['/', '/sovra-core', '/air-gapped-environments', '/regional-ai-implementation', '/privacy'];
  for (const language of ['en', 'ar'] as const) {
    for (const viewport of ['phone'] as const) {
      it(`${language} on a ${viewport}`, async () => {
        const context = await newContext(browser, { language, viewport });
        const page = await context.newPage();
        for (const path of pages) {
          await page.goto(path);
          await pageReady(page);
          // Nothing wider than the screen: no sideways scrolling on a phone.
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
          await screenshot(page, `page-${path.slice(1) || 'home'}-${language}-${viewport}`);
        }
        await context.close();
      });
    }
  }
});

describe('the narrowest phone (320 px)', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`shows every public page without sideways scrolling in ${language}`, async () => {
      const context = await browser.newContext({ viewport: { width: 320, height: 640 }, baseURL: baseUrl() });
      await context.addCookies([{ name: 'lang', value: language, url: baseUrl() }]);
      const page = await context.newPage();
      for (const path of ['/', '/blog', ...marketingPages.map((p) => p.path)]) {
        await page.goto(path);
        await pageReady(page);
        const overflow = await page.evaluate(() => {
          const wide = [...document.querySelectorAll('body *')].filter(
            (element) => element.getBoundingClientRect().right > window.innerWidth + 1 || element.getBoundingClientRect().left < -1,
          );
          return {
            by: document.documentElement.scrollWidth - window.innerWidth,
            first: wide.slice(0, 3).map((element) => `${element.tagName}.${element.className}`),
          };
        });
        expect(overflow.by, `${path}: ${overflow.first.join(', ')}`).toBeLessThanOrEqual(0);
      }
      await context.close();
    });
  }
});

describe('what an outside attack found (kept as tests)', () => {
  it('without JavaScript the Arabic assistant and finder answer in Arabic, whatever the browser language', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/?lang=ar');
    await page.locator('#assistant-question').fill('كم السعر؟');
    await page.locator('#assistant-question').press('Enter');
    await page.waitForURL(/ask=/);
    expect(page.url()).toContain('lang=ar');
    expect(await page.locator('[role="log"] li').last().textContent()).toContain('درهم');
    await page.locator('#finder input[name="size"][value="enterprise"]').check();
    await page.locator('#finder input[name="deployment"][value="hybrid"]').check();
    await page.locator('#finder input[name="priority"][value="agents"]').check();
    await page.locator('#finder button[type="submit"]').click();
    await page.waitForURL(/priority=agents/);
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.locator('#finder a.match').getAttribute('href')).toBe('/multi-model-ai-orchestration');
    // Changed answers give a new result, still without the app.
    await page.locator('#finder input[name="priority"][value="compliance"]').check();
    await page.locator('#finder button[type="submit"]').click();
    await page.waitForURL(/priority=compliance/);
    expect(await page.locator('#finder a.match').getAttribute('href')).toBe('/ai-compliance-solutions');
    await context.close();
  });

  it('keeps every header menu on screen at tablet widths, in both languages', async () => {
    for (const language of ['en', 'ar'] as const) {
      // One page resized through the widths (the menus' layout is the stylesheet's, read at each width).
      const context = await browser.newContext({ viewport: { width: 769, height: 800 }, baseURL: baseUrl() });
      const page = await context.newPage();
      await page.goto(`/?lang=${language}`);
      await pageReady(page);
      for (const width of [769, 820, 900, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        for (const section of ['products', 'solutions', 'deployments']) {
          await page.locator(`#menu-${section} summary`).click();
          const box = (await page.locator(`#menu-${section} > div`).boundingBox())!;
          expect(box.x, `${language} ${width} ${section}`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${language} ${width} ${section}`).toBeLessThanOrEqual(width);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
          await page.keyboard.press('Escape');
        }
      }
      await context.close();
    }
  });

  it('puts focus on the new page’s heading after a navigation, and on the #target after a jump', async () => {
    const { page, close } = await visit('/', { language: 'en' });
    await pageReady(page);
    await page.locator('#menu-products summary').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/sovra-core');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.locator('footer').getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact');
    await close();
  });

  it('has no accessibility problem once a question is asked, in either language', async () => {
    for (const language of ['en', 'ar'] as const) {
      const context = await newContext(browser, { language, bypassCSP: true });
      const page = await context.newPage();
      await page.goto('/');
      await islandReady(page, 'DemoAssistant');
      await page.locator('#assistant-question').fill('GDPR?');
      await page.locator('#assistant-question').press('Enter');
      await expect.poll(() => page.locator('[role="log"] li').count()).toBe(3);
      expect(await accessibilityProblems(page)).toEqual([]);
      await context.close();
    }
  });

  it('draws the blocks below the fold as they near the screen, at about the height they take, and all of them in print', async () => {
    for (const language of ['en', 'ar'] as const) {
      for (const viewport of ['phone', 'desktop'] as const) {
        const context = await newContext(browser, { language, viewport });
        const page = await context.newPage();
        for (const path of ['/', '/sovra-core']) {
          await page.goto(path);
          await fontsSettled(page);
          const footer = page.locator('#main ~ footer');
          expect(await footer.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('auto');
          const estimated = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let y = 0; y < estimated + 2000; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
          const drawn = await page.evaluate(() => document.documentElement.scrollHeight);
          // The scrollbar hardly moves as the blocks are drawn.
          expect(Math.abs(drawn - estimated) / drawn, `${language} ${viewport} ${path}: ${estimated} px estimated, ${drawn} drawn`).toBeLessThan(0.12);
          await page.emulateMedia({ media: 'print' });
          expect(await footer.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('visible');
          await page.emulateMedia({ media: 'screen' });
        }
        await context.close();
      }
    }
  });

  it('returns to the reader’s place on Back', async () => {
    const { page, close } = await visit('/', { language: 'en' });
    await pageReady(page);
    await page.evaluate(() => window.scrollTo(0, 2500));
    await page.waitForTimeout(100);
    await page.locator('#platform a[href="/sovra-vault"]').click();
    await page.waitForURL('**/sovra-vault');
    await page.goBack();
    await page.waitForURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2400);
    await close();
  });

  it('offers no booking card in the contact section without a calendar (it would lead to itself)', async () => {
    const html = await (await fetch(`${baseUrl()}/?lang=en`)).text();
    expect(html).not.toContain('Book a demo with our team');
  });

  it('answers a page once: no trailing-slash duplicates, no redirect to another host, canonical without tracking parameters', async () => {
    for (const [path, location] of [
      ['/sovra-core/', '/sovra-core'],
      ['/blog//', '/blog'],
      ['//evil.example/', '/evil.example'],
    ]) {
      const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(location);
    }
    const tracked = await (await fetch(`${baseUrl()}/sovra-core?utm_source=mail&gclid=1&lang=en`)).text();
    expect(tracked).toContain(`<link rel="canonical" href="${baseUrl()}/sovra-core?lang=en">`);
    const question = await fetch(`${baseUrl()}/?ask=buy+cheap+pills&lang=en`);
    expect(question.headers.get('cache-control')).toBe('no-store');
    const questionHtml = await question.text();
    expect(questionHtml).toContain('<meta name="robots" content="noindex">');
    expect(questionHtml).toContain(`<link rel="canonical" href="${baseUrl()}/?lang=en">`);
    // Unknown parameters share the page's cache entry instead of pushing others out.
    await fetch(`${baseUrl()}/sovra-mesh?lang=en`);
    for (let i = 0; i < 5; i++) expect((await fetch(`${baseUrl()}/sovra-mesh?lang=en&utm_id=${i}`)).headers.get('x-cache')).toBe('hit');
    const missing = await (await fetch(`${baseUrl()}/no-such-page`)).text();
    expect(missing).not.toContain('rel="canonical"');
  });

  it('survives a malformed #fragment', async () => {
    const { page, close } = await visit('/', { language: 'en' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await pageReady(page);
    await page.goto('/#%E0%A4%A');
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
    await close();
  });
});
