/**
 * The item list of an item-specific discount as a set, for pricing a basket in one lookup per
 * line instead of a scan of the list per line. Internal to core (not exported from the package).
 *
 * The set is cached per list array (a discount is priced again for every basket change and every
 * order the server re-prices) and re-checked against the list on every use, entry by entry, so
 * a list changed in place after it was cached can never be read stale. Lists of a few entries are
 * scanned instead: building and checking a set would cost more than it saves.
 */
type ItemEntries = readonly { readonly itemId: string }[];

interface CachedItemSet {
  readonly ids: readonly string[];
  readonly set: ReadonlySet<string>;
}

/** Below this length a plain scan is as fast as a set. */
const SET_FROM_LENGTH = 8;
const cache = new WeakMap<ItemEntries, CachedItemSet>();

function stillMatches(cached: CachedItemSet, entries: ItemEntries): boolean {
  const ids = cached.ids;
  if (ids.length !== entries.length) return false;
  for (let i = 0; i < ids.length; i += 1) {
    const entry = entries[i];
    if (entry === undefined || entry.itemId !== ids[i]) return false;
  }
  return true;
}

/**
 * The list's item ids as a set with the same answers as `entries.some((e) => e.itemId === id)`,
 * or null when the list is short or holds a non-string id (the caller then scans the list).
 */
export function specificItemSet(entries: ItemEntries): ReadonlySet<string> | null {
  if (entries.length < SET_FROM_LENGTH) return null;
  const cached = cache.get(entries);
  if (cached && stillMatches(cached, entries)) return cached.set;
  const ids: string[] = [];
  for (const entry of entries) {
    // A Set matches NaN with NaN where === does not: keep the set to strings, whose answers agree.
    if (typeof entry.itemId !== 'string') return null;
    ids.push(entry.itemId);
  }
  const set = new Set(ids);
  cache.set(entries, { ids, set });
  return set;
}

/** `entries.some((entry) => entry.itemId === itemId)`, through the set when there is one. */
export function listsItem(entries: ItemEntries, set: ReadonlySet<string> | null, itemId: string): boolean {
  if (set !== null) return set.has(itemId);
  for (let i = 0; i < entries.length; i += 1) if (entries[i]?.itemId === itemId) return true;
  return false;
}
