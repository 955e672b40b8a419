import { describe, expect, it } from 'vitest';
import { nextEnd, type Kitchen } from './use-kitchen.js';

const now = 1_795_000_000;
const service = (pausedUntil: number | null) => ({
  offered: true,
  pausedUntil,
  change: null,
  capacity: null,
  capacityChange: null,
  asapTaken: 0,
  fullSlots: [],
});

function kitchen(overrides: Partial<Kitchen>): Kitchen {
  return {
    storeId: 'jumeirah',
    stores: [],
    name: { en: 'Zaatar House Jumeirah', ar: 'بيت الزعتر - جميرا' },
    isOpened: true,
    openedChange: null,
    services: { delivery: service(null), pickup: service(null), dineIn: service(null) },
    busy: null,
    prepMinutes: { delivery: 35, pickup: 15, dineIn: 20 },
    items: [],
    ...overrides,
  };
}

describe('the board reads the kitchen again when something of it ends by itself', () => {
  it('nothing ends: no timer', () => {
    expect(nextEnd(kitchen({}), now)).toBeNull();
  });

  it('the soonest of a pause, the busy mode and a sold-out item or option', () => {
    const shown = kitchen({
      services: { delivery: service(now + 900), pickup: service(null), dineIn: service(null) },
      busy: { extraMinutes: 20, until: now + 3600, change: null },
      items: [
        {
          _id: 'labneh',
          title: { en: 'Labneh Breakfast Plate', ar: 'صحن فطور لبنة' },
          category: { en: 'Breakfast', ar: 'الفطور' },
          soldOut: { until: null, change: null },
          options: [
            {
              _id: 'cheese',
              name: { en: 'Extra cheese', ar: 'جبنة إضافية' },
              group: { en: 'Extras', ar: 'إضافات' },
              soldOut: { until: now + 600, change: null },
            },
          ],
        },
      ],
    });
    expect(nextEnd(shown, now)).toBe(now + 600);
    expect(nextEnd(shown, now + 700)).toBe(now + 900);
  });
});
