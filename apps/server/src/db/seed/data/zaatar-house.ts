import { demoBrandIds } from '../brands.js';
import {
  oid,
  type SeedCategory,
  type SeedDeliveryArea,
  type SeedDiscount,
  type SeedItem,
  type SeedLoyaltyPolicy,
  type SeedStaticPage,
  type SeedStore,
  type SeedText,
} from '../types.js';
import { AED, CITIES, EVERY_DAY, FAR_FUTURE, FROM_2026, KIND, UAE, UNTIL_2030, idMaker } from './shared.js';

const brandId = demoBrandIds.zaatarHouse;

export const zaatarStoreIds = {
  jumeirah: oid(KIND.store, 1),
  marina: oid(KIND.store, 2),
  reem: oid(KIND.store, 3),
} as const;

const waiver = (amount: number) => ({
  onOrderAmount: { isEnabled: true, amount },
  onDateRange: { isEnabled: false, startDateTime: 0, endDateTime: 0 },
});

const payments = {
  delivery: ['CREDIT_CARD', 'CASH'] as const,
  pickup: ['CREDIT_CARD', 'CASH', 'CARD_MACHINE'] as const,
  dineIn: ['CREDIT_CARD', 'CARD_MACHINE', 'PAY_LATER'] as const,
};

export const zaatarStores: SeedStore[] = [
  {
    id: zaatarStoreIds.jumeirah,
    brandId,
    name: { en: 'Zaatar House Jumeirah', ar: 'بيت الزعتر - جميرا' },
    description: {
      en: 'Our first bakery, on Jumeirah Beach Road: stone oven, terrace seating and the full menu.',
      ar: 'مخبزنا الأول على شارع جميرا: فرن حجري وجلسات خارجية والقائمة كاملة.',
    },
    manualAddress: {
      en: 'Shop 4, Jumeirah Beach Road, opposite Jumeirah Mosque, Jumeirah 1, Dubai',
      ar: 'محل 4، شارع جميرا، مقابل مسجد جميرا، جميرا 1، دبي',
    },
    mapAddress: 'Jumeirah Beach Road, Jumeirah 1, Dubai',
    city: CITIES.dubai.name,
    country: UAE.name,
    mobileNumber: '+97143951234',
    whatsAppContact: '+971501234567',
    taxRate: 5,
    isOpened: true,
    averagePrepTime: 35,
    averagePrepTimeForPickup: 15,
    averagePrepTimeForDineIn: 20,
    location: { lat: 25.2339, lng: 55.2661 },
    services: { delivery: true, pickup: true, dineIn: true },
    preOrder: { delivery: false, pickup: false },
    openingHours: EVERY_DAY('07:00', '23:30'),
    slotIntervalMinutes: 30,
    preOrderLeadMinutes: 45,
    preOrderDays: 3,
    paymentOptions: {
      delivery: [...payments.delivery],
      pickup: [...payments.pickup],
      dineIn: [...payments.dineIn],
    },
    vehicleInfoForPickup: { isActive: true, isRequired: true },
    deliveryChargesWaiverInfo: waiver(AED(150)),
    dineInTables: Array.from({ length: 20 }, (_, index) => index + 1),
  },
  {
    id: zaatarStoreIds.marina,
    brandId,
    name: { en: 'Zaatar House Dubai Marina', ar: 'بيت الزعتر - دبي مارينا' },
    description: {
      en: 'On the Marina Walk, open late; order ahead and collect on your way home.',
      ar: 'على ممشى المارينا ومفتوح حتى وقت متأخر؛ اطلب مسبقاً واستلم في طريقك إلى البيت.',
    },
    manualAddress: {
      en: 'Unit G12, Marina Walk, Dubai Marina, Dubai',
      ar: 'وحدة G12، ممشى المارينا، دبي مارينا، دبي',
    },
    mapAddress: 'Marina Walk, Dubai Marina, Dubai',
    city: CITIES.dubai.name,
    country: UAE.name,
    mobileNumber: '+97144471234',
    whatsAppContact: '+971502345678',
    taxRate: 5,
    isOpened: true,
    averagePrepTime: 40,
    averagePrepTimeForPickup: 20,
    averagePrepTimeForDineIn: 20,
    location: { lat: 25.0781, lng: 55.1396 },
    services: { delivery: true, pickup: true, dineIn: false },
    preOrder: { delivery: true, pickup: true },
    openingHours: [
      ...[0, 1, 2, 3, 6].map((day) => ({ day, open: '08:00', close: '23:00' })),
      ...[4, 5].map((day) => ({ day, open: '08:00', close: '01:00' })),
    ],
    slotIntervalMinutes: 45,
    preOrderLeadMinutes: 45,
    preOrderDays: 3,
    paymentOptions: { delivery: [...payments.delivery], pickup: [...payments.pickup], dineIn: [] },
    vehicleInfoForPickup: { isActive: true, isRequired: false },
    deliveryChargesWaiverInfo: waiver(AED(150)),
  },
  {
    id: zaatarStoreIds.reem,
    brandId,
    name: { en: 'Zaatar House Al Reem Island', ar: 'بيت الزعتر - جزيرة الريم' },
    description: {
      en: 'Abu Dhabi kitchen, closed for renovation this week: schedule your order for when we reopen.',
      ar: 'مطبخ أبوظبي مغلق للتجديد هذا الأسبوع: جدول طلبك لموعد إعادة الافتتاح.',
    },
    manualAddress: {
      en: 'Ground floor, Shams Boutik, Al Reem Island, Abu Dhabi',
      ar: 'الطابق الأرضي، شمس بوتيك، جزيرة الريم، أبوظبي',
    },
    mapAddress: 'Shams Boutik, Al Reem Island, Abu Dhabi',
    city: CITIES.abuDhabi.name,
    country: UAE.name,
    mobileNumber: '+97126501234',
    whatsAppContact: '+971503456789',
    taxRate: 5,
    isOpened: false,
    averagePrepTime: 45,
    averagePrepTimeForPickup: 20,
    averagePrepTimeForDineIn: 25,
    location: { lat: 24.4959, lng: 54.4059 },
    services: { delivery: true, pickup: true, dineIn: false },
    preOrder: { delivery: true, pickup: true },
    openingHours: EVERY_DAY('09:00', '22:00'),
    slotIntervalMinutes: 30,
    preOrderLeadMinutes: 45,
    preOrderDays: 3,
    paymentOptions: { delivery: [...payments.delivery], pickup: [...payments.pickup], dineIn: [] },
    vehicleInfoForPickup: { isActive: false, isRequired: false },
    deliveryChargesWaiverInfo: {
      onOrderAmount: { isEnabled: true, amount: AED(150) },
      onDateRange: { isEnabled: false, startDateTime: FROM_2026, endDateTime: FROM_2026 + 7 * 86400 },
    },
  },
];

