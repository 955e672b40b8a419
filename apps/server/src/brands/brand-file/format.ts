import { z } from 'zod';

/**
 * The brand file (docs/brand-file.md): everything the data model holds for one brand, as one JSON
 * document a brand can write, check and import, and any brand can be exported to. Money is whole
 * fils (1 AED = 100 fils), durations are minutes, times are Unix seconds, coordinates WGS84, and
 * every customer-facing text is given in English and Arabic side by side. Ids are the file's own
 * keys (letters, digits, '-' and '_'); the importer turns a key that is not already a 24-hex id
 * into one, the same one each time (`brand-file/ids.ts`). Its JSON Schema is published as
 * `openapi/brand-file.schema.json`.
 */

export const BRAND_FILE_FORMAT = 'storefront-brand/1';

/** The most of each list one file may hold: a ceiling on what one import writes. */
export const BRAND_FILE_LIMITS = {
  stores: 200,
  categories: 400,
  items: 10_000,
  modifierGroups: 30,
  modifiers: 100,
  areas: 2_000,
  discounts: 500,
  pages: 50,
  polygonPoints: 5_000,
} as const;

const said = (message: string) => ({ error: message });

/** A key of the file: what references name. */
export const key = z
  .string(said('must be a key (text)'))
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
    said("must be a key of letters, digits, '-' or '_' (64 at most)"),
  );

