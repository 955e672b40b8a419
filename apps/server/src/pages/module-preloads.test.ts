import { describe, expect, it } from 'vitest';
import { chunkUrls, modulePreloadLinks, modulePreloadsOf, type ViteManifest } from './module-preloads.js';

// The shape of Vite's manifest for the storefront (apps/storefront/dist/.vite/manifest.json).
const manifest: ViteManifest = {
  '_initial-ChJXYNzw.js': { file: 'assets/initial-ChJXYNzw.js', imports: ['_rolldown-runtime-BWaJ3C7D.js'] },
  '_rolldown-runtime-BWaJ3C7D.js': { file: 'assets/rolldown-runtime-BWaJ3C7D.js' },
  '../../packages/features/src/menu/store-page.tsx': {
    file: 'assets/store-page-Cwu0yJ4X.js',
    imports: ['_initial-ChJXYNzw.js', '_menu-item-card-DC7q3plI.js', '_timing-store--ez-QAV5.js'],
  },
  '_menu-item-card-DC7q3plI.js': {
    file: 'assets/menu-item-card-DC7q3plI.js',
    imports: ['_initial-ChJXYNzw.js', '_code-offer-B_ARPjeu.js'],
  },
  '_timing-store--ez-QAV5.js': {
    file: 'assets/timing-store--ez-QAV5.js',
    imports: ['_code-offer-B_ARPjeu.js'],
  },
  '_code-offer-B_ARPjeu.js': { file: 'assets/code-offer-B_ARPjeu.js' },
  '../../packages/i18n/src/resources/en/store.json': { file: 'assets/store-C8ndKf7d.js' },
  '../../packages/i18n/src/resources/ar/store.json': { file: 'assets/store-B2xkT0aa.js' },
  '../../packages/i18n/src/bundled/en.ts': { file: 'assets/en-CVvdZtQ4.js' },
  '../../packages/i18n/src/bundled/ar.ts': { file: 'assets/ar-DCnhpEaN.js' },
};
const indexHtml =
  '<script type="module" crossorigin src="/static/storefront/assets/rolldown-runtime-BWaJ3C7D.js"></script>' +
  '<script type="module" crossorigin src="/static/storefront/assets/initial-ChJXYNzw.js"></script>';

describe('module preloads of a lazy first screen', () => {
  it("lists the module's chunk, then what it imports, each once, without what the page loads already", () => {
    const loaded = (url: string) => indexHtml.includes(`"${url}"`);
    expect(
      chunkUrls(manifest, ['../../packages/features/src/menu/store-page.tsx'], '/static/storefront/', loaded),
    ).toEqual([
      '/static/storefront/assets/store-page-Cwu0yJ4X.js',
      '/static/storefront/assets/menu-item-card-DC7q3plI.js',
      '/static/storefront/assets/code-offer-B_ARPjeu.js',
      '/static/storefront/assets/timing-store--ez-QAV5.js',
    ]);
    // A module the build does not have (renamed, or another build) adds nothing.
    expect(chunkUrls(manifest, ['../../no/such/module.tsx'], '/static/storefront/', loaded)).toEqual([]);
  });

  it("gives the storefront store page's chunks, and nothing for a page drawn by the first chunk", () => {
    const preloads = modulePreloadsOf(new Map([['storefront', { manifest, indexHtml }]]));
    expect(preloads('storefront', 'storePage')).toEqual([
      '/static/storefront/assets/store-page-Cwu0yJ4X.js',
      '/static/storefront/assets/menu-item-card-DC7q3plI.js',
      '/static/storefront/assets/code-offer-B_ARPjeu.js',
      '/static/storefront/assets/timing-store--ez-QAV5.js',
    ]);
    // The brand home, and dine-in's table home, are in their app's first chunk.
    expect(preloads('storefront', null)).toEqual([]);
    expect(preloads('dine-in', 'storePage')).toEqual([]);
    // An app built without a manifest announces nothing.
    expect(modulePreloadsOf(new Map())('storefront', 'storePage')).toEqual([]);
  });

  it('writes the links as Vite does, at low priority', () => {
    expect(modulePreloadLinks(['/static/storefront/assets/a-12345678.js'])).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/static/storefront/assets/a-12345678.js">',
    );
    expect(modulePreloadLinks([])).toBe('');
  });
});
