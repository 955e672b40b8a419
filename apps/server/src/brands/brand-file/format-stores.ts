/**
 * The brand file's stores and where they deliver (docs/brand-file.md): each store's address,
 * hours, services, payment options and taxes; delivery areas by area, city or country; and mapped
 * areas (a polygon, or a distance around the store).
 */
import { z } from 'zod';
import {
  BRAND_FILE_LIMITS,
  fils,
  hhmm,
  key,
  latitude,
  legal,
  list,
  longitude,
  minutes,
  PAYMENT_TYPE,
  percent,
  phone,
  said,
  text,
  unixSeconds,
  WEEK,
} from './format-fields.js';

export const store = z.strictObject({
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

export const deliveryArea = z.strictObject({
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

export const mappedArea = z.strictObject({
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
