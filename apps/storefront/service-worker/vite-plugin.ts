import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * Builds the service worker (./worker.ts, Workbox modules bundled in, nothing from a CDN) into
 * dist/sw.js after the app's own build, with the precache manifest injected where the worker
 * reads `self.__WB_MANIFEST` (Workbox's injectManifest convention): every hashed script and style
 * of the app, by URL (the hash in the name is the revision).
 */
export function workboxServiceWorker(): Plugin {
  let outDir = 'dist';
  let base = '/';
  let files: string[] = [];
  return {
    name: 'storefront-workbox-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle(_options, bundle) {
      files = Object.keys(bundle).filter((file) => /^assets\/.+\.(js|css)$/.test(file));
    },
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          target: 'es2022',
          lib: {
            entry: new URL('./worker.ts', import.meta.url).pathname,
            formats: ['iife'],
            name: 'storefrontServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
      const file = join(outDir, 'sw.js');
      const script = readFileSync(file, 'utf8');
      const entries = files.sort().map((name) => ({ url: `${base}${name}`, revision: null }));
      const parts = script.split('self.__WB_MANIFEST');
      if (parts.length !== 2) throw new Error('dist/sw.js must read self.__WB_MANIFEST exactly once');
      writeFileSync(file, parts.join(JSON.stringify(entries)));
    },
  };
}
