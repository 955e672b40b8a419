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
    pickup: ['CREDIT_CARD' as const, 'CASH' as const, 'CARD_MACHINE' as const],
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
      en: 'On Damascus Street, a short walk from Al Qusais metro; we deliver within 5 km.',
      ar: 'على شارع دمشق، قريب من محطة مترو القصيص؛ نوصّل لحد 5 كيلو.',
    },
    manualAddress: {
      en: 'Shop 9, Damascus Street, Al Qusais 1, Dubai',
      ar: 'محل 9، شارع دمشق، القصيص 1، دبي',
    },
    mapAddress: 'Damascus Street, Al Qusais 1, Dubai',
    city: CITIES.dubai.name,
    mobileNumber: '+97142651234',
    whatsAppContact: '+971553456789',
    location: { lat: 25.2712, lng: 55.3795 },
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

const ids = idMaker(10000);
const cup = () =>
  ids.group({ en: 'Cup size', ar: 'حجم الكوب' }, { single: true, min: 1, max: 1 }, [
    [{ en: 'Regular', ar: 'عادي' }, 0],
    [{ en: 'Large', ar: 'كبير' }, AED(2)],
    [{ en: 'Flask (1 litre)', ar: 'ترمس (1 لتر)' }, AED(18)],
  ]);
const sugar = () =>
  ids.group({ en: 'Sugar', ar: 'السكر' }, { single: true, min: 1, max: 1 }, [
    [{ en: 'Normal sugar', ar: 'سكر عادي' }, 0],
    [{ en: 'Less sugar', ar: 'سكر خفيف' }, 0],
    [{ en: 'No sugar', ar: 'بدون سكر' }, 0],
  ]);
const filling = () =>
  ids.group({ en: 'Choose 1 or 2 fillings', ar: 'اختر حشوة أو حشوتين' }, { min: 1, max: 2 }, [
    [{ en: 'Cheese', ar: 'جبنة' }, 0],
    [{ en: 'Egg', ar: 'بيض' }, 0],
    [{ en: 'Chips Oman', ar: 'شيبس عمان' }, 0],
    [{ en: "Za'atar", ar: 'زعتر' }, 0],
    [{ en: 'Nutella', ar: 'نوتيلا' }, AED(2)],
  ]);
const extraShot = () =>
  ids.group({ en: 'Extras', ar: 'إضافات' }, { min: 0, max: 2 }, [
    [{ en: 'Extra saffron', ar: 'زعفران زيادة' }, AED(2), 2],
    [{ en: 'Condensed milk', ar: 'حليب مكثف' }, AED(1), 3],
  ]);
const spice = () =>
  ids.group({ en: 'Spice level', ar: 'درجة الحرارة' }, { single: true, min: 1, max: 1 }, [
    [{ en: 'Mild', ar: 'خفيف' }, 0],
    [{ en: 'Medium', ar: 'وسط' }, 0],
    [{ en: 'Hot', ar: 'حار' }, 0],
  ]);
