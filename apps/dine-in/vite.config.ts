import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by apps/server under /static/dine-in/; pages themselves come from the server, which
// inlines the brand bootstrap into index.html.
export default defineConfig({
  base: '/static/dine-in/',
  plugins: [react(), tailwindcss()],
  build: { sourcemap: true, target: 'es2022', manifest: true },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/static/media': 'http://localhost:3000',
      '/assets': 'http://localhost:3000',
    },
  },
});
