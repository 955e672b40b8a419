/**
 * What the brand file offers customers beyond the menu's prices (docs/brand-file.md): discount
 * codes, automatic and hidden discounts, happy hours, and the loyalty cashback.
 */
import { z } from 'zod';
import {
  BRAND_FILE_LIMITS,
  fils,
  key,
  list,
  percent,
  said,
  SERVICE_TYPE,
  text,
  unixSeconds,
} from './format-fields.js';

export const discount = z.strictObject({
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

export const loyalty = z.strictObject({
  isLoyaltyActive: z.boolean(),
  minOrderValueForCashback: fils,
  specificToDelivery: z.strictObject({ isActive: z.boolean(), cashbackPercentage: percent }),
  /** The share of a basket credits may pay. */
  redeemablePercentagePerOrder: percent,
  maxRedeemableValuePerOrder: fils,
});
