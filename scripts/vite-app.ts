import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type PluginOption, type UserConfigFnObject } from 'vite';

/**
 * Production builds render with Preact (preact/compat) instead of React DOM: the same component
 * code, about 60 KB less gzipped JavaScript before a first paint (bench/README.md). React stays
 * for the dev server (Fast Refresh), Storybook and the unit tests; the journeys in e2e/ run
 * against the production builds, so every screen is tested as customers get it.
 */
function preactAliases(appDir: string): Alias[] {
  const require = createRequire(`${appDir}/package.json`);
  // Absolute paths, so packages that do not depend on preact (ours, react-router, xstate) reach it.
  const preact = dirname(require.resolve('preact/package.json'));
  return [
    { find: /^react$/, replacement: `${preact}/compat/dist/compat.module.js` },
    { find: /^react-dom$/, replacement: `${preact}/compat/dist/compat.module.js` },
    { find: /^react-dom\/client$/, replacement: `${preact}/compat/client.mjs` },
    { find: /^react\/jsx-runtime$/, replacement: `${preact}/jsx-runtime/dist/jsxRuntime.module.js` },
    { find: /^react\/jsx-dev-runtime$/, replacement: `${preact}/jsx-runtime/dist/jsxRuntime.module.js` },
    { find: /^preact\/compat$/, replacement: `${preact}/compat/dist/compat.module.js` },
    { find: /^preact$/, replacement: `${preact}/dist/preact.module.js` },
    { find: /^preact\/hooks$/, replacement: `${preact}/hooks/dist/hooks.module.js` },
  ];
}

/**
 * The Vite config every app shares: served by apps/server under `/static/<app>/` (pages themselves
 * come from the server, which inlines the brand bootstrap into index.html), one initial chunk,
 * source maps and the manifest bench/bundle-size.mjs reads.
 */
export function appConfig(options: {
  app: string;
  appDir: string;
  plugins?: PluginOption[];
  proxy?: readonly string[];
}): UserConfigFnObject {
  return defineConfig(({ command }) => ({
    base: `/static/${options.app}/`,
    plugins: [react(), tailwindcss(), ...(options.plugins ?? [])],
    resolve: command === 'build' ? { alias: preactAliases(options.appDir) } : {},
    build: {
      sourcemap: true,
      target: 'es2022',
      manifest: true,
      // Everything the entry imports statically in one chunk: one file gzips far better than forty
      // small shared chunks (the store page's first paint: 182 -> 172 KB gzipped, bench/README.md).
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
    },
    server: {
      proxy: Object.fromEntries(
        ['/api', '/static/media', '/assets', ...(options.proxy ?? [])].map((path) => [
          path,
          'http://localhost:3000',
        ]),
      ),
    },
  }));
}
