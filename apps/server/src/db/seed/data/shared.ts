import { oid, type SeedModifierGroup, type SeedText } from '../types.js';

/** Id kinds, so ids of different entities never collide. */
export const KIND = {
  store: 0x10,
  category: 0x20,
  item: 0x30,
  group: 0x31,
  modifier: 0x32,
  deliveryArea: 0x40,
  country: 0x41,
  city: 0x42,
  area: 0x43,
  mappedArea: 0x50,
  discount: 0x60,
} as const;

export const UAE = {
  id: oid(KIND.country, 1),
  name: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
};
export const CITIES = {
  dubai: { id: oid(KIND.city, 1), name: { en: 'Dubai', ar: 'دبي' } },
  abuDhabi: { id: oid(KIND.city, 2), name: { en: 'Abu Dhabi', ar: 'أبوظبي' } },
  sharjah: { id: oid(KIND.city, 3), name: { en: 'Sharjah', ar: 'الشارقة' } },
  alAin: { id: oid(KIND.city, 4), name: { en: 'Al Ain', ar: 'العين' } },
  rasAlKhaimah: { id: oid(KIND.city, 5), name: { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' } },
  fujairah: { id: oid(KIND.city, 6), name: { en: 'Fujairah', ar: 'الفجيرة' } },
} as const;

/** 2026-01-01 and 2030-01-01, Unix seconds. */
export const FROM_2026 = 1767225600;
export const UNTIL_2030 = 1893456000;
/** A fixed far-future time (2100-01-01) so "back later" stays deterministic. */
export const FAR_FUTURE = 4102444800;

export const EVERY_DAY = (open: string, close: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));

export const AED = (amount: number) => Math.round(amount * 100);

/** Sequential modifier ids per brand, so a menu reads as data, not as id bookkeeping. */
export function idMaker(base: number) {
  let group = base;
  let modifier = base;
  return {
    group: (
      name: SeedText,
      rule: { single?: boolean; min: number; max: number },
      modifiers: [SeedText, number, number?][],
    ): SeedModifierGroup => {
      group += 1;
      return {
        id: oid(KIND.group, group),
        name,
        isSingleSelection: rule.single ?? false,
        minimumAllowedSelection: rule.min,
        maximumAllowedSelection: rule.max,
        modifiers: modifiers.map(([label, price, maximumOrderQuantity]) => {
          modifier += 1;
          return {
            id: oid(KIND.modifier, modifier),
            sku: `MOD-${modifier}`,
            name: label,
            price,
            ...(maximumOrderQuantity !== undefined && { maximumOrderQuantity }),
          };
        }),
      };
    },
  };
}
