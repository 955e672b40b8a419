/**
 * One brand's answers to read calls, by key: `[call, ...args]` (e.g. `['menu', 'PICKUP', storeId]`),
 * always under the brand the cache was made for, so two brands never share an answer. An answer is
 * fresh for the call's max age and then read again; a request already on its way is shared; a key
 * prefix can be invalidated (after an order: offers, wallet, orders; on sign-in or out: whatever
 * belongs to the customer). Entries live as long as the brand app (the store picker looks its
 * stores up in them); what bounds them is the brand's few menus and lists. No React here: `use-query.ts` puts a hook on top.
 */

/** A read call and its arguments, e.g. `['stores', 'pickup']` or `['offers', userId]`. */
export type QueryKey = readonly [call: string, ...args: readonly unknown[]];

/** A read call of the brand: its cache key and how to read it (one per API read, in data/). */
export interface Read<T> {
  readonly key: QueryKey;
  readonly load: () => Promise<T>;
}

/** A read call answered with an error: the answer is kept so the page resolves its message. */
export class ReadError extends Error {
  constructor(
    call: string,
    readonly answer: unknown,
  ) {
    super(`${call} failed`);
    this.name = 'ReadError';
  }
}

/** What a failed read left: the error answer of the API, or what was thrown (a network failure). */
export function failureOf(error: unknown): unknown {
  return error instanceof ReadError ? error.answer : error;
}

export interface QueryEntry<T = unknown> {
  readonly status: 'loading' | 'success' | 'error';
  /** The last answer, kept while a newer one is read (the page shows it at once). */
  readonly data: T | undefined;
  readonly error: unknown;
  /** When the last answer or failure arrived (ms, the cache's clock); 0 while none has. */
  readonly updatedAt: number;
  /** Set by {@link QueryCache.invalidate}: the answer is out of date whatever its age. */
  readonly invalidated: boolean;
  /** A request for this key is on its way. */
  readonly fetching: boolean;
}

export interface FetchOptions {
  /** How long an answer stays fresh (ms); older ones are read again. */
  readonly maxAge: number;
  /** Read again even when fresh (a 'Refresh' button, a page that always wants the latest). */
  readonly force?: boolean;
}

export interface QueryCache {
  /** The brand every key of this cache belongs to. */
  readonly brandId: string;
  /** The entry for a key, or undefined before the first read; the same object until it changes. */
  peek<T>(key: QueryKey): QueryEntry<T> | undefined;
  /** Whether the key holds an answer younger than `maxAge` that no invalidation has touched. */
  isFresh(key: QueryKey, maxAge: number): boolean;
  /**
   * The key's answer: the cached one while fresh, else the request already on its way, else a
   * new request made with `load`. Rejects when the request fails.
   */
  fetch<T>(key: QueryKey, load: () => Promise<T>, options: FetchOptions): Promise<T>;
  /** Marks every entry whose key starts with `prefix` out of date (their readers read again). */
  invalidate(prefix: readonly unknown[]): void;
  /** Forgets every entry whose key starts with `prefix` (a customer's data after sign-out). */
  remove(prefix: readonly unknown[]): void;
  /** The answers held under a key prefix (e.g. every store list seen). */
  answers<T>(prefix: readonly unknown[]): T[];
  /**
   * Holds an answer the page brought with it (read by the server at `updatedAt`), so the first
   * screen renders without a request: the key's first fetch, even a forced one, is answered by it
   * while it is fresh; later fetches read as usual. Ignored when the key already has an answer.
   */
  prime(key: QueryKey, data: unknown, updatedAt: number): void;
  /** Calls `listener` whenever the key's entry changes. */
  subscribe(key: QueryKey, listener: () => void): () => void;
}

function hash(key: readonly unknown[]): string {
  return JSON.stringify(key, (_, value: unknown) => (value === undefined ? null : value));
}

function startsWith(key: QueryKey, prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => hash([key[index]]) === hash([part]));
}

