import type { Schemas } from '@storefront/contract';
import { ZERO_FILS, type UnixSeconds } from '@storefront/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { BrandCatalogue } from '../catalogue/catalogue-service.js';
import { isStoreAvailable, servicePausedUntil } from '../catalogue/shapes.js';
import type { Db } from '../db/database.js';
import { ordersPlaced } from '../ops/metrics.js';
import { orders, type OrderRow, type StoreRow } from '../db/schema.js';
import type { Said } from '../http/messages.js';
import { holdSlot, SlotFull, slotHold } from '../kitchen/slot-capacity.js';
import { orderMessages } from '../orders/order-messages.js';
import { newOrderRow } from '../orders/order-row.js';
import { repriceCart, type RepricedOrder } from '../orders/reprice.js';
import { recordStatus } from '../push/status-feed.js';
import { MAX_TABLE_BASKET_LINES, tableSessionMessages } from './messages.js';
import { announceSession, lockSession, type Tx } from './session-store.js';
import {
  tableSessions,
  tableShares,
  type BasketLineRecord,
  type TableSessionRow,
} from './table-sessions.schema.js';

export type RoundOutcome =
  | { ok: true; session: TableSessionRow; round?: OrderRow }
  | { ok: false; status: 400 | 409; said: Said; conflict?: 'changed' | 'closed' };

/** The basket as a place-order cart: what the diners asked for, never the prices they saw. */
export function basketCart(basket: readonly BasketLineRecord[]): Schemas['CartLine'][] {
  return basket.map((line) => ({
    itemId: line.itemId,
    ...(line.categoryId && { categoryId: line.categoryId }),
    quantity: line.quantity,
    sections: line.sections,
    ...(line.specialRequest && { specialRequest: line.specialRequest }),
  }));
}

/** A new split is needed once the bill grows: the open shares go (paid and being-paid ones stay). */
export async function voidOpenShares(tx: Tx, sessionId: string, now: Date): Promise<void> {
  const live = await tx
    .select()
    .from(tableShares)
    .where(and(eq(tableShares.sessionId, sessionId), inArray(tableShares.status, ['open', 'paying'])));
  const lapsed = live.filter(
    (share) => share.status === 'open' || !share.claimUntil || share.claimUntil <= now,
  );
  if (lapsed.length === 0) return;
  await tx
    .update(tableShares)
    .set({ status: 'void' })
    .where(
      inArray(
        tableShares.id,
        lapsed.map((share) => share.id),
      ),
    );
}

/** The round as an order of nobody's: paid by the session's shares, not on a phone's pay-later tab. */
function roundRow(
  session: TableSessionRow,
  store: StoreRow,
  brandName: string,
  repriced: RepricedOrder,
  sentBy: string,
  now: UnixSeconds,
) {
  return newOrderRow({
    brand: { id: session.brandId, name: brandName },
    store,
    customer: null,
    serviceType: 'DINE_IN',
    status: 'PENDING',
    now,
    repriced,
    payment: { type: 'PAY_LATER', transaction: null, payLater: false },
    idempotencyKey: `table-round:${session.id}:${session.version}`,
    tableNumber: session.tableNumber,
    tableSessionId: session.id,
    details: {
      deliveryAddress: null,
      selectedArea: null,
      isPreOrder: false,
      preOrderSlot: null,
      preOrderDay: null,
      orderLevelSpecialRequest: '',
      pickupVehicleInfo: '',
      tableRound: {
        sessionId: session.id,
        sentBy,
        addedBy: session.basket.map((line) => line.addedBy),
      },
    },
  });
}

/**
 * Sends the basket to the kitchen as one order, under the session's row lock: the second press
 * of the same version finds the basket empty and the version moved on, and answers the session
 * as it is (the round the first press made), never a second order.
 */
export async function sendRound(
  db: Db,
  input: {
    sessionId: string;
    version: number;
    dinerId: string;
    catalogue: BrandCatalogue;
    brandName: string;
    now: Date;
  },
): Promise<RoundOutcome> {
  const outcome = await db
    .transaction(async (tx): Promise<RoundOutcome> => {
      const session = await lockSession(tx, input.sessionId);
      if (!session) throw new Error('session vanished');
      if (session.status !== 'open')
        return { ok: false, status: 409, said: tableSessionMessages.closed, conflict: 'closed' };
      if (session.version !== input.version) {
        if (session.basket.length === 0) return { ok: true, session };
        return { ok: false, status: 409, said: tableSessionMessages.changed, conflict: 'changed' };
      }
      if (session.basket.length === 0) return { ok: false, status: 400, said: orderMessages.emptyBasket };
      // A basket filled before the limit existed is refused whole: it is no order a kitchen takes.
      if (session.basket.length > MAX_TABLE_BASKET_LINES)
        return { ok: false, status: 400, said: tableSessionMessages.basketFull };
      const store = input.catalogue.stores.find((entry) => entry.id === session.storeId);
      if (!store) return { ok: false, status: 400, said: orderMessages.storeNotFound };
      const unix = Math.floor(input.now.getTime() / 1000) as UnixSeconds;
      if (store.isOpened && servicePausedUntil(store, 'DINE_IN', unix) !== null)
        return { ok: false, status: 400, said: orderMessages.dineInPaused };
      if (!isStoreAvailable(store, 'DINE_IN', unix))
        return { ok: false, status: 400, said: orderMessages.storeClosed };
      const priced = repriceCart(input.catalogue, store, {
        serviceType: 'DINE_IN',
        cart: basketCart(session.basket),
        walletBalance: ZERO_FILS,
        now: unix,
      });
      if (!priced.ok) return { ok: false, status: 400, said: priced.error.message };
      const [round] = await tx
        .insert(orders)
        .values(roundRow(session, store, input.brandName, priced.value, input.dinerId, unix))
        .returning();
      // A round is a dine-in order: it takes a place of the store's dine-in ASAP window, if capped;
      // a full window throws, and the round's row goes with the transaction (docs/kitchen.md).
      const hold = slotHold(store, 'DINE_IN', null, unix);
      if (hold) await holdSlot(tx, hold, round!.id, unix);
      await recordStatus(tx, round!, round!.status);
      await voidOpenShares(tx, session.id, input.now);
      const [updated] = await tx
        .update(tableSessions)
        .set({ basket: [], split: null, version: session.version + 1 })
        .where(eq(tableSessions.id, session.id))
        .returning();
      await announceSession(tx, updated!);
      return { ok: true, session: updated!, round: round! };
    })
    .catch((error: unknown): RoundOutcome => {
      if (error instanceof SlotFull) return { ok: false, status: 409, said: orderMessages.asapFull };
      throw error;
    });
  // Counted once committed (docs/operations.md).
  if (outcome.ok) ordersPlaced.inc({ service: 'DINE_IN', surface: 'table' });
  return outcome;
}
