import type { ErrorCode, operations } from '@storefront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Said } from './messages.js';
import type { Caller } from './security.js';

export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

type RequestBodyOf<Op> = Op extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : undefined;
type QueryOf<Op> = Op extends { parameters: { query?: infer Query } } ? NonNullable<Query> : undefined;
type PathOf<Op> = Op extends { parameters: { path?: infer Path } } ? NonNullable<Path> : undefined;

/** Each status the description lists for the operation, with its JSON body. */
export type ResultOf<Op> = Op extends { responses: infer Responses }
  ? { [Status in keyof Responses]: { status: Status; body: JsonOf<Responses[Status]> } }[keyof Responses]
  : never;

export interface HandlerInput<Op> {
  body: RequestBodyOf<Op>;
  query: QueryOf<Op>;
  params: PathOf<Op>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Who is calling, as the operation's declared security proved it before the handler ran. */
  caller: Caller;
}

export type Handler<Id extends OperationId> = (
  input: HandlerInput<operations[Id]>,
) => Promise<ResultOf<operations[Id]>>;

export type Handlers = { [Id in OperationId]: Handler<Id> };

export type { ErrorCode };

/**
 * An error answer: today's category (`error.code`), the English `message`, its `messageKey` in the
 * `errors` namespace and `messageParams` (see {@link Said}).
 */
export function errorBody(code: ErrorCode, message: Said) {
  return {
    success: 0 as const,
    message: message.text,
    messageKey: `errors:${message.key}`,
    ...(message.params && { messageParams: message.params }),
    error: { code },
  };
}
