import { resolveError } from '@storefront/api';
import { localiseServerMessage, translateServerError, type Language } from '@storefront/i18n';

/**
 * A failed call's text in the customer's language: by the answer's `messageKey` when the server
 * sent one, else its English text matched to the catalogue (texts it does not know stay as sent).
 */
export function serverErrorText(error: unknown, language: Language): string {
  const resolved = resolveError(error);
  return resolved.key
    ? translateServerError(resolved, language)
    : localiseServerMessage(resolved.message, language);
}
