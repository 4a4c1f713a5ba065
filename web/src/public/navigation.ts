import { reportPageView } from '../analytics/beacon.ts';
import { languageDetector } from '../i18n/detector.ts';
import { directionOf, toLanguage } from '../i18n/languages.ts';
import { isIslandPage } from '../paths.ts';
import { forgetSsrPayload, payloadElementId, readSsrPayload } from '../ssr/payload.ts';
import { scrollToHash, showNewPage } from '../layout/scrolling.ts';
import { unmountIslands, watchIslands } from './islands.ts';

// Moving between pages of islands without a page load: the next page's server HTML (from the public
// cache) replaces the content, the head and the islands; the address, the scroll and the focus
// follow as they do in the app (layout/scrolling.ts, one way for both). The language switch is the same
// move, in place. A link to anything else (the blog, the admin panel) loads its page.

/** The head's tags that belong to the page (the rest, the app's own, stay). */
const pageHeadTags =
  'title, meta[name="description"], meta[name="robots"], meta[property], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"], style[data-page-styles]';

/** Where the reader is, kept in the history entry, for Back and Forward. */
const rememberScroll = () => history.replaceState({ ...(history.state as object), scrollY: window.scrollY }, '');

let current = 0;

/** Replaces the page by the server's page at `url`; false when it cannot (then the browser loads it). */
async function swap(url: URL): Promise<boolean> {
  const visit = ++current;
  let html: string;
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    if (!response.ok) return false;
    html = await response.text();
  } catch {
    return false;
  }
  if (visit !== current) return true; // a later visit took over
  const next = new DOMParser().parseFromString(html, 'text/html');
  const root = next.getElementById('root');
  if (!root?.hasAttribute('data-islands')) return false;
  unmountIslands();
  document.head.querySelectorAll(pageHeadTags).forEach((tag) => tag.remove());
  document.head.append(...next.head.querySelectorAll(pageHeadTags));
  const language = toLanguage(next.documentElement.lang);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  document.getElementById('root')!.replaceChildren(...root.childNodes);
  const payload = document.getElementById(payloadElementId);
  if (payload) payload.textContent = next.getElementById(payloadElementId)?.textContent ?? '';
  forgetSsrPayload();
  watchIslands(document.getElementById('root')!);
  return true;
}

/** Goes to a page of islands as a link would: a new history entry, the top of the page or its #target. */
async function go(url: URL) {
  rememberScroll();
  const samePage = url.pathname === location.pathname && url.search === location.search;
  if (samePage && url.hash) {
    history.pushState({}, '', url);
    return void scrollToHash(url.hash);
  }
  if (!(await swap(url))) return location.assign(url);
  history.pushState({}, '', url);
  reportPageView(url.pathname);
  if (url.hash) return void scrollToHash(url.hash);
  showNewPage();
}

/**
 * The page in another language, in place: the address keeps its form (it follows only when it
 * named a language), the reader's place and focus stay, and the choice is stored as the app stores it.
 */
export async function switchLanguage(url: URL) {
  const language = toLanguage(url.searchParams.get('lang') ?? undefined);
  languageDetector.cacheUserLanguage?.(language);
  const hadFocus = document.activeElement?.closest('[hreflang]') !== null;
  const scrollY = window.scrollY;
  if (!(await swap(url))) return location.assign(url);
  if (new URLSearchParams(location.search).has('lang')) history.replaceState(history.state, '', url);
  window.scrollTo({ top: scrollY, behavior: 'instant' });
  if (hadFocus) document.querySelector<HTMLElement>('header a[hreflang]')?.focus();
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

export function startNavigation() {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a');
    if (!link || !isPlainClick(event) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    // "Book a demo" with a booking calendar: its dialog, drawn by React at this click.
    const booking = link.hasAttribute('data-book-demo') ? readSsrPayload()?.settings?.bookingWidgetUrl : null;
    if (booking) {
      event.preventDefault();
      return void import('../islands/booking.tsx').then((m) => m.openBooking(booking));
    }
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || !isIslandPage(url.pathname)) return;
    event.preventDefault();
    if (link.matches('header a[hreflang]')) void switchLanguage(url);
    else void go(url);
  });
  addEventListener('popstate', () => {
    const scrollY = (history.state as { scrollY?: number } | null)?.scrollY;
    void swap(new URL(location.href)).then((swapped) => {
      if (!swapped) return location.reload();
      window.scrollTo({ top: scrollY ?? 0, behavior: 'instant' });
      reportPageView(location.pathname);
    });
  });
}
