/**
 * `priceOrder`: the one function that prices an order, used by the apps to show totals and by
 * the server to re-price every order, so the total shown is the total paid. The formulas, order
 * of operations and rounding points are in `docs/pricing.md`; in short:
 *
 *  1. lineTotal      = (price + Σ option.price × option.quantity) × quantity
 *  2. cartTotal      = Σ lineTotal                                    (= originalPrice)
 *  3. discountAmount = discount on the eligible items                 [rounding point: percentage]
 *     amountAfterDiscount = cartTotal − discountAmount
 *  4. loyaltyAmount  = min(max per order, pct × cartTotal, wallet)     [rounding point: percentage]
 *     (never together with a discount)
 *     itemsGrossAmount = amountAfterDiscount − loyaltyAmount
 *  5. deliveryFee    = area fee unless waived (waiver by amountAfterDiscount, then date range)
 *  6. orderGrossAmount = itemsGrossAmount + deliveryFee               (the tax base)
 *  7. taxAmount      = taxRate % × orderGrossAmount                    [rounding point]
 *  8. tipAmount      = preset % × cartTotal, or the custom amount      [rounding point: preset]
 *  9. grandTotal     = orderGrossAmount + taxAmount + tipAmount       (the order's totalOrderPrice)
 * 10. cashbackAmount = cashback % × orderGrossAmount (delivery, at or above the minimum) [rounding point]
 *
 * All amounts are integer fils; the API layer converts AED decimals at its boundary.
 */
import { type BasketLine, cartTotal as sumCart, lineTotal, unitPrice } from './basket.js';
import {
  type DeliveryChargesWaiverConfig,
  type DeliveryChargesWaiverInfo,
  type MinimumOrderCheck,
  checkMinimumOrder,
  deliveryFee as computeDeliveryFee,
} from './delivery-fee.js';
import { type Discount, applyDiscount } from './discount.js';
import { type CoreError, type Result, coreError, fail, ok } from './errors.js';
import {
  type LoyaltyPolicy,
  cashbackAmount as computeCashback,
  checkBenefitExclusivity,
  redeemableAmount,
} from './loyalty.js';
import { type Fils, type Percent, type UnixSeconds, ZERO_FILS, fils } from './money.js';
import type { ServiceType } from './service-type.js';
import { DEFAULT_TAX_RATE, taxAmount as computeTax } from './tax.js';
import { type TipChoice, tipAmount as computeTip } from './tip.js';

/** Everything `priceOrder` needs. Money in fils, times in Unix seconds. */
export interface PriceOrderInput {
  readonly serviceType: ServiceType;
  readonly storeId: string;
  readonly lines: readonly BasketLine[];
  /** Store `taxRate` (default 0). */
  readonly taxRate?: Percent | null;
  /** The applied discount, already matched by code (or the automatic one). */
  readonly discount?: Discount | null;
  /** The brand's loyalty policy (also needed for cashback when not redeeming). */
  readonly loyaltyPolicy?: LoyaltyPolicy | null;
  readonly walletBalance?: Fils;
  /** The customer chose to redeem loyalty credits. */
  readonly redeemLoyalty?: boolean;
  readonly tip?: TipChoice | null;
  /** Required for DELIVERY: the selected area's fee and minimum and the store's waiver settings. */
  readonly delivery?: {
    readonly areaFee: Fils;
    readonly areaMinOrder: Fils;
    readonly waiver?: DeliveryChargesWaiverConfig | null;
  } | null;
  readonly now: UnixSeconds;
}

/** A priced line. */
export interface PricedLine {
  readonly itemId: string;
  readonly quantity: number;
  readonly unitPrice: Fils;
  readonly lineTotal: Fils;
}

/** The cart state's totals (spec §3 "Cart state") plus loyalty, cashback and the minimum check. */
export interface PricedOrder {
  readonly lines: readonly PricedLine[];
  /** Items before discount, shown struck through when a discount applies. */
  readonly originalPrice: Fils;
  /** Items before discount (Σ line totals). */
  readonly cartTotal: Fils;
  readonly discountAmount: Fils;
  /** cartTotal − discountAmount. */
  readonly amountAfterDiscount: Fils;
  /** Loyalty credits redeemed. */
  readonly loyaltyAmount: Fils;
  /** amountAfterDiscount − loyaltyAmount: what the items cost the customer. */
  readonly itemsGrossAmount: Fils;
  readonly deliveryFee: Fils;
  readonly deliveryChargesWaiverInfo: DeliveryChargesWaiverInfo;
  /** itemsGrossAmount + deliveryFee: the tax base. */
  readonly orderGrossAmount: Fils;
  readonly taxRate: Percent;
  readonly taxAmount: Fils;
  readonly tipAmount: Fils;
  /** orderGrossAmount + taxAmount + tipAmount: what the customer pays. */
  readonly grandTotal: Fils;
  /** Loyalty cashback the order earns. */
  readonly cashbackAmount: Fils;
  readonly minimumOrder: MinimumOrderCheck;
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

/**
 * Prices an order in the documented order of operations. Refuses (first error) when a line has
 * a quantity below 1 or a negative price, when both a discount and loyalty are requested
 * (`discountLoyaltyExclusive`), when the discount is not eligible (its eligibility message), and
 * when a DELIVERY order has no delivery area (`chooseAddress`). The minimum order is reported,
 * not refused, so the basket can show the missing amount. Pure and deterministic: the same input
 * always gives the same output, and the input is not changed.
 */
export function priceOrder(input: PriceOrderInput): Result<PricedOrder> {
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
    tipAmount,
    grandTotal,
    cashbackAmount,
    minimumOrder,
  });
}
