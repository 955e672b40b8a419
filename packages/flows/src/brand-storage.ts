/** The part of the Web Storage API the flows need; `localStorage` in the browser. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

const PREFIX = 'storefront';

/**
 * Persisted state kept per brand (spec section 4: state and tokens are stored per brand id), so
 * two brands opened in one browser never share a basket or a session.
 */
export function createBrandStorage(storage: KeyValueStorage, brandId: string) {
  const keyOf = (slice: string) => `${PREFIX}:${brandId}:${slice}`;
  return {
    load<T>(slice: string): T | undefined {
      const raw = storage.getItem(keyOf(slice));
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        storage.removeItem(keyOf(slice));
        return undefined;
      }
    },
    save(slice: string, value: unknown): void {
      storage.setItem(keyOf(slice), JSON.stringify(value));
    },
    remove(slice: string): void {
      storage.removeItem(keyOf(slice));
    },
    /** Wipes every slice of this brand (logout, remove-brand-data); other brands are untouched. */
    clear(): void {
      const own: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith(`${PREFIX}:${brandId}:`)) own.push(key);
      }
      for (const key of own) storage.removeItem(key);
    },
  };
}

export type BrandStorage = ReturnType<typeof createBrandStorage>;
