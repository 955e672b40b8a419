/**
 * Discounts: code matching, eligibility, the amount taken off, item display prices and sale
 * badges (spec §3 "Discount", §4 "Discount and loyalty", §5 "Discount display" and
 * "Discount eligibility messages").
 *
 * A discount applies to its *eligible items*: every basket line when `isApplicableOnAllItems`,
 * otherwise the lines whose `itemId` is in `discountAppliedOnSpecificItems`. The amount is
 *
 *   percentage: round(eligible × min(amount, 100) / 100), then capped at maximumDiscountValue when above 0
 *   fixed:      min(amount, eligible)
 *
 * so it never exceeds what it applies to, and never exceeds the basket.
 */
import { type BasketLine, cartTotal, lineTotal } from './basket.js';
import { type CoreError, type Result, coreError, fail, ok } from './errors.js';
import type { MenuItem } from './menu.js';
import {
  type Fils,
  type Percent,
  ZERO_FILS,
  fils,
  formatFils,
  minFils,
  nonNegative,
  percentOf,
  sumFils,
} from './money.js';
import type { DailyHours } from './happy-hour.js';
import type { ServiceType } from './service-type.js';

/** How a discount is offered (spec §9). manual: listed, customer enters or picks it; automatic: applied without a code when eligible; hidden: never listed, only by typing its code. */
export type DiscountApplication = 'manual' | 'automatic' | 'hidden';

interface DiscountFields {
  readonly _id: string;
  readonly brandId?: string;
  readonly discountCode: string;
  readonly discountName?: string;
  /** Cap on a percentage discount in fils; 0 = no cap. */
  readonly maximumDiscountValue: Fils;
  /** Basket total (cartTotal) needed for the discount. */
  readonly minOrderValue: Fils;
  readonly perCustomerUse?: number;
  readonly isApplicableOnAllStores: boolean;
  readonly isApplicableOnAllItems: boolean;
  readonly discountAppliedOnSpecificItems: readonly { readonly itemId: string }[];
  readonly discountAppliedOnSpecificStores: readonly { readonly storeId: string }[];
  /** Service types the discount is for; an empty list means every service. */
  readonly serviceType: readonly { readonly serviceName: string }[];
  readonly discountApplication: DiscountApplication;
  /** A first-order code: its details open with confetti (spec section 2 "Modals"). */
  readonly isWelcomeCoupon?: boolean;
  readonly isActive: boolean;
  /**
   * Said only for a signed-in customer: false once they can no longer use the code (a first-order
   * code after their first order, or their uses per customer spent). Unknown (a guest) counts as usable.
   */
  readonly usableByCustomer?: boolean;
  /** A happy hour's daily window (happy-hour.ts); absent for a discount offered all day. */
  readonly dailyHours?: DailyHours | null;
}

/** A percentage discount: `discountAmount` is a percent. */
export interface PercentageDiscount extends DiscountFields {
  readonly discountType: 'percentage';
  readonly discountAmount: Percent;
}

/** A fixed discount: `discountAmount` is in fils. */
export interface FixedDiscount extends DiscountFields {
  readonly discountType: 'fixed';
  readonly discountAmount: Fils;
}

/** A discount (spec §3), money in fils. */
export type Discount = PercentageDiscount | FixedDiscount;

/** Where a discount is being used. */
export interface DiscountContext {
  readonly lines: readonly BasketLine[];
  readonly storeId: string;
  readonly serviceType: ServiceType;
}

/** Percentage cap (spec §9 "Discount percentage cap 100"). */
export const MAX_DISCOUNT_PERCENT = 100 as Percent;
/** Applicable-items list length (spec §2, §5). */
export const APPLICABLE_ITEMS_LIMIT = 10;
/** Per-customer-use is shown only within this range (spec §5). */
export const PER_CUSTOMER_USE_RANGE = { min: 1, max: 10 } as const;

/** Code comparison form: trimmed, case-insensitive (spec §5). */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Finds the discount whose code matches (trimmed, case-insensitive); else `couponNotFound`. */
export function findDiscountByCode(discounts: readonly Discount[], code: string): Result<Discount> {
  const wanted = normalizeDiscountCode(code);
  const found =
    wanted === ''
      ? undefined
      : discounts.find((discount) => normalizeDiscountCode(discount.discountCode) === wanted);
  return found ? ok(found) : fail(coreError('couponNotFound'));
}

