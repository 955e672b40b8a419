import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), keyed by source or chunk name. */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
}
export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** The page kinds whose first screen the app loads as its own chunk after its first script. */
export type LazyFirstScreen = 'storePage';

/**
 * The modules of screens that are a route of their own chunk, by source as Vite's manifest names
 * them: the storefront's store page (apps/storefront app.tsx). The app's first script asks for
 * them only when it renders the page: a round trip after that script, and each request started
 * on the main thread during the render (about 20 ms of it on this machine; Lighthouse's blocking
 * time on the store page went from 250 to 60 ms, bench/README.md). Named in the page,
 * the browser fetches them beside the first script. The texts the apps load before their first
 * render are not named: Lighthouse counts every request started before the largest paint as
 * holding it back, and the brand home's went from 1.6 to 2.0 s with them.
 */
const SCREEN_MODULES: Readonly<Record<string, Partial<Record<LazyFirstScreen, readonly string[]>>>> = {
  storefront: { storePage: ['../../packages/features/src/menu/store-page.tsx'] },
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

/** Per app: the chunks to announce for a page's first screen ([] for none, or an app not built). */
export type ModulePreloads = (app: string, screen: LazyFirstScreen | null) => readonly string[];

/** {@link ModulePreloads} from each app's manifest, worked out once per app and screen. */
export function modulePreloadsOf(
  manifests: ReadonlyMap<string, { manifest: ViteManifest; indexHtml: string }>,
): ModulePreloads {
  const known = new Map<string, readonly string[]>();
  return (app, screen) => {
    const key = `${app} ${screen}`;
    let urls = known.get(key);
    if (!urls) {
      const built = manifests.get(app);
      const modules = screen ? SCREEN_MODULES[app]?.[screen] : undefined;
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
