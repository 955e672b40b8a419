/**
 * One read per key and version, shared by every stream that needs it: a change seen by a thousand
 * streams of one diner, or by every board of a brand, is read and serialised once, and the same
 * bytes are written to each. Keeps the latest version of at most
 * `max` keys; a failed read is forgotten so that the next change reads again.
 */
export class SharedReads<T> {
  readonly #entries = new Map<string, { version: number; value: Promise<T> }>();

  constructor(private readonly max = 1024) {}

  get(key: string, version: number, read: () => Promise<T>): Promise<T> {
    const known = this.#entries.get(key);
    if (known && known.version === version) return known.value;
    const value = read();
    this.#entries.delete(key);
    this.#entries.set(key, { version, value });
    if (this.#entries.size > this.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }
}

/** A frame of a stream built once per event object and serialiser, whatever the number of streams. */
const frames = new WeakMap<object, Map<unknown, string>>();

export function frameOnce<E extends object>(event: E, build: (event: E) => string): string {
  let built = frames.get(event);
  if (!built) {
    built = new Map();
    frames.set(event, built);
  }
  let frame = built.get(build);
  if (frame === undefined) {
    frame = build(event);
    built.set(build, frame);
  }
  return frame;
}