const area = (
  n: number,
  name: SeedText,
  city: keyof typeof CITIES,
  fee: number,
  time: number,
  min: number,
  storeIds: string[],
  reach: { lat: number; lng: number; km: number },
): SeedDeliveryArea => ({
  id: oid(KIND.deliveryArea, n),
  brandId,
  method: 'AREA_BASED',
  reach,
  country: UAE,
  city: CITIES[city],
  area: { id: oid(KIND.area, n), name },
  deliveryFee: AED(fee),
  deliveryTime: time,
  minOrder: AED(min),
  storeIds,
});

const { jumeirah, marina, reem } = zaatarStoreIds;
export const zaatarAreas: SeedDeliveryArea[] = [
  // Each area's centre and how far from it the store's riders go (km).
  area(1, { en: 'Jumeirah', ar: 'جميرا' }, 'dubai', 7, 30, 40, [jumeirah], {
    lat: 25.215,
    lng: 55.25,
    km: 10,
  }),
  area(2, { en: 'Al Barsha', ar: 'البرشاء' }, 'dubai', 9, 45, 50, [jumeirah, marina], {
    lat: 25.112,
    lng: 55.2,
    km: 10,
  }),
  area(3, { en: 'Downtown Dubai', ar: 'وسط مدينة دبي' }, 'dubai', 10, 40, 60, [jumeirah], {
    lat: 25.195,
    lng: 55.276,
    km: 10,
  }),
  area(4, { en: 'Dubai Marina', ar: 'دبي مارينا' }, 'dubai', 5, 30, 35, [marina], {
    lat: 25.08,
    lng: 55.14,
    km: 10,
  }),
  area(5, { en: 'Al Reem Island', ar: 'جزيرة الريم' }, 'abuDhabi', 6, 35, 40, [reem], {
    lat: 24.499,
    lng: 54.405,
    km: 10,
  }),
  area(6, { en: 'Khalifa City', ar: 'مدينة خليفة' }, 'abuDhabi', 12, 55, 75, [reem], {
    lat: 24.42,
    lng: 54.578,
    km: 12,
  }),
];

const category = (n: number, en: string, ar: string): SeedCategory => ({
  id: oid(KIND.category, n),
  brandId,
  name: { en, ar },
  sortOrder: n,
});
export const zaatarCategories: SeedCategory[] = [
  category(1, 'Breakfast', 'الفطور'),
  category(2, 'Manakish', 'المناقيش'),
  category(3, 'Saj Wraps', 'ساندويشات الصاج'),
  category(4, 'Grills', 'المشاوي'),
  category(5, 'Mezze', 'المازة'),
  category(6, 'Salads', 'السلطات'),
  category(7, 'Desserts', 'الحلويات'),
  category(8, 'Drinks', 'المشروبات'),
];
const [breakfast, manakish, saj, grills, mezze, salads, desserts, drinks] = zaatarCategories.map(
  (entry) => entry.id,
) as [string, string, string, string, string, string, string, string];

const ids = idMaker(0);
const bread = () =>
  ids.group({ en: 'Choose your bread', ar: 'اختر الخبز' }, { single: true, min: 1, max: 1 }, [
    [{ en: 'Saj bread', ar: 'خبز صاج' }, 0],
    [{ en: 'Arabic bread', ar: 'خبز عربي' }, 0],
    [{ en: 'Whole wheat', ar: 'قمح كامل' }, AED(1)],
  ]);
const extras = () =>
  ids.group({ en: 'Extras', ar: 'إضافات' }, { min: 0, max: 4 }, [
    [{ en: 'Extra cheese', ar: 'جبنة إضافية' }, AED(4), 3],
    [{ en: 'Fresh vegetables', ar: 'خضار طازجة' }, AED(2), 2],
    [{ en: 'Pickles', ar: 'مخلل' }, AED(1), 2],
    [{ en: 'Chilli paste', ar: 'معجون الفلفل الحار' }, 0],
  ]);
const dips = () =>
  ids.group({ en: 'Choose 2 to 3 dips', ar: 'اختر من 2 إلى 3 صلصات' }, { min: 2, max: 3 }, [
    [{ en: 'Garlic toum', ar: 'ثومية' }, 0],
    [{ en: 'Tahini', ar: 'طحينة' }, 0],
    [{ en: 'Muhammara', ar: 'محمرة' }, AED(2)],
    [{ en: 'Spicy harra sauce', ar: 'صلصة حارة' }, 0],
    [{ en: 'Labneh', ar: 'لبنة' }, AED(2)],
  ]);
const sides = () =>
  ids.group({ en: 'Choose a side', ar: 'اختر طبقاً جانبياً' }, { single: true, min: 1, max: 1 }, [
    [{ en: 'French fries', ar: 'بطاطا مقلية' }, 0],
    [{ en: 'Vermicelli rice', ar: 'أرز بالشعيرية' }, 0],
    [{ en: 'Fattoush', ar: 'فتوش' }, AED(3)],
  ]);
const size = (small: number, large: number) =>
  ids.group({ en: 'Size', ar: 'الحجم' }, { single: true, min: 1, max: 1 }, [
    [{ en: 'Regular', ar: 'عادي' }, small],
    [{ en: 'Large', ar: 'كبير' }, large],
  ]);
const sugar = () =>
  ids.group({ en: 'Sugar', ar: 'السكر' }, { single: true, min: 0, max: 1 }, [
    [{ en: 'No sugar', ar: 'بدون سكر' }, 0],
    [{ en: 'Light sugar', ar: 'سكر خفيف' }, 0],
    [{ en: 'Extra sugar', ar: 'سكر زيادة' }, 0],
  ]);

