/**
 * The API: one route per operation of the description (openapi/), each checked against its
 * security schemes before its input is validated, and answered by its module's handler (wired in
 * app.ts); the read calls answer from the answer cache.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { operations } from '@storefront/contract';
import type { HandlerInput, Handlers, OperationId } from '../http/api-types.js';
import { loadOperationRoutes } from '../http/openapi.js';
import { authorize, sameText, type Authenticators, type Caller } from '../http/security.js';
import type { ReadRoute } from '../pages/service-worker.js';
import { openapiFile, openapiRoutesCache } from '../paths.js';
import { sandboxRoutes } from '../payments/index.js';
import { dinerOfToken } from '../table-sessions/diners.js';
import { answerScope, hostBrandId, sendCachedAnswer } from './answer-cache.js';
import type { AppOptions, AppServices } from './types.js';
import { registerWebhooks } from './webhooks.js';

/** How the description's security schemes are checked (http/security.ts). */
function authenticatorsOf(options: AppOptions, services: AppServices, clock: () => Date): Authenticators {
  const { db } = options.database;
  return {
    bearerAuth: (request, brandId) => services.sessions.authenticate(request, clock(), brandId),
    staffAuth: (request) => services.staffSessions.authenticate(request, clock()),
    dinerToken: (_request, brandId, token) => dinerOfToken(db, services.dinerSecret, brandId, token, clock()),
    adminKey: (key) => Boolean(options.adminKey) && sameText(key, options.adminKey!),
  };
}

/** Every operation's handler, and the read calls' apart (they answer from the answer cache). */
export interface OperationHandlers {
  handlers: Handlers;
  readHandlers: Partial<Handlers>;
}

/** What a route hands its operation's handler: the request's parts, as its schema validated them. */
type RouteInput = Omit<HandlerInput<never>, 'body' | 'query' | 'params'> & {
  body: unknown;
  query: unknown;
  params: unknown;
};

/** The handler of an operation as its route calls it. */
type RouteHandler = (input: RouteInput) => Promise<{ status: number; body: unknown }>;

/** The operation's handler as its route calls it; none when the operation has no handler. */
function handlerOf(handlers: Handlers, operationId: string): RouteHandler | undefined {
  return hasHandler(handlers, operationId) ? routeHandler(handlers, operationId) : undefined;
}

/** The map has a handler for the operation the description names (so it is one of its operations). */
function hasHandler(handlers: Handlers, operationId: string): operationId is OperationId {
  const byId: Readonly<Record<string, unknown>> = handlers;
  return Boolean(byId[operationId]);
}

/**
 * Operation `id`'s handler, called with the route's input: the route's schema (from the same
 * description as the handler's types) has validated it, so it is the operation's input.
 */
function routeHandler<Id extends OperationId>(handlers: Handlers, id: Id): RouteHandler {
  const handler = handlers[id];
  return (input) => handler(input as HandlerInput<operations[Id]>);
}

/** The API: one route per operation of the description, answered by its handler. */
export async function registerOperations(
  app: FastifyInstance,
  options: AppOptions,
  services: AppServices,
  clock: () => Date,
  { handlers, readHandlers }: OperationHandlers,
): Promise<ReadRoute[]> {
  const { brands, gateways, answers } = services;
  const authenticators = authenticatorsOf(options, services, clock);
  if (gateways.sandbox) await app.register(sandboxRoutes, { sandbox: gateways.sandbox });
  await registerWebhooks(app, options, services, clock);
  /** Operations that do not exist in production mode. */
  const devOnly = new Set<string>(['devOtpOutbox']);
  /** Read calls answer with an ETag, honour If-None-Match with 304, and are served from memory. */
  const etagged = new Set<string>(Object.keys(readHandlers));
  // Answers that differ per signed-in customer (and change when they order) are never kept.
  const perCustomer = new Set<string>(['getAllActiveDiscounts']);
  const reads: ReadRoute[] = [];

  for (const route of loadOperationRoutes(openapiFile, openapiRoutesCache)) {
    if (options.production && devOnly.has(route.operationId)) continue;
    const handler = handlerOf(handlers, route.operationId);
    if (!handler) throw new Error(`No handler for operation ${route.operationId}`);
    if (etagged.has(route.operationId)) reads.push([route.method, route.url]);
    // Who may call it, as the description declares: checked before the input is validated.
    const callers = new WeakMap<FastifyRequest, Caller>();
    app.route({
      method: route.method,
      url: route.url,
      schema: route.schema,
      ...(route.bodyLimit && { bodyLimit: route.bodyLimit }),
      preValidation: async (request, reply) => {
        const found = await authorize(route.security, request, authenticators);
        if ('refusal' in found) return reply.status(found.refusal.status).send(found.refusal.body);
        callers.set(request, found.caller);
      },
      handler: async (request, reply) => {
        const cacheable =
          etagged.has(route.operationId) &&
          !(perCustomer.has(route.operationId) && request.headers.authorization);
        // Keyed by the brand the host names (none for the shared domain and for any made-up host),
        // never by the raw Host header: each new Host would otherwise be a new entry.
        const key = cacheable
          ? `${route.operationId}|${await hostBrandId(brands, request.headers.host)}|${JSON.stringify(request.params)}|${JSON.stringify(request.query ?? null)}|${JSON.stringify(request.body ?? null)}`
          : '';
        let answer = cacheable ? answers.get(key) : undefined;
        if (!answer) {
          const result = await handler({
            body: request.body,
            query: request.query,
            params: request.params,
            request,
            reply,
            caller: callers.get(request) ?? {},
          });
          // A stream (Server-Sent Events) has answered by itself.
          if (reply.sent) return reply;
          if (result.status !== 200 || !cacheable) return reply.status(result.status).send(result.body);
          answer = answers.set(key, result.body, answerScope(route.operationId, request));
        }
        return sendCachedAnswer(request, reply, answer);
      },
    });
  }
  return reads;
}
