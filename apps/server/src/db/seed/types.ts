/**
 * The demo dataset's shape. Money is integer fils (1/100 AED), durations are minutes, times are
 * Unix seconds, coordinates are WGS84. Every customer-facing text is given in English and Arabic.
 * Ids are 24 lower-case hex characters (use `oid`).
 */

export interface SeedText {
  en: string;
  ar: string;
}

export type ServiceType = 'DELIVERY' | 'PICKUP' | 'DINE_IN';
export type PaymentType = 'CREDIT_CARD' | 'CASH' | 'CARD_MACHINE' | 'PAY_LATER' | 'PAYMENT_GATEWAY';

/** Deterministic 24-hex id: `oid(0x21, 7)` -> '6650a1e0c0ffee2100000007'. `kind` < 256, `n` < 2^32. */
export function oid(kind: number, n: number): string {
  return `6650a1e0c0ffee${kind.toString(16).padStart(2, '0')}${n.toString(16).padStart(8, '0')}`;
}

export interface SeedModifier {
  id: string;
  sku: string;
  name: SeedText;
  price: number;
  /** Stepper maximum per unit; a stepper shows only when 2 or more. Omit for a plain pick. */
  maximumOrderQuantity?: number;
}

export interface SeedModifierGroup {
  id: string;
  name: SeedText;
  isSingleSelection: boolean;
  /** Required number of picks; 0 = optional. Single-select required groups use 1. */
  minimumAllowedSelection: number;
  /** Cap on picks (single selection: 1). */
  maximumAllowedSelection: number;
  modifiers: SeedModifier[];
}

export interface SeedCategory {
  id: string;
  brandId: string;
  name: SeedText;
  sortOrder: number;
}

export interface SeedItem {
  id: string;
  brandId: string;
  categoryId: string;
  sku: string;
  title: SeedText;
  description: SeedText;
  /** 0 means 'Price On Selection' (the price comes from the options). */
  price: number;
  /** Paths under /static/media/..., each an SVG/WebP shipped in apps/server/public/media. */
  images: { url: string; width: number; height: number }[];
  modifierGroups: SeedModifierGroup[];
  /** Out of stock at these stores: `nextAvailableTime` null = until further notice. */
  unavailableStores?: { storeId: string; nextAvailableTime: number | null }[];
  /** Which outlets sell it; omitted = every store of the brand. */
  storeIds?: string[];
  /** Shown in the store page's recommended strip. */
  isRecommended?: boolean;
  sortOrder: number;
}

export interface SeedOpeningHours {
  /** 0 = Sunday ... 6 = Saturday, in the store's time zone (Asia/Dubai). */
  day: number;
  /** 'HH:MM' 24-hour; close may be after midnight as '01:30' meaning next day when < open. */
  open: string;
  close: string;
}

export interface SeedStore {
  id: string;
  brandId: string;
  name: SeedText;
  description: SeedText;
  manualAddress: SeedText;
  /** One-line street address as a map would give it. */
  mapAddress: string;
  city: SeedText;
  country: SeedText;
  mobileNumber: string;
  whatsAppContact: string;
  /** Percent, e.g. 5 for UAE VAT. */
  taxRate: number;
  /** Operator switch: accepting ASAP orders now. */
  isOpened: boolean;
  averagePrepTime: number;
  averagePrepTimeForPickup: number;
  averagePrepTimeForDineIn: number;
  location: { lat: number; lng: number };
  services: { delivery: boolean; pickup: boolean; dineIn: boolean };
  preOrder: { delivery: boolean; pickup: boolean };
  openingHours: SeedOpeningHours[];
  slotIntervalMinutes: number;
  /** Earliest pre-order slot is at least this far from now. */
  preOrderLeadMinutes: number;
  /** How many days ahead pre-orders can be placed (including today). */
  preOrderDays: number;
  paymentOptions: { delivery: PaymentType[]; pickup: PaymentType[]; dineIn: PaymentType[] };
  vehicleInfoForPickup: { isActive: boolean; isRequired: boolean };
  deliveryChargesWaiverInfo: {
    onOrderAmount: { isEnabled: boolean; amount: number };
    onDateRange: { isEnabled: boolean; startDateTime: number; endDateTime: number };
  };
  /** Dine-in table numbers, when the store seats guests. */
  dineInTables?: number[];
}

