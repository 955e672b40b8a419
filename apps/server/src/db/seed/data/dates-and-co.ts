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
import { AED, CITIES, EVERY_DAY, FROM_2026, KIND, UAE, UNTIL_2030, idMaker } from './shared.js';

const brandId = demoBrandIds.datesAndCo;
export const datesStoreId = oid(KIND.store, 21);

export const datesStores: SeedStore[] = [
  {
    id: datesStoreId,
    brandId,
    name: { en: 'Dates & Co Warehouse', ar: 'مستودع تمور وشركاه' },
    description: {
      en: 'Packed to order in Al Quoz and shipped across the Emirates.',
      ar: 'نغلف الطلبات في القوز ونشحنها إلى جميع الإمارات.',
    },
    manualAddress: {
      en: 'Warehouse 17, Al Quoz Industrial Area 3, Dubai',
      ar: 'مستودع 17، منطقة القوز الصناعية 3، دبي',
    },
    mapAddress: 'Al Quoz Industrial Area 3, Dubai',
    city: CITIES.dubai.name,
    country: UAE.name,
    mobileNumber: '+97142281234',
    whatsAppContact: '+971563456789',
    taxRate: 5,
    isOpened: true,
    averagePrepTime: 1440,
    averagePrepTimeForPickup: 120,
    averagePrepTimeForDineIn: 0,
    location: { lat: 25.1373, lng: 55.2256 },
    services: { delivery: true, pickup: false, dineIn: false },
    preOrder: { delivery: false, pickup: false },
    openingHours: EVERY_DAY('09:00', '18:00'),
    slotIntervalMinutes: 60,
    preOrderLeadMinutes: 120,
    preOrderDays: 2,
    paymentOptions: { delivery: ['CREDIT_CARD'], pickup: [], dineIn: [] },
    vehicleInfoForPickup: { isActive: false, isRequired: false },
    deliveryChargesWaiverInfo: {
      onOrderAmount: { isEnabled: true, amount: AED(300) },
      onDateRange: { isEnabled: false, startDateTime: 0, endDateTime: 0 },
    },
  },
];

const city = (
  n: number,
  key: keyof typeof CITIES,
  fee: number,
  days: number,
  min: number,
): SeedDeliveryArea => ({
  id: oid(KIND.deliveryArea, n),
  brandId,
  method: 'CITY_BASED',
  country: UAE,
  city: CITIES[key],
  deliveryFee: AED(fee),
  deliveryTime: days * 1440,
  minOrder: AED(min),
  storeIds: [datesStoreId],
});
export const datesAreas: SeedDeliveryArea[] = [
  city(21, 'dubai', 15, 1, 75),
  city(22, 'abuDhabi', 20, 1, 100),
  city(23, 'sharjah', 15, 1, 75),
  city(24, 'alAin', 25, 2, 100),
  city(25, 'rasAlKhaimah', 25, 2, 100),
  city(26, 'fujairah', 25, 2, 100),
];

const category = (n: number, en: string, ar: string): SeedCategory => ({
  id: oid(KIND.category, n),
  brandId,
  name: { en, ar },
  sortOrder: n,
});
export const datesCategories: SeedCategory[] = [
  category(21, 'Dates by Variety', 'التمور حسب النوع'),
  category(22, 'Stuffed Dates', 'التمور المحشوة'),
  category(23, 'Gift Boxes', 'علب الهدايا'),
];
const [variety, stuffed, gifts] = datesCategories.map((entry) => entry.id) as [string, string, string];

const ids = idMaker(20000);
const weight = (half: number, kilo: number) =>
  ids.group({ en: 'Weight', ar: 'الوزن' }, { single: true, min: 1, max: 1 }, [
    [{ en: '500 g', ar: '500 غ' }, half],
    [{ en: '1 kg', ar: '1 كغ' }, kilo],
  ]);
const boxSize = () =>
  ids.group({ en: 'Box size', ar: 'حجم العلبة' }, { single: true, min: 1, max: 1 }, [
    [{ en: '16 pieces', ar: '16 قطعة' }, 0],
    [{ en: '32 pieces', ar: '32 قطعة' }, AED(85)],
    [{ en: '48 pieces', ar: '48 قطعة' }, AED(160)],
  ]);
const message = () =>
  ids.group({ en: 'Gift touches', ar: 'لمسات الهدية' }, { min: 0, max: 2 }, [
    [{ en: 'Handwritten card', ar: 'بطاقة مكتوبة بخط اليد' }, AED(10)],
    [{ en: 'Gold ribbon', ar: 'شريط ذهبي' }, AED(5)],
  ]);

