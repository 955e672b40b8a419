/**
 * Checkout order validation in the spec's exact order (spec §5 "Checkout order validation
 * order"): the first error is returned and shown in a modal; the server runs the same check.
 *
 *  1. PICKUP with vehicle info active and required: ≥ 2 trimmed characters   → vehicleInfo
 *  2. DELIVERY: a shipping method                                         → noDeliveryMethod
 *  3. DELIVERY: area fee, time and min order; address city, addressType,
 *     address and street                                                 → chooseAddress
 *  4. a payment method                                                    → choosePaymentMethod
 *  5. store id, tax rate, brand id, user phone, user id, store name        → somethingIncorrect
 *     store map address                                                   → mapAddress
 *     store manual address, store location, totals                        → somethingIncorrect
 *  6. PREORDER: pre-order day and time                                    → preOrderTime
 *  7. a business tax invoice asked for: the company's name (≥ 2 characters)
 *     and a TRN of 15 digits (docs/invoices.md; not in the spec)            → businessTrn
 *
 * Step 5 reads "map address, manual address, location" as the store's `mapAddress`,
 * `manualAddress` and `storeLocation` (spec §3 Store), the order's "From" block.
 * "Valid" means {@link isValidValue} (0 is a valid fee, tax rate or minimum).
 */
import { type CoreError, coreError } from '../errors.js';
import type { Fils } from '../money.js';
import type { ServiceType } from '../service-type.js';
import type { TimingType } from '../timing.js';
import { type VehicleInfoSetting, validateVehicleInfo } from './address.js';
import { isValidValue } from './value.js';

/** The order as checkout assembles it (only what the validation reads). */
export interface CheckoutOrderInput {
  readonly serviceType: ServiceType;
  readonly store: {
    readonly _id?: string | null;
    readonly taxRate?: number | null;
    readonly baseLanguage?: { readonly name?: string | null } | null;
    readonly mapAddress?: string | null;
    readonly manualAddress?: string | null;
    readonly storeLocation?: { readonly coordinates?: readonly number[] | null } | null;
    readonly vehicleInfoForPickup?: VehicleInfoSetting | null;
  } | null;
  readonly pickupVehicleInfo?: string | null;
  readonly shippingMethod?: string | null;
  readonly selectedArea?: {
    readonly deliveryFee?: number | null;
    readonly deliveryTime?: number | null;
    readonly minOrder?: number | null;
  } | null;
  readonly deliveryAddress?: {
    readonly city?: string | null;
    readonly addressType?: string | null;
    readonly address?: string | null;
    readonly street?: string | null;
  } | null;
  readonly paymentMethod?: string | null;
  readonly brandId?: string | null;
  readonly user?: { readonly phoneNumber?: string | null; readonly userId?: string | null } | null;
  readonly totals?: { readonly grandTotal?: Fils | null } | null;
  readonly timingType?: TimingType | null;
  readonly preOrderSlot?: { readonly day?: string | null; readonly time?: unknown } | null;
  /** A business customer's name and TRN for a full tax invoice; null when not asked for. */
  readonly taxRecipient?: { readonly name: string; readonly trn: string } | null;
}

export type CheckoutErrorKey =
  | 'vehicleInfo'
  | 'noDeliveryMethod'
  | 'chooseAddress'
  | 'choosePaymentMethod'
  | 'somethingIncorrect'
  | 'mapAddress'
  | 'preOrderTime'
  | 'businessTrn';

/** A UAE Tax Registration Number: 15 digits (spaces as typed are ignored). */
export const isTrn = (trn: string): boolean => /^\d{15}$/.test(trn.replace(/\s/g, ''));

const allValid = (...values: readonly unknown[]): boolean => values.every(isValidValue);

function hasLocation(coordinates: readonly number[] | null | undefined): boolean {
  return (
    Array.isArray(coordinates) &&
    coordinates.length >= 2 &&
    coordinates.every((value) => typeof value === 'number' && Number.isFinite(value))
  );
}

/** Runs the checks in the documented order and returns the first error, or null. */
export function validateCheckoutOrder(order: CheckoutOrderInput): CoreError<CheckoutErrorKey> | null {
  const vehicle = validateVehicleInfo(
    order.pickupVehicleInfo,
    order.store?.vehicleInfoForPickup,
    order.serviceType,
  );
  if (vehicle) return vehicle;

  if (order.serviceType === 'DELIVERY') {
    if (!isValidValue(order.shippingMethod)) return coreError('noDeliveryMethod');
    const area = order.selectedArea;
    const address = order.deliveryAddress;
    if (
      !area ||
      !address ||
      !allValid(
        area.deliveryFee,
        area.deliveryTime,
        area.minOrder,
        address.city,
        address.addressType,
        address.address,
        address.street,
      )
    ) {
      return coreError('chooseAddress');
    }
  }

  if (!isValidValue(order.paymentMethod)) return coreError('choosePaymentMethod');

  const store = order.store;
  if (
    !store ||
    !allValid(
      store._id,
      store.taxRate,
      order.brandId,
      order.user?.phoneNumber,
      order.user?.userId,
      store.baseLanguage?.name,
    )
  ) {
    return coreError('somethingIncorrect');
  }
  if (!isValidValue(store.mapAddress)) return coreError('mapAddress');
  if (!isValidValue(store.manualAddress) || !hasLocation(store.storeLocation?.coordinates))
    return coreError('somethingIncorrect');
  const total = order.totals?.grandTotal;
  if (total === null || total === undefined || !Number.isSafeInteger(total) || total < 0)
    return coreError('somethingIncorrect');

  if (
    order.timingType === 'PREORDER' &&
    (!isValidValue(order.preOrderSlot?.day) || !isValidValue(order.preOrderSlot?.time))
  ) {
    return coreError('preOrderTime');
  }
  const business = order.taxRecipient;
  if (business && (business.name.trim().length < 2 || !isTrn(business.trn))) return coreError('businessTrn');
  return null;
}
