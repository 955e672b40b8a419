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
 *     (menu prices that include VAT: the VAT inside orderGrossAmount, rate / (100 + rate), not added)
 *  8. tipAmount      = preset % × cartTotal, or the custom amount      [rounding point: preset]
 *  9. grandTotal     = orderGrossAmount + taxAmount + tipAmount       (the order's totalOrderPrice)
 *     (menu prices that include VAT: orderGrossAmount + tipAmount)
 * 10. cashbackAmount = cashback % × orderGrossAmount (delivery, at or above the minimum) [rounding point]
 *
 * All amounts are integer fils; the API layer converts AED decimals at its boundary.
 */
import {
  type BasketLine,
  type BasketSection,
  type OptionLine,
  cartTotal as sumCart,
  lineTotal,
  unitPrice,
} from './basket.js';
import {
  type DeliveryChargesWaiverConfig,
  type DeliveryChargesWaiverInfo,
  type MinimumOrderCheck,
  checkMinimumOrder,
  deliveryFee as computeDeliveryFee,
} from './delivery-fee.js';
import { type Discount, discountAppliesToService, discountAppliesToStore, discountOn } from './discount.js';
import { listsItem, specificItemSet } from './discount-items.js';
import { type Result, coreError, fail, ok } from './errors.js';
import { type LoyaltyPolicy, cashbackAmount as computeCashback, redeemableAmount } from './loyalty.js';
import { type Fils, type Percent, type UnixSeconds, ZERO_FILS, fils, formatFils } from './money.js';
import type { ServiceType } from './service-type.js';
import { DEFAULT_TAX_RATE, includedTaxAmount, taxAmount as computeTax } from './tax.js';
import { type TipChoice, tipAmount as computeTip } from './tip.js';

/** Everything `priceOrder` needs. Money in fils, times in Unix seconds. */
export interface PriceOrderInput {
  readonly serviceType: ServiceType;
  readonly storeId: string;
  readonly lines: readonly BasketLine[];
  /** Store `taxRate` (default 0). */
  readonly taxRate?: Percent | null;
  /** The store's menu prices include VAT at `taxRate` (docs/invoices.md); default: added on top. */
  readonly taxIncluded?: boolean;
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
  /** The VAT charged: added on top, or (taxIncluded) the VAT inside orderGrossAmount. */
  readonly taxAmount: Fils;
  /** The prices include VAT: taxAmount is inside orderGrossAmount, not added to it. */
  readonly taxIncluded: boolean;
  readonly tipAmount: Fils;
  /** orderGrossAmount + taxAmount + tipAmount (taxIncluded: orderGrossAmount + tipAmount): what the customer pays. */
  readonly grandTotal: Fils;
  /** Loyalty cashback the order earns. */
  readonly cashbackAmount: Fils;
  readonly minimumOrder: MinimumOrderCheck;
}

/**
 * Throws the RangeError the composed line functions throw when a line or the basket adds up past
 * 2^53 fils (the only way the single pass in {@link priceOrder} can be inexact), so an overflowing
 * basket fails exactly as it always did.
 */
function throwLineOverflow(lines: readonly BasketLine[], cartTotal: number): never {
  for (const line of lines) {
    unitPrice(line);
    lineTotal(line);
  }
  sumCart(lines);
  fils(cartTotal);
  throw new RangeError(`fils must be a safe integer, got ${cartTotal}`);
}

/**
 * `applyDiscount` on already priced lines: the same checks in the same order (first refusal
 * wins), then `discountOn` the eligible lines' totals, each line total taken as priced.
 */
function discountFor(
  discount: Discount,
  input: PriceOrderInput,
  lines: readonly PricedLine[],
  cartTotal: Fils,
): Result<Fils> {
  if (!discount.isActive) return fail(coreError('couponNotFound'));
  if (!Number.isFinite(discount.discountAmount) || discount.discountAmount <= 0)
    return fail(coreError('invalidPromoCode'));
  if (!discountAppliesToStore(discount, input.storeId)) return fail(coreError('storeNotEligible'));
  if (!discountAppliesToService(discount, input.serviceType)) return fail(coreError('serviceNotEligible'));
  let eligible = 0;
  if (discount.isApplicableOnAllItems) {
    eligible = cartTotal;
  } else {
    const entries = discount.discountAppliedOnSpecificItems;
    const set = specificItemSet(entries);
    let any = false;
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i] as PricedLine;
      if (listsItem(entries, set, line.itemId)) {
        any = true;
        eligible += line.lineTotal;
      }
    }
    if (!any)
      return fail(entries.length > 0 ? coreError('specificItemsOnly') : coreError('itemsNotEligible'));
  }
  if (cartTotal < discount.minOrderValue)
    return fail(coreError('minOrderValue', { value: formatFils(discount.minOrderValue) }));
  return ok(discountOn(discount, eligible as Fils));
}