/** True when the discount can be used at the store. */
export function discountAppliesToStore(discount: Discount, storeId: string): boolean {
  return (
    discount.isApplicableOnAllStores ||
    discount.discountAppliedOnSpecificStores.some((entry) => entry.storeId === storeId)
  );
}

/** True when the discount covers the item. */
export function discountAppliesToItem(discount: Discount, itemId: string): boolean {
  return (
    discount.isApplicableOnAllItems ||
    discount.discountAppliedOnSpecificItems.some((entry) => entry.itemId === itemId)
  );
}

const toServiceKey = (name: string): string =>
  name
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

// Service names come from a handful of brand settings; remember their keys so pricing a basket
// does not run a regular expression each time. Bounded so odd input cannot grow it for ever.
const SERVICE_KEYS_KEPT = 64;
const serviceKeys = new Map<string, string>();
function serviceKey(name: string): string {
  let key = serviceKeys.get(name);
  if (key === undefined) {
    key = toServiceKey(name);
    if (serviceKeys.size >= SERVICE_KEYS_KEPT) serviceKeys.clear();
    serviceKeys.set(name, key);
  }
  return key;
}

/** True when the discount is for the service type (an empty list means all services). */
export function discountAppliesToService(discount: Discount, serviceType: ServiceType): boolean {
  return (
    discount.serviceType.length === 0 ||
    discount.serviceType.some((entry) => serviceKey(entry.serviceName) === serviceType)
  );
}

/** Σ line totals of the lines the discount covers. */
export function eligibleItemsTotal(discount: Discount, lines: readonly BasketLine[]): Fils {
  return sumFils(lines.filter((line) => discountAppliesToItem(discount, line.itemId)).map(lineTotal));
}

/** The percentage actually used: `min(amount, 100)`, never below 0. */
export function cappedPercentage(discount: PercentageDiscount): Percent {
  return Math.min(Math.max(discount.discountAmount, 0), MAX_DISCOUNT_PERCENT) as Percent;
}

/**
 * Amount the discount takes off `base` (the eligible items' total):
 * percentage `min(round(base × min(p,100) / 100), maximumDiscountValue if > 0)`; fixed `min(amount, base)`.
 * Never negative and never above `base`.
 */
export function discountOn(discount: Discount, base: Fils): Fils {
  const safeBase = nonNegative(base);
  if (discount.discountType === 'percentage') {
    const raw = percentOf(safeBase, cappedPercentage(discount));
    return discount.maximumDiscountValue > 0 ? minFils(raw, discount.maximumDiscountValue) : raw;
  }
  return minFils(nonNegative(discount.discountAmount), safeBase);
}

/**
 * Eligibility check in this order, returning the first error or null:
 * inactive (`couponNotFound`), no usable amount (`invalidPromoCode`), store (`storeNotEligible`),
 * service type (`serviceNotEligible`), items (`specificItemsOnly` when the discount lists
 * items to show, else `itemsNotEligible`), then basket total below `minOrderValue`
 * (`minOrderValue` with the value). Store and items come before the minimum so a customer is
 * not asked to add items for a code that can never apply.
 */
export function checkDiscountEligibility(discount: Discount, context: DiscountContext): CoreError | null {
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
  if (cartTotal(context.lines) < discount.minOrderValue)
    return coreError('minOrderValue', { value: formatFils(discount.minOrderValue) });
  return null;
}

/** An applied discount's figures. */
export interface AppliedDiscount {
  readonly discountAmount: Fils;
  readonly amountAfterDiscount: Fils;
  readonly eligibleTotal: Fils;
}

/**
 * Checks eligibility and applies the discount: `discountAmount = discountOn(eligibleItemsTotal)`,
 * `amountAfterDiscount = cartTotal − discountAmount`.
 */
export function applyDiscount(discount: Discount, context: DiscountContext): Result<AppliedDiscount> {
  const error = checkDiscountEligibility(discount, context);
  if (error) return fail(error);
  const eligibleTotal = eligibleItemsTotal(discount, context.lines);
  const discountAmount = discountOn(discount, eligibleTotal);
  return ok({
    discountAmount,
    amountAfterDiscount: fils(cartTotal(context.lines) - discountAmount),
    eligibleTotal,
  });
}

