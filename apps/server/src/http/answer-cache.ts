import { createHash } from 'node:crypto';

export interface CachedAnswer {
  payload: string;
  etag: string;
}

/**
 * Serialised answers of read calls, keyed by operation and request. An entry lives until the
 * catalogue changes (its version moves) or for `ttlMs` at most, because some answers depend on
 * the clock (pre-order slots, discounts that start or end). Bounded: the oldest entry goes first.
 */
export class AnswerCache {
  readonly #entries = new Map<string, CachedAnswer & { version: number; expires: number }>();

  constructor(
    private readonly version: () => number,
    private readonly now: () => number,
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2_000,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== this.version() || entry.expires <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, body: unknown): CachedAnswer {
    const payload = JSON.stringify(body);
    const answer = { payload, etag: `W/"${createHash('sha1').update(payload).digest('base64url')}"` };
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { ...answer, version: this.version(), expires: this.now() + this.ttlMs });
    return answer;
  }
}