let n = 200;
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
    images: [
      { url: `/static/media/dates-and-co/items/${sku.toLowerCase()}.svg`, width: 600, height: 600 },
      { url: `/static/media/dates-and-co/items/${sku.toLowerCase()}-2.svg`, width: 600, height: 600 },
    ],
    modifierGroups: groups,
    sortOrder: n,
    ...extra,
  };
};

export const datesItems: SeedItem[] = [
  item(
    variety,
    'DC-MEDJOOL',
    { en: 'Medjool Dates', ar: 'تمر مجدول' },
    {
      en: 'Large, soft and caramel-sweet; from Jericho farms.',
      ar: 'كبير وطري وحلو كالكراميل؛ من مزارع أريحا.',
    },
    0,
    [weight(AED(65), AED(120))],
    { isRecommended: true },
  ),
  item(
    variety,
    'DC-KHALAS',
    { en: 'Khalas Dates', ar: 'تمر خلاص' },
    {
      en: 'The Emirati favourite from Al Ain: honeyed and buttery.',
      ar: 'المفضل الإماراتي من العين: عسلي وزبدي.',
    },
    0,
    [weight(AED(35), AED(65))],
    { isRecommended: true },
  ),
  item(
    variety,
    'DC-SUKKARI',
    { en: 'Sukkari Dates', ar: 'تمر سكري' },
    { en: 'Crisp-soft golden dates from Qassim.', ar: 'تمر ذهبي طري ومقرمش من القصيم.' },
    0,
    [weight(AED(40), AED(75))],
  ),
  item(
    variety,
    'DC-AJWA',
    { en: 'Ajwa Dates', ar: 'تمر عجوة' },
    { en: 'Dark, fine-grained dates from Madinah.', ar: 'تمر داكن ناعم الملمس من المدينة المنورة.' },
    0,
    [weight(AED(70), AED(130))],
  ),
  item(
    variety,
    'DC-FARDH',
    { en: 'Fardh Dates', ar: 'تمر فرض' },
    { en: 'Chewy Omani dates, perfect with gahwa.', ar: 'تمر عماني مطاطي، مثالي مع القهوة.' },
    0,
    [weight(AED(25), AED(45))],
    {
      unavailableStores: [{ storeId: datesStoreId, nextAvailableTime: null }],
    },
  ),
  item(
    stuffed,
    'DC-ALMOND',
    { en: 'Almond Stuffed Dates (250 g)', ar: 'تمر محشو باللوز (250 غ)' },
    { en: 'Khalas dates with a roasted almond inside.', ar: 'تمر خلاص محشو بلوزة محمصة.' },
    AED(45),
  ),
  item(
    stuffed,
    'DC-PISTACHIO',
    { en: 'Pistachio Paste Dates (250 g)', ar: 'تمر بعجينة الفستق (250 غ)' },
    { en: 'Medjool filled with Aleppo pistachio paste.', ar: 'تمر مجدول محشو بعجينة الفستق الحلبي.' },
    AED(58),
  ),
  item(
    stuffed,
    'DC-CHOCOLATE',
    { en: 'Dark Chocolate Dates (250 g)', ar: 'تمر بالشوكولاتة الداكنة (250 غ)' },
    { en: 'Dates with orange peel, dipped in 70% chocolate.', ar: 'تمر بقشر البرتقال مغطى بشوكولاتة 70%.' },
    AED(55),
  ),
  item(
    stuffed,
    'DC-TAHINI',
    { en: 'Tahini and Sesame Dates (250 g)', ar: 'تمر بالطحينة والسمسم (250 غ)' },
    {
      en: 'Sukkari dates with tahini cream and toasted sesame.',
      ar: 'تمر سكري مع كريمة الطحينة والسمسم المحمص.',
    },
    AED(42),
  ),
  item(
    gifts,
    'DC-MAJLIS-BOX',
    { en: 'Majlis Gift Box', ar: 'علبة هدايا المجلس' },
    {
      en: 'A wooden box of mixed premium dates for guests.',
      ar: 'علبة خشبية من التمور الفاخرة المشكلة للضيوف.',
    },
    AED(95),
    [boxSize(), message()],
    { isRecommended: true },
  ),
  item(
    gifts,
    'DC-EID-BOX',
    { en: 'Eid Celebration Box', ar: 'علبة عيد' },
    { en: 'Stuffed dates, maamoul and Arabic coffee beans.', ar: 'تمر محشو ومعمول وحبوب القهوة العربية.' },
    AED(180),
    [
      ids.group({ en: 'Box size', ar: 'حجم العلبة' }, { single: true, min: 1, max: 1 }, [
        [{ en: 'Classic (1 kg)', ar: 'كلاسيك (1 كغ)' }, 0],
        [{ en: 'Grand (2 kg)', ar: 'كبيرة (2 كغ)' }, AED(150)],
      ]),
      message(),
    ],
  ),
  item(
    gifts,
    'DC-CORPORATE',
    { en: 'Corporate Tray (60 pieces)', ar: 'صينية الشركات (60 قطعة)' },
    {
      en: 'An engraved tray for meetings; logo printing on request.',
      ar: 'صينية محفورة للاجتماعات؛ طباعة الشعار عند الطلب.',
    },
    AED(320),
    [message()],
  ),
  item(
    gifts,
    'DC-MINI',
    { en: 'Mini Thank-You Box', ar: 'علبة شكر صغيرة' },
    { en: 'Four stuffed dates in a pocket-size box.', ar: 'أربع تمرات محشوة في علبة بحجم الجيب.' },
    AED(22),
  ),
];

