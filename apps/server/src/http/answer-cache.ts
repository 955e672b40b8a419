import { createHash } from 'node:crypto';

export interface CachedAnswer {
  payload: string;
  etag: string;
}

interface Entry extends CachedAnswer {
  version: number;
  expires: number;
  /** The key and the payload, in UTF-8 bytes: what the entry counts against the bound. */
  bytes: number;
}

export interface AnswerCacheOptions {
  /** Longest life of an entry; some answers depend on the clock (pre-order slots, discounts). */
  ttlMs?: number;
  /** Bound on the keys and payloads kept, in bytes; the least recently used entry goes first. */
  maxBytes?: number;
}

/** 64 MB of answers: every demo brand's menus many times over, and a fixed ceiling whatever is asked. */
export const DEFAULT_ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Serialised answers of read calls, keyed by operation and request. An entry lives until the
 * catalogue changes (its version moves) or for `ttlMs` at most. Bounded in bytes, not entries:
 * a request can make its key (its body) and its answer large, so a count alone bounds nothing.
 * Least recently used entries are evicted first.
 */
export class AnswerCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(
    private readonly version: () => number,
    private readonly now: () => number,
    options: AnswerCacheOptions = {},
  ) {
    this.#ttlMs = options.ttlMs ?? 30_000;
    this.#maxBytes = options.maxBytes ?? DEFAULT_ANSWER_CACHE_BYTES;
  }

  /** Bytes held now (keys and payloads). */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.version !== this.version() || entry.expires <= this.now()) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, body: unknown): CachedAnswer {
    const payload = JSON.stringify(body);
    const answer = { payload, etag: `W/"${createHash('sha1').update(payload).digest('base64url')}"` };
    const bytes = Buffer.byteLength(key) + Buffer.byteLength(payload);
    this.#delete(key);
    if (bytes > this.#maxBytes) return answer;
    while (this.#bytes + bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
    this.#entries.set(key, { ...answer, version: this.version(), expires: this.now() + this.#ttlMs, bytes });
    this.#bytes += bytes;
    return answer;
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
