import { slotHold } from '../kitchen/slot-capacity.js';
import { type UnixSeconds } from '@storefront/core';
import type { Customer } from '../auth/sessions.js';
import type { AddressRow } from '../db/schema.js';
import { errorBody } from '../http/api-types.js';
import { saidOf } from '../http/messages.js';
import { orderMessages } from './order-messages.js';
import { CatalogueChanged } from './order-insert.js';
import { customerAddress, orderByIdempotencyKey } from './order-store.js';
import { checkTab } from './table-tab.js';
import { withRefundSentence } from './unplaced-payments.js';
import {
  type PlaceOrderAnswer,
  type PlaceOrderBody,
  type PlaceOrderDeps,
  bad,
  placed,
} from './place-order/types.js';
import { checkServiceDetails, checkTiming, findStore } from './place-order/checks.js';
import { priceOrder } from './place-order/pricing.js';
import { checkPayment } from './place-order/payment.js';
import { orderRow, writeOrder } from './place-order/write.js';

/**
 * Place-order as a service: validate (store, service, timing, table, address) → reprice →
 * discount/loyalty checks → payment verification → write under the locks. Every refusal is the
 * answer the handler sends. Its steps are in ./place-order/.
 */

export type { PlaceOrderAnswer, PlaceOrderBody, PlaceOrderDeps } from './place-order/types.js';
export { discountRefusal } from './place-order/pricing.js';
export { pausedSaid } from './place-order/checks.js';

/** Tries of an order whose brand's catalogue keeps changing while it is priced, before it is refused. */
const PRICING_TRIES = 3;

/**
 * Places the order, without giving back its payment when it is refused. A retry of an order already
 * placed (its idempotency key) answers that order, even when the order would be refused today; a
 * paid order is looked up first (its gateway is asked before writing), any other when it is
 * refused or its insert meets its twin (`on conflict`), so a new order costs no extra query.
 */
async function attemptOrder(
  deps: PlaceOrderDeps,
  customer: Customer | undefined,
  body: PlaceOrderBody,
): Promise<PlaceOrderAnswer> {
  if (!customer) return { status: 401, body: errorBody('UNAUTHORIZED', orderMessages.loginRequired) };
  const replayOf = async () => {
    const replay = await orderByIdempotencyKey(deps.db, customer.user.id, body.idempotencyKey);
    return replay && placed(replay);
  };
  if (body.payment.transactionInfo) {
    const replay = await replayOf();
    if (replay) return replay;
  }
  let answer: PlaceOrderAnswer = bad(orderMessages.priceChanged, 'PRICE_CHANGED');
  for (let tries = 1; tries <= PRICING_TRIES; tries += 1) {
    try {
      answer = await priceAndWrite(deps, customer, body);
      break;
    } catch (error) {
      // Priced from a catalogue that changed since: price it again from the current one.
      if (!(error instanceof CatalogueChanged)) throw error;
      deps.catalogue.invalidate(body.brandId);
    }
  }
  if (answer.status === 200) return answer;
  return (await replayOf()) ?? answer;
}

/** One try: validate, price from the cached catalogue, check the payment, write. */
async function priceAndWrite(
  deps: PlaceOrderDeps,
  customer: Customer,
  body: PlaceOrderBody,
): Promise<PlaceOrderAnswer> {
  const userId = customer.user.id;
  const found = await findStore(deps, body);
  if (found.refused) return found.refused;
  const { brand, catalogue, store } = found.value;
  const now = Math.floor(deps.clock().getTime() / 1000) as UnixSeconds;
  const timing = checkTiming(store, brand, body, now);
  if (timing.refused) return timing.refused;
  const detailsError = checkServiceDetails(store, body, deps.tableSecret);
  if (detailsError) return detailsError;
  const tab = await checkTab(deps.db, body);
  if (tab.refusal) {
    const { status, code, message } = tab.refusal;
    return { status, body: errorBody(code, message) };
  }
  let address: AddressRow | undefined;
  if (body.serviceType === 'DELIVERY') {
    address = await customerAddress(deps.db, userId, body.deliveryAddressId ?? '');
    if (!address) return bad(orderMessages.addressNotFound);
  }
  if (body.discountCode?.trim() && body.useLoyalty) return bad(orderMessages.benefitsExclusive);

  const priced = await priceOrder(deps, { userId, body, catalogue, store, tab: tab.rounds }, address, now);
  if (priced.refused) return priced.refused;
  const { amountDue } = priced.value;
  const paymentAnswer = await checkPayment(deps, { userId, body, store, amountDue });
  if (paymentAnswer) return paymentAnswer;
  const row = orderRow({ customer, body, brand, store }, priced.value, address, {
    preOrderSlot: timing.value,
    now,
  });
  // A round that only settles the table's bill takes no place in the kitchen's slots.
  const slot =
    body.cart.length > 0 ? slotHold(store, body.serviceType, timing.value?.startsAt ?? null, now) : null;
  return writeOrder(deps.db, row, priced.value, { version: catalogue.version, slot });
}

/**
 * Places an order for a signed-in customer (the answer is 401 without one). Never money without
 * an order: an order refused (or failed) after its payment went through gives that payment back
 * through its gateway, and the answer says so (`refund`).
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  customer: Customer | undefined,
  body: PlaceOrderBody,
): Promise<PlaceOrderAnswer> {
  const payment = body.payment.transactionInfo;
  if (!payment) return attemptOrder(deps, customer, body);
  const giveBack = (reason: string) =>
    deps.unplaced.refundIfPaid({
      payment,
      brandId: body.brandId,
      storeId: body.storeId,
      userId: customer?.user.id ?? null,
      reason,
    });
  let result: PlaceOrderAnswer;
  try {
    result = await attemptOrder(deps, customer, body);
  } catch (error) {
    await giveBack(error instanceof Error ? error.message : 'place-order failed');
    throw error;
  }
  if (result.status === 200) return result;
  const reason = saidOf(result.body);
  const refund = await giveBack(reason.text);
  if (!refund) return result;
  return {
    ...result,
    body: {
      ...result.body,
      ...errorBody(result.body.error?.code ?? 'BAD_REQUEST', withRefundSentence(reason, refund)),
      refund: { ...refund, reason: reason.text },
    },
  } as typeof result;
}
