import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './api-types.js';
import { said } from './messages.js';

/**
 * How deep a request's JSON may nest. The API's deepest shape (a basket line's modifier options
 * inside its groups inside the cart inside the body) is 6 levels; 32 leaves room and keeps every
 * walk over the input (this one, validation, logging) far from the stack's end.
 */
export const MAX_INPUT_DEPTH = 32;

export type InputFault = { kind: 'nul' | 'deep'; field: string };

/**
 * The first place (`body/name`, `params/reference`) where a text or a key holds U+0000, or where
 * the input nests deeper than {@link MAX_INPUT_DEPTH}. Walked with a list, not recursion: a
 * request nested 100,000 levels deep answers 400 instead of overflowing the stack.
 */
export function inputFaultAt(value: unknown, path: string): InputFault | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return { kind: 'nul', field: next.path };
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= MAX_INPUT_DEPTH) return { kind: 'deep', field: next.path };
    const entries = Object.entries(next.value);
    // Last pushed is walked first: the fields are looked at in their order.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      const at = `${next.path}/${key}`;
      if (key.includes('\u0000')) return { kind: 'nul', field: at };
      pending.push({ value: item, path: at, depth: next.depth + 1 });
    }
  }
  return undefined;
}

export const nulCharacterRefused = (field: string) =>
  said('nulCharacter', `${field} holds a character that is not allowed (U+0000)`, { field });

export const nestedTooDeeply = (field: string) =>
  said('nestedTooDeeply', `${field} is nested too deeply`, { field });

/**
 * PostgreSQL stores no U+0000 in a text, so a NUL anywhere in the input is refused here, for every
 * route, before validation and before any handler: a 400 with its key, nothing written. So is an
 * input nested deeper than any of the API's shapes.
 */
export async function refuseNulCharacters(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const params = inputFaultAt(request.params, 'params');
  const fault =
    // A path no route matched (the pages, 404s) has its whole rest as the `*` parameter.
    (params && { ...params, field: params.field.replace(/^params\/\*$/, 'url') }) ??
    inputFaultAt(request.query, 'querystring') ??
    inputFaultAt(request.body, 'body');
  if (!fault) return;
  const refusal = fault.kind === 'nul' ? nulCharacterRefused(fault.field) : nestedTooDeeply(fault.field);
  await reply.status(400).send(errorBody('BAD_REQUEST', refusal));
}
