import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { brand } from './web/src/brand.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    relay,
    { name: 'brand', transformIndexHtml: (html) => html.replaceAll('%BRAND%', brand.name.en) },
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: false,
  },
  server: {
    proxy: { '/graphql': apiTarget, '/api': apiTarget },
  },
});
