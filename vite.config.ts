import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay';
import { brand } from './web/src/brand.ts';

/** The page preloads the app that boot.ts starts after the first paint, so it downloads from the start. */
function preloadApp(): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        const files = new Set<string>(chunk.imports); // already preloaded by Vite
        const visit = (file: string) => {
          const imported = bundle[file];
          if (imported?.type !== 'chunk' || files.has(file)) return;
          files.add(file);
          imported.imports.forEach(visit);
        };
        chunk.dynamicImports.forEach(visit);
        return [...files]
          .filter((file) => !chunk.imports.includes(file))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

// Two builds: the browser's (dist/web, with a manifest the server reads to preload route chunks)
// and the server renderer's (`vite build --ssr`, dist/ssr/entry-server.js).
export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'web',
  resolve: {
    // react-router's package points every bundler at its development build; the browser's
    // production build takes the production one (no development warnings).
    alias:
      command === 'build' && !isSsrBuild
        ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) }]
        : [],
  },
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), relay, { name: 'brand', transformIndexHtml: (html: string) => html.replaceAll('%BRAND%', brand.name.en) }, preloadApp()],
  build: isSsrBuild
    ? { ssr: 'src/entry-server.tsx', outDir: '../dist/ssr', emptyOutDir: true, sourcemap: true, reportCompressedSize: false }
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        // Written for our own tools (the budgets test), never referenced or served: they hold the source.
        sourcemap: 'hidden',
        manifest: true,
        reportCompressedSize: false,
        // Every browser we serve supports <link rel=modulepreload>.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // The app (main.tsx) is an entry of its own, which the page's first script (boot.ts) starts.
          input: { index: fileURLToPath(new URL('web/index.html', import.meta.url)), main: fileURLToPath(new URL('web/src/main.tsx', import.meta.url)) },
          output: {
            // What every page runs before it is interactive, in two chunks instead of a dozen small
            // ones: the libraries (long cached across releases) and our shell. Fewer, larger files
            // compress better (4 KB less gzip on the home page). Screens stay lazy chunks of their own.
            codeSplitting: {
              groups: [
                // The helper boot.ts needs to start main.tsx: on its own, so the first script stays small.
                { name: 'preload-helper', test: /preload-helper/, priority: 1 },
                { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
                // Not the entries (main.tsx awaits screens that import this chunk, which must not wait for
                // it), nor what boot.ts imports, which must stay in the first script.
                {
                  name: 'app',
                  test: (id: string) => /[\\/]web[\\/]src[\\/]/.test(id) && !/[\\/](boot|main|ssr[\\/]preloads)\.tsx?$/.test(id),
                  tags: ['$initial'],
                },
              ],
            },
          },
        },
      },
  // Bundled into the server build: their CommonJS entry does not give Node the named and default
  // exports our ES modules import.
  ssr: { noExternal: ['styled-components', 'react-relay', 'relay-runtime'] },
  server: {
    proxy: { '/graphql': apiTarget, '/api': apiTarget },
  },
}));
