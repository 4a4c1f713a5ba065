import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppShell } from './AppShell.tsx';
// The app's i18next, started before anything renders.
import './i18n/index.ts';
import { routes } from './routes.tsx';

// The app, rendered by the browser: the admin panel, or a public page the server could not render
// (its 503 shell). Every page the server renders is a page of islands (public/start.ts), which this
// never hydrates.

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppShell>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppShell>
  </StrictMode>,
);
