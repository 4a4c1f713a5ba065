import { reportPageView } from '../analytics/beacon.ts';
import { languageDetector } from '../i18n/detector.ts';
import { directionOf, toLanguage } from '../i18n/languages.ts';
import { isIslandPage } from '../paths.ts';
import { forgetSsrPayload, payloadElementId, readSsrPayload } from '../ssr/payload.ts';
import { scrollBack, scrollToHash, showNewPage } from '../layout/scrolling.ts';
import { restoreIslands, unmountIslands, watchIslands } from './islands.ts';

// Moving between pages of islands (every public page) without a page load: the next page's server
// HTML (from the public cache) replaces the content, the head and the islands; the address, the
// scroll and the focus follow as they do in the app (layout/scrolling.ts, one way for both). The
// language switch and a link marked `data-in-place` (a blog topic) are the same move, in place: the
// reader's scroll and focus stay. A link to anything else (the admin panel, a file) loads its page.

/** The head's tags that belong to the page (the rest, the app's own, stay). */
const pageHeadTags =
  'title, meta[name="description"], meta[name="robots"], meta[property], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"], style[data-page-styles]';

/** Where the reader is, kept in the history entry, for Back and Forward. */
const rememberScroll = () => history.replaceState({ ...(history.state as object), scrollY: window.scrollY }, '');

/** The address whose page is shown (path and query): Back to another #target of it moves the scroll only. */
let shown = location.pathname + location.search;
let current = 0;

/**
 * Replaces the page by the server's page at `url` (the not-found page too): the page's address when
 * done (where a redirect led: `/sovra-core/` to `/sovra-core`), false when it cannot be (then the
 * browser loads it), null when a later visit took over. Focus stays on
 * the element of the same id, if the new page has one (the language switch, a topic); with
 * `keepTyping`, the field the reader is typing in stays the same element (nothing typed meanwhile is lost).
 */
async function swap(url: URL, keepTyping = false): Promise<URL | false | null> {
  const visit = ++current;
  let html: string | null = null;
  let landed = url;
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    if (response.ok || response.status === 404) html = await response.text();
    if (response.redirected) {
      landed = new URL(response.url);
      landed.hash = url.hash;
    }
  } catch {
    // not reached: the browser loads it (below), unless a later visit took over
  }
  // A later visit took over: this one's answer, a page or an error, is neither shown nor loaded.
  if (visit !== current) return null;
  if (html === null) return false;
  const next = new DOMParser().parseFromString(html, 'text/html');
  const root = next.getElementById('root');
  if (!root?.hasAttribute('data-islands')) return false;
  const focused = document.activeElement instanceof HTMLElement && document.activeElement.id ? document.activeElement : null;
  const typing = keepTyping && focused instanceof HTMLInputElement ? { field: focused, start: focused.selectionStart, end: focused.selectionEnd } : null;
  if (typing) next.getElementById(typing.field.id)?.replaceWith(typing.field);
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
  if (focused) document.getElementById(focused.id)?.focus({ preventScroll: true });
  typing?.field.setSelectionRange(typing.start, typing.end);
  watchIslands(document.getElementById('root')!);
  return landed;
}

/** What the reader had added to the page comes back with it (public/islands.ts). */
export const restore = () => restoreIslands((history.state ?? {}) as Record<string, unknown>);

/** `restore`, after a swap: false when another visit took over meanwhile (the scroll is then that page's). */
async function restoreSwapped(): Promise<boolean> {
  const visit = current;
  await restore();
  return visit === current;
}

/** A page shown (loaded, or put in place by a link, Back or Forward): its view counted, an article's too. */
export function countView() {
  reportPageView(location.pathname);
  const post = document.querySelector<HTMLElement>('[data-post-view]')?.dataset.postView;
  if (post) void import('../features/blog/viewBeacon.ts').then((m) => m.countPostView(post));
}

/** Goes to a page of islands as a link would: a new history entry, the top of the page or its #target. */
async function go(url: URL) {
  rememberScroll();
  if (url.pathname + url.search === shown && url.hash) {
    history.pushState({}, '', url);
    return void scrollToHash(url.hash);
  }
  const landed = await swap(url);
  if (landed === null) return;
  if (!landed) return location.assign(url);
  history.pushState({}, '', landed);
  shown = location.pathname + location.search;
  countView();
  if (landed.hash) return void scrollToHash(landed.hash);
  showNewPage();
}

/**
 * The page at `url` put in place of this one, the reader's place kept (the scroll, the focus and
 * the field being typed in, see swap): the language switch, a blog topic, a search. `entry`: a new
 * history entry (with `state`), this one replaced by it, or this one kept (the address unchanged).
 */
export async function showInPlace(url: URL, entry: 'push' | 'replace' | 'keep', state: object = {}) {
  const scrollY = window.scrollY;
  if (entry === 'push') rememberScroll();
  const landed = await swap(url, true);
  if (landed === null) return;
  if (!landed) return location.assign(url);
  if (entry === 'push') history.pushState(state, '', landed);
  if (entry === 'replace') history.replaceState(state, '', landed);
  shown = location.pathname + location.search;
  if (await restoreSwapped()) scrollBack(scrollY);
}

/**
 * The page in another language, in place: the address keeps its form (it follows only when it
 * named a language), and the choice is stored as the app stores it.
 */
export function switchLanguage(url: URL) {
  languageDetector.cacheUserLanguage?.(toLanguage(url.searchParams.get('lang') ?? undefined));
  return showInPlace(url, new URLSearchParams(location.search).has('lang') ? 'replace' : 'keep', history.state as object);
}

export const isPlainClick = (event: MouseEvent) =>
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
    else if (link.hasAttribute('data-in-place')) void showInPlace(url, 'push');
    else void go(url);
  });
  addEventListener('popstate', () => {
    const { scrollY } = (history.state ?? {}) as { scrollY?: number };
    const url = new URL(location.href);
    // Another #target of the page shown: only the scroll moves.
    if (url.pathname + url.search === shown) {
      if (scrollY !== undefined) scrollBack(scrollY);
      else if (url.hash) scrollToHash(url.hash);
      return;
    }
    void swap(url).then(async (landed) => {
      if (landed === null) return;
      if (!landed) return location.reload();
      // The entry's address now redirects (a topic gone since): the address shows where it led.
      if (landed.href !== url.href) history.replaceState(history.state, '', landed);
      shown = location.pathname + location.search;
      if (!(await restoreSwapped())) return;
      scrollBack(scrollY ?? 0);
      countView();
    });
  });
}
