import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeJavaScriptBudgetKb, initialScripts, readManifest } from '../../api/scripts/pageScripts.ts';
import { productPaths } from '../src/paths.ts';
import { baseUrl, fontsSettled, islandReady, launchBrowser, newContext, pageReady } from './browser.ts';

// Budgets on the production build (built by globalSetup): what the home page and the blog make a
// phone download and run before they can be used, that no public page loads Relay or React Router,
// and where fonts come from.

const webDist = resolve(import.meta.dirname, '../../dist/web');

/**
 * The blog's list and an article, the same way: their start and their plain islands (the list's
 * search and "load more"; the article's share button, and its view beacon): 10.15 KB (the list, since
 * a topic takes the words typed along: issue 24) and 10.02 KB (an article) when last measured; the
 * whole app (React, React Router, Relay) hydrating them loaded 227 and 232.
 */
const blogJavaScriptBudgetKb = 10.5;

/**
 * The same page once all three of its islands (the demo assistant, the solution finder, the contact
 * form) have run: React DOM, styled-components and i18next (98 KB as one chunk), the islands' code
 * and their words. 130.2 KB when last measured (issue 23: links to any page a page may have, told by
 * pagePaths.ts, and pages' words from their blocks); the app hydrating the whole page loaded 161.
 */
const homeWithIslandsJavaScriptBudgetKb = 131;

