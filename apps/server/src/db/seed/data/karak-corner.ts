import { demoBrandIds } from '../brands.js';
import {
  oid,
  type SeedCategory,
  type SeedDiscount,
  type SeedItem,
  type SeedLoyaltyPolicy,
  type SeedMappedArea,
  type SeedStaticPage,
  type SeedStore,
  type SeedText,
} from '../types.js';
import { AED, CITIES, EVERY_DAY, FROM_2026, KIND, UAE, UNTIL_2030, idMaker } from './shared.js';

const brandId = demoBrandIds.karakCorner;

export const karakStoreIds = { alMajaz: oid(KIND.store, 11), alQusais: oid(KIND.store, 12) } as const;

const base = {
  brandId,
  country: UAE.name,
  taxRate: 5,
  isOpened: true,
  averagePrepTime: 25,
  averagePrepTimeForPickup: 10,
  averagePrepTimeForDineIn: 10,
  services: { delivery: true, pickup: true, dineIn: false },
  preOrder: { delivery: false, pickup: false },
  openingHours: EVERY_DAY('06:00', '02:00'),
  slotIntervalMinutes: 30,
  preOrderLeadMinutes: 30,
  preOrderDays: 2,
  paymentOptions: {
    delivery: ['CREDIT_CARD' as const, 'CASH' as const],
    pickup: ['CREDIT_CARD' as const, 'CASH' as const],
    dineIn: [],
  },
  vehicleInfoForPickup: { isActive: true, isRequired: false },
  deliveryChargesWaiverInfo: {
    onOrderAmount: { isEnabled: false, amount: 0 },
    onDateRange: { isEnabled: false, startDateTime: 0, endDateTime: 0 },
  },
};

export const karakStores: SeedStore[] = [
  {
    ...base,
    id: karakStoreIds.alMajaz,
    name: { en: 'Karak Corner Al Majaz', ar: 'ركن الكرك - المجاز' },
    description: {
      en: 'By the Khalid Lagoon corniche; drive-through karak until 2 am.',
      ar: 'قرب كورنيش بحيرة خالد؛ كرك من السيارة حتى الثانية فجراً.',
    },
    manualAddress: { en: 'Al Majaz 2, Corniche Street, Sharjah', ar: 'المجاز 2، شارع الكورنيش، الشارقة' },
    mapAddress: 'Corniche Street, Al Majaz 2, Sharjah',
    city: CITIES.sharjah.name,
    mobileNumber: '+97165561234',
    whatsAppContact: '+971552345678',
    location: { lat: 25.3262, lng: 55.3887 },
  },
  {
    ...base,
    id: karakStoreIds.alQusais,
    name: { en: 'Karak Corner Al Qusais', ar: 'ركن الكرك - القصيص' },
    description: {
      en: 'Near Al Qusais metro; delivering within 5 km.',
      ar: 'قرب مترو القصيص؛ نوصل ضمن 5 كيلومترات.',
    },
    manualAddress: {
      en: 'Shop 9, Damascus Street, Al Qusais 1, Dubai',
      ar: 'محل 9، شارع دمشق، القصيص 1، دبي',
    },
    mapAddress: 'Damascus Street, Al Qusais 1, Dubai',
    city: CITIES.dubai.name,
    mobileNumber: '+97142651234',
    whatsAppContact: '+971553456789',
    location: { lat: 25.264, lng: 55.38 },
  },
];

