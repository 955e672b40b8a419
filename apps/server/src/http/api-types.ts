import type { ErrorCode, operations } from '@storefront/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
}

export type Handler<Id extends OperationId> = (
  input: HandlerInput<operations[Id]>,
) => Promise<ResultOf<operations[Id]>>;

export type Handlers = { [Id in OperationId]: Handler<Id> };

export type { ErrorCode };

export function errorBody(code: ErrorCode, message: string) {
  return { success: 0 as const, message, error: { code } };
}
