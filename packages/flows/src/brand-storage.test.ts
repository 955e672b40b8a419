import { memoryStorage } from '@storefront/core/testing/memory-storage';
import { describe, expect, it } from 'vitest';
import { createBrandStorage } from './brand-storage.js';

describe('createBrandStorage', () => {
  it('keeps each brand apart', () => {
    const storage = memoryStorage();
    const zaatar = createBrandStorage(storage, 'brand-a');
    const karak = createBrandStorage(storage, 'brand-b');
    zaatar.save('basket', { lines: 2 });
    karak.save('basket', { lines: 5 });
    expect(zaatar.load('basket')).toEqual({ lines: 2 });
    expect(karak.load('basket')).toEqual({ lines: 5 });
  });

  it("clears one brand's slices and leaves the other brand's", () => {
    const storage = memoryStorage();
    const zaatar = createBrandStorage(storage, 'brand-a');
    const karak = createBrandStorage(storage, 'brand-b');
    zaatar.save('basket', 1);
    zaatar.save('session', 2);
    karak.save('session', 3);
    zaatar.clear();
    expect(zaatar.load('basket')).toBeUndefined();
    expect(zaatar.load('session')).toBeUndefined();
    expect(karak.load('session')).toBe(3);
  });

  it('drops a corrupted slice instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem('storefront:brand-a:basket', '{not json');
    const zaatar = createBrandStorage(storage, 'brand-a');
    expect(zaatar.load('basket')).toBeUndefined();
    expect(storage.entries.has('storefront:brand-a:basket')).toBe(false);
  });
});