/** Al Majaz, Al Qasba and Al Nahda (Sharjah) around the lagoon, with Al Majaz Park cut out. */
export const karakMappedAreas: SeedMappedArea[] = [
  {
    id: oid(KIND.mappedArea, 1),
    brandId,
    storeId: karakStoreIds.alMajaz,
    type: 'POLYGON',
    name: { en: 'Al Majaz and Al Nahda', ar: 'المجاز والنهدة' },
    city: CITIES.sharjah.name,
    polygon: {
      outer: [
        [55.372, 25.337],
        [55.392, 25.341],
        [55.405, 25.331],
        [55.401, 25.312],
        [55.382, 25.302],
        [55.366, 25.31],
        [55.362, 25.325],
        [55.372, 25.337],
      ],
      holes: [
        [
          [55.3835, 25.3255],
          [55.3865, 25.3255],
          [55.3865, 25.3235],
          [55.3835, 25.3235],
          [55.3835, 25.3255],
        ],
      ],
    },
    deliveryFee: AED(5),
    deliveryTime: 25,
    minOrder: AED(20),
  },
  {
    id: oid(KIND.mappedArea, 2),
    brandId,
    storeId: karakStoreIds.alQusais,
    type: 'DISTANCE',
    name: { en: 'Within 5 km of Al Qusais', ar: 'ضمن 5 كم من القصيص' },
    city: CITIES.dubai.name,
    radiusKm: 5,
    deliveryFee: AED(6),
    deliveryTime: 30,
    minOrder: AED(25),
  },
];

const category = (n: number, en: string, ar: string): SeedCategory => ({
  id: oid(KIND.category, n),
  brandId,
  name: { en, ar },
  sortOrder: n,
});
export const karakCategories: SeedCategory[] = [
  category(11, 'Karak and Tea', 'الكرك والشاي'),
  category(12, 'Chapati and Paratha', 'الجباتي والبراتا'),
  category(13, 'Sandwiches', 'السندويشات'),
  category(14, 'Snacks', 'المقبلات الخفيفة'),
];
const [tea, chapati, sandwiches, snacks] = karakCategories.map((entry) => entry.id) as [
  string,
  string,
  string,
  string,
];

const ids = idMaker(500);
const cup = () =>
  ids.group({ en: 'Cup size', ar: 'حجم الكوب' }, { single: true, min: 1, max: 1 }, [
    [{ en: 'Regular', ar: 'عادي' }, 0],
    [{ en: 'Large', ar: 'كبير' }, AED(2)],
    [{ en: 'Flask (1 litre)', ar: 'ترمس (1 لتر)' }, AED(18)],
  ]);
const filling = () =>
  ids.group({ en: 'Fillings', ar: 'الحشوات' }, { min: 1, max: 2 }, [
    [{ en: 'Cheese', ar: 'جبنة' }, 0],
    [{ en: 'Egg', ar: 'بيض' }, 0],
    [{ en: 'Chips', ar: 'شيبس' }, 0],
    [{ en: 'Zaatar', ar: 'زعتر' }, 0],
  ]);
const extraShot = () =>
  ids.group({ en: 'Extras', ar: 'إضافات' }, { min: 0, max: 2 }, [
    [{ en: 'Extra saffron', ar: 'زعفران إضافي' }, AED(2), 2],
    [{ en: 'Condensed milk', ar: 'حليب مكثف' }, AED(1), 3],
  ]);

let n = 100;
const item = (
  categoryId: string,
  sku: string,
  title: SeedText,
  description: SeedText,
  price: number,
  groups: SeedItem['modifierGroups'] = [],
  extra: Partial<SeedItem> = {},
): SeedItem => {
  n += 1;
  return {
    id: oid(KIND.item, n),
    brandId,
    categoryId,
    sku,
    title,
    description,
    price,
    images: [{ url: `/static/media/karak-corner/items/${sku.toLowerCase()}.svg`, width: 600, height: 600 }],
    modifierGroups: groups,
    sortOrder: n,
    ...extra,
  };
};

