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

/** The `Said` an error answer carries, read back (to say it again with more, e.g. its refund). */
export function saidOf(body: { message: string; messageKey: string; messageParams?: MessageParams }): Said {
  return said(body.messageKey.replace(/^errors:/, '') as ErrorsKey, body.message, body.messageParams);
}

/**
 * The parameters that hold another error's text as the parameter `name` of a composed text: `name`
 * is its English text as it appears (`shownAs`), `${name}Key` its key and `${name}.${param}` its
 * parameters, so a client says the inner text in its language before filling it in (see
 * `translateServerError` in packages/i18n).
 */
export function innerParams(name: string, inner: Said, shownAs: string = inner.text): MessageParams {
  const params: Record<string, string | number> = { [name]: shownAs, [`${name}Key`]: `errors:${inner.key}` };
  for (const [param, value] of Object.entries(inner.params ?? {})) params[`${name}.${param}`] = value;
  return params;
}
