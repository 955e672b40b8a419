import type { SeedText } from '../types.js';

/** The country and the cities of the offline gazetteer, named in English and Arabic. */
export const UAE: { name: SeedText } = {
  name: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
};

export const CITIES = {
  dubai: { name: { en: 'Dubai', ar: 'دبي' } },
  abuDhabi: { name: { en: 'Abu Dhabi', ar: 'أبوظبي' } },
  sharjah: { name: { en: 'Sharjah', ar: 'الشارقة' } },
  alAin: { name: { en: 'Al Ain', ar: 'العين' } },
  rasAlKhaimah: { name: { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' } },
  fujairah: { name: { en: 'Fujairah', ar: 'الفجيرة' } },
} as const satisfies Record<string, { name: SeedText }>;
