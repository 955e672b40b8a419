import { createHash } from 'node:crypto';
import { COMPRESS_THRESHOLD_BYTES, compressedForms, type Encoding } from './compression.js';

/**
 * One read call's answer, serialised once and compressed once: a request costs no
 * JSON.stringify and no compression while its entry lives.
 */
export interface CachedAnswer {
  /** The JSON, in UTF-8. */
  identity: Buffer;
  /** Its brotli and gzip forms; none for answers under the compression threshold. */
  compressed?: Record<Encoding, Buffer>;
  /**
   * Strong validators, one per representation (RFC 9110 8.8.3: a strong ETag names exact bytes,
   * and each content coding is other bytes): `"hash"`, `"hash-br"`, `"hash-gzip"`, the hash being
   * SHA-256 of the JSON.
   */
  etags: Record<Encoding | 'identity', string>;
}

/** The answer's validators for its bytes. */
function etagsOf(identity: Buffer): CachedAnswer['etags'] {
  const hash = createHash('sha256').update(identity).digest('base64url');
  return { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gzip"` };
}

/**
 * Whether an If-None-Match header names any representation of the answer (the weak comparison
 * RFC 9110 13.1.2 asks for, so a `W/` prefix is ignored). Every form holds the same JSON, so a
 * client holding any of them has the answer.
 */
export function matchesAnswer(ifNoneMatch: string | undefined, answer: CachedAnswer): boolean {
  if (!ifNoneMatch) return false;
  const held = new Set(Object.values(answer.etags));
  return ifNoneMatch.split(',').some((tag) => held.has(tag.trim().replace(/^W\//, '')));
}

interface Entry extends CachedAnswer {
  version: number;
  expires: number;
  /** The key and every form of the answer, in bytes: what the entry counts against the bound. */
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

  /** Bytes held now (keys and answers in every form). */
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
    const identity = Buffer.from(JSON.stringify(body));
    const compressed = identity.length >= COMPRESS_THRESHOLD_BYTES ? compressedForms(identity) : undefined;
    const answer: CachedAnswer = { identity, etags: etagsOf(identity), ...(compressed && { compressed }) };
    const bytes =
      Buffer.byteLength(key) +
      identity.length +
      (compressed ? compressed.br.length + compressed.gzip.length : 0);
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