const manifest = () => readManifest(webDist);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Loads a page until its code runs and the network is quiet; returns every URL it requested, by resource type. */
async function load(path: string, options: { language?: 'en' | 'ar' } = {}, inspect?: (page: Page) => Promise<void>) {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  const requests: { type: string; url: URL }[] = [];
  page.on('request', (request) => requests.push({ type: request.resourceType(), url: new URL(request.url()) }));
  try {
    await page.goto(path);
    await pageReady(page);
    await page.waitForLoadState('networkidle');
    await inspect?.(page);
    return requests;
  } finally {
    await context.close();
  }
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length / 1024;

describe('budgets', () => {
  /** The scripts a page load requested (each once), with their gzip sizes; logged. */
  function measured(label: string, requests: { type: string; url: URL }[]) {
    const scripts = [...new Set(requests.filter((r) => r.type === 'script').map((r) => r.url.pathname.slice(1)))];
    const sizes = scripts.map((file) => ({ file, kb: gzipKb(file) }));
    const total = sizes.reduce((sum, { kb }) => sum + kb, 0);
    const detail = sizes.map(({ file, kb }) => `${file} ${kb.toFixed(1)}`).join(', ');
    console.log(`${label}: ${total.toFixed(1)} KB gzip in ${scripts.length} files (${detail})`);
    return { scripts, total, detail };
  }

  it(`the home page loads at most ${homeJavaScriptBudgetKb} KB of JavaScript (gzip) before it is interactive, and no React`, async () => {
    for (const path of ['/', '/?lang=ar']) {
      const { scripts, total, detail } = measured(`Home page JavaScript (${path})`, await load(path));
      // Exactly the files the bench counts from the server's HTML and the build's manifest
      // (`BENCH_ONLY=scripts`), so its figure is this one.
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect([...scripts].sort(), path).toEqual(initialScripts(html, manifest()).sort());
      expect(total, detail).toBeLessThanOrEqual(homeJavaScriptBudgetKb);
      expect(scripts.filter((file) => /^assets\/(react|vendor|main)-/.test(file))).toEqual([]);
    }
  });

  for (const path of ['/blog', '/blog/private-llm-deployment-middle-east-enterprises?lang=ar']) {
    it(`${path} loads at most ${blogJavaScriptBudgetKb} KB of JavaScript (gzip) before it is interactive, and no React`, async () => {
      const { scripts, total, detail } = measured(`JavaScript of ${path}`, await load(path));
      expect(total, detail).toBeLessThanOrEqual(blogJavaScriptBudgetKb);
      expect(scripts.filter((file) => /^assets\/(react|vendor|main)-/.test(file))).toEqual([]);
    });
  }

  it(`with its three islands run, the home page has loaded at most ${homeWithIslandsJavaScriptBudgetKb} KB`, async () => {
    const requests = await load('/', {}, async (page) => {
      for (const island of ['DemoAssistant', 'SolutionFinder', 'ContactForm'] as const) await islandReady(page, island);
      await page.waitForLoadState('networkidle');
    });
    const { total, detail } = measured('Home page JavaScript with its islands', requests);
    expect(total, detail).toBeLessThanOrEqual(homeWithIslandsJavaScriptBudgetKb);
    // Their words are namespaces of their own (islands/registry.ts), not the home page's copy (content).
    // The pages' copy is not even built: it lies beside the seed (api/src/services/pages/copy).
    expect(Object.keys(manifest()).filter((key) => /\/locales\/\w+\/(?:content|hero|useCases|regional)\b/.test(key))).toEqual([]);
  });

  it('before its first paint a server-rendered page downloads only its first script (about 1 KB); the app follows the paint', async () => {
    for (const path of ['/', '/blog', '/?lang=ar', '/blog/private-llm-deployment-middle-east-enterprises']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const outsideTemplate = html.replace(/<template[\s\S]*?<\/template>/g, '');
      const listed = [...html.matchAll(/<template id="app-preloads">([\s\S]*?)<\/template>/g)].map(([, links]) => links);
      expect(outsideTemplate, path).not.toMatch(/rel="(module)?preload"/);
      const firstScripts = [...outsideTemplate.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"/g)].map(([, file]) => file);
      expect(firstScripts, path).toHaveLength(1);
      expect(gzipKb(firstScripts[0]), path).toBeLessThan(2);
      // What runs next is listed for boot.ts to preload after the paint: the page's start, and
      // neither React nor the app.
      expect(listed, path).toHaveLength(1);
      expect(listed[0], path).toMatch(/assets\/start-[^"]+\.js/);
      expect(listed[0], path).not.toMatch(/assets\/(react|vendor|main|HomePage|BlogListPage|ArticlePage)-/);
    }
  });

  it('nothing moves as the home page loads on a phone, in either language (layout shifts sum to 0)', async () => {
    // Every layout shift the page reports from its first paint, with what moved (recorded from the
    // start: the buffer of a late observer is not reliable). No input is given, so none is left out.
    const recordShifts = `window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__shifts.push({ value: entry.value, moved: entry.sources.map((s) => s.node ? (s.node.outerHTML ?? s.node.textContent).slice(0, 80) : '?') });
      }).observe({ type: 'layout-shift', buffered: true });`;
    for (const path of ['/', '/?lang=ar']) {
      // Several loads: what moves may depend on when a font or a chunk of the page arrives.
      for (let load = 0; load < 3; load++) {
        const context = await newContext(browser, { viewport: 'phone' });
        try {
          const page = await context.newPage();
          // A phone's slower CPU (Lighthouse's 4x), where the browser paints a page it has parsed only in part.
          await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.addInitScript(recordShifts);
          await page.goto(path);
          await pageReady(page);
          await fontsSettled(page);
          await page.waitForLoadState('networkidle');
          const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);
          expect(shifts, `${path}, load ${load + 1}: ${JSON.stringify(shifts)}`).toEqual([]);
        } finally {
          await context.close();
        }
      }
    }
  });

  it('Relay and React Router are loaded by no public page: the home page, a product page, the blog, an article', async () => {
    // The chunks holding their code, by their source maps.
    const scripts = [...new Set(Object.values(manifest()).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
    const chunksOf = (library: RegExp) =>
      scripts.filter((file) => {
        if (!existsSync(join(webDist, `${file}.map`))) return false; // a helper of the bundler's own
        const { sources } = JSON.parse(readFileSync(join(webDist, `${file}.map`), 'utf8')) as { sources: string[] };
        return sources.some((source) => library.test(source));
      });
    const relayChunks = chunksOf(/node_modules\/(react-relay|relay-runtime)\//);
    const routerChunks = chunksOf(/node_modules\/react-router\//);
    expect(relayChunks.length, 'the Relay chunk in the build manifest').toBeGreaterThan(0);
    expect(routerChunks.length, 'the React Router chunk in the build manifest').toBeGreaterThan(0);
    for (const path of ['/', productPaths[0], '/blog', '/blog?tag=roi', '/blog/private-llm-deployment-middle-east-enterprises']) {
      const requested = (await load(path)).map((r) => r.url.pathname.slice(1));
      expect(
        requested.filter((file) => relayChunks.includes(file) || routerChunks.includes(file)),
        path,
      ).toEqual([]);
    }
  });

  it('fonts come from our origin only: Latin on an English page, Arabic (IBM Plex Sans Arabic) on an Arabic one', async () => {
    const fontFiles = async (path: string, language: 'en' | 'ar', check: (page: Page) => Promise<void>) => {
      const fonts = (await load(path, { language }, check)).filter((r) => r.type === 'font');
      for (const { url } of fonts) expect(url.origin, url.href).toBe(baseUrl());
      return fonts.map((r) => r.url.pathname);
    };

    const english = await fontFiles('/', 'en', async () => {});
    expect(english.some((file) => file.includes('-latin-'))).toBe(true);
    expect(
      english.filter((file) => file.includes('-arabic-arabic-')),
      'no Arabic glyphs on an English page',
    ).toEqual([]);

    const arabic = await fontFiles('/blog/private-llm-deployment-middle-east-enterprises', 'ar', async (page) => {
      const used = await page.evaluate(async () => {
        await document.fonts.ready;
        const h1 = document.querySelector('h1')!;
        return {
          family: getComputedStyle(h1).fontFamily,
          loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
          rendersArabic: document.fonts.check(`700 32px "Sovra Arabic"`, h1.textContent ?? ''),
        };
      });
      expect(used.family).toMatch(/^"?Sovra Arabic"?,/);
      expect(used.loaded).toContain('Sovra Arabic');
      expect(used.rendersArabic).toBe(true);
    });
    expect(arabic.some((file) => file.includes('-arabic-arabic-'))).toBe(true);
    // Its Latin words in the Arabic's two weights: no Latin semibold to download (20 KB before the cover, LCP).
    expect(arabic.filter((file) => file.includes('-latin-600-'))).toEqual([]);
  });
});