function idOf(sku: string): string {
  const found = datesItems.find((entry) => entry.sku === sku);
  if (!found) throw new Error(`Dates & Co has no item ${sku}`);
  return found.id;
}

/** Items the tests and docs refer to by name. */
export const datesItemIds = {
  datesMedjool: idOf('DC-MEDJOOL'),
  datesKhalas: idOf('DC-KHALAS'),
  /** Out of stock at the warehouse until further notice. */
  datesFardh: idOf('DC-FARDH'),
  datesAlmondStuffed: idOf('DC-ALMOND'),
  datesMajlisBox: idOf('DC-MAJLIS-BOX'),
  datesEidBox: idOf('DC-EID-BOX'),
  datesMiniBox: idOf('DC-MINI'),
} as const;

export const datesDiscounts: SeedDiscount[] = [
  {
    id: oid(KIND.discount, 21),
    brandId,
    discountCode: 'GIFT10',
    discountName: { en: '10% off gift boxes', ar: 'خصم 10% على علب الهدايا' },
    description: { en: 'Gift boxes at 10% off, up to AED 50.', ar: 'علب الهدايا بخصم 10% حتى 50 درهماً.' },
    discountType: 'percentage',
    discountAmount: 10,
    maximumDiscountValue: AED(50),
    minOrderValue: AED(100),
    perCustomerUse: 5,
    isApplicableOnAllStores: true,
    isApplicableOnAllItems: false,
    discountAppliedOnSpecificItems: datesItems
      .filter((entry) => entry.categoryId === gifts)
      .map((entry) => entry.id),
    discountAppliedOnSpecificStores: [],
    serviceType: ['DELIVERY'],
    discountApplication: 'manual',
    isWelcomeCoupon: false,
    isActive: true,
    startsAt: FROM_2026,
    endsAt: UNTIL_2030,
  },
  {
    id: oid(KIND.discount, 22),
    brandId,
    discountCode: 'DATES10',
    discountName: { en: '10% off your first order', ar: 'خصم 10% على أول طلب' },
    description: {
      en: 'Welcome to Dates & Co: 10% off your first order, up to AED 40.',
      ar: 'أهلاً بك في تمور وشركاه: خصم 10% على طلبك الأول، بحد أقصى 40 درهماً.',
    },
    discountType: 'percentage',
    discountAmount: 10,
    maximumDiscountValue: AED(40),
    minOrderValue: 0,
    perCustomerUse: 1,
    isApplicableOnAllStores: true,
    isApplicableOnAllItems: true,
    discountAppliedOnSpecificItems: [],
    discountAppliedOnSpecificStores: [],
    serviceType: ['DELIVERY'],
    discountApplication: 'manual',
    isWelcomeCoupon: true,
    isActive: true,
    startsAt: FROM_2026,
    endsAt: UNTIL_2030,
  },
  {
    id: oid(KIND.discount, 23),
    brandId,
    discountCode: 'EID50',
    discountName: { en: 'AED 50 off orders above AED 400', ar: 'خصم 50 درهماً على الطلبات فوق 400 درهم' },
    description: {
      en: 'For Eid gifting: AED 50 off when you spend AED 400 or more.',
      ar: 'لهدايا العيد: خصم 50 درهماً عند الطلب بقيمة 400 درهم أو أكثر.',
    },
    discountType: 'fixed',
    discountAmount: AED(50),
    maximumDiscountValue: 0,
    minOrderValue: AED(400),
    perCustomerUse: 3,
    isApplicableOnAllStores: true,
    isApplicableOnAllItems: true,
    discountAppliedOnSpecificItems: [],
    discountAppliedOnSpecificStores: [],
    serviceType: ['DELIVERY'],
    discountApplication: 'manual',
    isWelcomeCoupon: false,
    isActive: true,
    startsAt: FROM_2026,
    endsAt: UNTIL_2030,
  },
];

