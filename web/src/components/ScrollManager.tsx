import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export const scrollToHashDelayMs = 100;

/** Smooth, unless the visitor asked the system for less motion. */
const behavior = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth');

/** Where the reader was on each visited entry of the history, to go back to it. */
const positions = new Map<string, number>();

function targetOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // not valid percent-encoding: no target
  }
}

/** Moves keyboard and screen-reader focus without scrolling (the scroll is ours). */
function focusWithoutScroll(element: HTMLElement | null) {
  if (!element) return;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Scrolls to a #target. Blocks drawn on the way had estimated heights (theme/belowTheFold.ts) and
 * may have moved it: where the scroll ends, it aims again, unless the reader took over meanwhile.
 */
function scrollToTarget(target: HTMLElement) {
  const aim = new AbortController();
  const options = { once: true, passive: true, signal: aim.signal };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) window.addEventListener(type, () => aim.abort(), options);
  window.addEventListener('scrollend', () => target.scrollIntoView({ behavior: 'instant', block: 'start' }), options);
  setTimeout(() => aim.abort(), 5000);
  target.scrollIntoView({ behavior: behavior(), block: 'start' });
}

/**
 * On a new path, scrolls to the top and moves focus to the page's heading; with a hash, to its
 * target after 100 ms. Back and forward return to where the reader was. Not on the first render:
 * the browser has already placed a page it loaded (and a reader may have scrolled since).
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const navigation = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (initial || hash) return;
    const saved = positions.get(key);
    if (navigation === 'POP' && saved !== undefined) {
      window.scrollTo({ top: saved, behavior: 'instant' });
      return;
    }
    window.scrollTo({ top: 0, behavior: behavior() });
    focusWithoutScroll(document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main'));
    // Only a new path: a new query (a blog filter) or the language keeps the reader's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hash, key and navigation are read as they are when the path changes
  }, [pathname]);

  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      const target = targetOf(hash);
      if (target) scrollToTarget(target);
      focusWithoutScroll(target);
    }, scrollToHashDelayMs);
    return () => clearTimeout(timer);
    // `key`: following the same #link again scrolls to it again.
  }, [pathname, hash, key]);

  return null;
}
