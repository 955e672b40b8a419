import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { JsonSchema } from './openapi.js';

/** OpenAPI 3.1 schemas are JSON Schema 2020-12; validate them as such. */
export function createAjv(options: { coerceTypes: boolean }) {
  const ajv = new Ajv2020({
    allErrors: false,
    coerceTypes: options.coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
  });
  // ajv-formats ships CommonJS; its default export sits one level down under ESM interop.
  const add = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
  add(ajv);
  ajv.addKeyword({ keyword: 'example' });
  return ajv;
}

/** Bodies are checked as sent; query and path strings are coerced to the declared types. */
export function createValidatorCompiler(): FastifySchemaCompiler<JsonSchema> {
  const strict = createAjv({ coerceTypes: false });
  const coercing = createAjv({ coerceTypes: true });
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema);
}
