import type { NewBrandRow } from '../schema.js';

/** Stable ids so links in the README and tests keep working across reseeds. */
export const demoBrandIds = {
  zaatarHouse: '6650a1e0c0ffee0000000001',
  karakCorner: '6650a1e0c0ffee0000000002',
  datesAndCo: '6650a1e0c0ffee0000000003',
} as const;

const staticPages = {
  about: { isActive: true, linkTitle: { en: 'About us', ar: 'من نحن' } },
  terms: { isActive: true, linkTitle: { en: 'Terms and conditions', ar: 'الشروط والأحكام' } },
  privacy: { isActive: true, linkTitle: { en: 'Privacy policy', ar: 'سياسة الخصوصية' } },
};

export const demoBrands: NewBrandRow[] = [
  {
    id: demoBrandIds.zaatarHouse,
    brandName: 'Zaatar House',
    brandNameAr: 'بيت الزعتر',
    baseLanguage: 'EN',
    catalogueType: 'OUTLET_BASED_CATALOGUE',
    deliveryMethods: ['AREA_BASED'],
    temporaryDomainName: 'zaatar-house',
    customDomain: 'zaatar.localhost',
    setting: {
      brandImageHomeBG: '/static/media/zaatar-house/home.svg',
      brandLogoFirst: '/static/media/zaatar-house/logo.svg',
      brandFavicon: '/static/media/zaatar-house/favicon.svg',
      taglineEN: 'Manakish, grills and mezze baked fresh since 1998',
      taglineAR: 'مناقيش ومشاوي ومازة طازجة من الفرن منذ ١٩٩٨',
      color: '#2F6B3A',
      textColor: '#FFFFFF',
      staticPages,
      isDeliveryEnabled: true,
      isPickupEnabled: true,
      isDineInEnabled: true,
    },
    activeIntegrations: [
      {
        name: 'stripe',
        isActive: true,
        category: 'PAYMENT',
        metaData: { publishableKey: 'pk_sandbox_zaatar_house' },
      },
      {
        name: 'checkout',
        isActive: true,
        category: 'PAYMENT',
        metaData: { publicKey: 'pk_sbox_zaatar_house' },
      },
    ],
    mobileNumber: '+97143951234',
    whatsAppContact: '+971501234567',
  },
  {
    id: demoBrandIds.karakCorner,
    brandName: 'Karak Corner',
    brandNameAr: 'ركن الكرك',
    baseLanguage: 'EN',
    catalogueType: 'OUTLET_BASED_CATALOGUE',
    deliveryMethods: ['MAPPED_AREA_BASED'],
    temporaryDomainName: 'karak-corner',
    customDomain: null,
    setting: {
      brandImageHomeBG: '/static/media/karak-corner/home.svg',
      brandLogoFirst: '/static/media/karak-corner/logo.svg',
      brandFavicon: '/static/media/karak-corner/favicon.svg',
      taglineEN: 'Karak chai, chapati and late-night bites',
      taglineAR: 'شاي كرك وخبز الجباتي ووجبات السهر',
      color: '#8A4B16',
      textColor: '#FFFFFF',
      staticPages: { about: staticPages.about, terms: staticPages.terms },
      isDeliveryEnabled: true,
      isPickupEnabled: true,
      isDineInEnabled: false,
    },
    activeIntegrations: [
      {
        name: 'stripe',
        isActive: true,
        category: 'PAYMENT',
        metaData: { publishableKey: 'pk_sandbox_karak_corner' },
      },
    ],
    mobileNumber: '+97165561234',
    whatsAppContact: '+971552345678',
  },
  {
    id: demoBrandIds.datesAndCo,
    brandName: 'Dates & Co',
    brandNameAr: 'تمور وشركاه',
    baseLanguage: 'EN',
    catalogueType: 'BRAND_BASED_CATALOGUE',
    deliveryMethods: ['CITY_BASED'],
    temporaryDomainName: 'dates-and-co',
    customDomain: null,
    setting: {
      brandImageHomeBG: '/static/media/dates-and-co/home.svg',
      brandLogoFirst: '/static/media/dates-and-co/logo.svg',
      brandFavicon: '/static/media/dates-and-co/favicon.svg',
      taglineEN: 'Premium Emirati dates and gift boxes, shipped across the UAE',
      taglineAR: 'تمور إماراتية فاخرة وعلب هدايا، نوصلها إلى جميع أنحاء الإمارات',
      color: '#6B3E26',
      textColor: '#FFF8EE',
      staticPages,
      isDeliveryEnabled: true,
      isPickupEnabled: false,
      isDineInEnabled: false,
    },
    activeIntegrations: [
      { name: 'telr', isActive: true, category: 'PAYMENT', metaData: { storeId: 'sandbox' } },
    ],
    mobileNumber: '+97142281234',
    whatsAppContact: '+971563456789',
  },
];
