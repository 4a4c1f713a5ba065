// The page's first script. A server-rendered page is complete as it arrives, so the browser paints
// it first, then evaluates the app's code and hydrates (the code is already downloading: the page
// preloads it). Evaluating it before the first paint would hold the page back on a slow phone.
function start() {
  void import('./main.tsx');
}

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start(); // a background tab paints nothing: no frame to wait for
