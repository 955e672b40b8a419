/**
 * The API's shapes in core's units: one explicit converter per shape, so that every rate and
 * time is branded by `percent()` / `unixSeconds()` (which throw on a malformed value) and
 * TypeScript checks each field, instead of double casts between the two sides.
 *
 * Amounts need no converting: the generated types carry core's branded `Fils` (see
 * scripts/generate.mjs), so an amount read from an answer is already fils to core. The one
 * exception is a discount's `discountAmount`, a percent or fils by its type, branded here.
 */
import {
  fils,
  percent,
  unixSeconds,
  type DeliveryChargesWaiverConfig,
  type DeliveryChargesWaiverInfo,
  type Discount,
  type Fils,
  type LoyaltyPolicy,
  type MenuItem,
  type Modifier,
  type ModifierGroup,
  type Percent,
  type TipChoice,
  type UnavailableStoreEntry,
  type WaiverRule,
} from '@storefront/core';
import type { components } from './generated/schema.js';

type Schemas = components['schemas'];
type LocalisedText = Schemas['LocalisedText'];

/** A modifier (one option of a group), its price in fils. */
export function toCoreModifier(modifier: Schemas['Modifier']): Modifier {
  return {
    _id: modifier._id,
    price: modifier.price,
    baseLanguage: { name: modifier.baseLanguage.name },
    ...(modifier.maximumOrderQuantity !== undefined && {
      maximumOrderQuantity: modifier.maximumOrderQuantity,
    }),
  };
}

/** A modifier group with its modifiers. */
export function toCoreModifierGroup(group: Schemas['ModifierGroup']): ModifierGroup {
  return {
    _id: group._id,
    baseLanguage: { name: group.baseLanguage.name },
    isSingleSelection: group.isSingleSelection,
    minimumAllowedSelection: group.minimumAllowedSelection,
    maximumAllowedSelection: group.maximumAllowedSelection,
    modifiers: group.modifiers.map(toCoreModifier),
  };
}

/** An item's unavailable-store entries, their times in Unix seconds (null = until further notice). */
export function toCoreUnavailableStores(
  entries: readonly Schemas['UnavailableStore'][],
): readonly UnavailableStoreEntry[] {
  return entries.map((entry) => ({
    storeId: entry.storeId,
    nextAvailableTime: entry.nextAvailableTime === null ? null : unixSeconds(entry.nextAvailableTime),
  }));
}

/** A menu item as the core rules read it (price, options, stock), money in fils. */
export function toCoreItem(item: Schemas['Item']): MenuItem {
  return {
    _id: item._id,
    sku: item.sku,
    price: item.price,
    itemImageURLs: item.itemImageURLs,
    baseLanguage: { title: item.baseLanguage.title, description: item.baseLanguage.description },
    modifierGroups: item.modifierGroups.map(toCoreModifierGroup),
    unavailableStores: toCoreUnavailableStores(item.unavailableStores),
  };
}

/** Reads a `{ en, ar }` text in English: the default name of a discount the rules price with. */
const english = (text: LocalisedText): string => text.en;

/**
 * A discount as the core rules price it: `discountAmount` a percent for a percentage discount and
 * fils for a fixed one; its name read by `pickName` (English unless the page hands its language's
 * picker).
 */
export function toCoreDiscount(
  discount: Schemas['Discount'],
  pickName: (text: LocalisedText) => string = english,
): Discount {
  const fields = {
    _id: discount._id,
    brandId: discount.brandId,
    discountCode: discount.discountCode,
    discountName: pickName(discount.discountName),
    maximumDiscountValue: discount.maximumDiscountValue,
    minOrderValue: discount.minOrderValue,
    perCustomerUse: discount.perCustomerUse,
    isApplicableOnAllStores: discount.isApplicableOnAllStores,
    isApplicableOnAllItems: discount.isApplicableOnAllItems,
    discountAppliedOnSpecificItems: discount.discountAppliedOnSpecificItems.map(({ itemId }) => ({ itemId })),
    discountAppliedOnSpecificStores: discount.discountAppliedOnSpecificStores.map(({ storeId }) => ({
      storeId,
    })),
    serviceType: discount.serviceType.map(({ serviceName }) => ({ serviceName })),
    discountApplication: discount.discountApplication,
    isWelcomeCoupon: discount.isWelcomeCoupon,
    isActive: discount.isActive,
    ...(discount.usableByCustomer !== undefined && { usableByCustomer: discount.usableByCustomer }),
    ...(discount.dailyHours && { dailyHours: discount.dailyHours }),
  };
  return discount.discountType === 'percentage'
    ? { ...fields, discountType: 'percentage', discountAmount: percent(discount.discountAmount) }
    : { ...fields, discountType: 'fixed', discountAmount: fils(discount.discountAmount) };
}