let itemNumber = 0;
function item(
  categoryId: string,
  sku: string,
  title: SeedText,
  description: SeedText,
  price: number,
  modifierGroups: SeedItem['modifierGroups'] = [],
  extra: Partial<SeedItem> & { pictures?: number } = {},
): SeedItem {
  itemNumber += 1;
  const { pictures = 1, ...rest } = extra;
  const images = Array.from({ length: pictures }, (_, index) => ({
    url: `/static/media/zaatar-house/items/${sku.toLowerCase()}${index ? `-${index + 1}` : ''}.svg`,
    width: 600,
    height: 600,
  }));
  return {
    id: oid(KIND.item, itemNumber),
    brandId,
    categoryId,
    sku,
    title,
    description,
    price,
    images,
    modifierGroups,
    sortOrder: itemNumber,
    ...rest,
  };
}

export const zaatarItems: SeedItem[] = [
  item(
    breakfast,
    'ZH-FOUL',
    { en: 'Foul Medammas', ar: 'فول مدمس' },
    {
      en: 'Slow-cooked fava beans, lemon, garlic, cumin and olive oil, with pickles and bread.',
      ar: 'فول مطبوخ على نار هادئة مع الليمون والثوم والكمون وزيت الزيتون، يقدم مع المخلل والخبز.',
    },
    AED(18),
    [bread()],
    { isRecommended: true, pictures: 2 },
  ),
  item(
    breakfast,
    'ZH-FATTEH',
    { en: 'Hummus Fatteh', ar: 'فتة حمص' },
    {
      en: 'Warm chickpeas, crispy bread and garlic yoghurt topped with pine nuts and ghee.',
      ar: 'حمص دافئ وخبز مقرمش ولبن بالثوم مع الصنوبر والسمن.',
    },
    AED(24),
  ),
  item(
    breakfast,
    'ZH-SHAKSHUKA',
    { en: 'Shakshuka', ar: 'شكشوكة' },
    {
      en: 'Eggs poached in spiced tomato and peppers, served in the pan.',
      ar: 'بيض مطهو في صلصة الطماطم والفلفل المتبلة، يقدم في المقلاة.',
    },
    AED(26),
    [bread(), extras()],
    { pictures: 2 },
  ),
  item(
    breakfast,
    'ZH-LABNEH-PLATE',
    { en: 'Labneh Breakfast Plate', ar: 'صحن فطور لبنة' },
    {
      en: "Labneh, za'atar, olives, tomato, cucumber and mint with fresh taboon bread.",
      ar: 'لبنة وزعتر وزيتون وطماطم وخيار ونعناع مع خبز طابون طازج.',
    },
    AED(28),
  ),
  item(
    breakfast,
    'ZH-ARAYES-EGG',
    { en: 'Egg and Sujuk Saj', ar: 'صاج بيض وسجق' },
    {
      en: 'Scrambled eggs with spiced beef sujuk folded in thin saj bread.',
      ar: 'بيض مخفوق مع سجق لحم متبل ملفوف بخبز الصاج الرقيق.',
    },
    AED(22),
  ),
  item(
    manakish,
    'ZH-ZAATAR-MANOUSHE',
    { en: "Za'atar Manousheh", ar: 'منقوشة زعتر' },
    {
      en: 'Stone-baked dough with wild thyme, sumac, sesame and olive oil.',
      ar: 'عجينة مخبوزة على الحجر مع الزعتر البري والسماق والسمسم وزيت الزيتون.',
    },
    AED(9),
    [extras()],
    { isRecommended: true, pictures: 2 },
  ),
  item(
    manakish,
    'ZH-CHEESE-MANOUSHE',
    { en: 'Akkawi Cheese Manousheh', ar: 'منقوشة جبنة عكاوي' },
    {
      en: 'Melted Akkawi and mozzarella with nigella seeds.',
      ar: 'جبنة عكاوي وموزاريلا ذائبة مع حبة البركة.',
    },
    AED(14),
    [extras()],
  ),
  item(
    manakish,
    'ZH-HALF-HALF',
    { en: "Half Za'atar Half Cheese", ar: 'نص زعتر نص جبنة' },
    {
      en: "Can't decide between za'atar and cheese? Have both, half and half on one manousheh.",
      ar: 'محتار بين الزعتر والجبنة؟ خذ الاثنين: نص زعتر ونص جبنة في منقوشة وحدة.',
    },
    AED(12),
    [extras()],
  ),
  item(
    manakish,
    'ZH-LAHM-BAJEEN',
    { en: 'Lahm Bi Ajeen', ar: 'لحم بعجين' },
    {
      en: 'Thin dough topped with minced lamb, tomato, onion and pomegranate molasses.',
      ar: 'عجينة رقيقة مع لحم غنم مفروم وطماطم وبصل ودبس الرمان.',
    },
    AED(16),
    [extras()],
  ),
  item(
    manakish,
    'ZH-MUHAMMARA-MANOUSHE',
    { en: 'Muhammara Manousheh', ar: 'منقوشة محمرة' },
    {
      en: 'Roasted red pepper and walnut spread, lightly spicy.',
      ar: 'معجون الفلفل الأحمر المشوي والجوز، حار قليلاً.',
    },
    AED(12),
    [extras()],
  ),
  item(
    manakish,
    'ZH-SPINACH-FATAYER',
    { en: 'Spinach Fatayer (3 pieces)', ar: 'فطاير سبانخ (3 قطع)' },
    {
      en: 'Triangular pies filled with spinach, onion, sumac and lemon.',
      ar: 'فطائر مثلثة محشوة بالسبانخ والبصل والسماق والليمون.',
    },
    AED(15),
    [],
    {
      unavailableStores: [{ storeId: zaatarStoreIds.marina, nextAvailableTime: null }],
    },
  ),
  item(
    manakish,
    'ZH-KISHK',
    { en: 'Kishk Manousheh', ar: 'منقوشة كشك' },
    {
      en: 'Fermented yoghurt and bulgur with onion and walnuts, a mountain favourite.',
      ar: 'كشك بلدي مع البصل والجوز، من أطيب أكلات الضيعة.',
    },
    AED(13),
    [],
    { storeIds: [zaatarStoreIds.jumeirah] },
  ),
  item(
    saj,
    'ZH-CHICKEN-SHAWARMA',
    { en: 'Chicken Shawarma Saj', ar: 'صاج شاورما دجاج' },
    {
      en: 'Marinated chicken, garlic toum, pickles and fries rolled in saj.',
      ar: 'دجاج متبل مع الثومية والمخلل والبطاطا ملفوف بالصاج.',
    },
    AED(19),
    [bread(), extras()],
    { isRecommended: true, pictures: 2 },
  ),
  item(
    saj,
    'ZH-MEAT-SHAWARMA',
    { en: 'Beef Shawarma Saj', ar: 'صاج شاورما لحم' },
    {
      en: 'Beef shawarma with tahini, parsley, onion and tomato.',
      ar: 'شاورما لحم مع الطحينة والبقدونس والبصل والطماطم.',
    },
    AED(22),
    [bread(), extras()],
  ),
  item(
    saj,
    'ZH-HALLOUMI-SAJ',
    { en: 'Grilled Halloumi Saj', ar: 'صاج حلوم مشوي' },
    {
      en: 'Halloumi, tomato, cucumber, olives and mint.',
      ar: 'جبنة حلوم مع الطماطم والخيار والزيتون والنعناع.',
    },
    AED(18),
    [bread(), extras()],
  ),
  item(
    saj,
    'ZH-FALAFEL-SAJ',
    { en: 'Falafel Saj', ar: 'صاج فلافل' },
    {
      en: 'Crispy falafel, tahini, turnip pickles and greens.',
      ar: 'فلافل مقرمشة مع الطحينة ومخلل اللفت والخضار.',
    },
    AED(14),
    [bread(), extras()],
  ),
  item(
    saj,
    'ZH-TAWOOK-SAJ',
    { en: 'Shish Tawook Saj', ar: 'صاج شيش طاووق' },
    {
      en: 'Charcoal-grilled chicken cubes with garlic and coleslaw.',
      ar: 'مكعبات دجاج مشوية على الفحم مع الثوم والكول سلو.',
    },
    AED(20),
    [bread(), extras()],
  ),
  item(
    grills,
    'ZH-MIXED-GRILL',
    { en: 'Mixed Grill Platter', ar: 'طبق مشاوي مشكلة' },
    {
      en: 'Shish tawook, lamb kofta and lamb tikka with grilled vegetables. Price on the size you choose.',
      ar: 'شيش طاووق وكفتة لحم وتكة لحم مع خضار مشوية. السعر حسب الحجم الذي تختاره.',
    },
    0,
    [
      ids.group({ en: 'Platter size', ar: 'حجم الطبق' }, { single: true, min: 1, max: 1 }, [
        [{ en: 'For one', ar: 'لشخص واحد' }, AED(58)],
        [{ en: 'For two', ar: 'لشخصين' }, AED(105)],
        [{ en: 'Family (4 people)', ar: 'عائلي (4 أشخاص)' }, AED(195)],
      ]),
      dips(),
    ],
    { isRecommended: true, pictures: 3 },
  ),
  item(
    grills,
    'ZH-SHISH-TAWOOK',
    { en: 'Shish Tawook Plate', ar: 'صحن شيش طاووق' },
    {
      en: 'Two skewers of marinated chicken with garlic sauce and a side.',
      ar: 'سيخان من الدجاج المتبل مع صلصة الثوم وطبق جانبي.',
    },
    AED(42),
    [sides(), dips()],
  ),
  item(
    grills,
    'ZH-KOFTA',
    { en: 'Lamb Kofta Plate', ar: 'صحن كفتة لحم' },
    {
      en: 'Minced lamb with parsley and onion, grilled on charcoal.',
      ar: 'لحم غنم مفروم مع البقدونس والبصل، مشوي على الفحم.',
    },
    AED(46),
    [sides(), dips()],
  ),
  item(
    grills,
    'ZH-LAMB-CHOPS',
    { en: 'Lamb Chops', ar: 'ريش غنم' },
    {
      en: 'Four lamb chops with seven-spice and grilled tomato.',
      ar: 'أربع ريش غنم بالبهارات السبعة مع طماطم مشوية.',
    },
    AED(72),
    [sides()],
  ),
  item(
    grills,
    'ZH-HALF-CHICKEN',
    { en: 'Charcoal Half Chicken', ar: 'نصف دجاجة على الفحم' },
    {
      en: 'Lemon and garlic marinated half chicken with fries and toum.',
      ar: 'نصف دجاجة متبلة بالليمون والثوم مع البطاطا والثومية.',
    },
    AED(38),
    [sides()],
    {
      unavailableStores: [{ storeId: zaatarStoreIds.jumeirah, nextAvailableTime: FAR_FUTURE }],
    },
  ),
  item(
    grills,
    'ZH-ARAYES',
    { en: 'Arayes', ar: 'عرايس' },
    {
      en: 'Arabic bread stuffed with spiced minced meat and grilled until crisp.',
      ar: 'خبز عربي محشو باللحم المفروم المتبل ومشوي حتى يصبح مقرمشاً.',
    },
    AED(32),
    [dips()],
  ),
  item(
    mezze,
    'ZH-HUMMUS',
    { en: 'Hummus', ar: 'حمص' },
    {
      en: 'Chickpeas blended with tahini, lemon and garlic, finished with olive oil.',
      ar: 'حمص مهروس مع الطحينة والليمون والثوم، مع رشة زيت زيتون.',
    },
    AED(16),
    [
      ids.group({ en: 'Topping', ar: 'الإضافة' }, { min: 0, max: 2 }, [
        [{ en: 'Spiced minced meat', ar: 'لحمة مفرومة متبلة' }, AED(8)],
        [{ en: 'Pine nuts', ar: 'صنوبر' }, AED(5)],
        [{ en: 'Chickpeas and paprika', ar: 'حمص حب وبابريكا' }, 0],
      ]),
    ],
    { isRecommended: true, pictures: 2 },
  ),
  item(
    mezze,
    'ZH-MOUTABAL',
    { en: 'Moutabal', ar: 'متبل' },
    {
      en: 'Smoky grilled aubergine with tahini and pomegranate.',
      ar: 'باذنجان مشوي مدخن مع الطحينة والرمان.',
    },
    AED(17),
  ),
  item(
    mezze,
    'ZH-FALAFEL',
    { en: 'Falafel (6 pieces)', ar: 'فلافل (6 قطع)' },
    { en: 'Crisp chickpea and herb patties with tahini.', ar: 'أقراص الحمص والأعشاب المقرمشة مع الطحينة.' },
    AED(14),
  ),
  item(
    mezze,
    'ZH-KIBBEH',
    { en: 'Fried Kibbeh (4 pieces)', ar: 'كبة مقلية (4 قطع)' },
    {
      en: 'Bulgur shells filled with spiced lamb, onion and pine nuts.',
      ar: 'قشرة برغل محشوة بلحم الغنم المتبل والبصل والصنوبر.',
    },
    AED(22),
  ),
  item(
    mezze,
    'ZH-WARAK-ENAB',
    { en: 'Warak Enab', ar: 'ورق عنب' },
    {
      en: 'Vine leaves rolled with rice, tomato and herbs, served cold.',
      ar: 'ورق عنب ملفوف بالأرز والطماطم والأعشاب، يقدم بارداً.',
    },
    AED(19),
  ),
  item(
    mezze,
    'ZH-MUHAMMARA',
    { en: 'Muhammara', ar: 'محمرة' },
    { en: 'Red pepper, walnut and pomegranate molasses dip.', ar: 'غموس الفلفل الأحمر والجوز ودبس الرمان.' },
    AED(18),
  ),
  item(
    mezze,
    'ZH-SAMBOUSEK',
    { en: 'Cheese Sambousek (5 pieces)', ar: 'سمبوسك جبنة (5 قطع)' },
    {
      en: 'Golden pastries filled with white cheese and parsley.',
      ar: 'معجنات ذهبية محشوة بالجبنة البيضاء والبقدونس.',
    },
    AED(18),
  ),
  item(
    mezze,
    'ZH-MEZZE-BOX',
    { en: 'Mezze Sharing Box', ar: 'صندوق مازة للمشاركة' },
    { en: 'Pick the cold mezze you like for the table.', ar: 'اختر المازة الباردة التي تحبها للطاولة.' },
    AED(48),
    [
      ids.group({ en: 'Choose 3 mezze', ar: 'اختر 3 أنواع من المازة' }, { min: 3, max: 3 }, [
        [{ en: 'Hummus', ar: 'حمص' }, 0],
        [{ en: 'Moutabal', ar: 'متبل' }, 0],
        [{ en: 'Muhammara', ar: 'محمرة' }, 0],
        [{ en: 'Labneh', ar: 'لبنة' }, 0],
        [{ en: 'Warak enab', ar: 'ورق عنب' }, AED(3)],
      ]),
    ],
  ),
  item(
    salads,
    'ZH-FATTOUSH',
    { en: 'Fattoush', ar: 'فتوش' },
    {
      en: 'Garden vegetables, crispy bread, sumac and pomegranate dressing.',
      ar: 'خضار طازجة وخبز مقرمش وسماق مع صلصة دبس الرمان.',
    },
    AED(19),
    [
      ids.group({ en: 'Add protein', ar: 'إضافة بروتين' }, { single: true, min: 0, max: 1 }, [
        [{ en: 'Grilled chicken', ar: 'دجاج مشوي' }, AED(9)],
        [{ en: 'Halloumi', ar: 'حلوم' }, AED(8)],
      ]),
    ],
  ),
  item(
    salads,
    'ZH-TABBOULEH',
    { en: 'Tabbouleh', ar: 'تبولة' },
    {
      en: 'Parsley, mint, tomato, fine bulgur, lemon and olive oil.',
      ar: 'بقدونس ونعناع وطماطم وبرغل ناعم وليمون وزيت زيتون.',
    },
    AED(19),
  ),
  item(
    salads,
    'ZH-ROCCA',
    { en: 'Rocca and Halloumi Salad', ar: 'سلطة جرجير وحلوم' },
    {
      en: 'Rocket leaves, grilled halloumi, walnuts and balsamic.',
      ar: 'جرجير وحلوم مشوي وجوز مع البلسميك.',
    },
    AED(27),
  ),
  item(
    salads,
    'ZH-SHANKLISH',
    { en: 'Shanklish Salad', ar: 'سلطة شنكليش' },
    {
      en: "Aged za'atar cheese crumbled with tomato, onion and parsley.",
      ar: 'جبنة شنكليش معتقة مفتتة مع الطماطم والبصل والبقدونس.',
    },
    AED(23),
  ),
  item(
    desserts,
    'ZH-KNAFEH',
    { en: 'Knafeh Nabulsieh', ar: 'كنافة نابلسية' },
    {
      en: 'Warm sweet cheese under crisp semolina, with orange blossom syrup.',
      ar: 'جبنة حلوة دافئة تحت طبقة سميد مقرمشة مع قطر ماء الزهر.',
    },
    AED(24),
    [
      ids.group({ en: 'Portion', ar: 'الحصة' }, { single: true, min: 1, max: 1 }, [
        [{ en: 'Single', ar: 'فردي' }, 0],
        [{ en: 'To share', ar: 'للمشاركة' }, AED(14)],
      ]),
    ],
    { isRecommended: true, pictures: 3 },
  ),
  item(
    desserts,
    'ZH-MUHALABIEH',
    { en: 'Muhalabieh', ar: 'مهلبية' },
    {
      en: 'Milk pudding with rose water and crushed pistachio.',
      ar: 'مهلبية بالحليب وماء الورد والفستق المطحون.',
    },
    AED(16),
  ),
  item(
    desserts,
    'ZH-NUTELLA-MANOUSHE',
    { en: 'Nutella and Banana Manousheh', ar: 'منقوشة نوتيلا وموز' },
    {
      en: 'Our dough, warm chocolate hazelnut spread and sliced banana.',
      ar: 'عجينتنا مع شوكولاتة البندق الدافئة وشرائح الموز.',
    },
    AED(17),
  ),
  item(
    desserts,
    'ZH-BAKLAVA',
    { en: 'Assorted Baklava (250 g)', ar: 'بقلاوة مشكلة (250 غ)' },
    { en: 'Pistachio and cashew baklava from our bakery.', ar: 'بقلاوة بالفستق والكاجو من مخبزنا.' },
    AED(35),
  ),
  item(
    drinks,
    'ZH-LEMON-MINT',
    { en: 'Lemon Mint', ar: 'ليمون بالنعناع' },
    { en: 'Fresh lemon blended with mint and ice.', ar: 'ليمون طازج مخفوق مع النعناع والثلج.' },
    AED(15),
    [size(0, AED(5)), sugar()],
    { pictures: 2 },
  ),
  item(
    drinks,
    'ZH-AYRAN',
    { en: 'Ayran', ar: 'عيران' },
    { en: 'Chilled salted yoghurt drink.', ar: 'لبن مملح بارد.' },
    AED(8),
  ),
  item(
    drinks,
    'ZH-JALLAB',
    { en: 'Jallab', ar: 'جلاب' },
    {
      en: 'Date and grape molasses with rose water, pine nuts and raisins.',
      ar: 'دبس التمر والعنب مع ماء الورد والصنوبر والزبيب.',
    },
    AED(16),
    [size(0, AED(6))],
  ),
  item(
    drinks,
    'ZH-KARAK',
    { en: 'Karak Chai', ar: 'شاي كرك' },
    {
      en: 'Strong tea brewed with milk, cardamom and saffron.',
      ar: 'شاي قوي مطبوخ بالحليب والهيل والزعفران.',
    },
    AED(6),
    [sugar()],
  ),
  item(
    drinks,
    'ZH-TURKISH-COFFEE',
    { en: 'Turkish Coffee', ar: 'قهوة تركية' },
    {
      en: 'Finely ground coffee with cardamom, brewed in a rakweh.',
      ar: 'قهوة مطحونة ناعماً بالهيل، تُحضَّر في الركوة.',
    },
    AED(12),
    [sugar()],
  ),
  item(
    drinks,
    'ZH-WATER',
    { en: 'Mineral Water', ar: 'مياه معدنية' },
    { en: 'Local still water, 500 ml.', ar: 'مياه معدنية محلية، 500 مل.' },
    AED(4),
  ),
];

