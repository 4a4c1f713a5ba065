import { startAppPreloads } from './ssr/preloads.ts';

// The page's first script. A server-rendered page is complete as it arrives, so the browser paints
// it first, then downloads and evaluates the rest. Downloading or evaluating it before the first
// paint would hold the page back on a slow phone. A server-rendered page is a page of islands (its
// root says so): it starts only its enhancements and islands (public/start.ts); a page the server
// did not render (the admin panel, a 503 shell) starts the app (main.tsx). (The client-rendered
// admin shell preloads the app from its head instead: it shows nothing before the app runs.)
async function start() {
  await startAppPreloads();
  if (document.getElementById('root')?.hasAttribute('data-islands')) void import('./public/start.ts');
  else void import('./main.tsx');
}

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => void start()));
else void start(); // a background tab paints nothing: no frame to wait for
