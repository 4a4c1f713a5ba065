// The posts this browser liked, remembered in local storage so the button shows them liked on the
// next visit. The API counts a like once per visitor but cannot say who liked: only the browser knows.
// Each entry keeps the count seen right after liking: a page served from a cache may be older than
// the like, and the reader should still see it counted.

const storageKey = 'sovra.likedPosts';
const changeEvent = 'sovra:liked-posts';
/** Enough for any reader; the oldest go first beyond it. */
const maxRemembered = 500;

type Remembered = Record<string, number>;

/** This page's likes, for when storage refuses to keep them. */
const thisPage = new Map<string, number>();

function readAll(): Remembered {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Remembered) : {};
  } catch {
    return {};
  }
}

/** The count seen when this browser liked the post, or null when it has not liked it. */
export function rememberedLike(postId: string): number | null {
  const count = readAll()[postId] ?? thisPage.get(postId);
  return typeof count === 'number' && Number.isFinite(count) ? count : null;
}

export function rememberLike(postId: string, count: number) {
  thisPage.set(postId, count);
  const all = readAll();
  delete all[postId];
  all[postId] = count;
  const entries = Object.entries(all).slice(-maxRemembered);
  try {
    localStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage is unavailable (private mode, full): the like is remembered for this page only.
  }
  window.dispatchEvent(new Event(changeEvent));
}

/** Calls `onChange` whenever this browser's likes change, in this tab or another; returns what stops it. */
export function onLikesChanged(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
}