const sauces = () =>
  ids.group({ en: 'Sauces', ar: 'الصوصات' }, { min: 0, max: 2 }, [
    [{ en: 'Garlic mayo', ar: 'مايونيز بالثوم' }, 0],
    [{ en: 'Chilli sauce', ar: 'صوص حار' }, 0],
    [{ en: 'Extra cheese slice', ar: 'شريحة جبن زيادة' }, AED(1), 2],
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
    [cup(), sugar(), extraShot()],
    {
      isRecommended: true,
      images: [
        { url: '/static/media/karak-corner/items/kc-karak.svg', width: 600, height: 600 },
        { url: '/static/media/karak-corner/items/kc-karak-2.svg', width: 600, height: 600 },
      ],
    },
  ),
  item(
    tea,
    'KC-ZAFRAN',
    { en: 'Zafran Karak', ar: 'كرك زعفران' },
    { en: 'Our karak with a generous saffron infusion.', ar: 'كركنا المعتاد مع زعفران زيادة.' },
    AED(5),
    [cup(), sugar(), extraShot()],
  ),
  item(
    tea,
    'KC-GINGER',
    { en: 'Ginger Karak', ar: 'كرك زنجبيل' },
    { en: 'Fresh ginger, cardamom and milk tea.', ar: 'شاي بالحليب مع زنجبيل طازج وهيل.' },
    AED(4),
    [cup(), sugar()],
  ),
  item(
    tea,
    'KC-SULAIMANI',
    { en: 'Sulaimani', ar: 'سليماني' },
    { en: 'Light black tea with lemon and mint.', ar: 'شاي أحمر خفيف مع ليمون ونعناع.' },
    AED(3),
    [cup(), sugar()],
  ),
  item(
    tea,
    'KC-COFFEE',
    { en: 'Arabic Coffee', ar: 'قهوة عربية' },
    {
      en: 'Lightly roasted coffee with cardamom and saffron, served with two dates.',
      ar: 'قهوة شقراء بالهيل والزعفران، تنقدم مع حبتين تمر.',
    },
    AED(6),
  ),
  item(
    chapati,
    'KC-CHAPATI-CHEESE',
    { en: 'Cheese Chapati', ar: 'جباتي جبن' },
    { en: 'Soft chapati folded around melted cheese.', ar: 'جباتي طري مطوي على جبن ذايب.' },
    AED(5),
    [filling()],
    { isRecommended: true },
  ),
  item(
    chapati,
    'KC-CHAPATI-EGG',
    { en: 'Egg Chapati', ar: 'جباتي بيض' },
    { en: 'Chapati with omelette and green chilli.', ar: 'جباتي مع عجة بيض وفلفل أخضر.' },
    AED(6),
    [filling(), spice()],
  ),
  item(
    chapati,
    'KC-PARATHA-CHIPS',
    { en: 'Chips Oman Paratha', ar: 'براتا شيبس عمان' },
    {
      en: 'Crushed Chips Oman, cheese spread and chilli sauce in flaky paratha.',
      ar: 'شيبس عمان مكسّر مع جبن كريمي وصوص حار داخل براتا مورّقة.',
    },
    AED(7),
    [sauces()],
    { isRecommended: true },
  ),
  item(
    chapati,
    'KC-PARATHA-HONEY',
    { en: 'Honey Cheese Paratha', ar: 'براتا عسل وجبن' },
    { en: 'Paratha with cream cheese and Sidr honey.', ar: 'براتا مع جبن كريمي وعسل سدر.' },
    AED(9),
  ),
  item(
    sandwiches,
    'KC-FALAFEL',
    { en: 'Falafel Sandwich', ar: 'ساندويش فلافل' },
    { en: 'Falafel, tahini and pickles in Arabic bread.', ar: 'فلافل وطحينة ومخلل في خبز عربي.' },
    AED(6),
    [sauces()],
  ),
  item(
    sandwiches,
    'KC-CHICKEN-TIKKA',
    { en: 'Chicken Tikka Paratha Roll', ar: 'رول براتا تكا دجاج' },
    {
      en: 'Tandoori chicken, onion and mint chutney rolled in paratha.',
      ar: 'دجاج تندوري وبصل وصوص نعناع ملفوف في براتا.',
    },
    AED(12),
    [spice(), sauces()],
  ),
  item(
    sandwiches,
    'KC-CHICKEN-MAYO',
    { en: 'Chicken Mayo Sandwich', ar: 'ساندويش دجاج مايونيز' },
    {
      en: 'Shredded chicken, mayo, corn and lettuce in a soft bun.',
      ar: 'دجاج مقطّع مع مايونيز وذرة وخس في خبز طري.',
    },
    AED(8),
    [sauces()],
  ),
  item(
    sandwiches,
    'KC-MUTTABAQ',
    { en: 'Muttabaq', ar: 'مطبق' },
    {
      en: 'Folded pastry filled with egg, onion and minced meat.',
      ar: 'فطيرة مطوية محشية بيض وبصل ولحم مفروم.',
    },
    AED(10),
    [spice()],
  ),
  item(
    snacks,
    'KC-SAMOSA',
    { en: 'Samosa (4 pieces)', ar: 'سمبوسة (4 حبات)' },
    {
      en: 'Crisp samosas with tamarind dip; pick your filling.',
      ar: 'سمبوسة مقرمشة مع صوص التمر الهندي؛ اختر الحشوة.',
    },
    AED(6),
    [
      ids.group({ en: 'Filling', ar: 'الحشوة' }, { single: true, min: 1, max: 1 }, [
        [{ en: 'Vegetable', ar: 'خضار' }, 0],
        [{ en: 'Cheese', ar: 'جبن' }, 0],
        [{ en: 'Chicken', ar: 'دجاج' }, AED(1)],
      ]),
    ],
  ),
  item(
    snacks,
    'KC-MASALA-FRIES',
    { en: 'Masala Fries', ar: 'بطاطس مسالا' },
    { en: 'Fries tossed in chaat masala and chilli.', ar: 'بطاطس مقلية مع بهار الشات مسالا والشطة.' },
    AED(8),
    [spice()],
  ),
  item(
    snacks,
    'KC-LUQAIMAT',
    { en: 'Luqaimat', ar: 'لقيمات' },
    {
      en: 'Crisp golden dumplings drizzled with date syrup and sesame.',
      ar: 'لقيمات ذهبية مقرمشة مع دبس وسمسم.',
    },
    AED(10),
    [
      ids.group({ en: 'Topping', ar: 'الإضافة' }, { single: true, min: 1, max: 1 }, [
        [{ en: 'Date syrup', ar: 'دبس' }, 0],
        [{ en: 'Honey', ar: 'عسل' }, 0],
        [{ en: 'Chocolate', ar: 'شوكولاتة' }, AED(2)],
      ]),
    ],
    { isRecommended: true },
  ),
  item(
    snacks,
    'KC-REGAG',
    { en: 'Regag with Cheese and Egg', ar: 'خبز رقاق بالجبن والبيض' },
    { en: 'Paper-thin Emirati bread with cheese and egg.', ar: 'خبز رقاق إماراتي رهيف مع جبن وبيض.' },
    AED(8),
  ),
  item(
    snacks,
    'KC-CHEBAB',
    { en: 'Chebab (3 pieces)', ar: 'جباب (3 حبات)' },
    {
      en: 'Emirati saffron and cardamom pancakes with cream cheese and date syrup.',
      ar: 'جباب إماراتي بالزعفران والهيل مع جبن كريمي ودبس.',
    },
    AED(12),
  ),
  item(
    snacks,
    'KC-BALALEET',
    { en: 'Balaleet', ar: 'بلاليط' },
    {
      en: 'Sweet saffron vermicelli topped with a thin omelette.',
      ar: 'شعيرية حلوة بالزعفران مع طبقة بيض رقيقة.',
    },
    AED(12),
  ),
];

