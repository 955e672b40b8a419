import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './api-types.js';
import { said } from './messages.js';

/** The first place (`body/name`, `params/reference`) where a text or a key holds U+0000, if any. */
export function nulCharacterAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}/${key}`;
    if (key.includes('\u0000')) return at;
    const found = nulCharacterAt(item, at);
    if (found) return found;
  }
  return undefined;
}

export const nulCharacterRefused = (field: string) =>
  said('nulCharacter', `${field} holds a character that is not allowed (U+0000)`, { field });

/**
 * PostgreSQL stores no U+0000 in a text, so a NUL anywhere in the input is refused here, for every
 * route, before validation and before any handler: a 400 with its key, nothing written.
 */
export async function refuseNulCharacters(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const field =
    // A path no route matched (the pages, 404s) has its whole rest as the `*` parameter.
    nulCharacterAt(request.params, 'params')?.replace(/^params\/\*$/, 'url') ??
    nulCharacterAt(request.query, 'querystring') ??
    nulCharacterAt(request.body, 'body');
  if (field) await reply.status(400).send(errorBody('BAD_REQUEST', nulCharacterRefused(field)));
}
