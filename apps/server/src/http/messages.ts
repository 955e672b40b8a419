import type { CoreError } from '@storefront/core';
import { formatMessageEn } from '@storefront/core';
import type errorsEn from '@storefront/i18n/resources/en/errors.json';

/** A key of the `errors` namespace (packages/i18n/src/resources/en/errors.json). */
export type ErrorsKey = keyof typeof errorsEn;
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * What an error answer says: the English text (sent as `message`, unchanged) with the stable key
 * of the same text in the `errors` namespace, so clients translate by key, never by matching text.
 */
export interface Said {
  readonly key: ErrorsKey;
  readonly text: string;
  readonly params?: MessageParams;
}

export function said(key: ErrorsKey, text: string, params?: MessageParams): Said {
  return params ? { key, text, params } : { key, text };
}

/** A core refusal (`coreError(...)`): its catalogue key is its `errors` key. */
export function saidByCore(error: CoreError): Said {
  return said(error.key, formatMessageEn(error), error.params);
}