function idOf(sku: string): string {
  const found = karakItems.find((entry) => entry.sku === sku);
  if (!found) throw new Error(`Karak Corner has no item ${sku}`);
  return found.id;
}

/** Items the tests and docs refer to by name. */
export const karakItemIds = {
  karakChai: idOf('KC-KARAK'),
  karakZafran: idOf('KC-ZAFRAN'),
  karakCheeseChapati: idOf('KC-CHAPATI-CHEESE'),
  karakChipsOmanParatha: idOf('KC-PARATHA-CHIPS'),
  karakChickenTikkaRoll: idOf('KC-CHICKEN-TIKKA'),
  karakLuqaimat: idOf('KC-LUQAIMAT'),
} as const;

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
      en: '<h2>The corner everyone meets at</h2><p>Since 2011 we have poured karak for taxi drivers, students and night-shift nurses. Same recipe, same fair price, same corner.</p><ul><li>Tea boiled fresh every twenty minutes</li><li>Chapati rolled to order</li><li>Open from 6 am until 2 am, every day</li></ul><p>Find us in <a href="https://maps.google.com/?q=25.3262,55.3887">Al Majaz, Sharjah</a> and on Damascus Street in Al Qusais.</p>',
      ar: '<h2>الركن اللي يتجمّع عنده الكل</h2><p>من 2011 ونحن نصب الكرك لسواقين التاكسي والطلاب وممرضات الدوام الليلي. نفس الوصفة، ونفس السعر المعقول، ونفس الركن.</p><ul><li>الشاي يغلي طازج كل عشرين دقيقة</li><li>الجباتي يتسوّى على الطلب</li><li>مفتوحين من 6 الصبح لين 2 الفجر، كل يوم</li></ul><p>تلقانا في <a href="https://maps.google.com/?q=25.3262,55.3887">المجاز في الشارقة</a> وفي شارع دمشق بالقصيص.</p>',
    },
  },
  {
    brandId,
    key: 'terms',
    isActive: true,
    title: { en: 'Terms and conditions', ar: 'الشروط والأحكام' },
    html: {
      en: '<h2>Delivery</h2><p>We deliver only inside the areas drawn on our map: Al Majaz and Al Nahda in Sharjah, and within 5 km of our Al Qusais shop. Each area has its own minimum order.</p><h2>Payment</h2><ul><li>Card payments are processed securely by our payment provider.</li><li>Cash on delivery: please keep small change ready.</li></ul><h2>Prices</h2><p>Prices are in AED; 5% VAT is added at checkout.</p>',
      ar: '<h2>التوصيل</h2><p>نوصّل فقط داخل المناطق المرسومة على خريطتنا: المجاز والنهدة في الشارقة، ولحد 5 كيلو من محلنا في القصيص. ولكل منطقة حد أدنى للطلب.</p><h2>الدفع</h2><ul><li>الدفع بالبطاقة يتم بأمان عن طريق مزود الدفع.</li><li>الدفع نقداً عند الاستلام: يرجى تجهيز فكّة.</li></ul><h2>الأسعار</h2><p>الأسعار بالدرهم الإماراتي، وتنضاف ضريبة القيمة المضافة 5% عند الدفع.</p>',
    },
  },
];
