import { isPlainClick, showInPlace } from '../../public/navigation.ts';
import { showToast } from '../../public/toast.ts';

// The blog list's island, without React: the list follows the search box as the reader types, a
// topic takes the words typed along, and "load more" adds the next page's cards where the list ends. Both read the server's HTML for the
// address (a hit of the public cache for a page), so the page's words and cards ship once.

/** What the island is given (BlogListPage.tsx). */
export interface BlogListProps {
  words: { loadMoreFailed: string };
}

/** The history entry's own state: whether a search made it, and how many more pages were loaded. */
interface ListEntry {
  typed?: boolean;
  more?: number;
}

const entry = () => (history.state ?? {}) as ListEntry;

/** After the reader's last key, so that the list does not change at every letter. */
const searchDebounceMs = 300;

/** The list's address for the form's fields (its language and topic, the words, trimmed; empty ones left out). */
function searchUrl(form: HTMLFormElement): URL {
  const url = new URL(form.action);
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim()) url.searchParams.set(name, value.trim());
  return url;
}

const wordsOf = (url: URL) => url.searchParams.get('q')?.trim() || null;

/** Styles the new cards need that the page lacks (a card with a cover, when none before had one): the server's rules, each once. */
function adoptStyles(next: Document) {
  const rules = (text: string) => text.split('/*!sc*/').map((rule) => rule.trim());
  const have = new Set([...document.querySelectorAll('style[data-page-styles]')].flatMap((style) => rules(style.textContent ?? '')));
  const missing = [...next.querySelectorAll('style[data-page-styles]')].flatMap((style) => rules(style.textContent ?? '')).filter((rule) => !have.has(rule));
  if (!missing.length) return;
  const style = document.head.appendChild(document.createElement('style'));
  style.dataset.pageStyles = ''; // replaced with the page's own (public/navigation.ts)
  style.textContent = missing.join('\n');
}

/**
 * The next page's cards added to the list (its "load more" link's address, as the server renders
 * it), those of articles it does not show yet, and the link moved on to the page after; none when
 * there is no link. Busy meanwhile.
 */
async function loadMore(list: Element, signal?: AbortSignal): Promise<HTMLElement[]> {
  const link = list.querySelector<HTMLAnchorElement>('a[data-load-more]');
  if (!link || link.getAttribute('aria-busy') === 'true') return [];
  const busy = (on: boolean) => {
    link.setAttribute('aria-busy', String(on));
    link.setAttribute('aria-disabled', String(on));
    link.querySelector<HTMLElement>('[data-idle]')!.hidden = on;
    link.querySelector<HTMLElement>('[data-busy]')!.hidden = !on;
  };
  busy(true);
  try {
    const response = await fetch(link.href, { headers: { accept: 'text/html' }, signal });
    if (!response.ok) throw new Error(`GET ${link.href}: ${response.status}`);
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    const cards = [...next.querySelectorAll<HTMLElement>('[data-cards] > *')];
    if (!cards.length) throw new Error(`GET ${link.href}: no cards`);
    // A post published since the list was drawn moves its pages on: a card may come a second time.
    const shown = new Set([...list.querySelectorAll('article h3 a')].map((title) => title.getAttribute('href')));
    for (const card of cards) if (shown.has(card.querySelector('h3 a')?.getAttribute('href') ?? null)) card.remove();
    const added = cards.filter((card) => card.isConnected);
    adoptStyles(next);
    const grid = list.querySelector('[data-cards]');
    // A first page of featured posts only has no grid of the latest yet: the next page's comes whole.
    if (grid) grid.append(...added);
    else link.parentElement!.before(next.querySelector('[data-cards]')!.closest('section')!);
    const after = next.querySelector('a[data-load-more]')?.getAttribute('href');
    if (after) link.setAttribute('href', after);
    else link.parentElement!.remove();
    return added;
  } finally {
    busy(false);
  }
}

/** The pages the reader had loaded (the history entry's `more`), loaded again: the list came back with its first page. */
export async function restore(element: HTMLElement, state: Record<string, unknown>) {
  const { more = 0 } = state as ListEntry;
  for (let page = 0; page < more; page++) if (!(await loadMore(element).catch(() => [])).length) return;
}

export function enhance(element: HTMLElement, { words }: BlogListProps): () => void {
  const form = element.querySelector<HTMLFormElement>('form[role="search"]')!;
  const stop = new AbortController();
  const { signal } = stop;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function search() {
    clearTimeout(timer);
    const url = searchUrl(form);
    if (url.pathname + url.search === location.pathname + location.search) return;
    // One history entry for a search however long the typing: Back returns to the list as it was before it.
    void showInPlace(url, entry().typed ? 'replace' : 'push', { typed: true } satisfies ListEntry);
  }
  const searchSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(search, searchDebounceMs);
  };

  async function more() {
    try {
      const cards = await loadMore(element, signal);
      if (!cards.length) return;
      history.replaceState({ ...(history.state as object), more: (entry().more ?? 0) + 1 } satisfies ListEntry, '');
      // The keyboard lands on the first article just loaded.
      cards[0].querySelector<HTMLElement>('h3 a')?.focus();
    } catch {
      if (!signal.aborted) showToast(words.loadMoreFailed, 'error');
    }
  }

  form.addEventListener('input', searchSoon, { signal });
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      search();
    },
    { signal },
  );
  element.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest('a');
      if (!link || !isPlainClick(event)) return;
      if (link.hasAttribute('data-load-more')) {
        event.preventDefault();
        void more();
      } else if (link.hasAttribute('data-in-place')) {
        // A topic: with the words in the box, searched or not yet (the search waiting for the pause is this one).
        event.preventDefault();
        clearTimeout(timer);
        const url = new URL(link.href);
        const words = wordsOf(searchUrl(form));
        if (words) url.searchParams.set('q', words);
        else url.searchParams.delete('q');
        void showInPlace(url, 'push');
      } else if (link.hasAttribute('data-clear')) {
        event.preventDefault();
        clearTimeout(timer);
        void showInPlace(new URL(link.href), 'push').then(() => document.getElementById('blog-search')?.focus());
      }
    },
    { signal },
  );
  // Words typed before this ran, or while the list was being replaced: searched now.
  if (wordsOf(searchUrl(form)) !== wordsOf(new URL(location.href))) searchSoon();
  return () => {
    stop.abort();
    clearTimeout(timer);
  };
}
