// How a page moves the reader, one way for the app (components/ScrollManager.tsx) and for pages of
// islands (public/navigation.ts): to the top and the heading of a new page, or to its #target; back where the reader was.

/** A #target is looked for this long after the page changed, once the new page has its layout. */
const scrollToHashDelayMs = 100;

/** Smooth, unless the visitor asked the system for less motion. */
const scrollBehavior = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth');

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
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}

/** The #target of `hash`, scrolled to and focused after scrollToHashDelayMs; returns a cancel. */
export function scrollToHash(hash: string): () => void {
  const timer = setTimeout(() => {
    const target = targetOf(hash);
    if (target) scrollToTarget(target);
    focusWithoutScroll(target);
  }, scrollToHashDelayMs);
  return () => clearTimeout(timer);
}

/** A new page: its top, and focus on its heading. */
export function showNewPage() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
  focusWithoutScroll(document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main'));
}

/**
 * Back where the reader was (Back, Forward, a page put in place): at once, and again two frames
 * later: blocks drawn on arrival had estimated heights (theme/belowTheFold.ts), and a smooth scroll
 * of the page before (to its top) may still have been on its way and moved it on.
 */
export function scrollBack(top: number) {
  window.scrollTo({ top, behavior: 'instant' });
  requestAnimationFrame(() => requestAnimationFrame(() => window.scrollY !== top && window.scrollTo({ top, behavior: 'instant' })));
}
