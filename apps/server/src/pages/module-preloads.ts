import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageLanguage } from './first-view.js';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by source or chunk name. */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}
export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** The page kinds whose first screen the app loads as its own chunk after its first script. */
export type LazyFirstScreen = 'storePage';

/**
 * The modules an app loads on its first render of a page (by source, as the manifest names
 * them): the storefront's store page is a route of its own chunk (apps/storefront app.tsx) and
 * reads the `store` texts of the page's language. Without a hint the browser learns of them only
 * when the app renders: a second round trip after the first script, and the render itself
 * starting each request (about 20 ms of main thread on this machine, issue 15).
 */
const FIRST_SCREEN_MODULES: Partial<
  Record<string, Record<LazyFirstScreen, (language: PageLanguage) => readonly string[]>>
> = {
  storefront: {
    storePage: (language) => [
      '../../packages/features/src/menu/store-page.tsx',
      `../../packages/i18n/src/resources/${language}/store.json`,
    ],
  },
};

/** The app's build manifest, when the app is built with one. */
export function readViteManifest(dist: string): ViteManifest | undefined {
  const file = join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : undefined;
}

/**
 * The URLs of the chunks the modules need, the modules' own first, then what they import, each
 * once, without the ones the page already loads (`loaded`: the scripts of index.html).
 */
export function chunkUrls(
  manifest: ViteManifest,
  modules: readonly string[],
  base: string,
  loaded: (url: string) => boolean,
): string[] {
  const urls: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    const url = `${base}${chunk.file}`;
    if (loaded(url)) return;
    urls.push(url);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return urls;
}

/** Per app: the chunks to announce for a lazy first screen in a language ([] when unknown). */
export type ModulePreloads = (
  app: string,
  screen: LazyFirstScreen,
  language: PageLanguage,
) => readonly string[];

/** {@link ModulePreloads} from each app's manifest, worked out once per app, screen and language. */
export function modulePreloadsOf(
  manifests: ReadonlyMap<string, { manifest: ViteManifest; indexHtml: string }>,
): ModulePreloads {
  const known = new Map<string, readonly string[]>();
  return (app, screen, language) => {
    const key = `${app} ${screen} ${language}`;
    let urls = known.get(key);
    if (!urls) {
      const built = manifests.get(app);
      const modules = FIRST_SCREEN_MODULES[app]?.[screen]?.(language);
      urls =
        built && modules
          ? chunkUrls(built.manifest, modules, `/static/${app}/`, (url) =>
              built.indexHtml.includes(`"${url}"`),
            )
          : [];
      known.set(key, urls);
    }
    return urls;
  };
}

/** `<link rel="modulepreload">` for each URL, as Vite's own preloads (crossorigin, same credentials). */
export function modulePreloadLinks(urls: readonly string[]): string {
  return urls
    .map((url) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${url}">`)
    .join('');
}
