import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
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

/**
 * Names each styled component after its file and variable (`.withConfig({ componentId })`), as
 * babel-plugin-styled-components does. Without it styled-components numbers components in the order
 * their modules run, which differs between the server (every module) and an island (its own): the
 * island's class names would not match the server's markup.
 */
function styledComponentIds(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'styled-component-ids',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]web[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('styled')) return;
      const file = createHash('sha256').update(relative(root, id)).digest('base64url').slice(0, 6).replace(/[-_]/g, 'x');
      const named = code.replace(
        /\b((?:const|let)\s+([A-Z]\w*)\s*=\s*styled(?:\.\w+|\((?:[^()]|\([^()]*\))*\)))/g,
        (_, declaration: string, name: string) => `${declaration}.withConfig({ componentId: '${name}-${file}' })`,
      );
      return named === code ? undefined : { code: named, map: null };
    },
  };
}

/** The libraries islands use (islands/hydrate.tsx), fonts' addresses included; react-router and Relay are the app's alone. */
const islandLibraries =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|@fontsource)[\\/]/;

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

// Two builds: the browser's (dist/web, with a manifest the server reads to preload route chunks)
// and the server renderer's (`vite build --ssr`, dist/ssr/entry-server.js).
export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'web',
  resolve: {
    // react-router's package points every bundler, and Node, at its development build (its checks
    // and warnings on every render); both builds take the production one. The server's build
    // bundles it so (Node would load the development one): it is the only copy on the server.
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) }]
        : [],
  },
  publicDir: isSsrBuild ? false : 'public',
  // The server's build bundles Relay and styled-components (ssr.noExternal), whose checks read
  // process.env.NODE_ENV at run time, hundreds of times a render (0.2 µs each): decided at build.
  define: command === 'build' && isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  plugins: [
    styledComponentIds(),
    react(),
    relay,
    { name: 'brand', transformIndexHtml: (html: string) => html.replaceAll('%BRAND%', brand.name.en) },
    preloadApp(),
  ],
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
            // The libraries in two chunks instead of a dozen small ones (long cached across releases):
            // what islands share with the app, and the rest of what the app runs first. Screens,
            // islands and a page of islands' own start are chunks of their own.
            codeSplitting: {
              groups: [
                // The helper boot.ts needs to start the rest: on its own, so the first script stays small.
                { name: 'preload-helper', test: /preload-helper/, priority: 2 },
                // What an island runs and the app too (React, styled-components, i18next): one chunk both share.
                { name: 'react', test: islandLibraries, priority: 1 },
                { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
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
