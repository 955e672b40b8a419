import { createAjv } from '../http/validation.js';
import { loadOpenApi, operationRoutes } from '../http/openapi.js';
import { openapiFile } from '../paths.js';

const routes = operationRoutes(loadOpenApi(openapiFile));
const ajv = createAjv({ coerceTypes: false });

/**
 * Asserts that a real answer matches what the description promises for that operation and
 * status, so the server and openapi/ cannot drift apart.
 */
export function expectMatchesDescription(operationId: string, status: number, body: unknown): void {
  const route = routes.find((candidate) => candidate.operationId === operationId);
  if (!route) throw new Error(`Unknown operation ${operationId}`);
  const schema = route.responses[String(status)];
  if (!schema) throw new Error(`${operationId} does not describe status ${status}`);
  const validate = ajv.compile(schema);
  if (!validate(body)) {
    throw new Error(
      `${operationId} ${status} answer does not match the description: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body, null, 2)}`,
    );
  }
}
