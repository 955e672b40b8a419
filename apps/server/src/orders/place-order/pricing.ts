import type { Schemas } from '@storefront/contract';
import {
  addFils,
  coreError,
  formatFils,
  tabTotals,
  ZERO_FILS,
  type Fils,
  type UnixSeconds,
} from '@storefront/core';
import type { BrandCatalogue } from '../../catalogue/catalogue-service.js';
import type { Db } from '../../db/database.js';
import type { AddressRow, OrderRow, TabPaid } from '../../db/schema.js';
import { saidByCore, type Said } from '../../http/messages.js';
import { orderMessages } from '../order-messages.js';
import { countActiveOrders, walletBalance } from '../order-store.js';
import { toCoreTip } from '@storefront/contract/to-core';
import { MAX_ORDER_TOTAL, repriceCart, toApiTotals, type RepricedOrder } from '../reprice.js';
import { tabPaid, tabRounds } from '../table-tab.js';
import { bad, refuse, type PlaceOrderBody, type PlaceOrderDeps, type Step, type Store } from './types.js';
import { errorBody } from '../../http/api-types.js';

/**
 * The server's own price of the order (packages/core through orders/reprice.ts), the customer's
 * right to the discount, the minimum order, and a table's tab it settles; a total other than the
 * one the customer was shown is refused with the new totals.
 */

/**
 * Why this customer can no longer use a discount, or null: its per-customer uses are spent, or it
 * is a first-order code and they have an order. One query, so concurrent orders always read the
 * same refusal (the use is counted again under a lock when the order is written).
 */
export async function discountRefusal(
  db: Db,
  userId: string,
  brandId: string,
  discount: { id: string; perCustomerUse: number; isWelcomeCoupon: boolean },
): Promise<Said | null> {
  const row = await countActiveOrders(db, userId, brandId, discount.id);
  if (discount.perCustomerUse > 0 && row.withDiscount >= discount.perCustomerUse)
    return orderMessages.perCustomerUse;
  if (discount.isWelcomeCoupon && row.all > 0) return orderMessages.firstOrderOnly;
  return null;
}

/** An order priced by the server: the new round, and the tab it settles with the amount charged. */
export interface PricedPlacement {
  repriced: RepricedOrder;
  /** What the payment must be: the round's total, plus the settled orders' when settling a tab. */
  amountDue: Fils;
  /** The rounds it settles, with the tip's base (null when it settles none). */
  tab: { rows: OrderRow[]; paid: TabPaid } | null;
  /** The totals answered and stored: `total` is the amount due, with `settledOrdersTotal` for a tab. */
  totals: Schemas['Totals'];
}

/**
 * Prices the new round as today; when it settles a tab, the tip is taken once on the whole tab
 * (packages/core `tabTotals`) and the rounds are added at their stored totals.
 */
function withTab(repriced: RepricedOrder, rows: OrderRow[] | null, tip: PlaceOrderBody['tip']) {
  if (!rows) {
    const totals = toApiTotals(repriced.priced);
    return { repriced, amountDue: repriced.priced.grandTotal, tab: null, totals };
  }
  const { priced } = repriced;
  const totals = tabTotals({
    basketItemsTotal: priced.cartTotal,
    basketTotalBeforeTip: priced.grandTotal,
    rounds: tabRounds(rows),
    tip: tip ? toCoreTip(tip) : null,
  });
  const round = {
    ...priced,
    tipAmount: totals.tipAmount,
    grandTotal: addFils(priced.grandTotal, totals.tipAmount),
  };
  return {
    repriced: { ...repriced, priced: round },
    amountDue: totals.amountDue,
    tab: { rows, paid: tabPaid(rows, totals) },
    totals: { ...toApiTotals(round), total: totals.amountDue, settledOrdersTotal: totals.roundsTotal },
  };
}

/** The prices the server charges, with the discount's per-customer and first-order checks. */
export async function priceOrder(
  deps: PlaceOrderDeps,
  order: {
    userId: string;
    body: PlaceOrderBody;
    catalogue: BrandCatalogue;
    store: Store;
    tab: OrderRow[] | null;
  },
  address: AddressRow | undefined,
  now: UnixSeconds,
): Promise<Step<PricedPlacement>> {
  const { userId, body, catalogue, store, tab } = order;
  // The balance matters only to a loyalty redemption (and is read again under its lock).
  const balance = body.useLoyalty ? await walletBalance(deps.db, userId, body.brandId) : ZERO_FILS;
  const repriced = repriceCart(catalogue, store, {
    serviceType: body.serviceType,
    cart: body.cart,
    areaId: body.areaId,
    mappedAreaId: body.mappedAreaId,
    address,
    discountCode: body.discountCode,
    useLoyalty: body.useLoyalty,
    walletBalance: balance,
    // A tab's tip is taken on the whole tab below, not on this round alone.
    tip: tab ? undefined : body.tip,
    now,
  });
  if (!repriced.ok) return refuse(bad(repriced.error.message, repriced.error.code));
  const { priced, discount } = repriced.value;
  const refusal = discount ? await discountRefusal(deps.db, userId, body.brandId, discount) : null;
  if (refusal) return refuse(bad(refusal));
  if (!priced.minimumOrder.met) {
    const { minimum, missing } = priced.minimumOrder;
    return refuse(
      bad(
        saidByCore(
          coreError('belowMinimumOrder', {
            missing: `AED ${formatFils(missing)}`,
            minimum: `AED ${formatFils(minimum)}`,
          }),
        ),
      ),
    );
  }
  const placement = withTab(repriced.value, tab, body.tip);
  if (placement.amountDue > MAX_ORDER_TOTAL) return refuse(bad(orderMessages.orderTooLarge));
  if (body.expectedTotal !== placement.amountDue) {
    return refuse({
      status: 400,
      body: { ...errorBody('PRICE_CHANGED', orderMessages.priceChanged), data: placement.totals },
    });
  }
  return { value: placement };
}
