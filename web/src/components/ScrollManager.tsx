import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollToHash, showNewPage } from '../layout/scrolling.ts';

/** Where the reader was on each visited entry of the history, to go back to it. */
const positions = new Map<string, number>();

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
    showNewPage();
    // Only a new path: a new query (a blog filter) or the language keeps the reader's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hash, key and navigation are read as they are when the path changes
  }, [pathname]);

  useEffect(() => {
    if (hash) return scrollToHash(hash);
    // `key`: following the same #link again scrolls to it again.
  }, [pathname, hash, key]);

  return null;
}
