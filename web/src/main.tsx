import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppShell } from './AppShell.tsx';
import i18n, { i18nReady } from './i18n/index.ts';
import { loadPageContent } from './i18n/pageContent.ts';
import { marketingPageOf } from './paths.ts';
import { routes } from './routes.tsx';
import { readSsrPayload } from './ssr/payload.ts';

const container = document.getElementById('root')!;
const payload = readSsrPayload();

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
      return page && payload ? loadPageContent(i18n, payload.language, page.key) : undefined;
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

if (payload && container.hasChildNodes()) {
  const router = createBrowserRouter(routes, { hydrationData: await hydrationData() });
  hydrateRoot(
    container,
    <StrictMode>
      <AppShell>
        <RouterProvider router={router} />
      </AppShell>
    </StrictMode>,
  );
} else {
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <AppShell>
        <RouterProvider router={router} />
      </AppShell>
    </StrictMode>,
  );
}
