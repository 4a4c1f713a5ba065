// A server-rendered page lists the scripts its hydration needs inside an inert <template> (see
// entry-server.tsx), so that they do not compete with the page's first paint; the first script
// (boot.ts) starts their downloads right after that paint.

export const preloadsElementId = 'app-preloads';

/** The next task: what the browser has waiting (a frame, a tap) runs first. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Starts downloading the app's scripts the page listed, if it listed any; resolves once every one
 * has started. One link a task: starting a request costs a slow phone a few milliseconds of its
 * main thread, and the eleven of a page of islands added at once were a long task (15-80 ms
 * unthrottled in Lighthouse's traces).
 */
export async function startAppPreloads(): Promise<void> {
  const listed = document.getElementById(preloadsElementId);
  if (!(listed instanceof HTMLTemplateElement)) return;
  for (const link of [...listed.content.children]) {
    document.head.append(link);
    await nextTask();
  }
}
