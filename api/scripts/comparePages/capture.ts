// How `npm run compare-pages` looks at one page of one version: loaded in Chromium, settled as a
// visitor who scrolled through it would see it, read (text, headings, links) and photographed.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { normalizeLine, textLines, type PageReading } from './diff.ts';

export const widths = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type Width = keyof typeof widths;

/**
 * `settled`: JavaScript on, its code run and done. `firstPaint`: JavaScript on but no script file
 * loads, so the page is what the browser paints before the page's code runs (the server's HTML and
 * styles; unlike JavaScript off, no `<noscript>` content). `noScript`: JavaScript off.
 */
export type Mode = 'settled' | 'firstPaint' | 'noScript';

export interface Capture {
  status: number;
  reading: PageReading;
  png: Buffer | null;
  /**
   * The first paint's page height with the blocks below the fold not yet drawn (each at its
   * estimated height), then drawn: where they differ, the page grows or shrinks as a reader scrolls.
   */
  heights?: { estimated: number; drawn: number };
  /** What did not settle in time, for the report. */
  notes: string[];
}

/** A visitor's browser profile for one mode and width, every page of it sequential. */
export async function newCaptureContext(browser: Browser, mode: Mode, width: Width): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: widths[width],
    locale: 'en-US',
    javaScriptEnabled: mode !== 'noScript',
    // Nothing animates between two screenshots of the same state (smooth scrolls, transitions).
    reducedMotion: 'reduce',
    // Only to add the style below: the site's policy forbids inline styles a page did not send.
    bypassCSP: true,
  });
  if (mode === 'firstPaint') await context.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.fallback()));
  return context;
}

// Blocks below the fold skip their drawing until they near the screen (content-visibility: auto,
// web/src/theme/belowTheFold.ts), so a full-page screenshot would show them blank: drawn here,
// at their real height, as a visitor scrolling to them sees them.
const drawEverything = '* { content-visibility: visible !important; }';

/** Loads `url` in a new page of the context, lets it settle, reads it and (unless `noScript`) photographs it. */
export async function capturePage(context: BrowserContext, url: string, mode: Mode): Promise<Capture> {
  const page = await context.newPage();
  const pending = trackRequests(page);
  const notes: string[] = [];
  const waitFor = async (condition: () => boolean, unmet: string) => {
    const met = await page.waitForFunction(inPage(condition), undefined, { timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    if (!met) notes.push(`${unmet} within 15 s`);
  };
  const pageHeight = () => page.evaluate<number>(inPage(laidOutWithFonts));
  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const estimated = mode === 'firstPaint' ? await pageHeight() : 0;
    // Added as an element, not by addStyleTag, which waits for the style's load event: never fired without JavaScript.
    await page.evaluate(inPage(addStyle, drawEverything));
    if (mode === 'settled') {
      await waitFor(pageCodeRan, 'its code never said it ran (no html[data-enhanced], no React on the h1)');
      await page.evaluate(inPage(scrollThrough));
      // Each island the scroll brought near the screen has run (none on a version without islands).
      await waitFor(islandsRan, 'an island never ran (no data-hydrated)');
    }
    if (mode !== 'noScript' && !(await pending.quiet(300, 15_000))) notes.push('requests still pending after 15 s');
    const drawn = mode === 'noScript' ? 0 : await pageHeight();
    const reading = readingOf(await page.evaluate<RawReading>(inPage(readPage)), new URL(url).origin);
    const png = mode === 'noScript' ? null : await page.screenshot({ fullPage: true, animations: 'disabled', timeout: 60_000 });
    const heights = mode === 'firstPaint' ? { estimated, drawn } : undefined;
    return { status: response?.status() ?? 0, reading, png, heights, notes };
  } finally {
    await page.close();
  }
}

/**
 * A function's source to run in the page with its argument. tsx names the closures it compiles
 * (`__name(fn, "name")`), a helper the page lacks: the page gets one that does nothing.
 */
export const inPage = (fn: (arg: never) => unknown, arg?: unknown) =>
  `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg) ?? ''}); })()`;

function addStyle(css: string) {
  document.head.append(Object.assign(document.createElement('style'), { textContent: css }));
}

/**
 * The page's height once the fonts its text needs are in. Only laying text out starts loading its
 * fonts, and `document.fonts.ready` waits only for loads already started; a font arriving can
 * lay out text needing another: so until a frame after the fonts are in, the height holds.
 */
async function laidOutWithFonts() {
  const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
  let height = document.documentElement.scrollHeight;
  for (let round = 0; round < 10; round++) {
    await document.fonts.ready;
    await frame();
    const now = document.documentElement.scrollHeight;
    if (now === height && document.fonts.status === 'loaded') break;
    height = now;
  }
  return height;
}

/** The page's own code has run: a page of islands' enhancements, or the blog's React app. */
function pageCodeRan() {
  return (
    document.documentElement.hasAttribute('data-enhanced') || Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber'))
  );
}

function islandsRan() {
  return document.querySelector('[data-island]:not([data-hydrated])') === null;
}

/** Scrolls to the bottom a screen at a time and back, as a reader would: islands near the screen start, lazy images load. */
async function scrollThrough() {
  // A frame drawn, and the tasks it queued (intersection observers' callbacks) run.
  const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
  for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight) {
    scrollTo({ top, behavior: 'instant' });
    await frame();
  }
  scrollTo({ top: 0, behavior: 'instant' });
  await frame();
}

/** Requests in flight; `quiet` waits until none has been for `idleMs`, false if that never happens within `timeoutMs`. */
function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async quiet(idleMs: number, timeoutMs: number): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight <= 0 && Date.now() - lastChange >= idleMs) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    },
  };
}

interface RawReading {
  parts: Record<'main' | 'header' | 'footer', string>;
  headings: { level: string; text: string; hidden: boolean }[];
  links: { text: string; href: string }[];
}

/** Runs in the page: the text of the page's main, header and footer (not those of an article inside main), its headings and links. */
function readPage(): RawReading {
  const outside = (tag: string) => [...document.querySelectorAll<HTMLElement>(tag)].find((element) => !element.parentElement?.closest('main, article'));
  const text = (element: HTMLElement | undefined) => element?.innerText ?? '';
  return {
    parts: { main: text(outside('main')), header: text(outside('header')), footer: text(outside('footer')) },
    headings: [...document.querySelectorAll<HTMLElement>('h1, h2, h3')].map((heading) => ({
      level: heading.tagName.toLowerCase(),
      text: heading.innerText,
      hidden: !heading.checkVisibility(),
    })),
    links: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((link) => ({
      text: link.innerText.trim() || link.getAttribute('aria-label') || link.querySelector('img')?.alt || '',
      href: link.getAttribute('href') ?? '',
    })),
  };
}

/** The reading, each server's own origin written `{origin}` (also inside share links' parameters) so two servers' links compare equal. */
function readingOf(raw: RawReading, origin: string): PageReading {
  const local = (text: string) => text.split(origin).join('{origin}').split(encodeURIComponent(origin)).join('{origin}');
  return {
    main: textLines(local(raw.parts.main)),
    header: textLines(local(raw.parts.header)),
    footer: textLines(local(raw.parts.footer)),
    outline: raw.headings.map((h) => `${h.level}${h.hidden ? ' (hidden)' : ''} ${normalizeLine(h.text)}`),
    links: raw.links.map((link) => `${normalizeLine(local(link.text))} → ${local(link.href)}`),
  };
}
