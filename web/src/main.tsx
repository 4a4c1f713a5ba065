import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppShell } from './AppShell.tsx';
import i18n, { i18nReady } from './i18n/index.ts';
import { toLanguage } from './i18n/languages.ts';
import { loadPageContent } from './i18n/pageContent.ts';
import { marketingPageOf } from './paths.ts';
import { routes } from './routes.tsx';
import { readSsrPayload } from './ssr/payload.ts';

const container = document.getElementById('root')!;

const payload = readSsrPayload();

/**
 * Whether the browser hydrates the server-rendered page it started on (keeps the server's markup):
 * when the app starts in the language the server rendered it in. A visitor's stored choice the
 * server did not know (no `lang` cookie yet) is another: the page is then drawn anew in it.
 */
function hydratesServerPage(): boolean {
  return payload?.language === toLanguage(i18n.language);
}

/**
 * A server-rendered page is hydrated only once the browser has what the server rendered with: the
 * matched routes' code, the translations used, and each loader's data (from the records the page
 * came with, so no request is made). Then React keeps the server's DOM.
 */
async function hydrationData() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all([
    i18nReady.then(() => i18n.loadNamespaces(payload?.namespaces ?? [])),
    i18nReady.then(() => {
      const page = marketingPageOf(window.location.pathname);
      return page ? loadPageContent(i18n, toLanguage(i18n.language), page.key) : undefined;
    }),
    ...matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined } as Partial<RouteObject>);
    }),
  ]);
  const request = new Request(window.location.href);
  const loaderData: Record<string, unknown> = {};
  for (const { route, params, pathnameBase } of matches) {
    if (route.id && payload?.loaderData && route.id in payload.loaderData) {
      loaderData[route.id] = payload.loaderData[route.id];
    } else if (route.id && typeof route.loader === 'function') {
      loaderData[route.id] = await route.loader({ request, url: new URL(request.url), params, pattern: route.path ?? pathnameBase, context: undefined });
    }
  }
  return { loaderData };
}

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <AppShell>
      <RouterProvider router={router} />
    </AppShell>
  </StrictMode>
);

// Not awaited at the top level: the screens' chunks import modules of this one, which must have run.
async function start() {
  if (payload && container.hasChildNodes()) {
    const router = createBrowserRouter(routes, { hydrationData: await hydrationData() });
    // In another language than the server's (see hydratesServerPage), the page is drawn anew, from the same data.
    if (hydratesServerPage()) hydrateRoot(container, app(router));
    else createRoot(container).render(app(router));
  } else {
    createRoot(container).render(app(createBrowserRouter(routes)));
  }
}

void start();