const EMPTY: QueryEntry = {
  status: 'loading',
  data: undefined,
  error: undefined,
  updatedAt: 0,
  invalidated: false,
  fetching: false,
};

interface Slot {
  key: QueryKey;
  entry: QueryEntry;
  request: Promise<unknown> | null;
  listeners: Set<() => void>;
  /** Holds the page's answer, not yet read by a fetch (see {@link QueryCache.prime}). */
  primed?: boolean;
}

/** A cache for one brand; `now` is the clock (ms), replaceable in tests. */
export function createQueryCache(brandId: string, now: () => number = Date.now): QueryCache {
  const slots = new Map<string, Slot>();

  const slotOf = (key: QueryKey): Slot => {
    const id = hash(key);
    let slot = slots.get(id);
    if (!slot) {
      slot = { key, entry: EMPTY, request: null, listeners: new Set() };
      slots.set(id, slot);
    }
    return slot;
  };

  const update = (slot: Slot, change: Partial<QueryEntry>) => {
    slot.entry = { ...slot.entry, ...change };
    for (const listener of [...slot.listeners]) listener();
  };

  const fresh = (entry: QueryEntry | undefined, maxAge: number): boolean =>
    entry !== undefined &&
    entry.status === 'success' &&
    !entry.invalidated &&
    now() - entry.updatedAt < maxAge;

  const matching = (prefix: readonly unknown[]) =>
    [...slots.entries()].filter(([, slot]) => startsWith(slot.key, prefix));

  return {
    brandId,
    peek: <T>(key: QueryKey) => slots.get(hash(key))?.entry as QueryEntry<T> | undefined,
    isFresh: (key, maxAge) => fresh(slots.get(hash(key))?.entry, maxAge),
    fetch<T>(key: QueryKey, load: () => Promise<T>, { maxAge, force = false }: FetchOptions): Promise<T> {
      const slot = slotOf(key);
      if (slot.request) return slot.request as Promise<T>;
      const primed = slot.primed === true;
      slot.primed = false;
      if ((!force || primed) && fresh(slot.entry, maxAge)) return Promise.resolve(slot.entry.data as T);
      const request = load();
      slot.request = request;
      update(slot, { fetching: true });
      request.then(
        (data) => {
          // An invalidation (or removal) while this was on its way makes the answer out of date.
          if (slot.request !== request) return;
          slot.request = null;
          update(slot, {
            status: 'success',
            data,
            error: undefined,
            updatedAt: now(),
            invalidated: false,
            fetching: false,
          });
        },
        (error: unknown) => {
          if (slot.request !== request) return;
          slot.request = null;
          update(slot, { status: 'error', error, updatedAt: now(), fetching: false });
        },
      );
      return request;
    },
    invalidate(prefix) {
      for (const [, slot] of matching(prefix)) {
        slot.request = null;
        update(slot, { invalidated: true, fetching: false });
      }
    },
    remove(prefix) {
      for (const [id, slot] of matching(prefix)) {
        slot.request = null;
        // A key still read keeps its slot (its readers listen there) and starts again empty.
        if (slot.listeners.size === 0) slots.delete(id);
        else update(slot, { ...EMPTY, invalidated: true });
      }
    },
    answers: <T>(prefix: readonly unknown[]) =>
      matching(prefix)
        .map(([, slot]) => slot.entry.data as T | undefined)
        .filter((data): data is T => data !== undefined),
    prime(key, data, updatedAt) {
      const slot = slotOf(key);
      if (slot.entry.status !== 'loading' || slot.request) return;
      slot.primed = true;
      update(slot, {
        status: 'success',
        data,
        error: undefined,
        updatedAt,
        invalidated: false,
        fetching: false,
      });
    },
    subscribe(key, listener) {
      const slot = slotOf(key);
      slot.listeners.add(listener);
      return () => {
        slot.listeners.delete(listener);
      };
    },
  };
}
