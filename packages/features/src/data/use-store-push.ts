import { followEventStream } from '@storefront/api';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { apiRootUrl } from '../app-kit/api.js';
import type { QueryCache, QueryKey } from './query-cache.js';
import { useQueryCache } from './use-query.js';

/** The reads a kitchen change (sold out, closed, paused, busy) makes out of date. */
export const READS_A_KITCHEN_CHANGES: readonly QueryKey[] = [['menu'], ['stores'], ['recommended']];

interface Followed {
  users: number;
  /** Bumped on each change: what is not in the read cache (the item page's item) reads again. */
  revision: number;
  stop: () => void;
  listeners: Set<() => void>;
}

/** One stream per brand and store however many screens follow it (store page, item, basket, checkout). */
const followed = new Map<string, Followed>();

function follow(cache: QueryCache, brandId: string, storeId: string): Followed {
  const key = `${brandId}:${storeId}`;
  let entry = followed.get(key);
  if (entry) {
    entry.users += 1;
    return entry;
  }
  const url = new URL(`stores/${encodeURIComponent(storeId)}/menu-events`, apiRootUrl());
  url.searchParams.set('brandId', brandId);
  let connected = false;
  const created: Followed = { users: 1, revision: 0, stop: () => undefined, listeners: new Set() };
  const changed = () => {
    for (const prefix of READS_A_KITCHEN_CHANGES) cache.invalidate(prefix);
    created.revision += 1;
    created.listeners.forEach((listener) => listener());
  };
  created.stop = followEventStream({
    url: url.toString(),
    onEvent: (event) => {
      // The first `ready` is the menu already shown; a reconnection's may have missed a change.
      if (event.event === 'ready') {
        if (connected) changed();
        connected = true;
      } else if (event.event === 'changed') changed();
    },
  });
  followed.set(key, created);
  entry = created;
  return entry;
}

function unfollow(brandId: string, storeId: string): void {
  const key = `${brandId}:${storeId}`;
  const entry = followed.get(key);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  entry.stop();
  followed.delete(key);
}

/**
 * Keeps what a screen shows of a store current (docs/kitchen.md): while any screen of
 * the store is open, the store's menu stream is followed (one stream, however many screens); a
 * kitchen change (an item sold out or back, the store closed or paused, a busy kitchen) reads the
 * menu and the stores again, so an open item flips to 'Out of stock' and a paused store shows its
 * closed message, without a reload. Answers a counter that moves on each change, for reads kept
 * outside the read cache.
 */
export function useStorePush(brandId: string, storeId: string | null): number {
  const cache = useQueryCache();
  useEffect(() => {
    if (!storeId || typeof window === 'undefined') return undefined;
    follow(cache, brandId, storeId);
    return () => unfollow(brandId, storeId);
  }, [cache, brandId, storeId]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const entry = storeId ? followed.get(`${brandId}:${storeId}`) : undefined;
      if (!entry) return () => undefined;
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [brandId, storeId],
  );
  const revision = useCallback(
    () => (storeId ? (followed.get(`${brandId}:${storeId}`)?.revision ?? 0) : 0),
    [brandId, storeId],
  );
  return useSyncExternalStore(subscribe, revision, () => 0);
}