/**
 * Display price of one unit under a discount (spec §5): percentage `price × (100 − p) / 100`
 * (p capped at 100, rounded to the fils), taking off no more than `maximumDiscountValue` when above
 * 0, so the price shown is one the customer can get; fixed `max(0, price − amount)`.
 */
export function discountedUnitPrice(price: Fils, discount: Discount): Fils {
  return nonNegative(fils(price - discountOn(discount, nonNegative(price))));
}

/** What the item page and cards show as the price. */
export type ItemDisplayPrice =
  | { readonly kind: 'priceOnSelection' }
  | { readonly kind: 'price'; readonly price: Fils; readonly originalPrice: Fils | null };

/**
 * 'Price On Selection' when the price is 0 or less (spec §2); otherwise the price, discounted by
 * the sale discount when one is given, with the original kept for striking through.
 */
export function itemDisplayPrice(price: Fils, saleDiscount: Discount | null): ItemDisplayPrice {
  if (price <= 0) return { kind: 'priceOnSelection' };
  if (!saleDiscount) return { kind: 'price', price, originalPrice: null };
  const discounted = discountedUnitPrice(price, saleDiscount);
  return { kind: 'price', price: discounted, originalPrice: discounted === price ? null : price };
}

/**
 * The discount whose sale badge an item shows: the first active *manual* percentage discount that
 * can be used at the store, for the service when one is given, covers the item, and that this
 * customer can still use (spec §5 "Sale badge only for active manual discounts matching the item
 * or store"). A fixed amount comes off the order, never off one item (AED 15 off an order of AED
 * 80 is not a Karak Chai at AED 0.00), so it gives no item a sale price. Null when none: a price
 * the customer cannot get is never shown.
 */
export function saleBadgeDiscount(
  discounts: readonly Discount[],
  target: { readonly itemId: string; readonly storeId: string; readonly serviceType?: ServiceType },
): Discount | null {
  return (
    discounts.find(
      (discount) =>
        discount.isActive &&
        discount.discountApplication === 'manual' &&
        discount.discountType === 'percentage' &&
        discount.usableByCustomer !== false &&
        discountAppliesToStore(discount, target.storeId) &&
        (target.serviceType === undefined || discountAppliesToService(discount, target.serviceType)) &&
        discountAppliesToItem(discount, target.itemId),
    ) ?? null
  );
}

/** The basket total a sale price needs (the code's `minOrderValue`), or null when it needs none. */
export function saleMinimumOrder(discount: Pick<Discount, 'minOrderValue'>): Fils | null {
  return discount.minOrderValue > 0 ? discount.minOrderValue : null;
}

/** Items the discount covers, first 10 (spec §5 "Applicable-items list max 10"). */
export function applicableItems<I extends Pick<MenuItem, '_id'>>(
  discount: Discount,
  items: readonly I[],
): readonly I[] {
  return items.filter((item) => discountAppliesToItem(discount, item._id)).slice(0, APPLICABLE_ITEMS_LIMIT);
}

/** Per-customer-use to display, only for 1 to 10 (spec §5); null otherwise. */
export function perCustomerUseLabel(discount: Pick<Discount, 'perCustomerUse'>): number | null {
  const uses = discount.perCustomerUse;
  return uses !== undefined &&
    Number.isInteger(uses) &&
    uses >= PER_CUSTOMER_USE_RANGE.min &&
    uses <= PER_CUSTOMER_USE_RANGE.max
    ? uses
    : null;
}

/** Discounts to list in the coupon strip and business card: active and not hidden. */
export function listedDiscounts(discounts: readonly Discount[]): readonly Discount[] {
  return discounts.filter((discount) => discount.isActive && discount.discountApplication !== 'hidden');
}

/**
 * The automatic discount to apply without a code: among active automatic discounts eligible in
 * the context, the one taking the most off (the first on ties). Null when none.
 */
export function bestAutomaticDiscount(
  discounts: readonly Discount[],
  context: DiscountContext,
): Discount | null {
  let best: Discount | null = null;
  let bestAmount: Fils = ZERO_FILS;
  for (const discount of discounts) {
    if (discount.discountApplication !== 'automatic') continue;
    const applied = applyDiscount(discount, context);
    if (applied.ok && (best === null || applied.value.discountAmount > bestAmount)) {
      best = discount;
      bestAmount = applied.value.discountAmount;
    }
  }
  return best;
}
