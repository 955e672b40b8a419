import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Requirement, Scheme } from './security.js';

export type JsonSchema = Record<string, unknown>;

interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  description?: string;
}

export interface OperationRoute {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. `/order/get-order-info/{id}`. */
  path: string;
  /** Fastify URL under the server's base path, e.g. `/api/v1/order/get-order-info/:id`. */
  url: string;
  schema: { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
  tags: string[];
  /** JSON response schema per status code, for tests that check real answers against the description. */
  responses: Record<string, JsonSchema | undefined>;
  /** Who may call it: any one of these requirements, each naming the schemes that must all hold; none is public. */
  security: Requirement[];
  /** The largest body it takes, in bytes, when more than the server's default (`x-body-limit`). */
  bodyLimit?: number;
}

export interface OpenApiDocument {
  servers?: { url: string }[];
  security?: Record<string, unknown>[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function loadOpenApi(file: string): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/**
 * Inlines local `#/...` references; the description is one file, so nothing else is needed.
 * OpenAPI 3.1 lets keywords sit beside a `$ref` (`$ref: Fils` with `minimum: 201`): they apply on
 * top of the referenced schema, so they are merged over it rather than dropped. The description only
 * ever narrows a reference this way (a larger minimum, a smaller maximum, its own description).
 */
export function dereference<T>(node: T, root: OpenApiDocument, seen: string[] = []): T {
  if (Array.isArray(node)) return node.map((item) => dereference(item, root, seen)) as T;
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  const ref = record.$ref;
  if (typeof ref === 'string') {
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
    if (seen.includes(ref)) throw new Error(`Circular reference: ${[...seen, ref].join(' -> ')}`);
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], root);
    if (target === undefined) throw new Error(`Unresolved reference ${ref}`);
    const resolved = dereference(target as T, root, [...seen, ref]);
    const { $ref: _ref, ...siblings } = record;
    if (Object.keys(siblings).length === 0) return resolved;
    return { ...(resolved as Record<string, unknown>), ...dereference(siblings, root, seen) } as T;
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, dereference(value, root, seen)]),
  ) as T;
}

function parametersSchema(parameters: ParameterObject[], location: 'query' | 'path'): JsonSchema | undefined {
  const selected = parameters.filter((parameter) => parameter.in === location);
  if (selected.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(selected.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    required: selected.filter((parameter) => parameter.required || location === 'path').map((p) => p.name),
  };
}

function jsonSchemaOf(content: unknown): JsonSchema | undefined {
  const json = (content as Record<string, { schema?: JsonSchema }> | undefined)?.['application/json'];
  return json?.schema;
}

/** Every operation of the description as a route Fastify can register, with its request schemas. */
export function operationRoutes(document: OpenApiDocument): OperationRoute[] {
  const resolved = dereference(document, document);
  const basePath = resolved.servers?.[0]?.url ?? '';
  const routes: OperationRoute[] = [];
  for (const [path, item] of Object.entries(resolved.paths)) {
    const shared = (item.parameters as ParameterObject[] | undefined) ?? [];
    for (const method of METHODS) {
      const operation = item[method] as
        | {
            operationId?: string;
            tags?: string[];
            parameters?: ParameterObject[];
            requestBody?: { content?: unknown; required?: boolean };
            responses?: Record<string, { content?: unknown }>;
            security?: Record<string, unknown>[];
            'x-body-limit'?: number;
          }
        | undefined;
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const parameters = [...shared, ...(operation.parameters ?? [])];
      const body = jsonSchemaOf(operation.requestBody?.content);
      const querystring = parametersSchema(parameters, 'query');
      const params = parametersSchema(parameters, 'path');
      routes.push({
        operationId: operation.operationId,
        method: method.toUpperCase() as OperationRoute['method'],
        path,
        url: basePath + path.replace(/\{([^}]+)\}/g, ':$1'),
        tags: operation.tags ?? [],
        schema: { ...(body && { body }), ...(querystring && { querystring }), ...(params && { params }) },
        responses: Object.fromEntries(
          Object.entries(operation.responses ?? {}).map(([status, response]) => [
            status,
            jsonSchemaOf(response.content),
          ]),
        ),
        security: (operation.security ?? resolved.security ?? []).map(
          (requirement) => Object.keys(requirement) as Scheme[],
        ),
        ...(operation['x-body-limit'] && { bodyLimit: operation['x-body-limit'] }),
      });
    }
  }
  return routes;
}

/** The routes of a description as the build keeps them (`dist/openapi-routes.json`): keyed by its bytes. */
export interface CachedRoutes {
  /** SHA-256 of the routes' format and the description they were made from. */
  sha256: string;
  routes: OperationRoute[];
}

/** Bumped whenever {@link OperationRoute} changes shape, so an older build's cache is not read. */
const ROUTES_FORMAT = 'routes-2';
const digestOf = (text: Buffer) => createHash('sha256').update(ROUTES_FORMAT).update(text).digest('hex');

export function routesCacheOf(file: string): CachedRoutes {
  const text = readFileSync(file);
  return {
    sha256: digestOf(text),
    routes: operationRoutes(parse(text.toString('utf8')) as OpenApiDocument),
  };
}

/**
 * Every operation's route: from the build's cache when it was made from these exact bytes of the
 * description (JSON, parsed in a few milliseconds where the YAML and its references take a few
 * hundred at start-up), else from the description itself.
 */
export function loadOperationRoutes(file: string, cacheFile?: string): OperationRoute[] {
  if (cacheFile && existsSync(cacheFile)) {
    const text = readFileSync(file);
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as CachedRoutes;
    if (cached.sha256 === digestOf(text)) return cached.routes;
  }
  return operationRoutes(loadOpenApi(file));
}
