/**
 * Test-only: a frozen copy of `priceOrder` as it was before the single-pass rewrite for speed,
 * with the basket-line and discount functions it composed, kept verbatim so the property test in
 * `pricing.reference.test.ts` can hold the fast engine to the same result, every fils, every
 * refusal and every thrown RangeError. Not exported from the package; do not import it from
 * product code.
 */
import type { BasketLine } from '../basket.js';
import {
  type DeliveryChargesWaiverConfig,
  checkMinimumOrder,
  deliveryFee as computeDeliveryFee,
} from '../delivery-fee.js';
import type { Discount, DiscountContext, PercentageDiscount } from '../discount.js';
import { type CoreError, type Result, coreError, fail, ok } from '../errors.js';
import {
  type LoyaltyPolicy,
  cashbackAmount as computeCashback,
  checkBenefitExclusivity,
  redeemableAmount,
} from '../loyalty.js';
import {
  type Fils,
  type Percent,
  type UnixSeconds,
  ZERO_FILS,
  fils,
  formatFils,
  minFils,
  multiplyFils,
  nonNegative,
  percentOf,
  sumFils,
} from '../money.js';
import type { PricedOrder } from '../pricing.js';
import type { ServiceType } from '../service-type.js';
import { DEFAULT_TAX_RATE, taxAmount as computeTax } from '../tax.js';
import { type TipChoice, tipAmount as computeTip } from '../tip.js';

// ---- basket.ts (as it was) ----
function optionLineTotal(option: { readonly price: Fils; readonly quantity: number }): Fils {
  return multiplyFils(option.price, option.quantity);
}
function lineOptionsTotal(line: Pick<BasketLine, 'sections'>): Fils {
  return sumFils(line.sections.flatMap((section) => section.options.map(optionLineTotal)));
}
function unitPrice(line: Pick<BasketLine, 'price' | 'sections'>): Fils {
  return fils(line.price + lineOptionsTotal(line));
}
function lineTotal(line: Pick<BasketLine, 'price' | 'sections' | 'quantity'>): Fils {
  return multiplyFils(unitPrice(line), line.quantity);
}
function sumCart(lines: readonly BasketLine[]): Fils {
  return sumFils(lines.map(lineTotal));
}

// ---- discount.ts (as it was) ----
const MAX_DISCOUNT_PERCENT = 100 as Percent;
function discountAppliesToStore(discount: Discount, storeId: string): boolean {
  return (
    discount.isApplicableOnAllStores ||
    discount.discountAppliedOnSpecificStores.some((entry) => entry.storeId === storeId)
  );
}
function discountAppliesToItem(discount: Discount, itemId: string): boolean {
  return (
    discount.isApplicableOnAllItems ||
    discount.discountAppliedOnSpecificItems.some((entry) => entry.itemId === itemId)
  );
}
const serviceKey = (name: string): string =>
  name
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
function discountAppliesToService(discount: Discount, serviceType: ServiceType): boolean {
  return (
    discount.serviceType.length === 0 ||
    discount.serviceType.some((entry) => serviceKey(entry.serviceName) === serviceType)
  );
}
function eligibleItemsTotal(discount: Discount, lines: readonly BasketLine[]): Fils {
  return sumFils(lines.filter((line) => discountAppliesToItem(discount, line.itemId)).map(lineTotal));
}
function cappedPercentage(discount: PercentageDiscount): Percent {
  return Math.min(Math.max(discount.discountAmount, 0), MAX_DISCOUNT_PERCENT) as Percent;
}
function discountOn(discount: Discount, base: Fils): Fils {
  const safeBase = nonNegative(base);
  if (discount.discountType === 'percentage') {
    const raw = percentOf(safeBase, cappedPercentage(discount));
    return discount.maximumDiscountValue > 0 ? minFils(raw, discount.maximumDiscountValue) : raw;
  }
  return minFils(nonNegative(discount.discountAmount), safeBase);
}
function checkDiscountEligibility(discount: Discount, context: DiscountContext): CoreError | null {
  if (!discount.isActive) return coreError('couponNotFound');
  if (!Number.isFinite(discount.discountAmount) || discount.discountAmount <= 0)
    return coreError('invalidPromoCode');
  if (!discountAppliesToStore(discount, context.storeId)) return coreError('storeNotEligible');
  if (!discountAppliesToService(discount, context.serviceType)) return coreError('serviceNotEligible');
  if (
    !discount.isApplicableOnAllItems &&
    !context.lines.some((line) => discountAppliesToItem(discount, line.itemId))
  ) {
    return discount.discountAppliedOnSpecificItems.length > 0
      ? coreError('specificItemsOnly')
      : coreError('itemsNotEligible');
  }
  if (sumCart(context.lines) < discount.minOrderValue)
    return coreError('minOrderValue', { value: formatFils(discount.minOrderValue) });
  return null;
}
function applyDiscount(
  discount: Discount,
  context: DiscountContext,
): Result<{ discountAmount: Fils; amountAfterDiscount: Fils; eligibleTotal: Fils }> {
  const error = checkDiscountEligibility(discount, context);
  if (error) return fail(error);
  const eligibleTotal = eligibleItemsTotal(discount, context.lines);
  const discountAmount = discountOn(discount, eligibleTotal);
  return ok({
    discountAmount,
    amountAfterDiscount: fils(sumCart(context.lines) - discountAmount),
    eligibleTotal,
  });
}