/** An AREA_BASED, CITY_BASED or COUNTRY_BASED delivery zone of a brand. */
export interface SeedDeliveryArea {
  id: string;
  brandId: string;
  method: 'AREA_BASED' | 'CITY_BASED' | 'COUNTRY_BASED';
  country: { id: string; name: SeedText };
  city: { id: string; name: SeedText };
  /** Present for AREA_BASED only. */
  area?: { id: string; name: SeedText };
  deliveryFee: number;
  /** Minutes. */
  deliveryTime: number;
  minOrder: number;
  /** Stores that deliver here. */
  storeIds: string[];
  /** An area's centre and how far from it a delivery may be pinned (km). */
  reach?: { lat: number; lng: number; km: number };
}

/** A MAPPED_AREA_BASED zone: a polygon, or a radius around the store. */
export interface SeedMappedArea {
  id: string;
  brandId: string;
  storeId: string;
  type: 'POLYGON' | 'DISTANCE';
  name: SeedText;
  city: SeedText;
  /** POLYGON: outer ring of [lng, lat] pairs, closed (first = last). Optional holes. */
  polygon?: { outer: [number, number][]; holes?: [number, number][][] };
  /** DISTANCE: radius from the store's location. */
  radiusKm?: number;
  deliveryFee: number;
  deliveryTime: number;
  minOrder: number;
}

export interface SeedDiscount {
  id: string;
  brandId: string;
  discountCode: string;
  discountName: SeedText;
  description: SeedText;
  discountType: 'percentage' | 'fixed';
  /** Percent for percentage; fils for fixed. */
  discountAmount: number;
  /** Fils; 0 = no cap. */
  maximumDiscountValue: number;
  minOrderValue: number;
  perCustomerUse: number;
  isApplicableOnAllStores: boolean;
  isApplicableOnAllItems: boolean;
  discountAppliedOnSpecificItems: string[];
  discountAppliedOnSpecificStores: string[];
  serviceType: ServiceType[];
  discountApplication: 'manual' | 'automatic' | 'hidden';
  isWelcomeCoupon: boolean;
  isActive: boolean;
  /** Unix seconds. */
  startsAt: number;
  endsAt: number;
}

export interface SeedLoyaltyPolicy {
  brandId: string;
  isLoyaltyActive: boolean;
  minOrderValueForCashback: number;
  specificToDelivery: { isActive: boolean; cashbackPercentage: number };
  /** Percent of the cart total that credits can pay. */
  redeemablePercentagePerOrder: number;
  maxRedeemableValuePerOrder: number;
}

export interface SeedStaticPage {
  brandId: string;
  key: string;
  isActive: boolean;
  title: SeedText;
  /** Brand-authored HTML; sanitised by the app before rendering. */
  html: SeedText;
}

export interface SeedBusinessCard {
  slug: string;
  title: SeedText;
  phoneNumber: string;
  whatsAppContact: string;
  brandIds: string[];
}

/** Offline reverse-geocoder entries: real UAE neighbourhoods. */
export interface SeedPlace {
  area: SeedText;
  city: SeedText;
  country: SeedText;
  /** A representative street for the neighbourhood. */
  street: SeedText;
  center: { lat: number; lng: number };
  radiusKm: number;
}

export interface SeedDataset {
  categories: SeedCategory[];
  items: SeedItem[];
  stores: SeedStore[];
  deliveryAreas: SeedDeliveryArea[];
  mappedAreas: SeedMappedArea[];
  discounts: SeedDiscount[];
  loyaltyPolicies: SeedLoyaltyPolicy[];
  staticPages: SeedStaticPage[];
  businessCards: SeedBusinessCard[];
  places: SeedPlace[];
}
