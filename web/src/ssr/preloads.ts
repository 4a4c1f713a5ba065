// A server-rendered page lists the scripts its hydration needs inside an inert <template> (see
// entry-server.tsx), so that they do not compete with the page's first paint; the first script
// (boot.ts) starts their downloads, all at once, right after that paint.

export const preloadsElementId = 'app-preloads';

/** Starts downloading the app's scripts the page listed, if it listed any. */
export function startAppPreloads() {
  const listed = document.getElementById(preloadsElementId);
  if (listed instanceof HTMLTemplateElement) document.head.append(listed.content);
}
