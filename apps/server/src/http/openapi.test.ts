import { describe, expect, it } from 'vitest';
import { openapiFile } from '../paths.js';
import { dereference, loadOpenApi, type OpenApiDocument } from './openapi.js';

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
