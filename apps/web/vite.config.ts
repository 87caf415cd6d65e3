/// <reference types="vitest/config" />
import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { preactAlias } from './preact-alias.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '#': path.resolve(import.meta.dirname, 'src'), ...preactAlias } },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/img': apiTarget },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