function idOf(sku: string): string {
  const found = zaatarItems.find((entry) => entry.sku === sku);
  if (!found) throw new Error(`Zaatar House has no item ${sku}`);
  return found.id;
}

/** Items the tests and docs refer to by name. */
export const zaatarItemIds = {
  zaatarFoul: idOf('ZH-FOUL'),
  zaatarShakshuka: idOf('ZH-SHAKSHUKA'),
  zaatarManousheh: idOf('ZH-ZAATAR-MANOUSHE'),
  zaatarCheeseManousheh: idOf('ZH-CHEESE-MANOUSHE'),
  zaatarLahmBiAjeen: idOf('ZH-LAHM-BAJEEN'),
  /** Out of stock at Dubai Marina until further notice. */
  zaatarSpinachFatayer: idOf('ZH-SPINACH-FATAYER'),
  /** Sold only at Jumeirah (`storeIds`). */
  zaatarKishk: idOf('ZH-KISHK'),
  zaatarChickenShawarma: idOf('ZH-CHICKEN-SHAWARMA'),
  zaatarFalafelSaj: idOf('ZH-FALAFEL-SAJ'),
  /** Price 0: priced by the required 'Platter size' group; also has the 2-to-3 dips group. */
  zaatarMixedGrill: idOf('ZH-MIXED-GRILL'),
  zaatarShishTawook: idOf('ZH-SHISH-TAWOOK'),
  zaatarLambChops: idOf('ZH-LAMB-CHOPS'),
  /** Out of stock at Jumeirah until 2100-01-01 (4102444800). */
  zaatarHalfChicken: idOf('ZH-HALF-CHICKEN'),
  zaatarHummus: idOf('ZH-HUMMUS'),
  zaatarMoutabal: idOf('ZH-MOUTABAL'),
  zaatarMuhammara: idOf('ZH-MUHAMMARA'),
  zaatarMezzeBox: idOf('ZH-MEZZE-BOX'),
  zaatarFattoush: idOf('ZH-FATTOUSH'),
  zaatarKnafeh: idOf('ZH-KNAFEH'),
  zaatarLemonMint: idOf('ZH-LEMON-MINT'),
  zaatarKarak: idOf('ZH-KARAK'),
  zaatarWater: idOf('ZH-WATER'),
} as const;

