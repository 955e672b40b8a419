/**
 * The framework's own refusals: malformed input (its text as detail), unknown paths, crashes.
 * One place for them, so every route (the files, the pages and the sandbox's included) answers
 * them in the API's error shape.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody } from '../http/api-types.js';
import type { ErrorReporter } from '../http/error-reports.js';
import { said } from '../http/messages.js';

/**
 * Input the API cannot take: a sentence for the person (the schema validator's text means nothing
 * to a customer), the framework's detail kept in `messageParams.detail` for the developer.
 */
const requestInvalid = (detail: string) =>
  said('requestInvalid', 'This link or request is not valid. Please check it and try again', { detail });
const somethingWentWrong = said(
  'somethingWentWrong',
  "We're sorry, but something went wrong. Please try again",
);
export const noSuchTranslationFile = said('noSuchTranslationFile', 'No such translation file');
export const noSuchPath = (method: string, path: string) =>
  said('noSuchPath', `No such path: ${method} ${path}`, { method, path });

function statusOf(error: FastifyError): number {
  return error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
}

/**
 * One error handler for every route, the sandbox's included (so it is set before any plugin):
 * malformed input answers 400 with the framework's text; anything else is logged and answered with
 * the generic message, never with SQL, a stack or an internal error's text.
 */
export function handleErrors(app: FastifyInstance, reporter: ErrorReporter | undefined): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.status(400).send(errorBody('BAD_REQUEST', requestInvalid(error.message)));
    }
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      reporter?.capture(error, { method: request.method, url: request.url });
      return reply.status(status).send(errorBody('INTERNAL', somethingWentWrong));
    }
    return reply.status(status).send(errorBody('BAD_REQUEST', requestInvalid(error.message)));
  });
}
