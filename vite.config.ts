import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { brand } from './web/src/brand.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

// Two builds: the browser's (dist/web, with a manifest the server reads to preload route chunks)
// and the server renderer's (`vite build --ssr`, dist/ssr/entry-server.js).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    relay,
    { name: 'brand', transformIndexHtml: (html: string) => html.replaceAll('%BRAND%', brand.name.en) },
  ],
  build: isSsrBuild
    ? { ssr: 'src/entry-server.tsx', outDir: '../dist/ssr', emptyOutDir: true, sourcemap: true, reportCompressedSize: false }
    : { outDir: '../dist/web', emptyOutDir: true, sourcemap: true, manifest: true, reportCompressedSize: false },
  // Bundled into the server build: their CommonJS entry does not give Node the named and default
  // exports our ES modules import.
  ssr: { noExternal: ['styled-components', 'react-relay', 'relay-runtime'] },
  server: {
    proxy: { '/graphql': apiTarget, '/api': apiTarget },
  },
}));
