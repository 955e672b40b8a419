import { createHash } from 'node:crypto';
import { COMPRESS_THRESHOLD_BYTES, compressedForm, smallestBrotli, type Encoding } from './compression.js';

/** One form of an answer: its bytes and their strong validator. */
export interface AnswerForm {
  readonly bytes: Buffer;
  readonly etag: string;
}

/**
 * One read call's answer, serialised once: a request costs no JSON.stringify while its entry
 * lives, and each encoding is compressed once, when first asked for. The first request for an
 * encoding gets a quick form; the smallest form replaces it off the request path (the first read
 * after a menu change waits for neither brotli at its best nor an encoding nobody asked for).
 */
export class CachedAnswer {
  /** The JSON, in UTF-8. */
  readonly identity: Buffer;
  /** SHA-256 of the JSON: every form's validator starts with it. */
  readonly #hash: string;
  readonly #forms: Partial<Record<Encoding, AnswerForm>> = {};
  /** Called with the change in bytes held when a form is added or replaced. */
  readonly #resized: (delta: number) => void;
  /** Called with the work that makes a form smaller (off the event loop), once the answer has gone. */
  readonly #later: (work: () => Promise<void>) => void;

  constructor(
    identity: Buffer,
    resized: (delta: number) => void = () => undefined,
    later: (work: () => Promise<void>) => void = (work) => void work(),
  ) {
    this.identity = identity;
    this.#hash = createHash('sha256').update(identity).digest('base64url');
    this.plain = { bytes: identity, etag: `"${this.#hash}"` };
    this.#resized = resized;
    this.#later = later;
  }

  /** Answers under the threshold go as they are. */
  get compressible(): boolean {
    return this.identity.length >= COMPRESS_THRESHOLD_BYTES;
  }

  /** The uncompressed form. */
  readonly plain: AnswerForm;

  /**
   * The answer in `encoding`. Strong validators, one per representation (RFC 9110 8.8.3: a
   * strong ETag names exact bytes, and each content coding is other bytes): `"hash-br"` and
   * `"hash-gzip"` for the smallest forms, `"hash-br-quick"` for brotli's quick form.
   */
  form(encoding: Encoding): AnswerForm {
    const held = this.#forms[encoding];
    if (held) return held;
    const quick = compressedForm(this.identity, encoding);
    const best = encoding === 'gzip';
    const form = { bytes: quick, etag: `"${this.#hash}-${encoding}${best ? '' : '-quick'}"` };
    this.#forms[encoding] = form;
    this.#resized(quick.length);
    if (!best) {
      this.#later(async () => {
        const smallest = await smallestBrotli(this.identity);
        if (this.#forms[encoding] !== form || smallest.length >= quick.length) return;
        this.#forms[encoding] = { bytes: smallest, etag: `"${this.#hash}-${encoding}"` };
        this.#resized(smallest.length - quick.length);
      });
    }
    return form;
  }

  /** Bytes held in every form. */
  get bytes(): number {
    return this.identity.length + (this.#forms.br?.bytes.length ?? 0) + (this.#forms.gzip?.bytes.length ?? 0);
  }

  /**
   * Whether an If-None-Match header names any representation of the answer, made now or before
   * (the weak comparison RFC 9110 13.1.2 asks for, so a `W/` prefix is ignored): every form holds
   * the same JSON, so a client holding any of them has the answer.
   */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    const plain = `"${this.#hash}"`;
    const prefix = `"${this.#hash}-`;
    return ifNoneMatch.split(',').some((raw) => {
      const tag = raw.trim().replace(/^W\//, '');
      return tag === plain || (tag.startsWith(prefix) && tag.endsWith('"'));
    });
  }
}

interface Entry {
  answer: CachedAnswer;
  /** What the answer was made from: the version of its brand (its scope), or of everything. */
  scope: string | undefined;
  version: number | string;
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
 * Serialised answers of read calls, keyed by operation and request. An entry lives until what it
 * was made from changes (its brand's catalogue, or any catalogue for an answer about no one brand)
 * or for `ttlMs` at most. Bounded in bytes, not entries:
 * a request can make its key (its body) and its answer large, so a count alone bounds nothing.
 * Least recently used entries are evicted first.
 */
export class AnswerCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  #bytes = 0;
  /** Smaller forms still to make (run after the answers that asked have gone). */
  #pending = 0;
  #idle: (() => void)[] = [];

  constructor(
    /** The version of what answers of a scope (a brand's id) are made from; without one, of everything. */
    private readonly version: (scope?: string) => number | string,
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

  /** The keys held, least recently used first. */
  keys(): string[] {
    return [...this.#entries.keys()];
  }

  /** Resolves once every smaller form asked for so far has been made (tests, benches). */
  idle(): Promise<void> {
    if (this.#pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /** Answers served from the cache, and asked for but not there (or stale), since the start. */
  hits = 0;
  misses = 0;

  get(key: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    this.#entries.delete(key);
    if (entry.version !== this.version(entry.scope) || entry.expires <= this.now()) {
      this.#bytes -= entry.bytes;
      this.misses += 1;
      return undefined;
    }
    this.#entries.set(key, entry);
    this.hits += 1;
    return entry.answer;
  }

  /** Keeps an answer; `scope` (a brand's id) when it is about that brand alone. */
  set(key: string, body: unknown, scope?: string): CachedAnswer {
    this.#delete(key);
    const keyBytes = Buffer.byteLength(key);
    const entry: Entry = {
      answer: undefined!,
      scope,
      version: this.version(scope),
      expires: this.now() + this.#ttlMs,
      bytes: 0,
    };
    entry.answer = new CachedAnswer(
      Buffer.from(JSON.stringify(body)),
      (delta) => {
        entry.bytes += delta;
        // Only an entry still kept counts; one past the bound goes.
        if (this.#entries.get(key) !== entry) return;
        this.#bytes += delta;
        this.#evictOver();
      },
      (work) => this.#later(work),
    );
    entry.bytes = keyBytes + entry.answer.identity.length;
    if (entry.bytes > this.#maxBytes) return entry.answer;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#evictOver();
    return entry.answer;
  }

  /** Evicts the least recently used entries until the bytes held fit the bound. */
  #evictOver(): void {
    while (this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
  }

  #later(work: () => Promise<void>): void {
    this.#pending += 1;
    setImmediate(() => {
      work()
        // A form that failed to shrink stays quick: nothing is lost.
        .catch(() => undefined)
        .finally(() => {
          this.#pending -= 1;
          if (this.#pending === 0) for (const resolve of this.#idle.splice(0)) resolve();
        });
    });
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
