/// <reference types="vitest/config" />
import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { preactAlias } from './preact-alias.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '#': path.resolve(import.meta.dirname, 'src'), ...preactAlias } },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/img': apiTarget },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The server build is one file: the server loads it again after a rebuild, as one module.
    ...(isSsrBuild && {
      copyPublicDir: false,
      rollupOptions: { output: { codeSplitting: false } },
    }),
  },
  // The server-rendering build (`vite build --ssr src/entry-server.tsx`, decision 027) bundles
  // every dependency, so the server loads one self-contained module with one Preact.
  ssr: { noExternal: true, target: 'node' },
}));