export const karakItems: SeedItem[] = [
  item(
    tea,
    'KC-KARAK',
    { en: 'Karak Chai', ar: 'شاي كرك' },
    {
      en: 'Black tea boiled with evaporated milk, cardamom and a pinch of saffron.',
      ar: 'شاي أسود مغلي مع الحليب المبخر والهيل ورشة زعفران.',
    },
    AED(3),
    [cup(), extraShot()],
    { isRecommended: true },
  ),
  item(
    tea,
    'KC-ZAFRAN',
    { en: 'Zafran Karak', ar: 'كرك زعفران' },
    { en: 'Our karak with a generous saffron infusion.', ar: 'كركنا مع نقيع زعفران وفير.' },
    AED(5),
    [cup(), extraShot()],
  ),
  item(
    tea,
    'KC-GINGER',
    { en: 'Ginger Karak', ar: 'كرك بالزنجبيل' },
    { en: 'Fresh ginger, cardamom and milk tea.', ar: 'شاي بالحليب مع الزنجبيل الطازج والهيل.' },
    AED(4),
    [cup()],
  ),
  item(
    tea,
    'KC-SULAIMANI',
    { en: 'Sulaimani', ar: 'سليماني' },
    { en: 'Light black tea with lemon and mint.', ar: 'شاي أسود خفيف مع الليمون والنعناع.' },
    AED(3),
    [cup()],
  ),
  item(
    tea,
    'KC-COFFEE',
    { en: 'Arabic Coffee', ar: 'قهوة عربية' },
    {
      en: 'Lightly roasted coffee with cardamom and saffron, served with two dates.',
      ar: 'قهوة شقراء بالهيل والزعفران، تقدم مع تمرتين.',
    },
    AED(6),
  ),
  item(
    chapati,
    'KC-CHAPATI-CHEESE',
    { en: 'Cheese Chapati', ar: 'جباتي بالجبنة' },
    { en: 'Soft chapati folded around melted cheese.', ar: 'جباتي طري مطوي على جبنة ذائبة.' },
    AED(5),
    [filling()],
    { isRecommended: true },
  ),
  item(
    chapati,
    'KC-CHAPATI-EGG',
    { en: 'Egg Chapati', ar: 'جباتي بالبيض' },
    { en: 'Chapati with omelette and chilli.', ar: 'جباتي مع عجة وفلفل حار.' },
    AED(6),
    [filling()],
  ),
  item(
    chapati,
    'KC-PARATHA-CHIPS',
    { en: 'Chips Oman Paratha', ar: 'براتا بشيبس عمان' },
    {
      en: 'Crushed Chips Oman, cheese spread and chilli sauce in flaky paratha.',
      ar: 'شيبس عمان مهروس مع الجبنة والصلصة الحارة في براتا مورقة.',
    },
    AED(7),
    [],
    { isRecommended: true },
  ),
  item(
    chapati,
    'KC-PARATHA-HONEY',
    { en: 'Honey Cheese Paratha', ar: 'براتا بالعسل والجبنة' },
    { en: 'Paratha with cream cheese and Sidr honey.', ar: 'براتا مع الجبنة الكريمية وعسل السدر.' },
    AED(9),
  ),
  item(
    sandwiches,
    'KC-FALAFEL',
    { en: 'Falafel Sandwich', ar: 'سندويش فلافل' },
    { en: 'Falafel, tahini and pickles in Arabic bread.', ar: 'فلافل وطحينة ومخلل في خبز عربي.' },
    AED(6),
  ),
  item(
    sandwiches,
    'KC-CHICKEN-TIKKA',
    { en: 'Chicken Tikka Roll', ar: 'رول تكا دجاج' },
    {
      en: 'Tandoori chicken, onion and mint chutney in paratha.',
      ar: 'دجاج تندوري وبصل وصلصة نعناع في براتا.',
    },
    AED(12),
  ),
  item(
    sandwiches,
    'KC-MUTTABAQ',
    { en: 'Muttabaq', ar: 'مطبق' },
    {
      en: 'Folded pastry filled with egg, onion and minced meat.',
      ar: 'فطيرة مطوية محشوة بالبيض والبصل واللحم المفروم.',
    },
    AED(10),
  ),
  item(
    snacks,
    'KC-SAMOSA',
    { en: 'Vegetable Samosa (4 pieces)', ar: 'سمبوسة خضار (4 قطع)' },
    {
      en: 'Potato and pea samosas with tamarind dip.',
      ar: 'سمبوسة بالبطاطا والبازلاء مع صلصة التمر الهندي.',
    },
    AED(6),
  ),
  item(
    snacks,
    'KC-LUQAIMAT',
    { en: 'Luqaimat', ar: 'لقيمات' },
    { en: 'Crisp dumplings drizzled with date syrup and sesame.', ar: 'لقيمات مقرمشة مع دبس التمر والسمسم.' },
    AED(10),
    [],
    { isRecommended: true },
  ),
  item(
    snacks,
    'KC-REGAG',
    { en: 'Regag with Cheese and Egg', ar: 'رقاق بالجبن والبيض' },
    { en: 'Paper-thin Emirati bread with cheese and egg.', ar: 'خبز رقاق إماراتي رقيق مع الجبن والبيض.' },
    AED(8),
  ),
  item(
    snacks,
    'KC-BALALEET',
    { en: 'Balaleet', ar: 'بلاليط' },
    {
      en: 'Sweet saffron vermicelli topped with a thin omelette.',
      ar: 'شعيرية حلوة بالزعفران مع عجة رقيقة.',
    },
    AED(12),
  ),
];

