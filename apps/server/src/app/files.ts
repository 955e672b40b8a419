/**
 * What the server hands out as files: the built apps (hashed assets cached for a year), the
 * service worker, the translations and the brands' and product's pictures. The built index pages
 * are read here once, for the pages (app/pages.ts) to fill in per request.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { BRAND_MEDIA_PREFIX } from '../brands/brand-file/media.js';
import { errorBody } from '../http/api-types.js';
import { inlineStylesheets } from '../pages/inline-styles.js';
import {
  modulePreloadsOf,
  readViteManifest,
  type ModulePreloads,
  type ViteManifest,
} from '../pages/module-preloads.js';
import type { AppName } from '../pages/resolve-page.js';
import {
  appStamps,
  SERVICE_WORKER_POLICY,
  serviceWorkerScript,
  type AppStamps,
  type ReadRoute,
} from '../pages/service-worker.js';
import { defaultAppsDir, i18nResourcesDir, serverRoot } from '../paths.js';
import { noSuchTranslationFile } from './errors.js';
import type { AppOptions } from './types.js';

const APPS: AppName[] = ['storefront', 'dine-in', 'payment-link', 'business-card', 'operator'];

/** The folder of brands' uploaded pictures, made when missing. */
export function mediaDirOf(options: Pick<AppOptions, 'mediaDir'>): string {
  const dir = options.mediaDir ?? join(tmpdir(), 'storefront-media');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A file Vite named by its content (`assets/name-<hash>.js`, or its `.br` / `.gz` form). */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.[a-z0-9]+(\.(br|gz))?$/i;
/** A hashed file never changes under its name: a year, and no revalidation on reload. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built apps, the service worker, the translations and the media, as files. */
export async function registerFiles(
  app: FastifyInstance,
  options: AppOptions,
  reads: readonly ReadRoute[],
): Promise<{ indexPages: Map<AppName, string>; stamps: AppStamps; preloads: ModulePreloads }> {
  const appsDir = options.appsDir ?? defaultAppsDir;
  const indexPages = new Map<AppName, string>();
  const manifests = new Map<string, { manifest: ViteManifest; indexHtml: string }>();
  for (const name of APPS) {
    const dist = join(appsDir, name, 'dist');
    const index = join(dist, 'index.html');
    if (!existsSync(index)) continue;
    const indexHtml = readFileSync(index, 'utf8');
    indexPages.set(name, inlineStylesheets(indexHtml, dist));
    const manifest = readViteManifest(dist);
    if (manifest) manifests.set(name, { manifest, indexHtml });
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/static/${name}/`,
      decorateReply: false,
      index: false,
      // The `.br` / `.gz` made at build time (scripts/precompress.mjs), per Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response: { setHeader(name: string, value: string): unknown }, path: string) => {
        response.setHeader('cache-control', HASHED_ASSET.test(path) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  // New-build detection for every app (pages/service-worker.ts): at the root, so its scope covers
  // brands on the shared domain and on their own domains alike; each page carries its app's stamp.
  // The worker is the storefront's Workbox build (app shell precache, last menus offline).
  const stamps = appStamps(APPS, indexPages, options.buildId);
  const workerFile = join(appsDir, 'storefront', 'dist', 'sw.js');
  const serviceWorker = serviceWorkerScript(
    stamps,
    existsSync(workerFile) ? { worker: readFileSync(workerFile, 'utf8'), reads } : undefined,
  );
  app.get('/sw.js', async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .header('content-security-policy', SERVICE_WORKER_POLICY)
      .header('x-frame-options', 'DENY')
      .type('text/javascript; charset=utf-8')
      .send(serviceWorker),
  );
  // Translation resources per namespace (spec section 9); English is the fallback language.
  app.get<{ Params: { namespace: string; lang: string } }>(
    '/assets/i18n/:namespace/:lang',
    async (request, reply) => {
      const { namespace } = request.params;
      const lang = request.params.lang.replace(/\.json$/, '');
      if (!/^[a-zA-Z]{1,30}$/.test(namespace) || !/^[a-z]{2}$/.test(lang)) {
        return reply.status(404).send(errorBody('NOT_FOUND', noSuchTranslationFile));
      }
      for (const candidate of [lang, 'en']) {
        const file = join(i18nResourcesDir, candidate, `${namespace}.json`);
        if (existsSync(file)) {
          return reply
            .header('cache-control', 'public, max-age=300')
            .type('application/json; charset=utf-8')
            .send(readFileSync(file));
        }
      }
      return reply.status(404).send(errorBody('NOT_FOUND', noSuchTranslationFile));
    },
  );
  // Brands' own pictures (uploaded with their files), then the pictures the product ships.
  await app.register(fastifyStatic, {
    root: mediaDirOf(options),
    prefix: BRAND_MEDIA_PREFIX,
    decorateReply: false,
    maxAge: '1h',
  });
  await app.register(fastifyStatic, {
    root: join(serverRoot, 'public', 'media'),
    prefix: '/static/media/',
    decorateReply: false,
    maxAge: '1d',
  });

  return { indexPages, stamps, preloads: modulePreloadsOf(manifests) };
}
