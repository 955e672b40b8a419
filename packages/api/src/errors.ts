/** The default text for failed calls (spec section 8). */
export const DEFAULT_ERROR_MESSAGE = "We're sorry, but something went wrong. Please try again";

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * Turns whatever a failed call produced into the text shown to the customer, in the order of
 * spec section 8: plain string, data string, message, response data, error message,
 * error.data.message, else the generic default.
 */
export function resolveErrorMessage(error: unknown): string {
  if (nonEmptyString(error)) return error;
  const data = field(error, 'data');
  if (nonEmptyString(data)) return data;
  const message = field(error, 'message');
  if (nonEmptyString(message)) return message;
  const responseData = field(field(error, 'response'), 'data');
  if (nonEmptyString(responseData)) return responseData;
  const responseMessage = field(responseData, 'message');
  if (nonEmptyString(responseMessage)) return responseMessage;
  const inner = field(error, 'error');
  const innerMessage = field(inner, 'message');
  if (nonEmptyString(innerMessage)) return innerMessage;
  const innerDataMessage = field(field(inner, 'data'), 'message');
  if (nonEmptyString(innerDataMessage)) return innerDataMessage;
  return DEFAULT_ERROR_MESSAGE;
}

/** A failed call's text with, when the server sent one, the stable key to translate it by. */
export interface ResolvedError {
  /** The English text (or the default), as {@link resolveErrorMessage} gives it. */
  message: string;
  /** `messageKey` of an error answer, e.g. 'errors:storeClosedNow'. */
  key?: string;
  params?: Record<string, string | number>;
}

/** The key of {@link DEFAULT_ERROR_MESSAGE} in the `errors` namespace. */
export const DEFAULT_ERROR_KEY = 'errors:somethingWentWrong';

/**
 * {@link resolveErrorMessage} plus the answer's `messageKey` and `messageParams` when present; the
 * default text, when nothing readable came back, with its own key.
 */
export function resolveError(error: unknown): ResolvedError {
  const message = resolveErrorMessage(error);
  const key = field(error, 'messageKey');
  if (!nonEmptyString(key))
    return message === DEFAULT_ERROR_MESSAGE ? { message, key: DEFAULT_ERROR_KEY } : { message };
  const params = field(error, 'messageParams');
  return params !== null && typeof params === 'object'
    ? { message, key, params: params as Record<string, string | number> }
    : { message, key };
}
