import { plainIslands, type Enhance, type PlainIsland } from '../islands/plain.ts';

// When each island of the page runs: as it comes near the screen, or at the visitor's first touch,
// key or focus inside it. Until then it is the server's HTML (its links and forms work without its
// code), and a page whose React islands stay out of sight never downloads React.

/** What takes an island away when the page is replaced: React's root, or a plain island's listeners. */
interface Running {
  unmount(): void;
}

/** The plain island an element names, if it names one (else a React island). */
const plainIsland = (element: HTMLElement): PlainIsland | undefined => plainIslands[element.dataset.island as keyof typeof plainIslands];

const running = new Map<HTMLElement, Promise<Running | null>>();
let observer: IntersectionObserver | null = null;

/** Runs a plain island (islands/plain.ts) on its element; marks it as a hydrated React island is marked. */
async function enhance(element: HTMLElement, load: PlainIsland): Promise<Running | null> {
  const run = (await load()).enhance as Enhance<object>;
  if (!element.isConnected) return null;
  const unmount = run(element, JSON.parse(element.dataset.props ?? '{}') as object);
  element.dataset.hydrated = '';
  return { unmount };
}

function wake(element: HTMLElement) {
  if (running.has(element)) return;
  for (const child of element.children) observer?.unobserve(child);
  const plain = plainIsland(element);
  running.set(element, plain ? enhance(element, plain) : import('../islands/hydrate.tsx').then((m) => m.hydrateIsland(element)));
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

/**
 * Puts back what the reader had added to the page's islands (the blog's loaded pages), as the
 * history entry remembers it: when the page comes back (Back, Forward, a reload, the language
 * switch), before its scroll is.
 */
export async function restoreIslands(state: Record<string, unknown>) {
  await Promise.all(
    [...document.querySelectorAll<HTMLElement>('[data-island]')].map(async (element) => {
      const plain = plainIsland(element);
      const restore = plain && (await plain()).restore;
      if (restore) await restore(element, state);
    }),
  );
}

/** Takes every island away: the page is about to be replaced. */
export function unmountIslands() {
  observer?.disconnect();
  for (const island of running.values()) void island.then((mounted) => mounted?.unmount());
  running.clear();
}

for (const type of ['pointerdown', 'focusin', 'keydown']) addEventListener(type, nearIsland, { capture: true, passive: true });
