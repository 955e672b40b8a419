/**
 * Loyalty credits: what a customer may redeem, the cashback an order earns, and the rule that a
 * discount and loyalty are never used together (spec §3 "Loyalty", §4 "Discount and loyalty",
 * §5 "Loyalty amount", §6).
 */
import { type CoreError, type MessageKey, coreError } from './errors.js';
import { type Fils, type Percent, ZERO_FILS, minFils, nonNegative, percentOf } from './money.js';
import type { ServiceType } from './service-type.js';

/** The brand's loyalty policy (spec §3), money in fils. */
export interface LoyaltyPolicy {
  readonly isLoyaltyActive: boolean;
  readonly minOrderValueForCashback: Fils;
  readonly specificToDelivery: { readonly isActive: boolean; readonly cashbackPercentage: Percent };
  readonly redeemablePercentagePerOrder: Percent;
  readonly maxRedeemableValuePerOrder: Fils;
}

const clampPercent = (value: Percent): Percent => Math.min(Math.max(value, 0), 100) as Percent;

/** Loyalty is offered only when the policy is active and the wallet balance is above 0 (spec §4, §6). */
export function canRedeemLoyalty(policy: LoyaltyPolicy | null | undefined, walletBalance: Fils): boolean {
  return Boolean(policy?.isLoyaltyActive) && walletBalance > 0;
}

/**
 * Redeemable amount (spec §5):
 * `min(maxRedeemableValuePerOrder, round(cartTotal × redeemablePercentagePerOrder / 100), walletBalance)`,
 * to the fils; 0 unless {@link canRedeemLoyalty}. The percentage is capped at 100 so the amount
 * never exceeds the cart either.
 */
export function redeemableAmount(input: {
  readonly policy: LoyaltyPolicy | null | undefined;
  readonly cartTotal: Fils;
  readonly walletBalance: Fils;
}): Fils {
  const { policy, cartTotal, walletBalance } = input;
  if (!policy || !canRedeemLoyalty(policy, walletBalance)) return ZERO_FILS;
  const byPercent = percentOf(nonNegative(cartTotal), clampPercent(policy.redeemablePercentagePerOrder));
  return nonNegative(minFils(nonNegative(policy.maxRedeemableValuePerOrder), byPercent, walletBalance));
}

/**
 * Cashback an order earns (spec §5): `round(orderTotal × cashbackPercentage / 100)` when the
 * policy is active, the service is DELIVERY and `specificToDelivery.isActive`, and
 * `orderTotal ≥ minOrderValueForCashback`; else 0. `priceOrder` passes the order gross amount
 * (items after discount and loyalty plus delivery fee): tax goes to the state and tip to staff,
 * so neither earns cashback.
 */
export function cashbackAmount(input: {
  readonly policy: LoyaltyPolicy | null | undefined;
  readonly serviceType: ServiceType;
  readonly orderTotal: Fils;
}): Fils {
  const { policy, serviceType, orderTotal } = input;
  if (!policy?.isLoyaltyActive || serviceType !== 'DELIVERY' || !policy.specificToDelivery.isActive)
    return ZERO_FILS;
  if (orderTotal < policy.minOrderValueForCashback) return ZERO_FILS;
  return percentOf(nonNegative(orderTotal), clampPercent(policy.specificToDelivery.cashbackPercentage));
}

/** Which credit a basket uses. */
export interface BenefitState {
  readonly discountApplied: boolean;
  readonly loyaltyApplied: boolean;
}

/** The server's refusal when both are present (`discountLoyaltyExclusive`), else null. */
export function checkBenefitExclusivity(state: BenefitState): CoreError | null {
  return state.discountApplied && state.loyaltyApplied ? coreError('discountLoyaltyExclusive') : null;
}

/** Outcome of asking for one credit: the confirmation title to show (or null) and the state after confirming. */
export interface BenefitSwitch {
  readonly confirm: Extract<MessageKey, 'useDiscountCode' | 'useLoyaltyCredits'> | null;
  readonly next: BenefitState;
}

/**
 * Enabling one credit while the other is active asks confirmation ('Use discount code' /
 * 'Use loyalty credits') and, once confirmed, removes the other (spec §4).
 */
export function requestBenefit(state: BenefitState, wanted: 'discount' | 'loyalty'): BenefitSwitch {
  if (wanted === 'discount') {
    return {
      confirm: state.loyaltyApplied ? 'useDiscountCode' : null,
      next: { discountApplied: true, loyaltyApplied: false },
    };
  }
  return {
    confirm: state.discountApplied ? 'useLoyaltyCredits' : null,
    next: { discountApplied: false, loyaltyApplied: true },
  };
}
