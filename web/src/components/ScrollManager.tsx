import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export const scrollToHashDelayMs = 100;

/** Smooth, unless the visitor asked the system for less motion. */
const behavior = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth');

/**
 * On a new path, scrolls to the top; with a hash, to its target after 100 ms. Not on the first
 * render: the browser has already placed a page it loaded (and a reader may have scrolled since).
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (!initial && !hash) window.scrollTo({ top: 0, behavior: behavior() });
    // Only a new path: a new query (a blog filter) or the language keeps the reader's place.
  }, [pathname]);

  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView({ behavior: behavior(), block: 'start' });
    }, scrollToHashDelayMs);
    return () => clearTimeout(timer);
    // `key`: following the same #link again scrolls to it again.
  }, [pathname, hash, key]);

  return null;
}