/** The brand's loyalty policy, money in fils and rates in percent. */
export function toCoreLoyaltyPolicy(policy: Schemas['LoyaltyPolicy']): LoyaltyPolicy {
  return {
    isLoyaltyActive: policy.isLoyaltyActive,
    minOrderValueForCashback: policy.minOrderValueForCashback,
    specificToDelivery: {
      isActive: policy.specificToDelivery.isActive,
      cashbackPercentage: percent(policy.specificToDelivery.cashbackPercentage),
    },
    redeemablePercentagePerOrder: percent(policy.redeemablePercentagePerOrder),
    maxRedeemableValuePerOrder: policy.maxRedeemableValuePerOrder,
  };
}

/** A store's delivery-fee waiver settings (`deliveryChargesWaiverInfo`), amount in fils, dates in Unix seconds. */
export function toCoreWaiver(waiver: Schemas['WaiverInfo']): DeliveryChargesWaiverConfig {
  return {
    onOrderAmount: {
      isEnabled: waiver.onOrderAmount.isEnabled,
      amount: waiver.onOrderAmount.amount,
    },
    onDateRange: {
      isEnabled: waiver.onDateRange.isEnabled,
      startDateTime: unixSeconds(waiver.onDateRange.startDateTime),
      endDateTime: unixSeconds(waiver.onDateRange.endDateTime),
    },
  };
}

/** A tip as the API takes it: a preset percent (5 -> 0.05 of the items) or a fixed amount in fils. */
export function toCoreTip(tip: Schemas['Tip']): TipChoice {
  return tip.type === 'percent'
    ? { type: 'default', value: tip.percent / 100, unit: 'percent' }
    : { type: 'custom', value: tip.amount, unit: 'fixed' };
}

type ApiWaiverRecord = Schemas['Totals']['deliveryChargesWaiverInfo'];

/** Which waiver rule applied to an order (null when none). */
function toCoreWaiverRule(rule: ApiWaiverRecord['WaiverInfo']): WaiverRule | null {
  if (!rule) return null;
  return rule.type === 'onOrderAmount'
    ? { type: 'onOrderAmount', amount: rule.amount }
    : {
        type: 'onDateRange',
        startDateTime: unixSeconds(rule.startDateTime),
        endDateTime: unixSeconds(rule.endDateTime),
      };
}

/** The waiver as an order records it: whether the fee was waived, how much, by which rule. */
export function toCoreWaiverRecord(record: ApiWaiverRecord): DeliveryChargesWaiverInfo {
  return {
    isWaiver: record.isWaiver,
    waiverAmount: record.waiverAmount,
    WaiverInfo: toCoreWaiverRule(record.WaiverInfo),
  };
}

/** An order's totals (the API's `Totals`) in core's units. */
export interface OrderTotals {
  readonly itemsGrossAmount: Fils;
  readonly cartTotal: Fils;
  readonly discountAmount: Fils;
  readonly amountAfterDiscount: Fils;
  readonly loyaltyAmount: Fils;
  readonly deliveryFee: Fils;
  readonly orderGrossAmount: Fils;
  readonly taxRate: Percent;
  readonly taxAmount: Fils;
  readonly tipAmount: Fils;
  readonly total: Fils;
  readonly cashbackAmount: Fils;
  readonly deliveryChargesWaiverInfo: DeliveryChargesWaiverInfo;
}

/** An order's totals, every amount in fils and the tax rate in percent. */
export function toCoreTotals(totals: Schemas['Totals']): OrderTotals {
  return {
    itemsGrossAmount: totals.itemsGrossAmount,
    cartTotal: totals.cartTotal,
    discountAmount: totals.discountAmount,
    amountAfterDiscount: totals.amountAfterDiscount,
    loyaltyAmount: totals.loyaltyAmount,
    deliveryFee: totals.deliveryFee,
    orderGrossAmount: totals.orderGrossAmount,
    taxRate: percent(totals.taxRate),
    taxAmount: totals.taxAmount,
    tipAmount: totals.tipAmount,
    total: totals.total,
    cashbackAmount: totals.cashbackAmount,
    deliveryChargesWaiverInfo: toCoreWaiverRecord(totals.deliveryChargesWaiverInfo),
  };
}