export const datesLoyalty: SeedLoyaltyPolicy = {
  brandId,
  isLoyaltyActive: true,
  minOrderValueForCashback: AED(100),
  specificToDelivery: { isActive: true, cashbackPercentage: 3 },
  redeemablePercentagePerOrder: 10,
  maxRedeemableValuePerOrder: AED(50),
};

export const datesPages: SeedStaticPage[] = [
  {
    brandId,
    key: 'about',
    isActive: true,
    title: { en: 'About us', ar: 'من نحن' },
    html: {
      en: '<h2>Dates, chosen by hand</h2><p>We taste every harvest before it reaches a box: Khalas from Al Ain, Sukkari from Qassim, Medjool from Jericho and Fardh from Oman.</p><ul><li>Packed to order in our Al Quoz warehouse</li><li>Shipped in insulated boxes to every emirate</li><li>Gift cards written by hand</li></ul><p>Corporate orders: <a href="mailto:gifts@datesandco.ae">gifts@datesandco.ae</a></p>',
      ar: '<h2>تمور مختارة باليد</h2><p>نتذوق كل محصول قبل ما يوصل العلبة: خلاص من العين، وسكري من القصيم، ومجدول من أريحا، وفرض من عُمان.</p><ul><li>نغلّف كل طلب في مستودعنا بالقوز</li><li>نشحن في علب معزولة لكل الإمارات</li><li>بطاقات الإهداء مكتوبة بخط اليد</li></ul><p>طلبات الشركات: <a href="mailto:gifts@datesandco.ae">gifts@datesandco.ae</a></p>',
    },
  },
  {
    brandId,
    key: 'terms',
    isActive: true,
    title: { en: 'Terms and conditions', ar: 'الشروط والأحكام' },
    html: {
      en: '<h2>Shipping</h2><p>Orders ship from Dubai. Delivery takes one working day within Dubai, Sharjah and Abu Dhabi, and up to two working days to Al Ain, Ras Al Khaimah and Fujairah.</p><ul><li>Free shipping on orders of AED 300 or more.</li><li>Each city has its own minimum order.</li></ul><h2>Returns</h2><p>Dates are fresh produce: unopened boxes can be returned within 3 days; opened boxes cannot. If a box arrives damaged, send us a photo within 24 hours and we will replace it.</p><h2>Payment</h2><p>We accept cards only, through our secure hosted payment page. Prices include 5% VAT at checkout.</p>',
      ar: '<h2>الشحن</h2><p>نشحن الطلبات من دبي. يستغرق التوصيل يوم عمل واحد داخل دبي والشارقة وأبوظبي، وحتى يومي عمل إلى العين ورأس الخيمة والفجيرة.</p><ul><li>الشحن مجاني للطلبات من 300 درهم فأكثر.</li><li>لكل مدينة حد أدنى خاص للطلب.</li></ul><h2>الإرجاع</h2><p>التمور منتج طازج: يمكن إرجاع العلب غير المفتوحة خلال 3 أيام، ولا تُرجع العلب المفتوحة. وإذا وصلتك علبة متضررة، أرسل لنا صورة خلال 24 ساعة ونبدلها لك.</p><h2>الدفع</h2><p>نقبل الدفع بالبطاقة فقط عبر صفحة دفع آمنة. تُضاف ضريبة القيمة المضافة 5% عند الدفع.</p>',
    },
  },
  {
    brandId,
    key: 'privacy',
    isActive: true,
    title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
    html: {
      en: '<h2>Your details</h2><p>We use your name, phone number and address only to ship your order and to tell the courier where to go.</p><ul><li>Card details are entered on our payment provider\'s page and never stored by us.</li><li>Gift recipients\' details are deleted 90 days after delivery.</li></ul><p>Questions: <a href="mailto:privacy@datesandco.ae">privacy@datesandco.ae</a></p>',
      ar: '<h2>بياناتك</h2><p>نستخدم اسمك ورقم هاتفك وعنوانك فقط لشحن طلبك وإرشاد شركة التوصيل إلى عنوانك.</p><ul><li>تُدخل بيانات البطاقة في صفحة مزود الدفع ولا نحتفظ بها.</li><li>نحذف بيانات مستلمي الهدايا بعد 90 يوماً من التوصيل.</li></ul><p>للاستفسار: <a href="mailto:privacy@datesandco.ae">privacy@datesandco.ae</a></p>',
    },
  },
];