// ---- pricing.ts (as it was) ----
export interface ReferencePriceOrderInput {
  readonly serviceType: ServiceType;
  readonly storeId: string;
  readonly lines: readonly BasketLine[];
  readonly taxRate?: Percent | null;
  readonly discount?: Discount | null;
  readonly loyaltyPolicy?: LoyaltyPolicy | null;
  readonly walletBalance?: Fils;
  readonly redeemLoyalty?: boolean;
  readonly tip?: TipChoice | null;
  readonly delivery?: {
    readonly areaFee: Fils;
    readonly areaMinOrder: Fils;
    readonly waiver?: DeliveryChargesWaiverConfig | null;
  } | null;
  readonly now: UnixSeconds;
}

function checkLines(lines: readonly BasketLine[]): CoreError | null {
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) return coreError('invalidQuantity');
    if (!Number.isSafeInteger(line.price) || line.price < 0) return coreError('somethingIncorrect');
    for (const section of line.sections) {
      for (const option of section.options) {
        if (!Number.isInteger(option.quantity) || option.quantity < 1) return coreError('invalidQuantity');
        if (!Number.isSafeInteger(option.price) || option.price < 0) return coreError('somethingIncorrect');
      }
    }
  }
  return null;
}

/** `priceOrder` before the single-pass rewrite, unchanged. */
export function referencePriceOrder(input: ReferencePriceOrderInput): Result<PricedOrder> {
  const lineError = checkLines(input.lines);
  if (lineError) return fail(lineError);
  const exclusive = checkBenefitExclusivity({
    discountApplied: Boolean(input.discount),
    loyaltyApplied: Boolean(input.redeemLoyalty),
  });
  if (exclusive) return fail(exclusive);
  if (input.serviceType === 'DELIVERY' && !input.delivery) return fail(coreError('chooseAddress'));

  const lines = input.lines.map((line) => ({
    itemId: line.itemId,
    quantity: line.quantity,
    unitPrice: unitPrice(line),
    lineTotal: lineTotal(line),
  }));
  const cartTotal = sumCart(input.lines);

  let discountAmount = ZERO_FILS;
  if (input.discount) {
    const applied = applyDiscount(input.discount, {
      lines: input.lines,
      storeId: input.storeId,
      serviceType: input.serviceType,
    });
    if (!applied.ok) return applied;
    discountAmount = applied.value.discountAmount;
  }
  const amountAfterDiscount = fils(cartTotal - discountAmount);

  const loyaltyAmount = input.redeemLoyalty
    ? redeemableAmount({
        policy: input.loyaltyPolicy,
        cartTotal: amountAfterDiscount,
        walletBalance: input.walletBalance ?? ZERO_FILS,
      })
    : ZERO_FILS;
  const itemsGrossAmount = fils(amountAfterDiscount - loyaltyAmount);

  const fee = computeDeliveryFee({
    serviceType: input.serviceType,
    areaFee: input.delivery?.areaFee ?? ZERO_FILS,
    amountAfterDiscount,
    waiver: input.delivery?.waiver ?? null,
    now: input.now,
  });
  const orderGrossAmount = fils(itemsGrossAmount + fee.deliveryFee);

  const taxRate =
    input.taxRate !== null &&
    input.taxRate !== undefined &&
    Number.isFinite(input.taxRate) &&
    input.taxRate > 0
      ? input.taxRate
      : DEFAULT_TAX_RATE;
  const taxAmount = computeTax(orderGrossAmount, taxRate);
  const tipAmount = computeTip(input.tip, cartTotal);
  const grandTotal = fils(orderGrossAmount + taxAmount + tipAmount);
  const cashbackAmount = computeCashback({
    policy: input.loyaltyPolicy,
    serviceType: input.serviceType,
    orderTotal: orderGrossAmount,
  });
  const minimumOrder = checkMinimumOrder({
    serviceType: input.serviceType,
    cartTotal,
    areaMinOrder: input.delivery?.areaMinOrder ?? ZERO_FILS,
  });

  return ok({
    lines,
    originalPrice: cartTotal,
    cartTotal,
    discountAmount,
    amountAfterDiscount,
    loyaltyAmount,
    itemsGrossAmount,
    deliveryFee: fee.deliveryFee,
    deliveryChargesWaiverInfo: fee.deliveryChargesWaiverInfo,
    orderGrossAmount,
    taxRate,
    taxAmount,
    // Prices that include VAT came later: the reference priced on top only.
    taxIncluded: false,
    tipAmount,
    grandTotal,
    cashbackAmount,
    minimumOrder,
  });
}
