/**
 * For tests only (`@storefront/core/testing/memory-storage`): a browser Storage (localStorage,
 * sessionStorage) kept in memory, what it holds readable as `entries`. It is a KeyValueStorage of
 * @storefront/flows and takes what any storage the apps are handed takes.
 */
export interface MemoryStorage {
  readonly entries: Map<string, string>;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

/** A new, empty storage: two of them share nothing. */
export function memoryStorage(): MemoryStorage {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
  };
}
