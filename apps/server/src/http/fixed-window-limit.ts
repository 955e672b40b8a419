/**
 * At most `limit` hits per key (e.g. an IP) in each window, counted in this process's memory. For
 * cheap public reads, where a per-process count is enough: behind several processes each counts
 * its own. Memory stays bounded: a full table drops the keys whose window has passed, then the
 * oldest windows.
 */
export class FixedWindowLimit {
  readonly #windows = new Map<string, { start: number; hits: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts a hit; undefined when allowed, else the seconds until the key's window ends. */
  hit(key: string, now: Date): number | undefined {
    const at = now.getTime();
    let window = this.#windows.get(key);
    if (!window || at - window.start >= this.windowMs || at < window.start) {
      if (!window && this.#windows.size >= this.maxKeys) this.#prune(at);
      // Moved to the end, so the Map's order stays the order the windows began in.
      this.#windows.delete(key);
      window = { start: at, hits: 0 };
      this.#windows.set(key, window);
    }
    window.hits += 1;
    if (window.hits <= this.limit) return undefined;
    return Math.max(1, Math.ceil((window.start + this.windowMs - at) / 1000));
  }

  #prune(at: number): void {
    for (const [key, window] of this.#windows) {
      if (at - window.start >= this.windowMs) this.#windows.delete(key);
    }
    // Still full: the oldest entries go first (a Map keeps insertion order).
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < this.maxKeys) break;
      this.#windows.delete(key);
    }
  }
}