const discount = (
  n: number,
  fields: Omit<SeedDiscount, 'id' | 'brandId' | 'startsAt' | 'endsAt' | 'isActive' | 'isWelcomeCoupon'> &
    Partial<Pick<SeedDiscount, 'isActive' | 'isWelcomeCoupon' | 'startsAt' | 'endsAt'>>,
): SeedDiscount => ({
  id: oid(KIND.discount, n),
  brandId,
  startsAt: FROM_2026,
  endsAt: UNTIL_2030,
  isActive: true,
  isWelcomeCoupon: false,
  ...fields,
});

const ALL_SERVICES = ['DELIVERY', 'PICKUP', 'DINE_IN'] as const;
export const zaatarDiscounts: SeedDiscount[] = [
  discount(1, {
    discountCode: 'WELCOME20',
    discountName: { en: '20% off your first order', ar: 'خصم 20% على طلبك الأول' },
    description: {
      en: 'Welcome to Zaatar House: 20% off, up to AED 25.',
      ar: 'أهلاً بك في بيت الزعتر: خصم 20% حتى 25 درهماً.',
    },
    discountType: 'percentage',
    discountAmount: 20,
    maximumDiscountValue: AED(25),
    minOrderValue: 0,
    perCustomerUse: 1,
    isApplicableOnAllStores: true,
    isApplicableOnAllItems: true,
    discountAppliedOnSpecificItems: [],
    discountAppliedOnSpecificStores: [],
    serviceType: [...ALL_SERVICES],
    discountApplication: 'manual',
    isWelcomeCoupon: true,
  }),
  discount(2, {
    discountCode: 'SAVE15',
    discountName: { en: 'AED 15 off orders above AED 80', ar: 'خصم 15 درهماً على الطلبات فوق 80 درهماً' },
    description: {
      en: 'For family dinners: AED 15 off when you spend AED 80 or more.',
      ar: 'لعشاء العائلة: خصم 15 درهماً عند الطلب بقيمة 80 درهماً أو أكثر.',
    },
    discountType: 'fixed',
    discountAmount: AED(15),
    maximumDiscountValue: 0,
    minOrderValue: AED(80),
    perCustomerUse: 5,
    isApplicableOnAllStores: true,
    isApplicableOnAllItems: true,
    discountAppliedOnSpecificItems: [],
    discountAppliedOnSpecificStores: [],
    serviceType: ['DELIVERY', 'PICKUP'],
    discountApplication: 'manual',
  }),
  discount(3, {
    discountCode: 'MEZZE25',
    discountName: { en: '25% off our dips', ar: 'خصم 25% على الغموس' },
    description: {
      en: 'Hummus, moutabal and muhammara at 25% off, up to AED 15.',
      ar: 'الحمص والمتبل والمحمرة بخصم 25%، حتى 15 درهماً.',
    },
    discountType: 'percentage',
    discountAmount: 25,
    maximumDiscountValue: AED(15),
    minOrderValue: 0,
    perCustomerUse: 10,
    isApplicableOnAllStores: true,
    isApplicableOnAllItems: false,
    discountAppliedOnSpecificItems: [
      zaatarItemIds.zaatarHummus,
      zaatarItemIds.zaatarMoutabal,
      zaatarItemIds.zaatarMuhammara,
    ],
    discountAppliedOnSpecificStores: [],
    serviceType: [...ALL_SERVICES],
    discountApplication: 'manual',
  }),
  discount(4, {
    discountCode: 'MARINA10',
    discountName: { en: '10% off at Dubai Marina', ar: 'خصم 10% في دبي مارينا' },
    description: { en: 'Only at our Dubai Marina branch.', ar: 'في فرع دبي مارينا فقط.' },
    discountType: 'percentage',
    discountAmount: 10,
    maximumDiscountValue: 0,
    minOrderValue: AED(30),
    perCustomerUse: 10,
    isApplicableOnAllStores: false,
    isApplicableOnAllItems: true,
    discountAppliedOnSpecificItems: [],
    discountAppliedOnSpecificStores: [zaatarStoreIds.marina],
    serviceType: ['DELIVERY', 'PICKUP'],
    discountApplication: 'manual',
  }),
  discount(5, {
    discountCode: 'BREAKFAST5',
    discountName: { en: 'AED 5 off breakfast', ar: 'خصم 5 دراهم على الفطور' },
    description: {
      en: 'Applied automatically when your basket has a breakfast dish and reaches AED 20.',
      ar: 'يُطبَّق تلقائياً إذا كان في سلتك طبق فطور وبلغت قيمتها 20 درهماً.',
    },
    discountType: 'fixed',
    discountAmount: AED(5),
    maximumDiscountValue: 0,
    minOrderValue: AED(20),
    perCustomerUse: 30,
    isApplicableOnAllStores: true,
    isApplicableOnAllItems: false,
    discountAppliedOnSpecificItems: zaatarItems
      .filter((entry) => entry.categoryId === breakfast)
      .map((entry) => entry.id),
    discountAppliedOnSpecificStores: [],
    serviceType: [...ALL_SERVICES],
    discountApplication: 'automatic',
  }),
  discount(6, {
    discountCode: 'STAFF30',
    discountName: { en: 'Friends and family', ar: 'الأهل والأصدقاء' },
    description: { en: 'A private code for friends of the house.', ar: 'رمز خاص لأصدقاء البيت.' },
    discountType: 'percentage',
    discountAmount: 30,
    maximumDiscountValue: AED(50),
    minOrderValue: 0,
    perCustomerUse: 10,
    isApplicableOnAllStores: true,
    isApplicableOnAllItems: true,
    discountAppliedOnSpecificItems: [],
    discountAppliedOnSpecificStores: [],
    serviceType: [...ALL_SERVICES],
    discountApplication: 'hidden',
  }),
  discount(7, {
    discountCode: 'RAMADAN26',
    discountName: { en: 'Ramadan iftar offer', ar: 'عرض إفطار رمضان' },
    description: {
      en: '15% off iftar orders, up to AED 30. Ended with Ramadan 2026.',
      ar: 'خصم 15% على طلبات الإفطار حتى 30 درهماً. انتهى العرض مع نهاية رمضان 2026.',
    },
    discountType: 'percentage',
    discountAmount: 15,
    maximumDiscountValue: AED(30),
    minOrderValue: 0,
    perCustomerUse: 4,
    isApplicableOnAllStores: true,
    isApplicableOnAllItems: true,
    discountAppliedOnSpecificItems: [],
    discountAppliedOnSpecificStores: [],
    serviceType: [...ALL_SERVICES],
    discountApplication: 'manual',
    isActive: false,
    endsAt: FROM_2026 + 80 * 86400,
  }),
];

