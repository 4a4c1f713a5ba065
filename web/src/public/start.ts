import { startErrorReports } from '../analytics/beacon.ts';
import { languageDetector } from '../i18n/detector.ts';
import { enhanceMenus } from './menus.ts';
import { countView, restore, startNavigation, switchLanguage } from './navigation.ts';
import { watchIslands } from './islands.ts';
import { nextTask } from '../ssr/preloads.ts';

// A page of islands in the browser (boot.ts starts this after the first paint): the page stays the
// server's HTML; the header's menus, links and language switch are enhanced without React, and each
// island hydrates on its own when it is needed (public/islands.ts). Its steps run in tasks of their
// own (nextTask), so that none is a long task on a slow phone: reading the stored language and
// sending the page view each start with a wait on the browser.

startErrorReports();
enhanceMenus();
startNavigation();
await nextTask();

// The visitor's language, decided as the app decides it (a stored choice the server did not know,
// without a cookie yet, wins): the page in another language is put in place; either way it is stored.
const language = languageDetector.detect() as string | undefined;
if (language && language !== document.documentElement.lang) {
  const url = new URL(location.href);
  url.searchParams.set('lang', language);
  await switchLanguage(url);
} else {
  if (language) languageDetector.cacheUserLanguage?.(language);
  // A reload keeps the history entry: what the reader had added to the page comes back (the blog's loaded pages).
  if (history.state) await restore();
}

watchIslands(document);
await nextTask();
countView();
// For tests and tools: the page's enhancements run (its islands mark themselves as they hydrate).
document.documentElement.dataset.enhanced = '';
