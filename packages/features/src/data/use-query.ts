import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { QueryCache, QueryEntry, QueryKey } from './query-cache.js';

/** The running brand's read cache; the storefront provider makes one per brand. */
export const QueryCacheContext = createContext<QueryCache | null>(null);

export function useQueryCache(): QueryCache {
  const cache = useContext(QueryCacheContext);
  if (!cache) throw new Error('useQueryCache outside a brand app (StorefrontProvider)');
  return cache;
}

/** How long each read call's answer stays fresh (ms). */
export const MAX_AGE = {
  menu: 5 * 60_000,
  stores: 5 * 60_000,
  offers: 5 * 60_000,
  loyalty: 10 * 60_000,
  recommended: 5 * 60_000,
  wallet: 60_000,
  orders: 30_000,
  tableTab: 15_000,
} as const;

/** Keys of the reads that belong to the signed-in customer: dropped on sign-in and sign-out. */
export const CUSTOMER_READS: readonly QueryKey[] = [['offers'], ['wallet'], ['orders']];

/** Keys of the reads an order changes (uses of a code, wallet balance, the orders list, a table's tab). */
export const READS_AN_ORDER_CHANGES: readonly QueryKey[] = [['offers'], ['wallet'], ['orders'], ['tableTab']];

/**
 * The caches of the brand apps mounted on the page (one per brand app), only so that a call made
 * outside React (the service worker taking over) reaches them; the answers live in each cache.
 */
const mountedCaches = new Set<QueryCache>();

/** Lists the brand app's cache among the mounted ones while the app is on the page. */
export function useMountedCache(cache: QueryCache): void {
  useEffect(() => {
    mountedCaches.add(cache);
    return () => {
      mountedCaches.delete(cache);
    };
  }, [cache]);
}

/**
 * Every mounted brand app's answers read again when next shown: when the service worker first
 * takes over a page, the reads made before it went past it, so they are read again through it
 * (and so kept for offline use).
 */
export function invalidateEveryMountedCache(): void {
  for (const cache of mountedCaches) cache.invalidate([]);
}

/** What to call once an order is placed: the reads it changed are read again. */
export function useAfterOrderPlaced(): () => void {
  const cache = useQueryCache();
  return useCallback(() => {
    for (const prefix of READS_AN_ORDER_CHANGES) cache.invalidate(prefix);
  }, [cache]);
}

export interface QueryOptions {
  /** How long an answer stays fresh (ms): one of {@link MAX_AGE}. */
  readonly maxAge: number;
  /** False: nothing is read and the result stays empty (an argument is not known yet). */
  readonly enabled?: boolean;
  /** Read again on mount even when fresh, showing the cached answer meanwhile. */
  readonly refetchOnMount?: boolean;
  /** A change of this value reads again (a 'Refresh' button's counter). */
  readonly refreshKey?: unknown;
}

const NO_ENTRY: QueryEntry<never> = {
  status: 'loading',
  data: undefined,
  error: undefined,
  updatedAt: 0,
  invalidated: false,
  fetching: false,
};

/**
 * The entry of one read call of the brand, read with `load` when missing, out of date or
 * invalidated; every component asking for the same key shares one request and one answer.
 */
export function useQuery<T>(key: QueryKey, load: () => Promise<T>, options: QueryOptions): QueryEntry<T> {
  const cache = useQueryCache();
  const { maxAge, enabled = true, refetchOnMount = false, refreshKey = null } = options;
  const id = JSON.stringify(key);
  // The same key object while its content is the same: effects and the store follow `id`.
  const stableKey = useMemo(() => key, [id]);
  // The latest `load` (a new closure each render) for the reads the effects start.
  const loadRef = useRef(load);
  loadRef.current = load;

  const subscribe = useCallback(
    (listener: () => void) => (enabled ? cache.subscribe(stableKey, listener) : () => undefined),
    [cache, stableKey, enabled],
  );
  const snapshot = useCallback(
    () => (enabled ? (cache.peek<T>(stableKey) ?? NO_ENTRY) : NO_ENTRY),
    [cache, stableKey, enabled],
  );
  const entry = useSyncExternalStore(subscribe, snapshot, snapshot);

  // On mount, on a new key or refresh: read unless fresh (always, with refetchOnMount).
  useEffect(() => {
    if (!enabled) return;
    cache.fetch(stableKey, () => loadRef.current(), { maxAge, force: refetchOnMount }).catch(() => undefined);
  }, [cache, stableKey, enabled, maxAge, refetchOnMount, refreshKey]);

  // Invalidated while shown (an order placed, a sign-in): read again.
  const invalidated = entry.invalidated;
  useEffect(() => {
    if (!enabled || !invalidated) return;
    cache.fetch(stableKey, () => loadRef.current(), { maxAge }).catch(() => undefined);
  }, [cache, stableKey, enabled, invalidated, maxAge]);

  return entry;
}
