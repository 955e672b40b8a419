import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listsItem, specificItemSet } from './discount-items.js';

const scan = (entries: readonly { itemId: string }[], id: string) => entries.some((e) => e.itemId === id);

describe('specificItemSet / listsItem', () => {
  it('answers as a scan of the list does, short lists and long', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', '');
    fc.assert(
      fc.property(
        fc.array(
          id.map((itemId) => ({ itemId })),
          { maxLength: 20 },
        ),
        id,
        (entries, wanted) => {
          expect(listsItem(entries, specificItemSet(entries), wanted)).toBe(scan(entries, wanted));
        },
      ),
    );
  });

  it('uses a set from 8 entries and keeps it for the same list', () => {
    const entries = Array.from({ length: 8 }, (_, i) => ({ itemId: `item-${i}` }));
    expect(specificItemSet(entries.slice(0, 7))).toBeNull();
    const set = specificItemSet(entries);
    expect(set?.has('item-7')).toBe(true);
    expect(specificItemSet(entries)).toBe(set);
  });

  it('never answers from a stale set when the list is changed in place', () => {
    const entries = Array.from({ length: 10 }, (_, i) => ({ itemId: `item-${i}` }));
    expect(listsItem(entries, specificItemSet(entries), 'item-3')).toBe(true);
    entries[3] = { itemId: 'other' };
    expect(listsItem(entries, specificItemSet(entries), 'item-3')).toBe(false);
    expect(listsItem(entries, specificItemSet(entries), 'other')).toBe(true);
    entries.push({ itemId: 'late' });
    expect(listsItem(entries, specificItemSet(entries), 'late')).toBe(true);
  });
});
