import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const scrollToHashDelayMs = 100;

/** On a new path, scrolls smoothly to the top; with a hash, to its target after 100 ms. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);

  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, scrollToHashDelayMs);
    return () => clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}
