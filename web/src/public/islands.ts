import type { Root } from 'react-dom/client';

// When each island of the page runs: as it comes near the screen, or at the visitor's first touch,
// key or focus inside it. Until then it is the server's HTML (its forms work without the app), and
// a page whose islands stay out of sight never downloads React.

const roots = new Map<HTMLElement, Promise<Root | null>>();
let observer: IntersectionObserver | null = null;

function wake(element: HTMLElement) {
  if (roots.has(element)) return;
  for (const child of element.children) observer?.unobserve(child);
  roots.set(
    element,
    import('../islands/hydrate.tsx').then((m) => m.hydrateIsland(element)),
  );
}

const nearIsland = (event: Event) => {
  const element = (event.target as Element | null)?.closest?.<HTMLElement>('[data-island]');
  if (element) wake(element);
};

/** Watches the islands under `scope` (the page, or the content a navigation put in). */
export function watchIslands(scope: ParentNode) {
  const elements = [...scope.querySelectorAll<HTMLElement>('[data-island]')];
  if (!elements.length) return;
  observer ??= new IntersectionObserver(
    (entries) => entries.forEach((entry) => entry.isIntersecting && wake(entry.target.closest<HTMLElement>('[data-island]')!)),
    { rootMargin: '300px 0px' },
  );
  // Its children: the island's own element has no box (display: contents), so it never intersects.
  for (const element of elements) for (const child of element.children) observer.observe(child);
}

/** Unmounts every island: the page is about to be replaced. */
export function unmountIslands() {
  observer?.disconnect();
  for (const root of roots.values()) void root.then((mounted) => mounted?.unmount());
  roots.clear();
}

for (const type of ['pointerdown', 'focusin', 'keydown']) addEventListener(type, nearIsland, { capture: true, passive: true });
