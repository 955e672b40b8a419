import { fils } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { needsConfirmation, planChange } from './location-change.js';

const area = {
  areaId: 'a2',
  name: { en: 'Marina', ar: 'مارينا' },
  deliveryFee: fils(500),
  deliveryTime: 30,
  minOrder: fils(3000),
};

describe('needsConfirmation', () => {
  it('asks before a service switch even with an empty basket', () => {
    expect(needsConfirmation({ kind: 'service', service: 'PICKUP' }, 0)).toBe(true);
  });
  it('changes the area at once when the basket is empty, asks when it holds one item', () => {
    expect(needsConfirmation({ kind: 'area', area }, 0)).toBe(false);
    expect(needsConfirmation({ kind: 'area', area }, 1)).toBe(true);
  });
});

describe('planChange', () => {
  it('a new area empties the basket, reopens the area choice and takes the area', () => {
    expect(planChange({ kind: 'area', area }, false)).toEqual({
      clearBasket: true,
      events: [{ type: 'area.change' }, { type: 'area.choose', area }],
      openMap: false,
    });
  });
  it('another pickup store keeps the basket (the brand home empties it if the store changes)', () => {
    expect(planChange({ kind: 'store' }, false)).toEqual({
      clearBasket: false,
      events: [{ type: 'setup.reset' }, { type: 'service.choose', serviceType: 'PICKUP' }],
      openMap: false,
    });
  });
  it('a mapped area goes back to the map', () => {
    expect(planChange({ kind: 'mappedArea' }, true)).toEqual({
      clearBasket: true,
      events: [{ type: 'area.change' }],
      openMap: true,
    });
  });
  it('switching to delivery opens the map only for mapped-area brands', () => {
    const change = { kind: 'service', service: 'DELIVERY' } as const;
    expect(planChange(change, true).openMap).toBe(true);
    expect(planChange(change, false).openMap).toBe(false);
    expect(planChange(change, false).events).toEqual([{ type: 'service.choose', serviceType: 'DELIVERY' }]);
  });
  it('switching to pickup never opens the map', () => {
    expect(planChange({ kind: 'service', service: 'PICKUP' }, true)).toEqual({
      clearBasket: true,
      events: [{ type: 'service.choose', serviceType: 'PICKUP' }],
      openMap: false,
    });
  });
});
