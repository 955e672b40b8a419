import { resolveError } from '@storefront/api';
import { translateServerError, type Language } from '@storefront/i18n';

/**
 * A failed call's text in the customer's language, by the answer's `messageKey` (every server
 * error carries one); a failure that never reached the server reads as the generic message.
 */
export function serverErrorText(error: unknown, language: Language): string {
  return translateServerError(resolveError(error), language);
}
