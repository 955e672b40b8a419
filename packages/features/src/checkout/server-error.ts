import { resolveError } from '@storefront/api';
import { MessageError, type ShownMessage } from '@storefront/core';
import { translateShown, type Language } from '@storefront/i18n';

/**
 * What a failed call said, as a message translated where it is shown: the answer's `messageKey`
 * and parameters (every server error carries them) with the server's English words; a failure
 * that never reached the server is the generic message.
 */
export function serverError(error: unknown): ShownMessage {
  const { message, key, params } = resolveError(error);
  return { text: message, ...(key && { key }), ...(params && { params }) };
}

/** The failed call as an error its machine keeps untranslated. */
export const serverFailure = (error: unknown): MessageError => new MessageError(serverError(error));

/** A failed call's text in the customer's language (for a screen that shows it at once). */
export function serverErrorText(error: unknown, language: Language): string {
  return translateShown(serverError(error), language);
}
