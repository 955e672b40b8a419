/** The error a refused call throws, of the class its refusal was made for. */
export interface Refusal<E extends Error> {
  /** The error the promise rejects with. */
  (promise: Promise<unknown>): Promise<E>;
  /** The error the call throws. */
  (run: () => unknown): E;
}

/**
 * A file's `refusal` for errors of `type` (`const refusal = refusalOf(PaymentError)`): answers the
 * error the call throws or the promise rejects with; throws when there is none, and throws an
 * error of another class as it is, so the test fails either way.
 */
export function refusalOf<E extends Error>(type: abstract new (...args: never[]) => E): Refusal<E> {
  const expected = () => new Error(`expected ${/^[AEIOU]/.test(type.name) ? 'an' : 'a'} ${type.name}`);
  const caught = (error: unknown): E => {
    if (error instanceof type) return error;
    throw error;
  };
  return ((subject: Promise<unknown> | (() => unknown)) => {
    if (typeof subject !== 'function') {
      return subject.then(() => {
        throw expected();
      }, caught);
    }
    try {
      subject();
    } catch (error) {
      return caught(error);
    }
    throw expected();
  }) as Refusal<E>;
}
