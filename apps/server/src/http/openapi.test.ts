import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openapiFile } from '../paths.js';
import {
  dereference,
  loadOpenApi,
  loadOperationRoutes,
  routesCacheOf,
  type OpenApiDocument,
} from './openapi.js';
import { createValidatorCompiler } from './validation.js';

describe('dereference', () => {
  const root = {
    components: { schemas: { Fils: { type: 'integer', minimum: 0, maximum: 100_000_000 } } },
  } as unknown as OpenApiDocument;

  it('inlines a reference', () => {
    expect(dereference({ $ref: '#/components/schemas/Fils' }, root)).toEqual({
      type: 'integer',
      minimum: 0,
      maximum: 100_000_000,
    });
  });

  it("keeps the keywords beside a reference on top of it (a card payment's AED 2 minimum)", () => {
    expect(
      dereference({ $ref: '#/components/schemas/Fils', minimum: 201, description: 'more than AED 2' }, root),
    ).toEqual({ type: 'integer', minimum: 201, maximum: 100_000_000, description: 'more than AED 2' });
  });

  it("gives the product's card payment amount its minimum and the bound of every amount", () => {
    const document = loadOpenApi(openapiFile);
    const operation = dereference(
      document.paths['/orders-checkout-payment/stripe/create-payment-intent-v2']!.post!,
      document,
    ) as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, object> } } } };
    };
    expect(operation.requestBody.content['application/json'].schema.properties.amount).toMatchObject({
      type: 'integer',
      minimum: 201,
      maximum: 100_000_000,
    });
  });
});

describe('the routes at start-up', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'openapi-routes-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("reads the build's routes while they match the description's bytes, and the description once they do not", () => {
    const fresh = routesCacheOf(openapiFile);
    const cacheFile = join(scratch, 'routes.json');
    const marked = { ...fresh, routes: fresh.routes.map((route) => ({ ...route, tags: ['from-cache'] })) };
    writeFileSync(cacheFile, JSON.stringify(marked));
    expect(loadOperationRoutes(openapiFile, cacheFile)[0]?.tags).toEqual(['from-cache']);
    writeFileSync(cacheFile, JSON.stringify({ ...marked, sha256: 'another description' }));
    expect(loadOperationRoutes(openapiFile, cacheFile)).toEqual(fresh.routes);
    expect(loadOperationRoutes(openapiFile, join(scratch, 'missing.json'))).toEqual(fresh.routes);
  });

  it("compiles every operation's schemas (compiled on first use at run time)", () => {
    const compile = createValidatorCompiler({ eager: true });
    for (const route of routesCacheOf(openapiFile).routes) {
      for (const [part, schema] of Object.entries(route.schema)) {
        const httpPart = part as 'body' | 'querystring' | 'params';
        expect(() => compile({ schema, httpPart, method: route.method, url: route.url })).not.toThrow();
      }
    }
  });

  it('validates lazily as it would at once: the same verdict and errors', () => {
    const schema = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] };
    const lazy = createValidatorCompiler()({ schema, httpPart: 'body', method: 'POST', url: '/x' }) as (
      data: unknown,
    ) => boolean;
    const eager = createValidatorCompiler({ eager: true })({
      schema,
      httpPart: 'body',
      method: 'POST',
      url: '/x',
    }) as ((data: unknown) => boolean) & { errors?: unknown };
    expect(lazy({ n: 'x' })).toBe(false);
    expect(eager({ n: 'x' })).toBe(false);
    expect((lazy as unknown as { errors: unknown }).errors).toEqual(eager.errors);
    expect(lazy({ n: 1 })).toBe(true);
    expect((lazy as unknown as { errors: unknown }).errors).toBeNull();
  });
});