/**
 * Prices an order in the documented order of operations. Refuses (first error) when a line has
 * a quantity below 1 or a negative price, when both a discount and loyalty are requested
 * (`discountLoyaltyExclusive`), when the discount is not eligible (its eligibility message), and
 * when a DELIVERY order has no delivery area (`chooseAddress`). The minimum order is reported,
 * not refused, so the basket can show the missing amount. Pure and deterministic: the same input
 * always gives the same output, and the input is not changed.
 *
 * Speed: the lines are checked and priced in one pass in plain numbers, each line total computed
 * once; every amount is a non-negative integer sum or product, so when the basket total is a safe
 * integer (below 2^53) every amount before it is one too and exact, and only a basket past that
 * bound takes the slow path, which throws as the line functions do.
 */
export function priceOrder(input: PriceOrderInput): Result<PricedOrder> {
  const source = input.lines;
  const count = source.length;
  // Sized once and filled in order (no holes are left: a refusal returns before it is used).
  const lines = new Array<PricedLine>(count);
  let cart = 0;
  for (let i = 0; i < count; i += 1) {
    const line = source[i] as BasketLine;
    const quantity = line.quantity;
    if (!Number.isInteger(quantity) || quantity < 1) return fail(coreError('invalidQuantity'));
    const price = line.price;
    if (!Number.isSafeInteger(price) || price < 0) return fail(coreError('somethingIncorrect'));
    let options = 0;
    const sections = line.sections;
    for (let s = 0; s < sections.length; s += 1) {
      const chosen = (sections[s] as BasketSection).options;
      for (let o = 0; o < chosen.length; o += 1) {
        const option = chosen[o] as OptionLine;
        const optionQuantity = option.quantity;
        if (!Number.isInteger(optionQuantity) || optionQuantity < 1)
          return fail(coreError('invalidQuantity'));
        const optionPrice = option.price;
        if (!Number.isSafeInteger(optionPrice) || optionPrice < 0)
          return fail(coreError('somethingIncorrect'));
        options += optionPrice * optionQuantity;
      }
    }
    const unit = price + options;
    const total = unit * quantity;
    cart += total;
    lines[i] = { itemId: line.itemId, quantity, unitPrice: unit as Fils, lineTotal: total as Fils };
  }
  if (input.discount && input.redeemLoyalty) return fail(coreError('discountLoyaltyExclusive'));
  if (input.serviceType === 'DELIVERY' && !input.delivery) return fail(coreError('chooseAddress'));
  if (!Number.isSafeInteger(cart)) throwLineOverflow(source, cart);
  const cartTotal = cart as Fils;

  let discountAmount = ZERO_FILS;
  if (input.discount) {
    const applied = discountFor(input.discount, input, lines, cartTotal);
    if (!applied.ok) return applied;
    discountAmount = applied.value;
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
  const taxIncluded = input.taxIncluded === true;
  const taxAmount = taxIncluded
    ? includedTaxAmount(orderGrossAmount, taxRate)
    : computeTax(orderGrossAmount, taxRate);
  const tipAmount = computeTip(input.tip, cartTotal);
  const grandTotal = fils(orderGrossAmount + (taxIncluded ? 0 : taxAmount) + tipAmount);
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
    taxIncluded,
    tipAmount,
    grandTotal,
    cashbackAmount,
    minimumOrder,
  });
}
