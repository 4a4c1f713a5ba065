// Every plain island by name: a module of its own, without React, whose `enhance` enhances the
// server's markup in its element, given the island's props, and returns what undoes it when the
// page is replaced; its `restore`, if any, puts back what the reader had added to it (the blog's
// loaded pages) when its page comes back: Back, Forward, a reload, the language switch. React
// islands are in registry.ts.

/** Enhances the island's element; returns what takes its listeners and timers away again. */
export type Enhance<P> = (element: HTMLElement, props: P) => () => void;

/** Puts back, from the history entry's state, what the reader had added to the island's element. */
export type Restore = (element: HTMLElement, state: Record<string, unknown>) => Promise<void>;

export type PlainIsland = () => Promise<{ enhance: Enhance<never>; restore?: Restore }>;

export const plainIslands = {
  BlogList: () => import('../features/blog/blogList.ts'),
  Like: () => import('../features/blog/like.ts'),
  Share: () => import('../features/blog/share.ts'),
} satisfies Record<string, PlainIsland>;
