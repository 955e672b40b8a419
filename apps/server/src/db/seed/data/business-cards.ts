import { demoBrandIds } from '../brands.js';
import type { SeedBusinessCard } from '../types.js';

export const businessCards: SeedBusinessCard[] = [
  {
    slug: 'gulf-kitchens',
    title: { en: 'Gulf Kitchens Group', ar: 'مجموعة مطابخ الخليج' },
    phoneNumber: '+97143301234',
    whatsAppContact: '+971504567890',
    brandIds: [demoBrandIds.zaatarHouse, demoBrandIds.karakCorner, demoBrandIds.datesAndCo],
  },
];