const words = (language: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${language} text is missing` : `${language} text must be text`,
    })
    .trim()
    .min(1, said(`${language} text is missing`))
    .max(max, said(`${language} text is longer than ${max} characters`));

/** A text in English and Arabic. */
const text = (max = 200) =>
  z.strictObject(
    { en: words('English', max), ar: words('Arabic', max) },
    said('must be { "en": …, "ar": … }'),
  );

/** Whole fils, never a fraction and never below zero (AED 1.50 is 150). */
const fils = z
  .number(said('must be a number of fils (1 AED = 100 fils)'))
  .int(said('must be a whole number of fils (1 AED = 100 fils), not a fraction'))
  .min(0, said('must not be below zero'))
  .max(100_000_000, said('must be at most 100000000 fils (AED 1,000,000)'));

const minutes = (max: number) =>
  z
    .number(said('must be a number of minutes'))
    .int(said('must be a whole number of minutes'))
    .min(0, said('must not be below zero'))
    .max(max, said(`must be at most ${max} minutes`));

/** A week: a retail brand's delivery may take days. */
const WEEK = 7 * 24 * 60;

const unixSeconds = z
  .number(said('must be a time in Unix seconds'))
  .int(said('must be a whole number of Unix seconds'))
  .min(0, said('must not be below zero'));

const percent = z
  .number(said('must be a percentage'))
  .min(0, said('must not be below 0%'))
  .max(100, said('must be at most 100%'));

const latitude = z
  .number(said('must be a latitude'))
  .min(-90, said('must be a latitude'))
  .max(90, said('must be a latitude'));
const longitude = z
  .number(said('must be a longitude'))
  .min(-180, said('must be a longitude'))
  .max(180, said('must be a longitude'));

const phone = z
  .string(said('must be a phone number'))
  .regex(/^\+\d{8,15}$/, said('must be a phone number as +971…'));
const colour = z
  .string(said('must be a colour'))
  .regex(/^#[0-9A-Fa-f]{6}$/, said('must be a #RRGGBB colour'));
/** A picture: under the product's media (`/static/media/…`) or at an https address. */
const picture = z
  .string(said('must be an image address'))
  .max(500, said('must be at most 500 characters'))
  .regex(
    /^(\/static\/media\/[A-Za-z0-9._/-]+|https:\/\/[^\s"'<>]+)$/,
    said('must be /static/media/… or an https:// address'),
  );

const SERVICE_TYPE = z.enum(['DELIVERY', 'PICKUP', 'DINE_IN'], said('must be DELIVERY, PICKUP or DINE_IN'));
const PAYMENT_TYPE = z.enum(
  ['CREDIT_CARD', 'CASH', 'CARD_MACHINE', 'PAY_LATER', 'PAYMENT_GATEWAY'],
  said('must be CREDIT_CARD, CASH, CARD_MACHINE, PAY_LATER or PAYMENT_GATEWAY'),
);
export const DELIVERY_METHOD = z.enum(
  ['AREA_BASED', 'CITY_BASED', 'COUNTRY_BASED', 'MAPPED_AREA_BASED'],
  said('must be AREA_BASED, CITY_BASED, COUNTRY_BASED or MAPPED_AREA_BASED'),
);

const list = <T extends z.ZodType>(of: T, max: number) =>
  z.array(of, said('must be a list')).max(max, said(`must hold at most ${max} entries`));

const unavailableAt = list(
  z.strictObject({
    storeId: key,
    /** Null: until the kitchen turns it back on. */
    nextAvailableTime: unixSeconds.nullable(),
  }),
  BRAND_FILE_LIMITS.stores,
);

const modifier = z.strictObject({
  id: key,
  sku: z.string(said('must be a SKU')).trim().min(1, said('must not be empty')).max(64),
  name: text(),
  price: fils,
  /** A stepper's maximum per unit (shown when 2 or more); left out for a plain pick. */
  maximumOrderQuantity: z.number().int().min(1).max(99).optional(),
  unavailableStores: unavailableAt.optional(),
});

const modifierGroup = z.strictObject({
  id: key,
  name: text(),
  isSingleSelection: z.boolean(said('must be true or false')),
  /** Picks required; 0 = optional. */
  minimumAllowedSelection: z.number().int().min(0).max(100),
  maximumAllowedSelection: z.number().int().min(1).max(100),
  modifiers: list(modifier, BRAND_FILE_LIMITS.modifiers).min(1, said('must hold at least one option')),
});

const image = z.strictObject({
  url: picture,
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
});

const item = z.strictObject({
  id: key,
  categoryId: key,
  sku: z.string(said('must be a SKU')).trim().min(1, said('must not be empty')).max(64),
  title: text(),
  description: text(2_000),
  /** 0: the price comes from the options ('Price On Selection'). */
  price: fils,
  images: list(image, 10),
  modifierGroups: list(modifierGroup, BRAND_FILE_LIMITS.modifierGroups),
  unavailableStores: unavailableAt.optional(),
  /** The stores that sell it; left out, every store of the brand. */
  storeIds: list(key, BRAND_FILE_LIMITS.stores).optional(),
  isRecommended: z.boolean().optional(),
  /** False: kept (order history names it) but no longer sold. */
  isActive: z.boolean().optional(),
  sortOrder: z.number().int(),
});

const category = z.strictObject({ id: key, name: text(), sortOrder: z.number().int() });

const hhmm = z
  .string(said('must be a time HH:MM'))
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, said('must be a time HH:MM (24-hour)'));

/** The supplier as a tax invoice names it; `trn` null when not registered for VAT. */
const legal = z.strictObject({
  name: text(200),
  address: text(500),
  trn: z
    .string(said('must be a Tax Registration Number'))
    .regex(/^1\d{14}$/, said('must be a Tax Registration Number: 15 digits, starting with 1'))
    .nullable(),
});

const store = z.strictObject({
  id: key,
  name: text(),
  description: text(1_000),
  manualAddress: text(500),
  /** One line, as a map gives it. */
  mapAddress: z.string().trim().min(1).max(500),
  city: text(),
  country: text(),
  mobileNumber: phone,
  whatsAppContact: phone,
  /** Percent: 5 for UAE VAT, 0 for none. */
  taxRate: percent,
  /**
   * The menu's prices include VAT at `taxRate` (what is shown is what is paid, as UAE consumer
   * prices must be shown); false: VAT is added on top at checkout (docs/invoices.md).
   */
  taxIncluded: z.boolean().default(false),
  isOpened: z.boolean(),
  averagePrepTime: minutes(WEEK),
  averagePrepTimeForPickup: minutes(WEEK),
  averagePrepTimeForDineIn: minutes(WEEK),
  location: z.strictObject({ lat: latitude, lng: longitude }),
  services: z.strictObject({ delivery: z.boolean(), pickup: z.boolean(), dineIn: z.boolean() }),
  preOrder: z.strictObject({ delivery: z.boolean(), pickup: z.boolean() }),
  /** 0 = Sunday … 6 = Saturday (Asia/Dubai); a close before the open is after midnight. */
  openingHours: list(
    z.strictObject({
      day: z.number().int().min(0, said('must be 0 (Sunday) to 6')).max(6, said('must be 0 (Sunday) to 6')),
      open: hhmm,
      close: hhmm,
    }),
    50,
  ),
  slotIntervalMinutes: z.number().int().min(5).max(240),
  preOrderLeadMinutes: minutes(24 * 60),
  preOrderDays: z.number().int().min(1).max(30),
  /** Per service, the most orders one slot (or 15-minute ASAP window) takes; left out, no limit. */
  slotCapacity: z
    .strictObject({
      delivery: z.number().int().min(1).max(500).optional(),
      pickup: z.number().int().min(1).max(500).optional(),
      dineIn: z.number().int().min(1).max(500).optional(),
    })
    .optional(),
  paymentOptions: z.strictObject({
    delivery: list(PAYMENT_TYPE, 5),
    pickup: list(PAYMENT_TYPE, 5),
    dineIn: list(PAYMENT_TYPE, 5),
  }),
  vehicleInfoForPickup: z.strictObject({ isActive: z.boolean(), isRequired: z.boolean() }),
  deliveryChargesWaiverInfo: z.strictObject({
    onOrderAmount: z.strictObject({ isEnabled: z.boolean(), amount: fils }),
    onDateRange: z.strictObject({
      isEnabled: z.boolean(),
      startDateTime: unixSeconds,
      endDateTime: unixSeconds,
    }),
  }),
  dineInTables: list(z.number().int().min(1).max(9999), 500).optional(),
  /** Its own legal details, when the store is a legal entity apart from the brand. */
  legal: legal.optional(),
});

const place = z.strictObject({ id: key, name: text() });

const deliveryArea = z.strictObject({
  id: key,
  method: z.enum(
    ['AREA_BASED', 'CITY_BASED', 'COUNTRY_BASED'],
    said('must be AREA_BASED, CITY_BASED or COUNTRY_BASED'),
  ),
  country: place,
  city: place,
  /** AREA_BASED only. */
  area: place.optional(),
  deliveryFee: fils,
  deliveryTime: minutes(WEEK),
  minOrder: fils,
  storeIds: list(key, BRAND_FILE_LIMITS.stores).min(1, said('must name at least one store')),
  /** How far from the area's centre a delivery may be pinned. */
  reach: z.strictObject({ lat: latitude, lng: longitude, km: z.number().gt(0).max(200) }).optional(),
});

const point = z.tuple([longitude, latitude], said('must be a [longitude, latitude] pair'));

const mappedArea = z.strictObject({
  id: key,
  storeId: key,
  type: z.enum(['POLYGON', 'DISTANCE'], said('must be POLYGON or DISTANCE')),
  name: text(),
  city: text(),
  /** POLYGON: an outer ring of [lng, lat] pairs, closed (the last is the first), and holes. */
  polygon: z
    .strictObject({
      outer: list(point, BRAND_FILE_LIMITS.polygonPoints),
      holes: list(list(point, BRAND_FILE_LIMITS.polygonPoints), 20).optional(),
    })
    .optional(),
  /** DISTANCE: the radius around the store. */
  radiusKm: z.number().gt(0, said('must be above 0 km')).max(200, said('must be at most 200 km')).optional(),
  deliveryFee: fils,
  deliveryTime: minutes(WEEK),
  minOrder: fils,
});

const discount = z.strictObject({
  id: key,
  discountCode: z
    .string()
    .regex(/^[A-Za-z0-9_-]{2,32}$/, said("must be 2 to 32 letters, digits, '-' or '_'")),
  discountName: text(),
  description: text(1_000),
  discountType: z.enum(['percentage', 'fixed'], said('must be percentage or fixed')),
  /** A percentage for 'percentage'; fils for 'fixed'. */
  discountAmount: z
    .number(said('must be a number'))
    .int(said('must be a whole number'))
    .min(1, said('must be above zero')),
  /** Fils; 0 = no cap. */
  maximumDiscountValue: fils,
  minOrderValue: fils,
  /** 0 = no limit. */
  perCustomerUse: z.number().int().min(0).max(1000),
  isApplicableOnAllStores: z.boolean(),
  isApplicableOnAllItems: z.boolean(),
  discountAppliedOnSpecificItems: list(key, BRAND_FILE_LIMITS.items),
  discountAppliedOnSpecificStores: list(key, BRAND_FILE_LIMITS.stores),
  serviceType: list(SERVICE_TYPE, 3).min(1, said('must name at least one service')),
  discountApplication: z.enum(['manual', 'automatic', 'hidden'], said('must be manual, automatic or hidden')),
  isWelcomeCoupon: z.boolean(),
  isActive: z.boolean(),
  startsAt: unixSeconds,
  endsAt: unixSeconds,
  /** A happy hour: offered only from `from` to `to` ('HH:MM', Asia/Dubai) each day; an end before the start runs past midnight. */
  dailyHours: z
    .strictObject({
      from: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, said('must be a time HH:MM')),
      to: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, said('must be a time HH:MM')),
    })
    .optional(),
});

const loyalty = z.strictObject({
  isLoyaltyActive: z.boolean(),
  minOrderValueForCashback: fils,
  specificToDelivery: z.strictObject({ isActive: z.boolean(), cashbackPercentage: percent }),
  /** The share of a basket credits may pay. */
  redeemablePercentagePerOrder: percent,
  maxRedeemableValuePerOrder: fils,
});

const staticPage = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,31}$/, said("must be a page key of lower-case letters, digits and '-'")),
  isActive: z.boolean(),
  /** The footer link's words; left out, the footer has no link to it. */
  linkTitle: text().optional(),
  title: text(),
  /** The brand's HTML; sanitised before any page shows it. */
  html: text(100_000),
});

const integration = z.strictObject({
  name: z
    .string()
    .regex(/^[a-z][a-zA-Z0-9]{1,31}$/, said('must be an integration name such as stripe or googleAnalytics')),
  isActive: z.boolean(),
  category: z.enum(['PAYMENT', 'TRACKING', 'DELIVERY'], said('must be PAYMENT, TRACKING or DELIVERY')),
  /** Public ids only (a tag id, a publishable key); secrets live in the server's environment. */
  metaData: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/), z.string().max(200)),
});

const brand = z.strictObject({
  id: key,
  name: text(100),
  baseLanguage: z.enum(['EN', 'AR'], said('must be EN or AR')),
  /** 'preview': the brand-wide menu is shown, and nothing can be ordered. */
  catalogueType: z.enum(
    ['OUTLET_BASED_CATALOGUE', 'BRAND_BASED_CATALOGUE', 'preview'],
    said('must be OUTLET_BASED_CATALOGUE, BRAND_BASED_CATALOGUE or preview'),
  ),
  deliveryMethods: list(DELIVERY_METHOD, 4),
  domains: z.strictObject({
    /** The brand's path on the shared domain: /<temporary>. */
    temporary: z
      .string()
      .regex(
        /^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/,
        said("must be lower-case letters, digits and '-' (a path)"),
      ),
    /** The brand's own host name, or null. */
    custom: z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/,
        said('must be a host name such as order.example.ae'),
      )
      .nullable(),
  }),
  contact: z.strictObject({ mobileNumber: phone, whatsAppContact: phone }),
  theme: z.strictObject({
    color: colour,
    textColor: colour,
    homeImage: picture,
    logo: picture,
    favicon: picture,
    tagline: text(300),
    /** How the Arabic pages name the currency: 'AED' (the default) or 'د.إ'. */
    arabicCurrency: z.enum(['AED', 'د.إ']).optional(),
  }),
  services: z.strictObject({ delivery: z.boolean(), pickup: z.boolean(), dineIn: z.boolean() }),
  integrations: list(integration, 20),
  /** The supplier on tax invoices (docs/brand-file.md); a store may have its own. */
  legal: legal.optional(),
});

/** The business's card (`/{slug}/card`), listing every brand whose file names the same card. */
const businessCard = z.strictObject({
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, said("must be lower-case letters, digits and '-' (a path)")),
  title: text(),
  phoneNumber: phone,
  whatsAppContact: phone,
});

export const brandFileSchema = z.strictObject({
  /** The JSON Schema this file follows (an editor's hint; not read). */
  $schema: z.string().optional(),
  format: z.literal(BRAND_FILE_FORMAT, said(`must be "${BRAND_FILE_FORMAT}"`)),
  brand,
  stores: list(store, BRAND_FILE_LIMITS.stores).min(1, said('must hold at least one store')),
  categories: list(category, BRAND_FILE_LIMITS.categories),
  items: list(item, BRAND_FILE_LIMITS.items),
  deliveryAreas: list(deliveryArea, BRAND_FILE_LIMITS.areas),
  mappedAreas: list(mappedArea, BRAND_FILE_LIMITS.areas),
  discounts: list(discount, BRAND_FILE_LIMITS.discounts),
  /** Null: the brand has no loyalty. */
  loyalty: loyalty.nullable(),
  staticPages: list(staticPage, BRAND_FILE_LIMITS.pages),
  /** The business card that lists this brand; left out, the brand's cards stay as they are. */
  businessCard: businessCard.optional(),
});

export type BrandFile = z.infer<typeof brandFileSchema>;
export type BrandFileStore = BrandFile['stores'][number];
export type BrandFileItem = BrandFile['items'][number];

/** One thing wrong with a file: where (a JSON path such as `items[3].price`) and what. */
export interface BrandFileError {
  path: string;
  message: string;
}

/** `items[3].modifierGroups[0].name.ar` from zod's path. */
export function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(the file)';
}

/** The brand file's JSON Schema, as published in openapi/brand-file.schema.json. */
export function brandFileJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(brandFileSchema, { target: 'draft-2020-12', io: 'input' }),
    $id: 'https://storefront.example/schemas/brand-file.schema.json',
    title: 'Storefront brand file',
    description:
      'Everything one brand has: settings, theme, domains, stores, menu, delivery areas, discounts, loyalty and pages, texts in English and Arabic, money in whole fils. See docs/brand-file.md.',
  };
}
