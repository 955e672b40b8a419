import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workboxServiceWorker } from './service-worker/vite-plugin.js';

// Served by apps/server under /static/storefront/; pages themselves come from the server, which
// inlines the brand bootstrap into index.html.
export default defineConfig({
  base: '/static/storefront/',
  plugins: [react(), tailwindcss(), workboxServiceWorker()],
  build: {
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    // Everything the entry imports statically in one chunk: one file gzips far better than forty
    // small shared chunks (the store page's first paint: 182 -> 172 KB gzipped, bench/README.md).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/static/media': 'http://localhost:3000',
      '/assets': 'http://localhost:3000',
    },
  },
});
