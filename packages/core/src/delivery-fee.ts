/**
 * Delivery fee, its waivers and the minimum order (spec §3 Store `deliveryChargesWaiverInfo`,
 * §4 "Delivery fee", §5 "Minimums", §9 "Dine-in minimum order 0 and delivery fee 0").
 *
 * Order of rules:
 *   1. service is not DELIVERY                                  → fee 0, no waiver
 *   2. onOrderAmount enabled and amountAfterDiscount ≥ amount   → fee 0, waiver recorded
 *   3. onDateRange enabled and start ≤ now ≤ end (inclusive)     → fee 0, waiver recorded
 *   4. otherwise                                                → the area fee
 * The waiver amount is the area fee that was not charged.
 */
import { type Fils, type UnixSeconds, ZERO_FILS, fils, nonNegative } from './money.js';
import type { ServiceType } from './service-type.js';

/** A store's waiver configuration (spec §3), money in fils. */
export interface DeliveryChargesWaiverConfig {
  readonly onOrderAmount?: { readonly isEnabled: boolean; readonly amount: Fils } | null;
  readonly onDateRange?: {
    readonly isEnabled: boolean;
    readonly startDateTime: UnixSeconds;
    readonly endDateTime: UnixSeconds;
  } | null;
}

/** Which waiver rule applied, with its configuration. */
export type WaiverRule =
  | { readonly type: 'onOrderAmount'; readonly amount: Fils }
  | { readonly type: 'onDateRange'; readonly startDateTime: UnixSeconds; readonly endDateTime: UnixSeconds };

/** The waiver as recorded on the cart and order (spec §3 cart state `deliveryChargesWaiverInfo`). */
export interface DeliveryChargesWaiverInfo {
  readonly isWaiver: boolean;
  readonly waiverAmount: Fils;
  readonly WaiverInfo: WaiverRule | null;
}

/** The fee charged and the waiver record. */
export interface DeliveryFeeResult {
  readonly deliveryFee: Fils;
  readonly deliveryChargesWaiverInfo: DeliveryChargesWaiverInfo;
}

/** No waiver. */
export const NO_WAIVER: DeliveryChargesWaiverInfo = {
  isWaiver: false,
  waiverAmount: ZERO_FILS,
  WaiverInfo: null,
};

/** Input of {@link deliveryFee}. */
export interface DeliveryFeeInput {
  readonly serviceType: ServiceType;
  /** The selected area's fee. */
  readonly areaFee: Fils;
  /** cartTotal − discountAmount. */
  readonly amountAfterDiscount: Fils;
  readonly waiver?: DeliveryChargesWaiverConfig | null;
  readonly now: UnixSeconds;
}

/** The delivery fee after waivers (see the module note for the rule order). */
export function deliveryFee(input: DeliveryFeeInput): DeliveryFeeResult {
  if (input.serviceType !== 'DELIVERY')
    return { deliveryFee: ZERO_FILS, deliveryChargesWaiverInfo: NO_WAIVER };
  const fee = nonNegative(input.areaFee);
  const byAmount = input.waiver?.onOrderAmount;
  if (byAmount?.isEnabled && input.amountAfterDiscount >= byAmount.amount) {
    return {
      deliveryFee: ZERO_FILS,
      deliveryChargesWaiverInfo: {
        isWaiver: true,
        waiverAmount: fee,
        WaiverInfo: { type: 'onOrderAmount', amount: byAmount.amount },
      },
    };
  }
  const byDate = input.waiver?.onDateRange;
  if (byDate?.isEnabled && input.now >= byDate.startDateTime && input.now <= byDate.endDateTime) {
    return {
      deliveryFee: ZERO_FILS,
      deliveryChargesWaiverInfo: {
        isWaiver: true,
        waiverAmount: fee,
        WaiverInfo: {
          type: 'onDateRange',
          startDateTime: byDate.startDateTime,
          endDateTime: byDate.endDateTime,
        },
      },
    };
  }
  return { deliveryFee: fee, deliveryChargesWaiverInfo: NO_WAIVER };
}

/** Minimum order for the service: the area's `minOrder` for DELIVERY, 0 for PICKUP and DINE_IN. */
export function minimumOrderFor(serviceType: ServiceType, areaMinOrder: Fils): Fils {
  return serviceType === 'DELIVERY' ? nonNegative(areaMinOrder) : ZERO_FILS;
}

/** Whether the minimum is met and the amount still missing (0 when met). */
export interface MinimumOrderCheck {
  readonly met: boolean;
  readonly minimum: Fils;
  readonly missing: Fils;
}

/**
 * Minimum order check (spec §5): met when `cartTotal ≥ minimum`; otherwise
 * `missing = minimum − cartTotal`, shown on the basket button to 2 decimals.
 */
export function checkMinimumOrder(input: {
  readonly serviceType: ServiceType;
  readonly cartTotal: Fils;
  readonly areaMinOrder: Fils;
}): MinimumOrderCheck {
  const minimum = minimumOrderFor(input.serviceType, input.areaMinOrder);
  const missing = nonNegative(fils(minimum - input.cartTotal));
  return { met: missing === 0, minimum, missing };
}

/** The numbers a delivery customer is told before the basket (store page). */
export interface DeliveryTerms {
  /** The area's fee; 0 while a date-range waiver runs. */
  readonly fee: Fils;
  readonly minimumOrder: Fils;
  /** The basket (after discount) from which delivery is free, when an order-amount waiver is on. */
  readonly freeFrom: Fils | null;
}

/**
 * Delivery terms before the basket, by the same rules as {@link deliveryFee}: null unless
 * DELIVERY; the fee is 0 while a date-range waiver runs (no threshold is then worth naming),
 * otherwise the area fee with the order-amount waiver's threshold when one is enabled.
 */
export function deliveryTerms(input: {
  readonly serviceType: ServiceType;
  readonly areaFee: Fils;
  readonly areaMinOrder: Fils;
  readonly waiver?: DeliveryChargesWaiverConfig | null;
  readonly now: UnixSeconds;
}): DeliveryTerms | null {
  if (input.serviceType !== 'DELIVERY') return null;
  const minimumOrder = minimumOrderFor('DELIVERY', input.areaMinOrder);
  // The fee of an empty basket: free only when a date-range waiver runs (or the threshold is 0).
  const { deliveryFee: fee } = deliveryFee({
    serviceType: 'DELIVERY',
    areaFee: input.areaFee,
    amountAfterDiscount: ZERO_FILS,
    waiver: input.waiver ?? null,
    now: input.now,
  });
  const byAmount = input.waiver?.onOrderAmount;
  const freeFrom = fee > 0 && byAmount?.isEnabled ? nonNegative(byAmount.amount) : null;
  return { fee, minimumOrder, freeFrom };
}
