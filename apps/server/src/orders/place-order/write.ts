import { SlotFull, type SlotHold } from '../../kitchen/slot-capacity.js';
import type { Schemas } from '@storefront/contract';
import { type UnixSeconds } from '@storefront/core';
import type { Customer } from '../../auth/sessions.js';
import { toApiAddress } from '../../customers/addresses.js';
import type { Db } from '../../db/database.js';
import type { AddressRow, OrderDetails, OrderRow } from '../../db/schema.js';
import { errorBody } from '../../http/api-types.js';
import { orderMessages } from '../order-messages.js';
import { CatalogueChanged } from '../order-insert.js';
import { newOrderRow } from '../order-row.js';
import {
  DiscountUsedUp,
  insertOrder,
  orderByIdempotencyKey,
  orderByTransactionRef,
  PaymentRefunded,
  PriceChanged,
  TabAlreadySettled,
  type TabSettlement,
} from '../order-store.js';
import { ordersPlaced, payments } from '../../ops/metrics.js';
import { type Brand, type PlaceOrderAnswer, type PlaceOrderBody, type Store, bad, placed } from './types.js';
import { type PricedPlacement } from './pricing.js';

/**
 * The order's row (orders/order-row.ts) and its write under the locks its money takes: the payment,
 * the loyalty spent, a limited discount's use, a table's tab, a kitchen slot.
 */

/** The order as it is stored: its prices, its details as answered later, its payment. */
export function orderRow(
  order: { customer: Customer; body: PlaceOrderBody; brand: Brand; store: Store },
  placement: PricedPlacement,
  address: AddressRow | undefined,
  timing: { preOrderSlot: Schemas['PreOrderSlot'] | null; now: UnixSeconds },
) {
  const { customer, body, brand, store } = order;
  const { repriced, tab } = placement;
  const { preOrderSlot, now } = timing;
  const paymentType = body.payment.paymentType;
  // Settling a tab with nothing new leaves the kitchen nothing to do.
  const status = preOrderSlot ? 'SCHEDULED' : tab && body.cart.length === 0 ? 'COMPLETE' : 'PENDING';
  return newOrderRow({
    brand: { id: body.brandId, name: brand.brand.brandName },
    store,
    customer: customer.user,
    serviceType: body.serviceType,
    status,
    now,
    repriced,
    totals: placement.totals,
    payment: {
      type: paymentType,
      transaction: body.payment.transactionInfo ?? null,
      payLater: paymentType === 'PAY_LATER',
    },
    idempotencyKey: body.idempotencyKey,
    tableNumber: body.tableNumber ?? null,
    details: {
      deliveryAddress: address ? toApiAddress(address) : null,
      selectedArea: repriced.selectedArea,
      ...invoiceDetails(repriced.discount, repriced.lines, body.taxRecipient),
      isPreOrder: preOrderSlot !== null,
      preOrderSlot,
      preOrderDay: body.timing.type === 'PREORDER' ? (body.timing.preOrderSlot?.day ?? null) : null,
      orderLevelSpecialRequest: body.orderLevelSpecialRequest?.trim() ?? '',
      pickupVehicleInfo: body.pickupVehicleInfo?.trim() ?? '',
      ...(tab && { settlement: tab.paid }),
    },
  });
}

/** The order, committed, counted (docs/operations.md): by service and surface, and its card payment. */
function countPlaced(order: OrderRow): void {
  ordersPlaced.inc({
    service: order.serviceType,
    surface: order.serviceType === 'DINE_IN' ? 'dine-in' : 'storefront',
  });
  const gateway = order.details.transactionInfo?.gateway;
  if (order.transactionRef) payments.inc({ gateway: gateway ?? 'unknown', outcome: 'paidOrder' });
}

/**
 * Writes the order; a concurrent twin with the same key (or the same payment) that won answers its
 * order. Throws CatalogueChanged (nothing written) when the catalogue moved on since it was priced.
 */
export async function writeOrder(
  db: Db,
  row: ReturnType<typeof orderRow>,
  placement: PricedPlacement,
  catalogue: { version: number; slot: SlotHold | null },
): Promise<PlaceOrderAnswer> {
  const { repriced, tab } = placement;
  const settles: TabSettlement | null = tab && {
    table: { brandId: row.brandId, storeId: row.storeId, tableNumber: row.tableNumber! },
    orderIds: tab.rows.map((entry) => entry.id),
    roundsTotal: tab.paid.roundsTotal,
    paid: row.isPaid,
  };
  try {
    const written = await insertOrder(db, {
      row,
      catalogueVersion: catalogue.version,
      transactionRef: row.transactionRef,
      loyaltyAmount: repriced.priced.loyaltyAmount,
      discount: repriced.discount ?? null,
      settles,
      slot: catalogue.slot,
    });
    countPlaced(written);
    return placed(written);
  } catch (error) {
    if (error instanceof CatalogueChanged) throw error;
    const twin =
      (await orderByIdempotencyKey(db, row.userId, row.idempotencyKey)) ??
      (row.transactionRef ? await orderByTransactionRef(db, row.transactionRef) : undefined);
    if (twin && twin.userId === row.userId) return placed(twin);
    if (error instanceof PriceChanged) return bad(orderMessages.priceChanged, 'PRICE_CHANGED');
    if (error instanceof DiscountUsedUp) return bad(orderMessages.perCustomerUse);
    if (error instanceof PaymentRefunded) return bad(orderMessages.paymentFailed, 'PAYMENT_FAILED');
    if (error instanceof SlotFull) {
      const said = error.place.kind === 'slot' ? orderMessages.slotFull : orderMessages.asapFull;
      return { status: 409, body: errorBody('CONFLICT', said) };
    }
    if (error instanceof TabAlreadySettled) {
      return { status: 409, body: errorBody('CONFLICT', orderMessages.tabAlreadySettled) };
    }
    throw error;
  }
}

/**
 * What the order's invoice needs besides its lines (docs/invoices.md): the lines an item-specific
 * discount applied to, by index, and a business customer's name and TRN (a full tax invoice).
 */
function invoiceDetails(
  discount: { isApplicableOnAllItems: boolean; discountAppliedOnSpecificItems: string[] } | undefined,
  lines: readonly { itemId: string }[],
  recipient: { name: string; trn: string } | undefined,
): Pick<OrderDetails, 'discountLines' | 'taxRecipient'> {
  const items = new Set(discount?.discountAppliedOnSpecificItems);
  return {
    ...(discount &&
      !discount.isApplicableOnAllItems && {
        discountLines: lines.flatMap((line, index) => (items.has(line.itemId) ? [index] : [])),
      }),
    ...(recipient && { taxRecipient: { name: recipient.name.trim(), trn: recipient.trn } }),
  };
}
