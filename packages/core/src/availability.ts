/**
 * Item availability (spec §4 "Item availability": out of stock if an unavailable-store entry for
 * the store has no next available time or a time still in the future; no item means out of stock).
 */
import type { MenuItem } from './menu.js';
import type { UnixSeconds } from './money.js';

/**
 * True when the item cannot be ordered at the store at `now`: the item is missing, or one of its
 * unavailable-store entries for the store has no `nextAvailableTime` or one later than `now`.
 * At exactly `nextAvailableTime` the item is available again.
 */
export function isOutOfStock(
  item: Pick<MenuItem, 'unavailableStores'> | null | undefined,
  storeId: string,
  now: UnixSeconds,
): boolean {
  if (!item) return true;
  return (item.unavailableStores ?? []).some(
    (entry) =>
      entry.storeId === storeId &&
      (entry.nextAvailableTime === undefined ||
        entry.nextAvailableTime === null ||
        entry.nextAvailableTime > now),
  );
}

/** `!isOutOfStock`. */
export function isAvailable(
  item: Pick<MenuItem, 'unavailableStores'> | null | undefined,
  storeId: string,
  now: UnixSeconds,
): boolean {
  return !isOutOfStock(item, storeId, now);
}
