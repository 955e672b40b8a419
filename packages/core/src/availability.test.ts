import { describe, expect, it } from 'vitest';
import { isAvailable, isOutOfStock } from './availability.js';
import type { UnixSeconds } from './money.js';

const now = 1_767_225_600 as UnixSeconds;

describe('item availability', () => {
  it('no item means out of stock', () => {
    expect(isOutOfStock(undefined, 's1', now)).toBe(true);
    expect(isOutOfStock(null, 's1', now)).toBe(true);
  });
  it('an item without entries is available', () => {
    expect(isAvailable({}, 's1', now)).toBe(true);
    expect(isAvailable({ unavailableStores: [] }, 's1', now)).toBe(true);
  });
  it('an entry for the store without a next available time is out of stock', () => {
    expect(isOutOfStock({ unavailableStores: [{ storeId: 's1' }] }, 's1', now)).toBe(true);
    expect(isOutOfStock({ unavailableStores: [{ storeId: 's1', nextAvailableTime: null }] }, 's1', now)).toBe(
      true,
    );
  });
  it('is out of stock one second before the next available time and available at exactly that time', () => {
    const item = { unavailableStores: [{ storeId: 's1', nextAvailableTime: (now + 1) as UnixSeconds }] };
    expect(isOutOfStock(item, 's1', now)).toBe(true);
    expect(isOutOfStock(item, 's1', (now + 1) as UnixSeconds)).toBe(false);
  });
  it("ignores other stores' entries", () => {
    expect(isOutOfStock({ unavailableStores: [{ storeId: 's2' }] }, 's1', now)).toBe(false);
  });
});