export const zaatarLoyalty: SeedLoyaltyPolicy = {
  brandId,
  isLoyaltyActive: true,
  minOrderValueForCashback: AED(50),
  specificToDelivery: { isActive: true, cashbackPercentage: 5 },
  redeemablePercentagePerOrder: 20,
  maxRedeemableValuePerOrder: AED(30),
};

const page = (key: string, title: SeedText, html: SeedText, isActive = true): SeedStaticPage => ({
  brandId,
  key,
  isActive,
  title,
  html,
});
export const zaatarPages: SeedStaticPage[] = [
  page(
    'about',
    { en: 'About us', ar: 'من نحن' },
    {
      en: '<h2>Baked fresh since 1998</h2><p>Zaatar House started as a single stone oven on Jumeirah Beach Road. Today our bakers still roll every manousheh by hand, and our za\'atar is blended for us in the mountains above Tripoli.</p><ul><li>Dough made fresh every morning</li><li>Charcoal grills, never gas</li><li>Halal meat from UAE farms</li></ul><p>Questions? <a href="https://wa.me/971501234567">Message us on WhatsApp</a>.</p>',
      ar: '<h2>نخبز طازجاً منذ 1998</h2><p>بدأ بيت الزعتر بفرن حجري واحد على شارع جميرا. وما زال خبازونا اليوم يفردون كل منقوشة باليد، ويُخلط زعترنا لنا خصيصاً في جبال طرابلس.</p><ul><li>عجين طازج كل صباح</li><li>مشاوٍ على الفحم، لا على الغاز</li><li>لحم حلال من مزارع الإمارات</li></ul><p>لديك سؤال؟ <a href="https://wa.me/971501234567">راسلنا على واتساب</a>.</p>',
    },
  ),
  page(
    'terms',
    { en: 'Terms and conditions', ar: 'الشروط والأحكام' },
    {
      en: '<h2>Ordering</h2><p>All prices are in UAE dirhams (AED). VAT at 5% is added at checkout and shown on your receipt. Delivery times are estimates and may run longer in bad weather or on busy evenings.</p><h2>Delivery and pickup</h2><ul><li>We deliver only to the areas listed for each branch; each area has its own minimum order and delivery fee.</li><li>Delivery is free on orders of AED 150 or more.</li><li>Pickup orders are held for 30 minutes after they are ready.</li></ul><h2>Cancellations and refunds</h2><p>You can cancel an order until the kitchen starts preparing it. If something is missing or not right, tell us within 24 hours and we will refund or replace it.</p><h2>Promotions</h2><ol><li>One discount code per order.</li><li>Codes cannot be exchanged for cash.</li><li>Loyalty credit can pay up to 20% of an order, to a maximum of AED 30.</li></ol><p>Questions: <a href="mailto:hello@zaatarhouse.ae">hello@zaatarhouse.ae</a></p>',
      ar: '<h2>الطلب</h2><p>جميع الأسعار بالدرهم الإماراتي. تُضاف ضريبة القيمة المضافة 5% عند الدفع وتظهر في الفاتورة. أوقات التوصيل تقديرية، وقد تتأخر قليلاً في الأجواء الممطرة أو في أوقات الذروة المسائية.</p><h2>التوصيل والاستلام</h2><ul><li>نوصل فقط إلى المناطق المحددة لكل فرع، ولكل منطقة حد أدنى للطلب ورسوم توصيل خاصة بها.</li><li>التوصيل مجاني للطلبات من 150 درهماً فأكثر.</li><li>نحتفظ بطلبات الاستلام لمدة 30 دقيقة بعد تجهيزها.</li></ul><h2>الإلغاء والاسترداد</h2><p>يمكنك إلغاء الطلب ما دام المطبخ لم يبدأ بتحضيره. وإذا نقص شيء أو لم يكن الطلب كما يجب، أبلغنا خلال 24 ساعة ونرجع لك المبلغ أو نبدّل الطلب.</p><h2>العروض</h2><ol><li>رمز خصم واحد لكل طلب.</li><li>لا يمكن استبدال الرموز بمبالغ نقدية.</li><li>يمكن استخدام رصيد الولاء لدفع 20% من قيمة الطلب بحد أقصى 30 درهماً.</li></ol><p>للاستفسار: <a href="mailto:hello@zaatarhouse.ae">hello@zaatarhouse.ae</a></p>',
    },
  ),
  page(
    'privacy',
    { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
    {
      en: '<h2>What we keep</h2><ul><li>Your mobile number, to sign you in with a one-time code.</li><li>Your name and email, for receipts.</li><li>Your delivery addresses and map pins, so the rider finds you.</li></ul><h2>What we never do</h2><p>We never sell your details. Card numbers go straight to our payment provider and never reach our servers.</p><h2>Your choices</h2><p>You can ask us for a copy of your data or to delete your account at any time: <a href="https://wa.me/971501234567">message us on WhatsApp</a>.</p>',
      ar: '<h2>ما نحتفظ به</h2><ul><li>رقم هاتفك المتحرك، لتسجيل دخولك برمز تحقق لمرة واحدة.</li><li>اسمك وبريدك الإلكتروني، لإرسال الفواتير.</li><li>عناوين التوصيل ومواقعها على الخريطة، حتى يصل إليك السائق بسهولة.</li></ul><h2>ما لا نفعله أبداً</h2><p>لا نبيع بياناتك لأي جهة. تذهب أرقام البطاقات مباشرة إلى مزود الدفع ولا تصل إلى خوادمنا.</p><h2>حقوقك</h2><p>يمكنك في أي وقت طلب نسخة من بياناتك أو حذف حسابك: <a href="https://wa.me/971501234567">راسلنا على واتساب</a>.</p>',
    },
  ),
  /** Deliberately hostile markup next to real text: the sanitiser must strip the img handler, script and javascript: link. */
  page(
    'allergens',
    { en: 'Allergens', ar: 'مسببات الحساسية' },
    {
      en: '<h2>Allergen guide</h2><p>Our kitchens handle <strong>sesame, wheat (gluten), milk, tree nuts, eggs and mustard</strong>, so traces may be present in any dish.</p><img src=x onerror="alert(1)"><ul><li>Manakish and saj: wheat and sesame; the cheese ones also contain milk.</li><li>Hummus, moutabal and falafel: sesame (tahini).</li><li>Muhammara, kibbeh and baklava: tree nuts.</li></ul><script>alert(\'x\')</script><p><a href="javascript:alert(2)">Download the full allergen table</a></p><p>Tell us about any allergy in the order notes and call the branch before ordering.</p>',
      ar: '<h2>دليل مسببات الحساسية</h2><p>تتعامل مطابخنا مع <strong>السمسم والقمح (الغلوتين) والحليب والمكسرات والبيض والخردل</strong>، لذا قد توجد آثار منها في أي طبق.</p><img src=x onerror="alert(1)"><ul><li>المناقيش والصاج: قمح وسمسم، ومناقيش الجبنة فيها حليب.</li><li>الحمص والمتبل والفلافل: سمسم (طحينة).</li><li>المحمرة والكبة والبقلاوة: مكسرات.</li></ul><script>alert(\'x\')</script><p><a href="javascript:alert(2)">حمّل جدول مسببات الحساسية الكامل</a></p><p>أخبرنا عن أي حساسية في ملاحظات الطلب، واتصل بالفرع قبل الطلب.</p>',
    },
  ),
];
