import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
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
  // ajv-formats ships CommonJS whose module.exports is the plugin itself (its `default` the same
  // plugin again), so the default import is the plugin under Node, esbuild and vitest alike.
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'example' });
  return ajv;
}

/**
 * Bodies are checked as sent; query and path strings are coerced to the declared types. Each
 * schema is compiled on its route's first request, not at start-up (compiling all of them took a
 * third of a second of the first answer); `eager` compiles at once (tests that check every schema).
 */
export function createValidatorCompiler(
  options: { eager?: boolean } = {},
): FastifySchemaCompiler<JsonSchema> {
  const strict = createAjv({ coerceTypes: false });
  const coercing = createAjv({ coerceTypes: true });
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    if (options.eager) return ajv.compile(schema);
    let validate: ValidateFunction | undefined;
    const lazy = (data: unknown) => {
      validate ??= ajv.compile(schema);
      const valid = validate(data);
      lazy.errors = validate.errors;
      return valid;
    };
    lazy.errors = null as ValidateFunction['errors'];
    return lazy;
  };
}
