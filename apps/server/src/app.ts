import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { BrandService } from './brands/brand-service.js';
import { brandHandlers } from './brands/handlers.js';
import type { Database } from './db/database.js';
import { errorBody, type Handlers } from './http/api-types.js';
import { loadOpenApi, operationRoutes } from './http/openapi.js';
import { createValidatorCompiler } from './http/validation.js';
import { renderPage } from './pages/render-page.js';
import { resolvePage, type AppName } from './pages/resolve-page.js';
import { defaultAppsDir, openapiFile, serverRoot } from './paths.js';

export interface AppOptions {
  database: Database;
  /** A pino logger; silent when omitted. */
  logger?: FastifyBaseLogger;
  /** Folder holding the apps' folders (each with a built `dist/`). */
  appsDir?: string;
}

export interface AppServices {
  brands: BrandService;
}

const APPS: AppName[] = ['storefront', 'dine-in', 'payment-link', 'business-card'];

function statusOf(error: FastifyError): number {
  return error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
}

export async function buildApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; services: AppServices }> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: true,
    ajv: { customOptions: { strict: false } },
  });
  app.setValidatorCompiler(createValidatorCompiler());

  const services: AppServices = { brands: new BrandService(options.database.db) };
  const handlers: Handlers = { ...brandHandlers(services.brands) };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send(errorBody('BAD_REQUEST', error.message));
    }
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? "We're sorry, but something went wrong. Please try again" : error.message;
    return reply.status(status).send(errorBody(status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', message));
  });

  for (const route of operationRoutes(loadOpenApi(openapiFile))) {
    // The route's schema (from the same description) has validated the input; the map is typed per operation.
    const handler = handlers[route.operationId as keyof Handlers] as unknown as
      ((input: Record<string, unknown>) => Promise<{ status: number; body: unknown }>) | undefined;
    if (!handler) throw new Error(`No handler for operation ${route.operationId}`);
    app.route({
      method: route.method,
      url: route.url,
      schema: route.schema,
      handler: async (request, reply) => {
        const result = await handler({
          body: request.body,
          query: request.query,
          params: request.params,
          request,
          reply,
        });
        return reply.status(result.status).send(result.body);
      },
    });
  }

  const appsDir = options.appsDir ?? defaultAppsDir;
  const indexPages = new Map<AppName, string>();
  for (const name of APPS) {
    const dist = join(appsDir, name, 'dist');
    const index = join(dist, 'index.html');
    if (!existsSync(index)) continue;
    indexPages.set(name, readFileSync(index, 'utf8'));
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/static/${name}/`,
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '1y',
    });
  }
  await app.register(fastifyStatic, {
    root: join(serverRoot, 'public', 'media'),
    prefix: '/static/media/',
    decorateReply: false,
    maxAge: '1d',
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname.startsWith('/static/') || request.method !== 'GET') {
      return reply.status(404).send(errorBody('NOT_FOUND', `No such path: ${request.method} ${pathname}`));
    }
    const target = await resolvePage(request.headers.host ?? '', pathname, services.brands);
    const indexHtml = indexPages.get(target.app);
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(`The ${target.app} app is not built. Run: pnpm build`);
    }
    if (target.brand) reply.header('brandid', target.brand.brand._id);
    const status = target.brand || target.app === 'business-card' ? 200 : 404;
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderPage(indexHtml, target));
  });

  return { app, services };
}
