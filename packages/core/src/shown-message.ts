/**
 * What a person is told when something fails, wherever it failed (a server's answer, a gateway,
 * one of the app's own rules): a key of the `errors` namespace with its parameters, carried as it
 * is from the server to the screen and translated only there (`@storefront/i18n`
 * `translateShown`). `text` keeps the words a server or gateway sent, shown when the screens have
 * no text of their own for the key, or there is no key.
 */
export interface ShownMessage {
  readonly key?: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly text?: string;
}

export function shownMessage(key: string, params?: Readonly<Record<string, string | number>>): ShownMessage {
  return params ? { key, params } : { key };
}

/** An error that carries its message to the screen untranslated. */
export class MessageError extends Error {
  readonly shown: ShownMessage;
  constructor(shown: ShownMessage) {
    super(shown.text ?? shown.key ?? 'somethingWentWrong');
    this.name = 'MessageError';
    this.shown = shown;
  }
}

/** The message of anything thrown: a MessageError's own, else the words thrown, else the generic key. */
export function shownMessageOf(error: unknown): ShownMessage {
  if (error instanceof MessageError) return error.shown;
  if (error instanceof Error && error.message) return { text: error.message };
  if (typeof error === 'string' && error) return { text: error };
  return shownMessage('somethingWentWrong');
}