export const karakDiscounts: SeedDiscount[] = [
  {
    id: oid(KIND.discount, 11),
    brandId,
    discountCode: 'KARAK2',
    discountName: { en: 'AED 2 off any order', ar: 'خصم درهمين على أي طلب' },
    description: { en: 'Night owls welcome: AED 2 off.', ar: 'لعشاق السهر: خصم درهمين.' },
    discountType: 'fixed',
    discountAmount: AED(2),
    maximumDiscountValue: 0,
    minOrderValue: AED(15),
    perCustomerUse: 3,
    isApplicableOnAllStores: true,
    isApplicableOnAllItems: true,
    discountAppliedOnSpecificItems: [],
    discountAppliedOnSpecificStores: [],
    serviceType: ['DELIVERY', 'PICKUP'],
    discountApplication: 'manual',
    isWelcomeCoupon: false,
    isActive: true,
    startsAt: FROM_2026,
    endsAt: UNTIL_2030,
  },
  {
    id: oid(KIND.discount, 12),
    brandId,
    discountCode: 'FIRSTKARAK',
    discountName: { en: '50% off your first karak order', ar: 'خصم 50% على أول طلب كرك' },
    description: {
      en: 'Half price on your first order, up to AED 10.',
      ar: 'نصف السعر على طلبك الأول، حتى 10 دراهم.',
    },
    discountType: 'percentage',
    discountAmount: 50,
    maximumDiscountValue: AED(10),
    minOrderValue: 0,
    perCustomerUse: 1,
    isApplicableOnAllStores: true,
    isApplicableOnAllItems: true,
    discountAppliedOnSpecificItems: [],
    discountAppliedOnSpecificStores: [],
    serviceType: ['DELIVERY', 'PICKUP'],
    discountApplication: 'manual',
    isWelcomeCoupon: true,
    isActive: true,
    startsAt: FROM_2026,
    endsAt: UNTIL_2030,
  },
];

export const karakLoyalty: SeedLoyaltyPolicy = {
  brandId,
  isLoyaltyActive: false,
  minOrderValueForCashback: 0,
  specificToDelivery: { isActive: false, cashbackPercentage: 0 },
  redeemablePercentagePerOrder: 0,
  maxRedeemableValuePerOrder: 0,
};

export const karakPages: SeedStaticPage[] = [
  {
    brandId,
    key: 'about',
    isActive: true,
    title: { en: 'About us', ar: 'من نحن' },
    html: {
      en: '<h2>The corner everyone meets at</h2><p>Since 2011 we have poured karak for taxi drivers, students and night-shift nurses. Same recipe, same price, same corner.</p>',
      ar: '<h2>الركن الذي يلتقي عنده الجميع</h2><p>منذ 2011 نسكب الكرك لسائقي الأجرة والطلاب وممرضات الورديات الليلية. الوصفة نفسها، والسعر نفسه، والركن نفسه.</p>',
    },
  },
  {
    brandId,
    key: 'terms',
    isActive: true,
    title: { en: 'Terms and conditions', ar: 'الشروط والأحكام' },
    html: {
      en: '<p>Delivery within our mapped areas only. Prices in AED include VAT.</p>',
      ar: '<p>التوصيل ضمن مناطقنا المحددة على الخريطة فقط. الأسعار بالدرهم وتشمل الضريبة.</p>',
    },
  },
];
