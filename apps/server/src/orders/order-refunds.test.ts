import { createApiClient, type ApiClient } from '@storefront/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../app.js';
import type { Database } from '../db/database.js';
import { orders, paymentRefunds } from '../db/schema.js';
import { demoBrandIds } from '../db/seed/brands.js';
import { PaymentError } from '../payments/payment-error.js';
import { sandboxPayments } from '../payments/payments.schema.js';
import { demoStaff } from '../staff/demo-staff.js';
import { useTestApp } from '../testing/app.js';
import { expectMatchesDescription } from '../testing/contract.js';
import { placePaidPickup } from '../testing/orders.js';
import { engines } from '../testing/test-database.js';
import { moveOrder } from './move-order.js';

/** Sunday 22 November 2026, 12:00 in Dubai: the Jumeirah outlet is open. */
const NOW = new Date(Date.UTC(2026, 10, 22, 8, 0, 0));
const zaatar = demoBrandIds.zaatarHouse;
const [jumeirahStaff] = demoStaff;

describe.each(engines)('a paid order the store cancels or rejects is refunded once, on %s', (engine) => {
  const test = useTestApp(engine, { clock: () => NOW });
  let database: Database;
  let services: AppServices;
  let origin: string;
  let baseUrl: string;
  let board: ApiClient;

  beforeAll(async () => {
    ({ database, services, origin, baseUrl } = test);
    const signedIn = await createApiClient({ baseUrl }).POST('/staff/sign-in', {
      body: { email: jumeirahStaff!.email, password: jumeirahStaff!.password },
    });
    const token = signedIn.data!.data.token;
    board = createApiClient({ baseUrl, getToken: () => token });
  }, 60_000);

  /** A pickup order at Jumeirah, paid by sandbox card (intent flow) or in cash. */
  const placeOrder = (payment: 'card' | 'cash') =>
    placePaidPickup({ baseUrl, origin, services }, zaatar, payment, 'Jumeirah');

  const refundRows = (reference: string) =>
    database.db.select().from(paymentRefunds).where(eq(paymentRefunds.transactionRef, reference));
  const sandboxRow = async (id: string) =>
    (await database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0]!;

  it('staff cancel a card-paid order: one refund of the amount charged; the customer sees it', async () => {
    const { client, order, total, reference } = await placeOrder('card');
    const refund = vi.spyOn(services.gateways.intent, 'refundPayment');
    try {
      const moved = await board.POST('/staff/orders/{orderNumber}/status', {
        params: { path: { orderNumber: order.orderNumber } },
        body: { status: 'CANCELLED', reason: 'Out of bread' },
      });
      expect(moved.response.status).toBe(200);
      expectMatchesDescription('moveStaffOrder', 200, moved.data);
      expect(moved.data!.data.refund).toEqual({ amount: total, status: 'refunded' });
      // The same cancel again is refused by the transition rules and calls no gateway.
      const again = await board.POST('/staff/orders/{orderNumber}/status', {
        params: { path: { orderNumber: order.orderNumber } },
        body: { status: 'CANCELLED', reason: 'Out of bread' },
      });
      expect(again.response.status).toBe(409);
      expect(refund.mock.calls.map(([input]) => input)).toEqual([
        expect.objectContaining({ reference, amount: total, idempotencyKey: `refund-${reference}` }),
      ]);
    } finally {
      refund.mockRestore();
    }
    expect(await refundRows(reference)).toEqual([
      expect.objectContaining({
        amount: total,
        status: 'refunded',
        reason: `Order ${order.orderNumber} was cancelled by the store: Out of bread`,
      }),
    ]);
    expect((await sandboxRow(reference)).status).toBe('refunded');
    const info = await client.POST('/order/get-order-info/{id}', {
      params: { path: { id: order._id } },
      body: { brandId: zaatar },
    });
    expectMatchesDescription('getOrderInfo', 200, info.data);
    expect(info.data!.data.refund).toEqual({ amount: total, status: 'refunded' });
    const tracking = await createApiClient({ baseUrl }).GET('/order/get-order-tracking-info/{orderId}', {
      params: { path: { orderId: order.orderNumber } },
    });
    expectMatchesDescription('getOrderTrackingInfo', 200, tracking.data);
    expect(tracking.data!.orders.refund).toEqual({ amount: total, status: 'refunded' });
  });

  it('the same order rejected by two calls at once is refunded once', async () => {
    const { order, total, reference } = await placeOrder('card');
    const refund = vi.spyOn(services.gateways.intent, 'refundPayment');
    try {
      const moves = await Promise.all(
        Array.from({ length: 5 }, () =>
          moveOrder(database.db, order.orderNumber, 'REJECTED', {
            reason: 'Closing early',
            gateways: services.gateways,
          }),
        ),
      );
      expect(moves.filter((moved) => moved.ok)).toHaveLength(1);
      expect(refund).toHaveBeenCalledTimes(1);
    } finally {
      refund.mockRestore();
    }
    expect(await refundRows(reference)).toEqual([
      expect.objectContaining({ amount: total, status: 'refunded' }),
    ]);
  });

  it('a cash order cancelled has no refund', async () => {
    const { client, order } = await placeOrder('cash');
    const refund = vi.spyOn(services.gateways.intent, 'refundPayment');
    try {
      const moved = await moveOrder(database.db, order.orderNumber, 'CANCELLED', {
        reason: 'Out of bread',
        gateways: services.gateways,
      });
      expect(moved).toEqual({ ok: true });
      expect(refund).not.toHaveBeenCalled();
    } finally {
      refund.mockRestore();
    }
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    expect(row!.transactionRef).toBeNull();
    const info = await client.POST('/order/get-order-info/{id}', {
      params: { path: { id: order._id } },
      body: { brandId: zaatar },
    });
    expect(info.data!.data.refund).toBeUndefined();
  });

  it('a refund the gateway refuses is recorded as failed, shown on the board, and not retried by the move', async () => {
    const { order, total, reference } = await placeOrder('card');
    const refund = vi
      .spyOn(services.gateways.intent, 'refundPayment')
      .mockRejectedValue(new PaymentError('gatewayUnavailable', 'provider down'));
    try {
      const moved = await moveOrder(database.db, order.orderNumber, 'CANCELLED', {
        reason: 'Oven broke',
        gateways: services.gateways,
      });
      expect(moved).toEqual({ ok: true, refund: { amount: total, status: 'failed' } });
      const again = await moveOrder(database.db, order.orderNumber, 'CANCELLED', {
        reason: 'Oven broke',
        gateways: services.gateways,
      });
      expect(again.ok).toBe(false);
      expect(refund).toHaveBeenCalledTimes(1);
    } finally {
      refund.mockRestore();
    }
    expect(await refundRows(reference)).toEqual([
      expect.objectContaining({ status: 'failed', failure: 'gatewayUnavailable: provider down' }),
    ]);
    const listed = await board.GET('/staff/orders');
    expect(listed.data!.data.find((entry) => entry.orderNumber === order.orderNumber)?.refund).toEqual({
      amount: total,
      status: 'failed',
    });
    // The sweep leaves a refused refund to staff: only claims never sent are sent again.
    const swept = await services.unplaced.sweepAbandoned({
      now: new Date(Date.now() + 3_600_000),
      abandonAfterMs: 60_000,
    });
    expect(swept.refunded).toBe(0);
    expect((await sandboxRow(reference)).status).toBe('succeeded');
  });

  it('a refund claimed before a stop (never sent) is completed by the sweep, once', async () => {
    const { order, total, reference } = await placeOrder('card');
    // The claim as moveOrder writes it, committed; the process stopped before the gateway call.
    await database.db
      .update(orders)
      .set({ status: 'CANCELLED' })
      .where(eq(orders.orderNumber, order.orderNumber));
    const claimedAt = new Date(Date.now() - 10 * 60_000);
    await database.db.insert(paymentRefunds).values({
      transactionRef: reference,
      gateway: 'intent',
      brandId: zaatar,
      storeId: order.storeInfo._id,
      userId: null,
      amount: total,
      reason: `Order ${order.orderNumber} was cancelled by the store`,
      status: 'requested',
      createdAt: claimedAt,
      updatedAt: claimedAt,
    });
    const refund = vi.spyOn(services.gateways.intent, 'refundPayment');
    try {
      const sweep = () => services.unplaced.sweepAbandoned({ now: new Date(), abandonAfterMs: 60 * 60_000 });
      const [first, second] = await Promise.all([sweep(), sweep()]);
      expect(first.refunded + second.refunded).toBe(1);
      expect((await sweep()).refunded).toBe(0);
      expect(refund).toHaveBeenCalledTimes(1);
      expect(refund.mock.calls[0]![0]).toMatchObject({
        amount: total,
        idempotencyKey: `refund-${reference}`,
      });
    } finally {
      refund.mockRestore();
    }
    expect(await refundRows(reference)).toEqual([expect.objectContaining({ status: 'refunded' })]);
    expect((await sandboxRow(reference)).status).toBe('refunded');
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    expect(row!.details.refund).toEqual({ amount: total, status: 'refunded' });
  });
});
